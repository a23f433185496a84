import mongoose from 'mongoose';
import type { AppContext } from '../context';
import type { RedisClient } from './redis';

/**
 * Cluster-wide sequence numbers for realtime streams (winners, staff feeds, leaderboard ticks): every node
 * draws from one counter per stream, so deltas from any node order against each other and against REST
 * snapshots. With Redis the counter is a key (`INCRBY`), otherwise a document in the `counters` collection
 * (`$inc`), which every node sharing the database sees.
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

interface CounterDoc {
  _id: string;
  value: number;
}

export class DatabaseSequence implements SequenceSource {
  private get counters() {
    return mongoose.connection.collection<CounterDoc>('counters');
  }

  async next(stream: string, count = 1): Promise<number> {
    const doc = await this.counters.findOneAndUpdate(
      { _id: stream },
      { $inc: { value: count } },
      { upsert: true, returnDocument: 'after' },
    );
    return doc?.value ?? count;
  }

  async current(stream: string): Promise<number> {
    return (await this.counters.findOne({ _id: stream }))?.value ?? 0;
  }
}

/** One process only (benchmarks, unit tests). */
export class MemorySequence implements SequenceSource {
  private readonly values = new Map<string, number>();

  next(stream: string, count = 1): Promise<number> {
    const value = (this.values.get(stream) ?? 0) + count;
    this.values.set(stream, value);
    return Promise.resolve(value);
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

/** The context's sequence source: Redis when REDIS_URL is set, else the shared database. */
export function sequencesFor(ctx: AppContext): SequenceSource {
  let source = sources.get(ctx);
  if (!source) {
    source = ctx.redis ? new RedisSequence(ctx.redis) : new DatabaseSequence();
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

/**
 * Per-node sequence numbers for streams where a missed or reordered fact is harmless (presence counts):
 * every node starts above the wall clock, so numbers keep increasing across restarts and roughly across nodes.
 */
export class StreamSequence {
  private readonly last = new Map<string, number>();

  next(stream: string): number {
    const floor = Date.now() * 1000;
    const value = Math.max((this.last.get(stream) ?? 0) + 1, floor);
    this.last.set(stream, value);
    return value;
  }
}

/** Stream names of the cluster-wide counters. */
export const STREAMS = {
  winners: 'winners',
  leaderboard: 'leaderboard',
  staffFeed: 'staff:feed',
  staffOpenings: 'staff:openings',
} as const;
