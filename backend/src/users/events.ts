import type { Role } from '@nova/protocol';

/** Facts from the users domain. */
export interface UserEvents {
  /** A new account exists (password registration or first Google sign-in). */
  'user.registered': {
    userId: string;
    username: string;
    method: 'password' | 'google';
    referredBy: string | null;
    at: Date;
  };
  /**
   * An admin changed a user's role or ban. The user's tokens already stopped working (token version);
   * the users broadcaster disconnects their open sockets.
   */
  'user.accessChanged': {
    userId: string;
    role: Role;
    banned: boolean;
    changedBy: string;
    at: Date;
  };
  /** The owner deleted the account; the user document is anonymised (docs/accounts.md). */
  'user.deleted': { userId: string; at: Date };
}
