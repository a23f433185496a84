import type { RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { createLimiter } from './rateLimit';
import { clientIp } from './runtime';

/**
 * Budgets for player writes, per signed-in user (per IP for anonymous calls), with the shop's limiter (memory, or
 * Redis shared by every node):
 * - `play`: box openings, ship/resell, claims, seed changes (PLAYER_WRITE_RATE_MAX per PLAYER_WRITE_RATE_WINDOW_SECONDS);
 * - `account`: password, email, sessions, deletion (20 per 15 minutes);
 * - `mail`: sending a verification link again (3 per hour).
 * A spent budget answers 429 RATE_LIMITED with Retry-After.
 */
export type WriteGroup = 'play' | 'account' | 'mail';

const limiters = new WeakMap<AppContext, Record<WriteGroup, RateLimiterAbstract>>();

function limitersFor(ctx: AppContext): Record<WriteGroup, RateLimiterAbstract> {
  let set = limiters.get(ctx);
  if (!set) {
    const { PLAYER_WRITE_RATE_MAX, PLAYER_WRITE_RATE_WINDOW_SECONDS } = ctx.config;
    set = {
      play: createLimiter(ctx.redis, 'nova:writes:play', PLAYER_WRITE_RATE_MAX, PLAYER_WRITE_RATE_WINDOW_SECONDS),
      account: createLimiter(ctx.redis, 'nova:writes:account', 20, 15 * 60),
      mail: createLimiter(ctx.redis, 'nova:writes:mail', 3, 60 * 60),
    };
    limiters.set(ctx, set);
  }
  return set;
}

/** Whose budget a write spends: a signed-in user's, else the client address's. */
export type WriteSubject = { userId: string } | { ip: string };

/**
 * Counts one write of `group` for `subject`; past the budget throws 429 RATE_LIMITED with Retry-After. The one
 * path for REST routes (`writeLimit`) and socket requests (`box:open`), so both spend the same per-player budget.
 * A store that failed with no stand-in lets the write through (logged).
 */
export async function spendWrite(ctx: AppContext, group: WriteGroup, subject: WriteSubject): Promise<void> {
  const key = 'userId' in subject ? `user:${subject.userId}` : `ip:${subject.ip}`;
  try {
    await limitersFor(ctx)[group].consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      ctx.logger.error({ err: rejection }, 'write limiter store failed');
      return;
    }
    throw errors.rateLimited(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
}

/** Route middleware counting one write of `group` for the caller; put it after the session is known (`requireUser`). */
export function writeLimit(ctx: AppContext, group: WriteGroup): RequestHandler {
  return async (req, _res, next) => {
    await spendWrite(ctx, group, req.user ? { userId: req.user.id as string } : { ip: clientIp(req) });
    next();
  };
}
