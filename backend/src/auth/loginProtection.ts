import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../context';
import { createLimiter, rateLimited, type AuthAction, type RateLimitScope } from './rateLimit';

/** The password sign-ins that are protected, each with counters of its own (none shared, so none lockable from the other). */
export type SignInAction = Extract<AuthAction, 'login' | 'admin-page'>;

const DAY_SECONDS = 24 * 3600;

/**
 * Brute-force protection for password sign-in that an attacker cannot turn against the owner (OWASP's scheme, as
 * in rate-limiter-flexible's login-endpoint example). Only failures count, after the password was checked:
 * - consecutive failures per account and client IP: the first LOGIN_FREE_FAILURES are free, then each failure
 *   makes that pair wait 1, 2, 4... seconds (up to LOGIN_MAX_DELAY_SECONDS); a success clears the pair;
 * - failures per client IP per day (LOGIN_FAILS_PER_IP_PER_DAY): past it, that IP waits for the day to end;
 * - failures per account per day, from anywhere (LOGIN_FAILS_PER_ACCOUNT_PER_DAY, high: only a distributed
 *   attack gets there): past it, clients the account never signed in from get one attempt per
 *   LOGIN_STEP_UP_SECONDS for that account; the owner's known clients are not slowed. Nothing is ever locked.
 * Counters live in memory, or in Redis shared by every node when REDIS_URL is set.
 */
export class LoginProtection {
  private readonly failsByIp: RateLimiterAbstract;
  private readonly failsByAccount: RateLimiterAbstract;
  private readonly consecutive: RateLimiterAbstract;
  private readonly delays: RateLimiterAbstract;
  private readonly stepUp: RateLimiterAbstract;

  constructor(private readonly ctx: AppContext) {
    const { config, redis } = ctx;
    this.failsByIp = createLimiter(redis, 'nova:login:fails:ip', config.LOGIN_FAILS_PER_IP_PER_DAY, DAY_SECONDS);
    this.failsByAccount = createLimiter(redis, 'nova:login:fails:account', config.LOGIN_FAILS_PER_ACCOUNT_PER_DAY, DAY_SECONDS);
    this.consecutive = createLimiter(redis, 'nova:login:fails:account-ip', 1_000_000, DAY_SECONDS);
    this.delays = createLimiter(redis, 'nova:login:delay', 1, 1);
    this.stepUp = createLimiter(redis, 'nova:login:step-up', 1, config.LOGIN_STEP_UP_SECONDS);
  }

  /**
   * Refuses the attempt (429 RATE_LIMITED with Retry-After, and `auth.rateLimited`) while this IP is over its
   * daily failures, this account+IP pair is waiting out its delay, or the account is over its daily failures
   * and this client is unknown and already had its step-up attempt. `knownClient` is asked only then.
   */
  async check(action: SignInAction, ip: string, account: string, knownClient: () => Promise<boolean>): Promise<void> {
    const ipFails = await this.read(this.failsByIp, `${action}:${ip}`);
    if (ipFails && ipFails.consumedPoints >= this.ctx.config.LOGIN_FAILS_PER_IP_PER_DAY) this.refuse(action, 'ip', ip, account, ipFails);
    const delay = await this.read(this.delays, pairKey(action, account, ip));
    if (delay && delay.consumedPoints > 1) this.refuse(action, 'ip', ip, account, delay);
    const accountFails = await this.read(this.failsByAccount, `${action}:${account}`);
    if (!accountFails || accountFails.consumedPoints < this.ctx.config.LOGIN_FAILS_PER_ACCOUNT_PER_DAY) return;
    if (await knownClient()) return;
    try {
      await this.stepUp.consume(`${action}:${account}`);
    } catch (rejection) {
      if (isRes(rejection)) this.refuse(action, 'account', ip, account, rejection);
      this.ctx.logger.error({ err: rejection }, 'login step-up store failed');
    }
  }

  /** Counts a failed password check; past the free failures, the account+IP pair must wait before the next try. */
  async failed(action: SignInAction, ip: string, account: string): Promise<void> {
    await this.guarded(async () => {
      const [, , pair] = await Promise.all([
        this.failsByIp.penalty(`${action}:${ip}`, 1),
        this.failsByAccount.penalty(`${action}:${account}`, 1),
        this.consecutive.penalty(pairKey(action, account, ip), 1),
      ]);
      const beyond = pair.consumedPoints - this.ctx.config.LOGIN_FREE_FAILURES;
      if (beyond > 0) await this.delays.block(pairKey(action, account, ip), delaySeconds(beyond, this.ctx.config.LOGIN_MAX_DELAY_SECONDS));
    });
  }

  /** A right password: the account+IP pair starts again from zero (the daily counters stay). */
  async succeeded(action: SignInAction, ip: string, account: string): Promise<void> {
    await this.guarded(async () => {
      await Promise.all([this.consecutive.delete(pairKey(action, account, ip)), this.delays.delete(pairKey(action, account, ip))]);
    });
  }

  /** A counter's state, or null when it is absent or its window is over. */
  private async read(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
    try {
      const res = await limiter.get(key);
      return res && res.msBeforeNext > 0 ? res : null;
    } catch (err) {
      // The store failed and no stand-in answered: let the attempt through rather than lock everyone out.
      this.ctx.logger.error({ err }, 'login protection store failed');
      return null;
    }
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

const pairKey = (action: SignInAction, account: string, ip: string) => `${action}:${account}:${ip}`;

/** 1, 2, 4... seconds for the 1st, 2nd, 3rd... failure beyond the free ones, never more than `max`. */
export function delaySeconds(beyondFree: number, max: number): number {
  return Math.min(max, 2 ** Math.min(30, beyondFree - 1));
}

function isRes(value: unknown): value is RateLimiterRes {
  return typeof value === 'object' && value !== null && 'msBeforeNext' in value && !(value instanceof Error);
}
