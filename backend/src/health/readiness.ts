import mongoose from 'mongoose';
import type { ReadinessDto } from '@nova/protocol';
import type { AppContext } from '../context';

/**
 * Readiness of this node (`GET /readyz`): whether a load balancer should send it traffic. The server tells it what
 * only the server knows (its outbox relay, its drain); the database and Redis are asked on each probe.
 */
export interface NodeLifecycle {
  /** Set at the start of a graceful stop: /readyz answers 503 from then on. */
  draining: boolean;
  /** Whether this node's outbox relay is publishing (null: no relay, a test-only mode). */
  relayRunning: () => boolean;
}

/** A probe slower than this counts as unreachable (a load balancer's probe waits a few seconds at most). */
export const PROBE_TIMEOUT_MS = 2000;

const lifecycles = new WeakMap<AppContext, NodeLifecycle>();

/** The node's lifecycle flags (created not draining, with no relay, until the server sets them). */
export function lifecycleOf(ctx: AppContext): NodeLifecycle {
  let lifecycle = lifecycles.get(ctx);
  if (!lifecycle) {
    lifecycle = { draining: false, relayRunning: () => false };
    lifecycles.set(ctx, lifecycle);
  }
  return lifecycle;
}

/** Resolves with `promise`'s outcome, or rejects after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function probeDatabase(): Promise<'ok' | 'unreachable'> {
  const db = mongoose.connection.db;
  if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected || !db) return 'unreachable';
  try {
    await within(db.command({ ping: 1 }), PROBE_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

async function probeRedis(ctx: AppContext): Promise<ReadinessDto['checks']['redis']> {
  const redis = ctx.redis;
  if (!redis) return 'not configured';
  if (!redis.isReady) return 'unreachable';
  try {
    await within(redis.ping(), PROBE_TIMEOUT_MS);
    return 'ok';
  } catch {
    return 'unreachable';
  }
}

/** Every check at once; ready when the database (and Redis, when configured) answer, the relay runs and no drain began. */
export async function readiness(ctx: AppContext): Promise<ReadinessDto> {
  const lifecycle = lifecycleOf(ctx);
  const [database, redis] = await Promise.all([probeDatabase(), probeRedis(ctx)]);
  const checks: ReadinessDto['checks'] = {
    database,
    redis,
    outboxRelay: lifecycle.relayRunning() ? 'running' : 'stopped',
    draining: lifecycle.draining,
  };
  const ready = database === 'ok' && redis !== 'unreachable' && checks.outboxRelay === 'running' && !checks.draining;
  return { ready, checks };
}
