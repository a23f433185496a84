import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { AppContext } from '../context';
import { isDuplicateKey } from '../core/transaction';

/**
 * Cross-node leases for work that must run on one node at a time (the daily leaderboard payout, timers).
 * With Redis: `SET key owner NX PX ttl`; otherwise a document in the `leases` collection whose unique `_id`
 * is the lease name and which can be taken over once it expired. A lease is an optimisation against doing the
 * work twice at once; the work itself must still be idempotent (a node may stall past its lease).
 */
export interface Lease {
  name: string;
  owner: string;
  /** Gives the lease up if this node still holds it. */
  release(): Promise<void>;
}

interface LeaseDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

const REDIS_PREFIX = 'nova:lease:';
const RELEASE_SCRIPT = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/** Tries to take the lease `name` for `ttlMs` (real time). Returns null when another holder has it. */
export async function acquireLease(ctx: Pick<AppContext, 'redis'>, name: string, ttlMs: number): Promise<Lease | null> {
  const owner = randomUUID();
  const redis = ctx.redis;
  if (redis) {
    const key = REDIS_PREFIX + name;
    const ok = await redis.set(key, owner, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } });
    if (ok !== 'OK') return null;
    return { name, owner, release: async () => void (await redis.eval(RELEASE_SCRIPT, { keys: [key], arguments: [owner] })) };
  }

  const leases = mongoose.connection.collection<LeaseDoc>('leases');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + ttlMs);
  try {
    await leases.insertOne({ _id: name, owner, expiresAt });
  } catch (err) {
    if (!isDuplicateKey(err)) throw err;
    const taken = await leases.findOneAndUpdate({ _id: name, expiresAt: { $lte: now } }, { $set: { owner, expiresAt } });
    if (!taken) return null;
  }
  return { name, owner, release: async () => void (await leases.deleteOne({ _id: name, owner })) };
}

/** Runs `work` under the lease `name`; returns `{ ran: false }` without running it when another node holds it. */
export async function withLease<T>(
  ctx: Pick<AppContext, 'redis'>,
  name: string,
  ttlMs: number,
  work: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  const lease = await acquireLease(ctx, name, ttlMs);
  if (!lease) return { ran: false };
  try {
    return { ran: true, result: await work() };
  } finally {
    await lease.release().catch(() => {});
  }
}

/** A job that runs on one node at a time: at start, then `intervalMs` after each run ends. */
export interface LeasedJob {
  /** The lease's name (one holder across nodes). */
  lease: string;
  leaseMs: number;
  intervalMs: number;
  /** The `app.failed` code of a failed run (the operations feed shows it), and the log line. */
  failureCode: string;
  failureLog: string;
  run: () => Promise<unknown>;
}

/**
 * Starts a leased job: each run under the lease (another node holding it skips that run), a failure logged and
 * reported as `app.failed` without stopping the job. Returns the stop function (waits for a run in progress).
 */
export function startLeasedJob(ctx: AppContext, job: LeasedJob): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();

  const wake = () => {
    timer = null;
    running = withLease(ctx, job.lease, job.leaseMs, job.run)
      .then(() => undefined)
      .catch((err: unknown) => {
        ctx.logger.error({ err }, job.failureLog);
        ctx.bus.emit('app.failed', {
          where: 'job',
          code: job.failureCode,
          detail: err instanceof Error ? err.message : String(err),
          at: ctx.clock.now(),
        });
      })
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(wake, job.intervalMs);
        timer.unref();
      });
  };

  wake();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
