import type { RedisClient } from '../realtime/redis';

/** A node whose count is older than this is gone (crashed without removing it). */
export const NODE_STALE_MS = 5000;
const REDIS_KEY = 'nova:presence';

/**
 * Where nodes post their own socket counts so each can sum everyone's: a Redis hash across machines, or the primary
 * process for the workers of one `npm start` (cluster/). Without a board a node counts its own sockets alone.
 */
export interface PresenceBoard {
  /** Posts this node's count and returns the total of every node's fresh count; null when the board cannot be reached. */
  publish(nodeId: string, count: number): Promise<number | null>;
  /** Takes this node's count off the board (a clean stop). */
  remove(nodeId: string): Promise<void>;
}

/** The sum of fresh counts, with the stale nodes' names (to delete). */
export function freshTotal(entries: Iterable<[string, number, number]>, now: number): { total: number; stale: string[] } {
  let total = 0;
  const stale: string[] = [];
  for (const [node, count, at] of entries) {
    if (!Number.isFinite(at) || now - at > NODE_STALE_MS) stale.push(node);
    else total += count;
  }
  return { total, stale };
}

/** The board in one Redis hash: node id -> `count:timestamp`. */
export class RedisPresenceBoard implements PresenceBoard {
  constructor(private readonly redis: RedisClient) {}

  async publish(nodeId: string, count: number): Promise<number | null> {
    if (!this.redis.isReady) return null;
    const now = Date.now();
    await this.redis.hSet(REDIS_KEY, nodeId, `${count}:${now}`);
    const entries = Object.entries(await this.redis.hGetAll(REDIS_KEY)).map(([node, value]): [string, number, number] => {
      const [n, at] = value.split(':').map(Number);
      return [node, n ?? 0, at ?? Number.NaN];
    });
    const { total, stale } = freshTotal(entries, now);
    if (stale.length) await this.redis.hDel(REDIS_KEY, stale);
    return total;
  }

  async remove(nodeId: string): Promise<void> {
    if (this.redis.isReady) await this.redis.hDel(REDIS_KEY, nodeId);
  }
}

/** The board kept in one process's memory (the primary's, for its workers). */
export class MemoryPresenceBoard implements PresenceBoard {
  private readonly counts = new Map<string, [number, number]>();

  publish(nodeId: string, count: number): Promise<number> {
    const now = Date.now();
    this.counts.set(nodeId, [count, now]);
    const { total, stale } = freshTotal([...this.counts].map(([node, [n, at]]) => [node, n, at]), now);
    for (const node of stale) this.counts.delete(node);
    return Promise.resolve(total);
  }

  remove(nodeId: string): Promise<void> {
    this.counts.delete(nodeId);
    return Promise.resolve();
  }
}
