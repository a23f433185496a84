import { createContext, useContext, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useSessionStore, type SessionState } from '../stores/useSessionStore';

const AuthContext = createContext(false);

/** Marks the part of the tree where `useAuth` may be used (the app mounts it in AppProviders). */
export function AuthProvider({ children }: { children: ReactNode }) {
  return <AuthContext.Provider value>{children}</AuthContext.Provider>;
}

export interface AuthValue extends Pick<SessionState, 'user' | 'token' | 'loading' | 'login' | 'logout' | 'setSession' | 'updateUser'> {
  isAdmin: boolean;
  isStaff: boolean;
}

/**
 * The session for components: user, token, loading, role flags and the session actions (the same as
 * `useSessionStore`, which code outside React uses). Throws outside an AuthProvider, as the spec's catalogue says.
 */
export function useAuth(): AuthValue {
  const inside = useContext(AuthContext);
  const session = useSessionStore(
    useShallow((s) => ({
      user: s.user,
      token: s.token,
      loading: s.loading,
      login: s.login,
      logout: s.logout,
      setSession: s.setSession,
      updateUser: s.updateUser,
    })),
  );
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  const role = session.user?.role;
  return { ...session, isAdmin: role === 'admin', isStaff: role === 'admin' || role === 'support' };
}
