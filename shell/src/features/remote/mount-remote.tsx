// Mounting remotes into the shell's router in the browser, driven by data only. On a page the server
// rendered, the owning remote's routes are mounted before the page hydrates (the server said which remote
// it is); on any later navigation to a URL no mounted route serves (react-router's patchRoutesOnNavigation),
// the page's remote host (@portal/remote-host/browser: the contract test's page loads remotes with it too)
// finds which remote claims it from the manifests, loads that remote's `./routes` and checks it against the
// remote contract, and its routes are patched under the root layout. Nothing here names a remote or a path.
import { getInstance } from '@module-federation/enhanced/runtime';
import { createRemoteRoutes } from '@portal/remote-contract';
import { createBrowserHost, type BrowserRemoteHost } from '@portal/remote-host/browser';
import { preloadApiClient } from '@portal/shared-auth';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { clearFailure, failureAt, recordFailure } from './remote-failures';
import { remoteRoute } from './remote-route';

/** Id of the shell's root route, under which every remote's routes are patched. */
export const ROOT_ROUTE_ID = 'root';

let host: BrowserRemoteHost | null = null;

/**
 * The page's remote host, over `remotes` (config.json's, with this browser's overrides): made once, on the
 * federation instance the shell's build runs (its shared modules, its runtime plugins).
 */
export function startRemoteHost(remotes: Record<string, string>): BrowserRemoteHost {
  if (!host) {
    const federation = getInstance();
    if (!federation) throw new Error("The shell's federation runtime has not started");
    host = createBrowserHost({ federation, remotes });
  }
  return host;
}

/** The page's remote host; the start-up makes it before any remote is asked for. */
function remoteHost(): BrowserRemoteHost {
  if (!host) throw new Error('No remote host: startRemoteHost() comes first');
  return host;
}

const mounting = new Map<string, Promise<RouteObject>>();
const mounted = new Set<string>();
/** The site's URL the page was rendered with (its own origin on a page served as a file). */
let siteUrl = typeof window !== 'undefined' ? window.location.origin : '';

/**
 * The remote's routes for this page, checked and wrapped as the shell mounts them. `state`: the data the
 * server rendered the page with, when it rendered this remote's page.
 */
function remoteRoutes(name: string, state?: unknown): Promise<RouteObject> {
  let route = mounting.get(name);
  if (!route) {
    route = remoteHost()
      .routesModule(name)
      .then((module) => {
        const env = { target: 'browser', siteUrl, signedIn: false, state } as const;
        return remoteRoute(name, createRemoteRoutes(module, env, name).routes);
      });
    mounting.set(name, route);
    route.catch(() => mounting.delete(name));
  }
  return route;
}

/** The routes of the remote whose page the server rendered, mounted from the start of the page. */
export async function mountAtStart(
  name: string,
  page: { data?: unknown; siteUrl: string },
): Promise<RouteObject> {
  siteUrl = page.siteUrl;
  const route = await remoteRoutes(name, page.data);
  mounted.add(name);
  return route;
}

/**
 * Starts the data of a page the server rendered without it, while the page's own code is still on its way.
 * The server asks the API for nobody's personal data (nothing at all for a signed-in role), so on such a
 * page the remote's loaders ran there without loading anything, and the router, hydrating with what they
 * returned, does not run them again: left alone, the page would ask only once it has rendered. Each loader
 * the URL matches is called once, here, as the router calls it on a page it loads itself (the loader stays
 * the one description of the page's data; the page reads what it started from the cache, and a loader
 * below an access rule asks nothing for someone the rule turns away).
 */
export function startPageData(route: RouteObject): void {
  const url = new URL(window.location.href);
  const request = new Request(url);
  const matches = matchRoutes([route], window.location) ?? [];
  // The matched route's pattern (`/jobs/:id`), as the router gives every loader of a match.
  const pattern = `/${matches
    .map((match) => match.route.path ?? '')
    .join('/')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/|\/$/g, '')}`;
  for (const { route: matched, params } of matches) {
    if (typeof matched.loader !== 'function') continue;
    Promise.resolve(matched.loader({ request, url, pattern, params, context: {} })).catch(() => undefined);
  }
}

/** The router's patchRoutesOnNavigation: mounts the remote that serves `path`, once. */
export const patchRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const pathname = new URL(path, 'http://x').pathname;
  clearFailure(pathname);
  // A remote's page asks the API for its data as soon as its routes are in: the client loads meanwhile.
  preloadApiClient();
  const { owner, failed } = await remoteHost().ownerOf(pathname);
  if (!owner) {
    if (failed.length > 0) recordFailure(pathname, failed.length === 1 ? (failed[0] ?? null) : null);
    return;
  }
  if (mounted.has(owner)) return;
  let route: RouteObject;
  try {
    route = await remoteRoutes(owner);
  } catch (error) {
    console.error(`The "${owner}" remote could not be mounted:`, error);
    recordFailure(pathname, owner);
    // The next attempt (Try again, or any later visit) fetches its manifest and entry afresh.
    remoteHost().forget(owner);
    return;
  }
  if (signal.aborted) return;
  patch(ROOT_ROUTE_ID, [route]);
  mounted.add(owner);
};

/** Forgets a failed remote (or every remote, when which one failed is unknown) before a retry. */
export function forgetFailure(pathname: string): void {
  const failure = failureAt(pathname);
  clearFailure(pathname);
  if (!host) return;
  const names = failure?.remote ? [failure.remote] : host.names().filter((name) => !mounted.has(name));
  for (const name of names) host.forget(name);
}
