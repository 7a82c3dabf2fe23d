import type { Role } from '@portal/contracts/constants';
import { homePathFor } from '@portal/shared-auth';
import { accessRuleAt } from '../../../lib/route-access';

/** Post-login / post-signup delays (SPEC §9: signup 2000 ms; login "about 1.5 to 2 seconds"). */
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

/**
 * Where to go after login: back to the guarded page the user came from (`location.state.from`, set by
 * RequireAuth) when that page is an in-app path the role may open, else the role's home.
 */
export function loginRedirectTarget(state: unknown, role: Role): string {
  const home = homePathFor(role);
  if (typeof state !== 'object' || state === null || !('from' in state)) return home;
  const from = (state as { from?: FromLocation | string | null }).from;
  const pathname = typeof from === 'string' ? from : from?.pathname;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return home;
  if (pathname === '/' || pathname === '/login' || pathname === '/signup') return home;
  if (!isPathAllowedFor(pathname, role)) return home;
  const search = typeof from === 'object' && typeof from?.search === 'string' ? from.search : '';
  const hash = typeof from === 'object' && typeof from?.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
