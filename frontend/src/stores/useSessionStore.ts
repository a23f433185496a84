import { create } from 'zustand';
import type { UserDto } from '@nova/protocol';
import { newer } from '../realtime/merge';

/** Browser-storage keys of the session: the token, and the user as JSON. */
export const SESSION_STORAGE_KEYS = { token: 'token', user: 'user' } as const;

/**
 * A change to the signed-in user. A balance always comes with the version it was read at (`balanceVersion`), so
 * it can be applied only when newer than the one held; fields without a version (role, email...) merge as given.
 */
export type UserUpdate = Partial<Omit<UserDto, 'balance' | 'balanceVersion'>> &
  ({ balance: number; balanceVersion: number } | { balance?: never; balanceVersion?: never });

/**
 * Who is signed in. The shell reads `user` (top bar, Admin link) and `token` (API client,
 * socket auth); `loading` is true until the start-up restore or link-token check has finished
 * (`auth/session.ts`). Every action that changes the session keeps browser storage in step.
 */
export interface SessionState {
  user: UserDto | null;
  token: string | null;
  /** The session is still being restored or verified at start-up. */
  loading: boolean;
  /** Signs in with a token and its user (from login or registration) and stores both. */
  login(token: string, user: UserDto): void;
  /** Starts a session with a given token and user and stores both (same effect as login). */
  setSession(token: string, user: UserDto): void;
  /** Signs out: clears the session and both stored keys. */
  logout(): void;
  /** Alias of logout, kept for callers of the shell's first API. */
  clearSession(): void;
  /**
   * Merges fields into the current user and stores it; a balance in them goes through `applyBalance`. Does
   * nothing when signed out.
   */
  updateUser(fields: UserUpdate): void;
  /**
   * The one writer of the balance after sign-in: applies `balance` only if `version` is newer than the held
   * `balanceVersion` (a push, a REST answer or a replayed request that is older changes nothing). True when applied.
   */
  applyBalance(balance: number, version: number): boolean;
  /** Ends the loading state (start-up restore finished). */
  setLoading(loading: boolean): void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Stores token and user; storage failures (private mode, quota) only lose persistence, never the session. */
export function storeSession(token: string, user: UserDto): void {
  try {
    storage()?.setItem(SESSION_STORAGE_KEYS.token, token);
    storage()?.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
  } catch {
    // Not persisted; the session still works until the page closes.
  }
}

export function clearStoredSession(): void {
  try {
    storage()?.removeItem(SESSION_STORAGE_KEYS.token);
    storage()?.removeItem(SESSION_STORAGE_KEYS.user);
  } catch {
    // Nothing stored or storage unavailable.
  }
}

/** The stored token and raw user JSON, or nulls. */
export function readStoredSession(): { token: string | null; user: string | null } {
  try {
    return { token: storage()?.getItem(SESSION_STORAGE_KEYS.token) ?? null, user: storage()?.getItem(SESSION_STORAGE_KEYS.user) ?? null };
  } catch {
    return { token: null, user: null };
  }
}

export const useSessionStore = create<SessionState>()((set, get) => {
  const start = (token: string, user: UserDto) => {
    storeSession(token, user);
    set({ token, user, loading: false });
  };
  const end = () => {
    clearStoredSession();
    set({ token: null, user: null, loading: false });
  };
  return {
    user: null,
    token: null,
    loading: true,
    login: start,
    setSession: start,
    logout: end,
    clearSession: end,
    updateUser: ({ balance, balanceVersion, ...fields }) => {
      const { user, token } = get();
      if (!user) return;
      const next = { ...user, ...fields };
      set({ user: next });
      if (token) storeSession(token, next);
      if (balance !== undefined && balanceVersion !== undefined) get().applyBalance(balance, balanceVersion);
    },
    applyBalance: (balance, version) => {
      const { user, token } = get();
      if (!user || !newer(version, user.balanceVersion ?? 0)) return false;
      const next = { ...user, balance, balanceVersion: version };
      set({ user: next });
      if (token) storeSession(token, next);
      return true;
    },
    setLoading: (loading) => set({ loading }),
  };
});
