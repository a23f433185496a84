import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode } from '@nova/protocol';
import type { AppContext } from '../context';
import type { AuthAction, RateLimitScope } from './events';
import { AppError } from '../core/errors';
import type { RedisClient } from '../realtime/redis';

// What is limited and by which budget: declared with the auth domain's facts (events.ts), which name them.
export type { AuthAction, RateLimitScope } from './events';

/** Attempts allowed per window, per client IP and per account, under a Redis key prefix of their own. */
export interface AuthBudgets {
  keyPrefix: string;
  windowSeconds: number;
  perIp: number;
  perAccount: number;
}

/** Registration's budgets (AUTH_RATE_*). */
const registrationBudgets = (config: AppContext['config']): AuthBudgets => ({
  keyPrefix: 'nova:auth',
  windowSeconds: config.AUTH_RATE_WINDOW_SECONDS,
  perIp: config.AUTH_RATE_MAX_PER_IP,
  perAccount: config.AUTH_RATE_MAX_PER_ACCOUNT,
});

/**
 * Per-IP and per-account (email) budgets (rate-limiter-flexible): registration's by default, or the ones given
 * (password reset requests); sign-in has its own protection (loginProtection.ts). One memory
 * store per node by default; with REDIS_URL the counters live in Redis so every node shares them, and a
 * memory limiter stands in while Redis is unreachable.
 */
export class AuthRateLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly byAccount: RateLimiterAbstract;

  constructor(
    private readonly ctx: AppContext,
    redis: RedisClient | null,
    budgets: AuthBudgets = registrationBudgets(ctx.config),
  ) {
    const { keyPrefix, windowSeconds, perIp, perAccount } = budgets;
    this.byIp = createLimiter(redis, `${keyPrefix}:ip`, perIp, windowSeconds);
    this.byAccount = createLimiter(redis, `${keyPrefix}:account`, perAccount, windowSeconds);
  }

  /**
   * Counts one attempt against the client IP and the account. Throws 429 RATE_LIMITED (with Retry-After)
   * when either budget is spent, and emits `auth.rateLimited`.
   */
  async consume(action: AuthAction, ip: string, account: string): Promise<void> {
    await this.take(this.byIp, action, 'ip', ip, account);
    await this.take(this.byAccount, action, 'account', account, account);
  }

  private async take(limiter: RateLimiterAbstract, action: AuthAction, scope: RateLimitScope, key: string, account: string): Promise<void> {
    try {
      await limiter.consume(`${action}:${key}`);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // The store failed and no stand-in answered: let the attempt through rather than lock everyone out.
        this.ctx.logger.error({ err: rejection }, 'rate limiter store failed');
        return;
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      this.ctx.bus.emit('auth.rateLimited', {
        action,
        scope,
        account,
        ip: scope === 'ip' ? key : null,
        retryAfterSeconds,
        at: this.ctx.clock.now(),
      });
      throw rateLimited(action, retryAfterSeconds);
    }
  }
}

/**
 * A rate-limiter-flexible limiter of `points` per `duration` seconds: memory on one node, Redis (with a memory
 * stand-in while Redis is unreachable) when REDIS_URL is set. Shared by every domain's limits.
 */
export function createLimiter(redis: RedisClient | null, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  // A worker of `npm start`'s primary (WORKERS > 1) counts in the primary's memory, shared by every worker.
  if (!redis && cluster.isWorker) return new RateLimiterCluster({ keyPrefix, points, duration });
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: memory,
  });
}

export function rateLimited(action: AuthAction, retryAfterSeconds: number): AppError {
  const what = action === 'register' ? 'sign-up attempts' : action === 'password-reset' ? 'password reset requests' : 'sign-in attempts';
  return new AppError(
    ErrorCode.RATE_LIMITED,
    `Too many ${what}. Please wait ${retryAfterSeconds} seconds and try again.`,
    undefined,
    retryAfterSeconds,
  );
}
