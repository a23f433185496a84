import { create } from 'zustand';
import type { UserDto } from '@nova/protocol';

/**
 * Who is signed in. The shell reads `user` (top bar, Admin link) and `token` (API client, socket auth).
 * The accounts feature owns signing in and out: it calls these actions from its login, register, logout
 * and restore flows and adds persistence (spec 000 §3-4: keys `token` and `user` in browser storage).
 */
export interface SessionState {
  user: UserDto | null;
  token: string | null;
  /** Starts a session with a token and its user. */
  setSession(token: string, user: UserDto): void;
  /** Ends the session (signed out). */
  clearSession(): void;
  /** Merges fields into the current user (e.g. a new balance); does nothing when signed out. */
  updateUser(fields: Partial<UserDto>): void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: null,
  token: null,
  setSession: (token, user) => set({ token, user }),
  clearSession: () => set({ token: null, user: null }),
  updateUser: (fields) => set((state) => (state.user ? { user: { ...state.user, ...fields } } : state)),
}));
