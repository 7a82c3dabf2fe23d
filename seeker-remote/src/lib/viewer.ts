// Who is looking at a page, as the seeker pages need it: what they may do (a job seeker saves and applies,
// an employer only reads, a visitor is asked to sign in) and the part of every query key that says whose
// view of the data it is (jobs carry the caller's isSaved and applicationStatus, so two people never share
// a cached list). The key part is shared-data's `viewerKey`, the one both remotes use.
import type { User } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import { viewerKey } from '@portal/shared-data';

export type ViewerKind = 'guest' | 'seeker' | 'employer';

export interface Viewer {
  kind: ViewerKind;
  user: User | null;
  /** The query-key part: the user's id, or "guest". */
  key: string;
}

/**
 * The viewer of a signed-in user (null: a visitor). Route loaders get their user from the data layer's
 * `load` (on the host's server, the person the request's session names).
 */
export function viewerOf(user: User | null): Viewer {
  if (!user) return { kind: 'guest', user: null, key: viewerKey(null) };
  return { kind: user.role === 'employeer' ? 'employer' : 'seeker', user, key: viewerKey(user) };
}

/** The viewer of the page being rendered; null while the stored session is still being read. */
export function useViewer(): Viewer | null {
  const loading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const user = useSessionStore((s) => s.user);
  if (loading) return null;
  return viewerOf(isAuthenticated ? user : null);
}
