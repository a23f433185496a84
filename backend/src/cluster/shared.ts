import type { Worker } from 'node:cluster';
import { LRUCache } from 'lru-cache';
import { MemoryPresenceBoard } from '../presence/boards';
import { LocalSequence } from '../realtime/sequence';
import { gatherWorkerMetrics } from './metrics';
import { isNovaMessage, type Answer, type ReplyMessage, type WorkerRequest } from './messages';

/**
 * What the primary keeps for all its workers when there is no Redis: one counter per realtime stream (so sequence
 * numbers rise across workers exactly as on one node: above the wall clock, so they keep rising across restarts) and
 * the presence board, and the users' session stamps (auth/authVersions.ts: a sign-out or ban on one worker ends the
 * kept session checks of every worker); it also gathers the workers' metrics for a scrape. Everything else the workers share lives in the database (leases, the outbox, the daily payout's
 * records) or in the libraries' own primary-side halves (the Socket.IO cluster adapter, rate-limiter-flexible's
 * cluster limiter, @socket.io/sticky).
 */
export class SharedState {
  private readonly sequences = new LocalSequence();
  private readonly presence = new MemoryPresenceBoard();
  /** Each stamp lives the lifetime its worker gives it (longer than any kept check), never evicted before. */
  private readonly stamps = new LRUCache<string, string>({ ttl: 60_000, ttlAutopurge: true });

  /** Answers one worker request. */
  async answer(request: WorkerRequest): Promise<Answer | undefined> {
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
      case 'stamp.read':
        return this.stamps.get(request.userId);
      case 'stamp.set':
        this.stamps.set(request.userId, request.stamp, { ttl: request.lifetimeMs });
        return undefined;
      case 'metrics':
        return gatherWorkerMetrics();
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
