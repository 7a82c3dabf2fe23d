import type { Role } from '@portal/contracts/constants';
import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { Navigate, UNSAFE_DataRouterContext, useLocation, type Location } from 'react-router-dom';
import { homePathFor } from '../session/paths';
import { useHydrated } from '../session/role-hint';
import { getStoredToken, useSessionStore, verifyStoredSession } from '../session/session-store';

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

/**
 * Route guard: signed out → /login (with `from`), wrong role → own home, else the children. A session whose
 * stored token has gone counts as signed out (the store is brought in line at once). The site's server does
 * not hold the session: it renders the page's chrome for the role the hint cookie names when that role may
 * pass (the page's data waits for the browser, which holds the session), else the fallback; the browser
 * decides once it has taken over.
 */
export function RequireAuth({ role, children, fallback }: RequireAuthProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  // Found signed out on the way to another page (its code or data still loading): signing in leads there,
  // where the person was going, not back to the page they were leaving. Kept from the first render that
  // sends them to sign in: that redirect ends the navigation, and the render after it would say "here".
  const going = useContext(UNSAFE_DataRouterContext)?.router.state.navigation.location;
  const signInFrom = useRef<Location | null>(null);
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);
  const hint = useSessionStore((s) => s.hint);

  // Normally AuthProvider has already checked; a page mounted without one must not wait forever.
  useEffect(() => {
    const { checked, checkAuth } = useSessionStore.getState();
    if (!checked) checkAuth();
  }, []);

  // Read at each render (a navigation re-renders the guard): cheap, and it catches a token removed in place.
  const tokenGone = isAuthenticated && !getStoredToken();
  useEffect(() => {
    if (tokenGone) verifyStoredSession();
  }, [tokenGone]);

  if (!hydrated && hint && (!role || hint === role)) return <>{children}</>;
  if (loading || !hydrated) return <>{fallback ?? <DefaultFallback />}</>;
  if (!isAuthenticated || !user || tokenGone) {
    signInFrom.current ??= going ?? location;
    return <Navigate to="/login" replace state={{ from: signInFrom.current }} />;
  }
  signInFrom.current = null;
  if (role && user.role !== role) return <Navigate to={homePathFor(user.role)} replace />;
  return <>{children}</>;
}
