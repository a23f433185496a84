import type { WriteGroup } from './playerLimits';
import type { AuthAction, RateLimitScope } from './rateLimit';

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
