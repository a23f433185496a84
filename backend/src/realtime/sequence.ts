import type { AppContext } from '../context';
import type { RedisClient } from './redis';

/**
 * Cluster-wide sequence numbers for realtime streams (winners, staff feeds, leaderboard ticks): every node
 * draws from one counter per stream, so deltas from any node order against each other and against REST
 * snapshots. With Redis the counter is a key (`INCRBY`); without it the one node numbers its own facts.
 */
export interface SequenceSource {
  /** Reserves `count` numbers and returns the last one (the reserved range is `last - count + 1 .. last`). */
  next(stream: string, count?: number): Promise<number>;
  /** The last number handed out (0 before the first). */
  current(stream: string): Promise<number>;
}

const REDIS_PREFIX = 'nova:seq:';

export class RedisSequence implements SequenceSource {
  constructor(private readonly redis: RedisClient) {}

  async next(stream: string, count = 1): Promise<number> {
    return Number(await this.redis.incrBy(REDIS_PREFIX + stream, count));
  }

  async current(stream: string): Promise<number> {
    return Number((await this.redis.get(REDIS_PREFIX + stream)) ?? 0);
  }
}

/**
 * One node without Redis: numbers kept in memory. Without Redis there is no adapter, so this node is the only
 * one that can deliver its facts, and it orders them alone, with no database round trip per fact. Numbers
 * never fall below the wall clock in microseconds, so they keep increasing across restarts (a client that held
 * numbers from before a restart still sees the new ones as newer) and roughly across nodes (presence counts).
 */
export class LocalSequence implements SequenceSource {
  private readonly values = new Map<string, number>();

  /** Synchronous form of `next`. */
  draw(stream: string, count = 1): number {
    const value = Math.max((this.values.get(stream) ?? 0) + count, Date.now() * 1000 + count - 1);
    this.values.set(stream, value);
    return value;
  }

  next(stream: string, count = 1): Promise<number> {
    return Promise.resolve(this.draw(stream, count));
  }

  current(stream: string): Promise<number> {
    return Promise.resolve(this.values.get(stream) ?? 0);
  }
}

const sources = new WeakMap<AppContext, SequenceSource>();

/** Gives a context its own sequence source (benchmarks and tools that run broadcasters without a database). */
export function setSequenceSource(ctx: AppContext, source: SequenceSource): void {
  sources.set(ctx, source);
}

/** The context's sequence source: Redis when REDIS_URL is set (shared by every node), else this node's own. */
export function sequencesFor(ctx: AppContext): SequenceSource {
  let source = sources.get(ctx);
  if (!source) {
    source = ctx.redis ? new RedisSequence(ctx.redis) : new LocalSequence();
    sources.set(ctx, source);
  }
  return source;
}

/**
 * Hands out single numbers of one stream, reserving them in batches: every request made in the same turn of
 * the event loop shares one `next(stream, n)` round trip. Numbers are returned in request order.
 */
export class SequenceBatcher {
  private pending: ((value: number) => void)[] = [];
  private failures: ((err: unknown) => void)[] = [];
  private scheduled = false;

  constructor(
    private readonly source: SequenceSource,
    private readonly stream: string,
  ) {}

  take(): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.push(resolve);
      this.failures.push(reject);
      if (this.scheduled) return;
      this.scheduled = true;
      setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const waiting = this.pending;
    const failing = this.failures;
    this.pending = [];
    this.failures = [];
    this.scheduled = false;
    try {
      const last = await this.source.next(this.stream, waiting.length);
      const first = last - waiting.length + 1;
      waiting.forEach((resolve, i) => resolve(first + i));
    } catch (err) {
      failing.forEach((reject) => reject(err));
    }
  }
}

/** Stream names of the cluster-wide counters. */
export const STREAMS = {
  winners: 'winners',
  leaderboard: 'leaderboard',
  staffFeed: 'staff:feed',
  staffOpenings: 'staff:openings',
  reviews: 'reviews',
  overview: 'overview',
  catalog: 'catalog',
} as const;
