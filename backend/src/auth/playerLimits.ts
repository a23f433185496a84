import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { errors } from '../core/errors';
import { createLimiter } from './rateLimit';
import { clientIp } from './runtime';

/**
 * Budgets for player writes, per signed-in user (per IP for anonymous calls), with the shop's limiter (memory, or
 * Redis shared by every node):
 * - `play`: box openings (REST and sockets), ship/resell, claims, seed changes (PLAYER_WRITE_RATE_MAX per
 *   PLAYER_WRITE_RATE_WINDOW_SECONDS);
 * - `account`: password, email, sessions, deletion (20 per 15 minutes);
 * - `mail`: sending a verification link again (3 per hour);
 * - `verify` and `verify-token`: opening a verification link (`POST /api/verify-email`, signed out), per address
 *   (or user) and per link token (VERIFY_EMAIL_LIMITS).
 * A spent budget answers 429 RATE_LIMITED with Retry-After.
 */
export type WriteGroup = 'play' | 'account' | 'mail' | 'verify' | 'verify-token';

/**
 * `POST /api/verify-email` budgets. Per token: a link is opened once or twice, so a few tries are plenty. Per
 * address: generous, because many people may share one (a NAT, an office) and one of them must not block the
 * others' links; tokens are 256-bit random, so it only bounds the lookups one address causes.
 */
export const VERIFY_EMAIL_LIMITS = { perToken: 10, perAddress: 200, windowSeconds: 15 * 60 } as const;

const limiters = new WeakMap<AppContext, Record<WriteGroup, RateLimiterAbstract>>();

function limitersFor(ctx: AppContext): Record<WriteGroup, RateLimiterAbstract> {
  let set = limiters.get(ctx);
  if (!set) {
    const { PLAYER_WRITE_RATE_MAX, PLAYER_WRITE_RATE_WINDOW_SECONDS } = ctx.config;
    const { perToken, perAddress, windowSeconds } = VERIFY_EMAIL_LIMITS;
    set = {
      play: createLimiter(ctx.redis, 'nova:writes:play', PLAYER_WRITE_RATE_MAX, PLAYER_WRITE_RATE_WINDOW_SECONDS),
      account: createLimiter(ctx.redis, 'nova:writes:account', 20, 15 * 60),
      mail: createLimiter(ctx.redis, 'nova:writes:mail', 3, 60 * 60),
      verify: createLimiter(ctx.redis, 'nova:writes:verify', perAddress, windowSeconds),
      'verify-token': createLimiter(ctx.redis, 'nova:writes:verify-token', perToken, windowSeconds),
    };
    limiters.set(ctx, set);
  }
  return set;
}

/** Whose budget a write spends: a signed-in user's, the client address's, or a link token's (kept as its hash). */
export type WriteSubject = { userId: string } | { ip: string } | { token: string };

const keyOf = (subject: WriteSubject): string => {
  if ('userId' in subject) return `user:${subject.userId}`;
  if ('ip' in subject) return `ip:${subject.ip}`;
  return `token:${createHash('sha256').update(subject.token).digest('base64url')}`;
};

/**
 * Counts one write of `group` for `subject`; past the budget throws 429 RATE_LIMITED with Retry-After. The one
 * path for REST routes (`writeLimit`) and socket requests (`box:open`), so both spend the same per-player budget.
 * A store that failed with no stand-in lets the write through (logged).
 */
export async function spendWrite(ctx: AppContext, group: WriteGroup, subject: WriteSubject): Promise<void> {
  try {
    await limitersFor(ctx)[group].consume(keyOf(subject));
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) {
      ctx.logger.error({ err: rejection }, 'write limiter store failed');
      return;
    }
    ctx.bus.emit('limit.refused', { limiter: group, at: ctx.clock.now() });
    throw errors.rateLimited(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
  }
}

/** Route middleware counting one write of `group` for the caller; put it after the session is known (`requireUser`). */
export function writeLimit(ctx: AppContext, group: WriteGroup): RequestHandler {
  return async (req, _res, next) => {
    await spendWrite(ctx, group, callerOf(req));
    next();
  };
}

/** The signed-in user, else the client address. */
export function callerOf(req: Request): WriteSubject {
  return req.auth ? { userId: req.auth.id } : { ip: clientIp(req) };
}
