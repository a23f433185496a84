import { STREAMS, type StreamName } from '@nova/protocol';
import type { AppContext } from '../context';
import type { RedisClient } from './redis';

/**
 * The numbers behind `seq` (protocol `Sequence`, declared per stream in protocol/src/streams.ts). Stream counters are
 * shared by every node, so facts from any node order against each other and against REST snapshots: with Redis a
 * counter is a key (`INCRBY`); among one machine's workers the primary keeps it (cluster/shared.ts); otherwise the one
 * node counts by itself. The node clock (presence) is each node's own.
 * Document versions are written with their documents and need nothing here.
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
 * One node without Redis: counters kept in memory. Without Redis there is no adapter, so this node is the only one
 * that can deliver its facts, and it numbers them alone, with no round trip per fact. A counter starts at the wall
 * clock in microseconds and then counts by one, so numbers keep increasing across restarts (a client that held
 * numbers from before a restart still sees the new ones as newer) and a stream's facts are numbered without a gap.
 */
export class LocalSequence implements SequenceSource {
  private readonly values = new Map<string, number>();

  /** Synchronous form of `next`. */
  draw(stream: string, count = 1): number {
    const value = (this.values.get(stream) ?? Date.now() * 1000 - 1) + count;
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

/**
 * A node's own clock-bound counter (`node-clock`): never below the wall clock in microseconds, so numbers increase
 * across restarts and roughly across nodes (a socket that moves to another node still takes its counts as newer).
 */
export class ClockSequence {
  private value = 0;

  draw(): number {
    this.value = Math.max(this.value + 1, Date.now() * 1000);
    return this.value;
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

/** The streams numbered by a stream counter. */
export type CountedStream = {
  [N in StreamName]: (typeof STREAMS)[N]['sequence'] extends { kind: 'stream-counter' } ? N : never;
}[StreamName];
/** The streams whose counter numbers computed states (a snapshot read or a tick), not facts. */
export type StateCountedStream = {
  [N in CountedStream]: (typeof STREAMS)[N]['sequence'] extends { numbers: 'each-state' } ? N : never;
}[CountedStream];

/** The name of the counter behind stream `name` (the Redis key's suffix). */
export function counterOf(name: CountedStream): string {
  return STREAMS[name].sequence.counter;
}

/**
 * The seq a snapshot of stream `name` read from now on may carry: its counter's last number. Read it before the
 * snapshot's data: every fact numbered at or below it is then in the data.
 */
export function snapshotSeq(ctx: AppContext, name: CountedStream): Promise<number> {
  return sequencesFor(ctx).current(counterOf(name));
}

/** The number of a state of stream `name` computed now (a REST snapshot or a tick), drawn before its data is read. */
export function stateSeq(ctx: AppContext, name: StateCountedStream): Promise<number> {
  return sequencesFor(ctx).next(counterOf(name));
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
