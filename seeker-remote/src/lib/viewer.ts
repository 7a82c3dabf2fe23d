// Who is looking at a page, as the seeker pages need it: what they may do (a job seeker saves and applies,
// an employer only reads, a visitor is asked to sign in) and the part of every query key that says whose
// view of the data it is (jobs carry the caller's isSaved and applicationStatus, so two people never share
// a cached list).
import type { User } from '@portal/contracts';
import { currentUser, useSessionStore } from '@portal/shared-auth';

export type ViewerKind = 'guest' | 'seeker' | 'employer';

export interface Viewer {
  kind: ViewerKind;
  user: User | null;
  /** The query-key part: the user's id, or "guest". */
  key: string;
}

function viewerOf(isAuthenticated: boolean, user: User | null): Viewer {
  if (!isAuthenticated || !user) return { kind: 'guest', user: null, key: 'guest' };
  return { kind: user.role === 'employeer' ? 'employer' : 'seeker', user, key: user._id };
}

/**
 * The viewer outside React (route loaders; on the host's server, the person the request's session names).
 * A loader can run before the app's AuthProvider has restored the stored session, so it restores it first,
 * exactly as the route guards do.
 */
export function currentViewer(): Viewer {
  const store = useSessionStore.getState();
  if (!store.checked) store.checkAuth();
  const user = currentUser();
  return viewerOf(user !== null, user);
}

/** The viewer of the page being rendered; null while the stored session is still being read. */
export function useViewer(): Viewer | null {
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);
  if (loading) return null;
  return viewerOf(isAuthenticated, user);
}
