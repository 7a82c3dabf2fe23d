// The ONE place route access rules are applied. A route declares `handle.auth` (remote contract); wherever
// routes are mounted (the shell, a remote's standalone page) they go through guardRoutes, so every remote
// is guarded the same way and no page guards itself.
import type { Role } from '@portal/contracts/constants';
import type { RouteAuth } from '@portal/remote-contract';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import { requestSession } from '../session/request-session';
import { currentUser, getStoredToken, useSessionStore } from '../session/session-store';
import { RequireAuth } from './require-auth';

const readAuth = (handle: unknown): RouteAuth | undefined =>
  handle && typeof handle === 'object' && 'auth' in handle ? (handle.auth as RouteAuth) : undefined;

/**
 * Whether the current session may open a route with this rule (in the browser it restores the session
 * first if needed; on a host's server the session is the request's).
 */
export function canAccess(auth: RouteAuth | undefined): boolean {
  if (!auth) return true;
  const store = useSessionStore.getState();
  if (!store.checked && requestSession() === undefined) store.checkAuth();
  const user = currentUser();
  // A session whose stored token has gone counts as signed out, as RequireAuth decides: its loaders must not
  // send requests the API will refuse (a 401 would take the person to the site root, not to sign-in). The
  // store is left to RequireAuth on the page being opened: clearing it here, mid-navigation, would let the
  // page still on screen send the person to sign in with the wrong page to come back to.
  if (!user || !getStoredToken()) return false;
  return auth === 'signed-in' || user.role === auth;
}

function GuardOutlet({ auth }: { auth: RouteAuth }) {
  const role: Role | undefined = auth === 'signed-in' ? undefined : auth;
  return (
    <RequireAuth role={role}>
      <Outlet />
    </RequireAuth>
  );
}

// A loader below a rule runs only for users who pass it: the page's data request never goes out for a
// visitor who is about to be sent to /login (it would 401 and end the session's page load).
function gate(loader: unknown, auth: RouteAuth): LoaderFunction | undefined {
  if (typeof loader !== 'function') return undefined;
  return (args: LoaderFunctionArgs) => (canAccess(auth) ? (loader as LoaderFunction)(args) : null);
}

function guardRoute(route: RouteObject, inherited: RouteAuth | undefined): RouteObject {
  const own = readAuth(route.handle);
  const auth = own ?? inherited;
  if (!auth) {
    return route.children
      ? { ...route, children: route.children.map((child) => guardRoute(child, undefined)) }
      : route;
  }
  const guarded = { ...route };
  if (route.loader) guarded.loader = gate(route.loader, auth);
  if (typeof route.lazy === 'function') {
    const lazy = route.lazy;
    guarded.lazy = async () => {
      const loaded = await lazy();
      return loaded.loader ? { ...loaded, loader: gate(loaded.loader, auth) } : loaded;
    };
  }
  if (route.children) guarded.children = route.children.map((child) => guardRoute(child, auth));
  if (!own) return guarded;
  // The rule is declared here: a pathless parent shows this route (and its children) only to users who
  // pass, sending the others to /login (with `from`) or to their own home, exactly like RequireAuth.
  return { element: <GuardOutlet auth={own} />, children: [guarded] };
}

/** Applies every route's `handle.auth` (and its children's) — see the remote contract. */
export function guardRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => guardRoute(route, undefined));
}
