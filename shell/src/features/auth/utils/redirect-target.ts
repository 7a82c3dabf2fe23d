import type { Role } from '@portal/contracts/constants';
import { homePathFor, safeReturnPath } from '@portal/shared-auth';
import { accessRuleAt } from '../../../lib/route-access';

/** Post-login / post-signup delays: signup 2000 ms; login "about 1.5 to 2 seconds". */
export const SIGNUP_REDIRECT_MS = 2000;
export const LOGIN_REDIRECT_MS = 1500;

interface FromLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/**
 * Whether a role may open an in-app path, by the access rule (handle.auth) of the route that serves it. A
 * path whose remote is not mounted yet counts as allowed: its own guard still sends a wrong role home.
 */
export function isPathAllowedFor(pathname: string, role: Role): boolean {
  const rule = accessRuleAt(pathname);
  return rule === undefined || rule === 'signed-in' || rule === role;
}

/** `location.state.from` as a path: a string, or a location object ({ pathname, search, hash }). */
function fromPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from?: FromLocation | string | null }).from;
  if (typeof from === 'string') return from;
  if (typeof from?.pathname !== 'string') return null;
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}

/**
 * Where to go after login: back to the page the user came from (`location.state.from`, set by RequireAuth
 * and by the session-expired notice; else `pendingReturn`, the page a lost session interrupted) when it is
 * a same-origin path the role may open, else the role's home.
 */
export function loginRedirectTarget(state: unknown, role: Role, pendingReturn?: string | null): string {
  const home = homePathFor(role);
  const path = safeReturnPath(fromPath(state) ?? pendingReturn);
  if (!path) return home;
  const pathname = path.replace(/[?#].*$/, '');
  if (pathname === '/' || pathname === '/login' || pathname === '/signup') return home;
  if (!isPathAllowedFor(pathname, role)) return home;
  return path;
}
