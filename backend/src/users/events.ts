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
   * An admin changed a user's role or ban. After a ban or unban (`revoked`) the user's tokens already stopped
   * working (token version) and their sessions end; after a role change alone they stay signed in under the new
   * role. Either way the users broadcaster takes their sockets out of the rooms the new access denies and
   * disconnects them (a role change is also told to them first: `account:roleChanged`).
   */
  'user.accessChanged': {
    userId: string;
    role: Role;
    /** The role before (the same as `role` when only the ban changed; absent in events stored by older versions). */
    previousRole?: Role;
    banned: boolean;
    /** Tokens and sign-in sessions ended (a ban or unban). Absent in events stored by older versions: true. */
    revoked?: boolean;
    changedBy: string;
    at: Date;
  };
  /** The owner deleted the account; the user document is anonymised (docs/accounts.md). */
  'user.deleted': { userId: string; at: Date };
}
