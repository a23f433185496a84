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
  /** Sign-in sessions ended (sign out, password change, takeover): their sockets are disconnected. */
  'auth.sessionsRevoked': { userId: string; sessionIds: string[]; at: Date };
}
