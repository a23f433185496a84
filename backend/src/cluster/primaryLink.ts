import { setupWorker } from '@socket.io/sticky';
import type { Server } from 'socket.io';
import type { PresenceBoard } from '../presence/boards';
import type { SequenceSource } from '../realtime/sequence';
import { isNovaMessage, type NovaMessage, type SetupMessage, type WorkerRequest } from './messages';

/** A request the primary has not answered within this long fails (a primary that stalls that long is gone). */
const REQUEST_TIMEOUT_MS = 5000;

interface Waiting {
  resolve: (value: number) => void;
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
    next: (stream, count = 1) => this.request({ kind: 'sequence.next', stream, count }),
    current: (stream) => this.request({ kind: 'sequence.current', stream }),
  };

  /** The presence board the primary keeps for its workers. */
  readonly presence: PresenceBoard = {
    publish: (node, count) => this.request({ kind: 'presence.publish', node, count }),
    remove: async (node) => void (await this.request({ kind: 'presence.remove', node })),
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

  private request(request: WorkerRequest): Promise<number> {
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
    else waiting.resolve(message.value ?? 0);
  };
}
