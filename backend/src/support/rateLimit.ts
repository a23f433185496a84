import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ErrorCode } from '@nova/protocol';
import { createLimiter } from '../auth/rateLimit';
import type { AppContext } from '../context';
import { AppError } from '../core/errors';

/**
 * Contact-form budget per client IP (SUPPORT_RATE_MAX_PER_IP per SUPPORT_RATE_WINDOW_SECONDS), in memory or,
 * with REDIS_URL, shared by every node. A spent budget is 429 TOO_MANY_TICKETS with Retry-After.
 */
export class TicketRateLimiter {
  private readonly byIp: RateLimiterAbstract;

  constructor(private readonly ctx: AppContext) {
    this.byIp = createLimiter(ctx.redis, 'nova:support:ip', ctx.config.SUPPORT_RATE_MAX_PER_IP, ctx.config.SUPPORT_RATE_WINDOW_SECONDS);
  }

  /** Counts one ticket against `ip`; throws 429 and emits `support.rateLimited` when the budget is spent. */
  async consume(ip: string): Promise<void> {
    try {
      await this.byIp.consume(ip);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) {
        // The store failed and no stand-in answered: accept the message rather than lose it.
        this.ctx.logger.error({ err: rejection }, 'support rate limiter store failed');
        return;
      }
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      this.ctx.bus.emit('support.rateLimited', { ip, retryAfterSeconds, at: this.ctx.clock.now() });
      throw tooManyTickets(retryAfterSeconds);
    }
  }
}

export function tooManyTickets(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return new AppError(
    ErrorCode.TOO_MANY_TICKETS,
    `Too many messages sent from your network. Please wait ${wait} and try again.`,
    undefined,
    retryAfterSeconds,
  );
}
