import type { User } from '@portal/contracts';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { startSessionSync, useSessionStore } from './session-store';

/** A marker only: the session itself lives in the module-level store, shared by every provider. */
const AuthContext = createContext(false);

/**
 * Runs the start-up session check once per page and marks its subtree as inside a provider. Safe to nest
 * and to render again in a remote: the store is a singleton and checkAuth runs only if not yet checked.
 */
export function AuthProvider({ children }: { children?: ReactNode }) {
  useEffect(() => {
    startSessionSync();
    const { checked, checkAuth } = useSessionStore.getState();
    if (!checked) checkAuth();
  }, []);
  return <AuthContext.Provider value={true}>{children}</AuthContext.Provider>;
}

export interface AuthContextValue {
  user: User | null;
  loading: boolean;
  isAuthenticated: boolean;
  login: (user: User, token: string) => void;
  logout: () => void;
  updateUser: (patch: Partial<User>) => void;
  checkAuth: () => void;
}

export function useAuth(): AuthContextValue {
  const inside = useContext(AuthContext);
  const value = useSessionStore(
    useShallow((s) => ({
      user: s.user,
      loading: s.loading,
      isAuthenticated: s.isAuthenticated,
      login: s.login,
      logout: s.logout,
      updateUser: s.updateUser,
      checkAuth: s.checkAuth,
    })),
  );
  if (!inside) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
