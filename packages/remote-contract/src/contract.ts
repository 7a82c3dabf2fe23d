// The one contract between the shell and every remote: what a remote exposes (`./routes`: a function that
// makes the remote's routes for one page, in the browser, or for one request, on the host's server), the
// shape of its route objects, and what its mf-manifest.json says about the URLs it owns. Both sides compile
// against these types; the shell checks every loaded module and the routes it makes at the federation
// boundary, and each remote's contract test runs the same checks on its built entries before it deploys.
import type { Role } from '@portal/contracts/constants';
import type { IndexRouteObject, LazyRouteFunction, NonIndexRouteObject, RouteObject } from 'react-router';

/**
 * Version of this contract. The shell mounts a remote only when the `contract` in the remote's manifest
 * equals the one it was built with; a breaking change to the shapes below bumps it (and this package's
 * major version).
 */
export const CONTRACT_VERSION = 2;

/** The module every remote exposes (webpack `exposes` key). */
export const ROUTES_EXPOSE = './routes';

/** Key of the portal's own block inside the manifest's `metaData`. */
export const MANIFEST_METADATA_KEY = 'portal';

/** Who may open a route: any signed-in user, or only users of one role. Absent means everyone. */
export type RouteAuth = 'signed-in' | Role;
export const ROUTE_AUTH_VALUES: readonly RouteAuth[] = ['signed-in', 'jobseeker', 'employeer'];

/**
 * What a route carries for the host. `title` names the page (the host renders it as the document's
 * `<title>` and moves focus on navigation); `head: 'page'` says the page renders its own `<title>` and meta
 * description instead (its data names it: a job's page), so the document has exactly one of each; `auth` is
 * the route's access rule, applied by ONE wrapper (`guardRoutes` of `@portal/shared-auth`) wherever the
 * routes are mounted, to the route and everything below it: its page is shown only to users who pass, and
 * its loaders (and those of its children) run only for them. `code` names a lazy route's code: the chunk
 * name its import gives webpack (the `webpackChunkName` comment, e.g. "find-jobs"). The build lists each
 * page's files under that name in the manifest, and the host's server names the matched page's files in
 * its first response, so the browser fetches them with the remote's routes, not after them.
 */
export interface RouteHandle {
  title?: string;
  head?: 'page';
  auth?: RouteAuth;
  code?: string;
}

/**
 * The handle of the deepest matched route that has a title: the page's, whose title names the document
 * (the shell's PageHead, the standalone page's title). `matches`: react-router's `useMatches()`.
 */
export function pageHandle(matches: readonly { handle: unknown }[]): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (typeof handle?.title === 'string' && handle.title) return handle;
  }
  return null;
}

type Replaced = 'handle' | 'children' | 'lazy';
/** A lazily loaded route module: `() => import('./page').then((m) => ({ Component: m.Page }))`. */
export type RemoteLazyRoute = LazyRouteFunction<RouteObject>;

/**
 * A react-router data route object as a remote declares it. Top-level routes use absolute paths
 * (`/find-jobs`, `/employeer`) or are pathless layouts; nested routes use relative ones. Pages should be
 * `lazy` (code-split) except the one a remote wants ready with its routes module; data can start early
 * through a `loader`, which runs in parallel with the `lazy` chunk.
 */
export type RemoteRoute =
  | (Omit<IndexRouteObject, Replaced> & {
      handle?: RouteHandle;
      lazy?: RemoteLazyRoute;
      children?: undefined;
    })
  | (Omit<NonIndexRouteObject, Replaced> & {
      handle?: RouteHandle;
      lazy?: RemoteLazyRoute;
      children?: RemoteRoute[];
    });

/**
 * What the host gives a remote's routes: one environment per page in the browser, one per request on the
 * host's server, so nothing a page holds (its query cache) is ever shared between two people.
 */
export interface RemoteEnv {
  /** `server`: the routes render one request's HTML on the host's server; `browser`: they run the page. */
  target: 'server' | 'browser';
  /** The site's public origin (`https://portal.example`), for absolute URLs in a page's metadata. */
  siteUrl: string;
  /**
   * On the server, whether the visitor is signed in (their session's cookies): the page is theirs alone.
   * Whose it is (for loaders: their data, asked with their token) is shared-auth's `currentUser()`; a role
   * hint alone (a session the server could not confirm) leaves their data to the browser.
   */
  signedIn: boolean;
  /**
   * On the server, how long the page's loaders may still wait for the API (ms): what is left of the one
   * budget the host gives a page's data from the moment its request came (asking the API who a session is
   * spends from it too). Absent: the data layer's own budget, whole.
   */
  dataBudgetMs?: number;
  /**
   * In the browser, on the page the server rendered: what `dehydrate()` returned there, so the first render
   * shows the same data without asking for it again. Absent otherwise.
   */
  state?: unknown;
}

/** A remote's routes for one environment, and what their data layer holds after a server render. */
export interface RemoteRoutesInstance {
  routes: RemoteRoute[];
  /** The data the server's render used, as JSON-safe state for the page (the browser's `env.state`). */
  dehydrate(): unknown;
}

/** The module a remote exposes as `./routes`. */
export interface RemoteRoutesModule {
  createRoutes(env: RemoteEnv): RemoteRoutesInstance;
}

/**
 * The portal block a remote's build writes into `metaData` of its mf-manifest.json. `routes` are the URL
 * patterns the remote owns (react-router syntax, absolute): the shell reads them at run time to know which
 * remote to load for a URL, so a remote adds, renames or removes pages with no shell change.
 */
export interface RemoteManifestMetadata {
  contract: number;
  routes: string[];
  release: string;
}
