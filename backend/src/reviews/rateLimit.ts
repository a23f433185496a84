import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import { errors } from '../core/errors';

/**
 * Player review attempts per account (REVIEW_RATE_MAX_PER_USER per REVIEW_RATE_WINDOW_SECONDS), in memory or,
 * with REDIS_URL, shared by every node. A spent budget is 429 RATE_LIMITED with Retry-After.
 */
export class ReviewRateLimiter {
  private readonly byUser: RateLimiterAbstract;

  constructor(private readonly ctx: AppContext) {
    this.byUser = createLimiter(ctx.redis, 'nova:reviews:user', ctx.config.REVIEW_RATE_MAX_PER_USER, ctx.config.REVIEW_RATE_WINDOW_SECONDS);
  }

  /** Counts one attempt against `userId`; throws 429 and emits `review.rateLimited` when the budget is spent. */
  async consume(userId: string): Promise<void> {
    try {
      await this.byUser.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // The store failed and no stand-in answered: the one-review rule still holds, so let the attempt through.
        this.ctx.logger.error({ err: rejection }, 'review rate limiter store failed');
        return;
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      this.ctx.bus.emit('review.rateLimited', { userId, retryAfterSeconds, at: this.ctx.clock.now() });
      throw errors.rateLimited(retryAfterSeconds);
    }
  }
}
