import { useCallback, useContext } from 'react';
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  type RouteObject,
} from 'react-router-dom';

/** The routes whose code was asked for already (per router: its route objects are its own). */
const asked = new WeakSet<object>();

/**
 * Fetches the code of the page a link leads to, without going there: for a page to call when a person
 * shows the intent to follow the link, so the click does not wait for the code. The code is what the
 * router would load on the way there (each matched route's `lazy`), so the routes stay the one place that
 * names a page's code, and a page asks for it once. Outside a data router (nothing to look up) it does
 * nothing.
 */
export function usePageCode(): (to: string) => void {
  // The router's own routes: react-router has no public way to read them from a page (see address-params
  // in shared-data, which reads the router's state the same way).
  const dataRouter = useContext(DataRouterContext);
  return useCallback(
    (to: string) => {
      const routes = dataRouter?.router.routes as RouteObject[] | undefined;
      for (const { route } of (routes && matchRoutes(routes, to)) ?? []) {
        const { lazy } = route;
        if (typeof lazy !== 'function' || asked.has(route)) continue;
        asked.add(route);
        // A failed fetch (offline, a new deployment) is asked again on the next intent; the click itself
        // loads the code as it would have without this.
        void new Promise((resolve) => resolve(lazy())).catch(() => asked.delete(route));
      }
    },
    [dataRouter],
  );
}
