import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { createLimiter, rateLimited, type AuthAction, type RateLimitScope } from './rateLimit';

/** The password sign-ins that are protected, each with counters of its own (none shared, so none lockable from the other). */
export type SignInAction = Extract<AuthAction, 'login' | 'admin-page'>;

/** One admitted sign-in attempt, counted as a failure until its password proves right. */
export interface SignInAttempt {
  /** The password was right: the attempt is given back to the daily counters and the account+IP pair starts again from zero. */
  succeeded(): Promise<void>;
}

const DAY_SECONDS = 24 * 3600;

/**
 * Brute-force protection for password sign-in that an attacker cannot turn against the owner (OWASP's scheme, as
 * in rate-limiter-flexible's login-endpoint example). Every counter is taken BEFORE the password is checked (one
 * atomic consume each, so attempts sent at once meet the same budgets as attempts sent one by one) and given back
 * when the password proves right; a refused attempt gives back what it took and runs no argon2 at all:
 * - attempts per account and client IP: the first LOGIN_FREE_FAILURES go through at once; from the last free one
 *   on, each attempt closes the pair's gate for 1, 2, 4... seconds (up to LOGIN_MAX_DELAY_SECONDS), so the next
 *   one waits; a right password clears the pair;
 * - attempts per client IP per day (LOGIN_FAILS_PER_IP_PER_DAY): past it, that IP waits for the day to end;
 * - attempts per account per day, from anywhere (LOGIN_FAILS_PER_ACCOUNT_PER_DAY, high: only a distributed
 *   attack gets there): past it, clients the account never signed in from get one attempt per
 *   LOGIN_STEP_UP_SECONDS for that account; the owner's known clients are not slowed. Nothing is ever locked.
 * Counters live in memory, or in Redis shared by every node when REDIS_URL is set.
 */
export class LoginProtection {
  private readonly failsByIp: RateLimiterAbstract;
  private readonly failsByAccount: RateLimiterAbstract;
  private readonly consecutive: RateLimiterAbstract;
  private readonly gate: RateLimiterAbstract;
  private readonly stepUp: RateLimiterAbstract;

  constructor(private readonly ctx: AppContext) {
    const { config, redis } = ctx;
    this.failsByIp = createLimiter(redis, 'nova:login:fails:ip', config.LOGIN_FAILS_PER_IP_PER_DAY, DAY_SECONDS);
    this.failsByAccount = createLimiter(redis, 'nova:login:fails:account', config.LOGIN_FAILS_PER_ACCOUNT_PER_DAY, DAY_SECONDS);
    this.consecutive = createLimiter(redis, 'nova:login:fails:account-ip', Number.MAX_SAFE_INTEGER, DAY_SECONDS);
    // One attempt per gate; each consume sets its own duration (the growing delay).
    this.gate = createLimiter(redis, 'nova:login:gate', 1, 1);
    this.stepUp = createLimiter(redis, 'nova:login:step-up', 1, config.LOGIN_STEP_UP_SECONDS);
  }

  /**
   * Admits one attempt, counting it on every counter, or refuses it (429 RATE_LIMITED with Retry-After, and
   * `auth.rateLimited`) while this IP is over its daily attempts, this account+IP pair's gate is closed, or the
   * account is over its daily attempts and this client is unknown and its step-up attempt is spent. A refused
   * attempt is given back. `knownClient` is asked only when the account is over. Call `succeeded()` on the answer
   * when the password was right; a wrong one needs nothing more (it stays counted).
   */
  async begin(action: SignInAction, ip: string, account: string, knownClient: () => Promise<boolean>): Promise<SignInAttempt> {
    const { LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_SECONDS } = this.ctx.config;
    const ipKey = `${action}:${ip}`;
    const accountKey = `${action}:${account}`;
    const pair = pairKey(action, account, ip);
    const taken: Taken[] = [];
    const refuse = async (scope: RateLimitScope, res: RateLimiterRes): Promise<never> => {
      await this.giveBack(taken);
      return this.refuse(action, scope, ip, account, res);
    };

    const byIp = await this.take(taken, this.failsByIp, ipKey);
    if (byIp.refused) return refuse('ip', byIp.refused);
    const inRow = await this.take(taken, this.consecutive, pair);
    const attempt = inRow.res?.consumedPoints ?? 0;
    if (attempt >= LOGIN_FREE_FAILURES) {
      const delay = delaySeconds(attempt - LOGIN_FREE_FAILURES + 1, LOGIN_MAX_DELAY_SECONDS);
      const gate = await this.take([], this.gate, pair, delay);
      if (gate.refused) return refuse('ip', gate.refused);
    }
    const byAccount = await this.take(taken, this.failsByAccount, accountKey);
    if (byAccount.refused && !(await knownClient())) {
      const stepUp = await this.take([], this.stepUp, accountKey);
      if (stepUp.refused) return refuse('account', stepUp.refused);
    }

    return {
      succeeded: async () => {
        await this.giveBack(taken.filter(([limiter]) => limiter !== this.consecutive));
        await this.guarded(async () => {
          await Promise.all([this.consecutive.delete(pair), this.gate.delete(pair)]);
        });
      },
    };
  }

  /**
   * Consumes one point of `key` (with `customDuration` seconds when the key is new) and notes it in `taken`, over
   * budget or not (rate-limiter-flexible counts a refused consume too). A store that failed with no stand-in lets
   * the attempt through rather than lock everyone out.
   */
  private async take(
    taken: Taken[],
    limiter: RateLimiterAbstract,
    key: string,
    customDuration?: number,
  ): Promise<{ res: RateLimiterRes | null; refused: RateLimiterRes | null }> {
    try {
      const res = await limiter.consume(key, 1, customDuration === undefined ? {} : { customDuration });
      taken.push([limiter, key]);
      return { res, refused: null };
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        taken.push([limiter, key]);
        return { res: rejection, refused: rejection };
      }
      this.ctx.logger.error({ err: rejection }, 'login protection store failed');
      return { res: null, refused: null };
    }
  }

  private async giveBack(taken: readonly Taken[]): Promise<void> {
    await this.guarded(async () => {
      await Promise.all(taken.map(([limiter, key]) => limiter.reward(key, 1)));
    });
  }

  private async guarded(work: () => Promise<void>): Promise<void> {
    await work().catch((err: unknown) => this.ctx.logger.error({ err }, 'login protection store failed'));
  }

  private refuse(action: SignInAction, scope: RateLimitScope, ip: string, account: string, res: RateLimiterRes): never {
    const retryAfterSeconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    this.ctx.bus.emit('auth.rateLimited', {
      action,
      scope,
      account,
      ip: scope === 'ip' ? ip : null,
      retryAfterSeconds,
      at: this.ctx.clock.now(),
    });
    throw rateLimited('login', retryAfterSeconds);
  }
}

/** A counter an attempt consumed a point of. */
type Taken = [RateLimiterAbstract, string];

const pairKey = (action: SignInAction, account: string, ip: string) => `${action}:${account}:${ip}`;

/** 1, 2, 4... seconds for the 1st, 2nd, 3rd... closing of a pair's gate, never more than `max`. */
export function delaySeconds(closing: number, max: number): number {
  return Math.min(max, 2 ** Math.min(30, closing - 1));
}
