import type { WriteGroup } from './playerLimits';

/** What is being limited. Each action has its own budgets and counters; `admin-page` is the no-JavaScript `/test-admin`. */
export type AuthAction = 'login' | 'admin-page' | 'register' | 'password-reset';
/** Which budget was spent: the client IP's or the account's. */
export type RateLimitScope = 'ip' | 'account';

/** Facts from the auth domain, for the staff operations feed and any other listener. */
export interface AuthEvents {
  /** A sign-in or sign-up attempt was refused with 429. */
  'auth.rateLimited': {
    action: AuthAction;
    scope: RateLimitScope;
    /** The account (email) the attempt was for. */
    account: string;
    /** The client IP, when the IP budget was the one spent. */
    ip: string | null;
    retryAfterSeconds: number;
    at: Date;
  };
  /**
   * A player write (its `playerLimits.ts` group) or a two-factor code check was refused with 429: that budget is
   * spent (counted by the metrics; sign-in, reviews and contact-form refusals have their own events).
   */
  'limit.refused': { limiter: WriteGroup | 'two-factor'; at: Date };
  /** Sign-in sessions ended (sign out, password change, takeover): their sockets are disconnected. */
  'auth.sessionsRevoked': { userId: string; sessionIds: string[]; at: Date };
}
