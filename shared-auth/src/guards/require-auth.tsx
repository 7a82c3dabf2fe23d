import type { Role } from '@portal/contracts/constants';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { homePathFor } from '../session/paths';
import { useSessionStore } from '../session/session-store';

export interface RequireAuthProps {
  /** When given, only users of this role may pass; others go to their own home. */
  role?: Role;
  children: ReactNode;
  /** Shown while the session is being restored. */
  fallback?: ReactNode;
}

function DefaultFallback() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center text-gray-500"
    >
      Loading...
    </div>
  );
}

/** Route guard (DESIGN §5): signed out → /login (with `from`), wrong role → own home, else the children. */
export function RequireAuth({ role, children, fallback }: RequireAuthProps) {
  const location = useLocation();
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);

  // Normally AuthProvider has already checked; a page mounted without one must not wait forever.
  useEffect(() => {
    const { checked, checkAuth } = useSessionStore.getState();
    if (!checked) checkAuth();
  }, []);

  if (loading) return <>{fallback ?? <DefaultFallback />}</>;
  if (!isAuthenticated || !user) return <Navigate to="/login" replace state={{ from: location }} />;
  if (role && user.role !== role) return <Navigate to={homePathFor(user.role)} replace />;
  return <>{children}</>;
}
