import { setupWorker } from '@socket.io/sticky';
import type { Registry } from 'prom-client';
import type { Server } from 'socket.io';
import type { StampStore } from '../auth/authVersions';
import type { PresenceBoard } from '../presence/boards';
import type { SequenceSource } from '../realtime/sequence';
import { offerWorkerMetrics } from './metrics';
import { isNovaMessage, type Answer, type NovaMessage, type SetupMessage, type WorkerRequest } from './messages';

/** A request the primary has not answered within this long fails (a primary that stalls that long is gone). */
const REQUEST_TIMEOUT_MS = 5000;

interface Waiting {
  resolve: (value: Answer | undefined) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A worker's side of the link to its primary: the setup it is started with, the shared sequence numbers and
 * presence board, and the connections the primary hands over (@socket.io/sticky keeps long-polling sessions on the
 * worker that opened them).
 */
export class PrimaryLink {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();
  private setupReceived: Promise<SetupMessage>;

  constructor() {
    this.setupReceived = new Promise((resolve) => {
      const onSetup = (message: unknown) => {
        if (!isNovaMessage(message) || message.nova !== 'setup') return;
        process.off('message', onSetup);
        resolve(message);
      };
      process.on('message', onSetup);
    });
    process.on('message', this.onMessage);
    this.send({ nova: 'hello' });
  }

  /** The primary's setup (its answer to this worker's hello). */
  setup(): Promise<SetupMessage> {
    return this.setupReceived;
  }

  /** Calls `stop` when the primary tells this worker to stop. */
  onStop(stop: () => void): void {
    process.on('message', (message: unknown) => {
      if (isNovaMessage(message) && message.nova === 'stop') stop();
    });
  }

  /** Tells the primary this worker serves. */
  ready(url: string): void {
    this.send({ nova: 'ready', url });
  }

  /** Takes the HTTP connections and long-polling requests the primary hands this worker. */
  acceptConnections(io: Server): void {
    setupWorker(io);
  }

  /** Sequence numbers drawn from the primary's counters, one per stream for every worker. */
  readonly sequences: SequenceSource = {
    next: (stream, count = 1) => this.number({ kind: 'sequence.next', stream, count }),
    current: (stream) => this.number({ kind: 'sequence.current', stream }),
  };

  /** The presence board the primary keeps for its workers. */
  readonly presence: PresenceBoard = {
    publish: (node, count) => this.number({ kind: 'presence.publish', node, count }),
    remove: async (node) => void (await this.request({ kind: 'presence.remove', node })),
  };

  /** The users' session stamps, kept by the primary for every worker. */
  readonly stamps: StampStore = {
    get: async (userId) => {
      const stamp = await this.request({ kind: 'stamp.read', userId });
      return typeof stamp === 'string' ? stamp : null;
    },
    set: async (userId, stamp, lifetimeMs) => void (await this.request({ kind: 'stamp.set', userId, stamp, lifetimeMs })),
  };

  /** Stops listening; requests still waiting fail. */
  close(): void {
    process.off('message', this.onMessage);
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error('the link to the primary closed'));
      this.waiting.delete(id);
    }
  }

  /**
   * Offers this worker's metric `registries` to the primary's gathering; returns what asks for every worker's metrics
   * together (a scrape of any worker answers for all of them).
   */
  shareMetrics(registries: Registry[]): () => Promise<string> {
    offerWorkerMetrics(registries);
    return async () => {
      const text = await this.request({ kind: 'metrics' });
      if (typeof text !== 'string') throw new Error('the primary answered metrics without their text');
      return text;
    };
  }

  private async number(request: WorkerRequest): Promise<number> {
    const value = await this.request(request);
    if (typeof value !== 'number') throw new Error(`the primary answered ${request.kind} without a number`);
    return value;
  }

  private request(request: WorkerRequest): Promise<Answer | undefined> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`the primary did not answer ${request.kind} within ${REQUEST_TIMEOUT_MS} ms`));
      }, REQUEST_TIMEOUT_MS);
      this.waiting.set(id, { resolve, reject, timer });
      if (!this.send({ nova: 'request', id, request })) {
        clearTimeout(timer);
        this.waiting.delete(id);
        reject(new Error('this worker is not connected to its primary'));
      }
    });
  }

  private send(message: NovaMessage): boolean {
    if (!process.send || !process.connected) return false;
    process.send(message);
    return true;
  }

  private readonly onMessage = (message: unknown) => {
    if (!isNovaMessage(message) || message.nova !== 'reply') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    clearTimeout(waiting.timer);
    if (message.error !== undefined) waiting.reject(new Error(message.error));
    else waiting.resolve(message.value);
  };
}
