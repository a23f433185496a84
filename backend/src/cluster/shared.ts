import type { Worker } from 'node:cluster';
import { MemoryPresenceBoard } from '../presence/boards';
import { LocalSequence } from '../realtime/sequence';
import { isNovaMessage, type ReplyMessage, type WorkerRequest } from './messages';

/**
 * What the primary keeps for all its workers when there is no Redis: one counter per realtime stream (so sequence
 * numbers rise across workers exactly as on one node: above the wall clock, so they keep rising across restarts) and
 * the presence board. Everything else the workers share lives in the database (leases, the outbox, the daily payout's
 * records) or in the libraries' own primary-side halves (the Socket.IO cluster adapter, rate-limiter-flexible's
 * cluster limiter, @socket.io/sticky).
 */
export class SharedState {
  private readonly sequences = new LocalSequence();
  private readonly presence = new MemoryPresenceBoard();

  /** Answers one worker request. */
  async answer(request: WorkerRequest): Promise<number | undefined> {
    switch (request.kind) {
      case 'sequence.next':
        return this.sequences.draw(request.stream, request.count);
      case 'sequence.current':
        return this.sequences.current(request.stream);
      case 'presence.publish':
        return this.presence.publish(request.node, request.count);
      case 'presence.remove':
        await this.presence.remove(request.node);
        return undefined;
    }
  }

  /** Handles an IPC message from a worker if it is a request of ours (others belong to the libraries). */
  handle(worker: Worker, message: unknown): void {
    if (!isNovaMessage(message) || message.nova !== 'request') return;
    const { id, request } = message;
    this.answer(request).then(
      (value) => reply(worker, { nova: 'reply', id, ...(value === undefined ? {} : { value }) }),
      (err: unknown) => reply(worker, { nova: 'reply', id, error: err instanceof Error ? err.message : String(err) }),
    );
  }
}

function reply(worker: Worker, message: ReplyMessage): void {
  if (worker.isConnected()) worker.send(message);
}
