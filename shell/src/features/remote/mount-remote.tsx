// Mounting remotes into the shell's router, driven by data only. When the router meets a URL no mounted
// route serves (react-router's patchRoutesOnNavigation), the shell asks the remotes' manifests which remote
// claims it, loads that remote's `./routes`, checks it against the remote contract, applies the access
// rules (guardRoutes) and patches the routes under the root layout. Nothing here names a remote or a path.
import {
  assertRoutesModule,
  ContractError,
  conflictingClaims,
  readManifestMetadata,
  resolveOwner,
  type RemoteClaims,
} from '@portal/remote-contract';
import { guardRoutes, preloadApiClient } from '@portal/shared-auth';
import { useRouteError, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { fetchManifest, remoteNames } from '../../federation/manifests';
import { loadRoutesModule, resetRemote } from '../../federation/remotes';
import { RemoteUnavailable } from './remote-unavailable';

/** Id of the shell's root route, under which every remote's routes are patched. */
export const ROOT_ROUTE_ID = 'root';

async function claimsOf(name: string): Promise<RemoteClaims> {
  const { metadata, problems } = readManifestMetadata(await fetchManifest(name), name);
  if (!metadata) throw new ContractError(name, problems);
  return { remote: name, patterns: metadata.routes };
}

const warned = new Set<string>();

export interface Ownership {
  /** The remote that serves the path, if any claims it. */
  owner: string | null;
  /** Remotes whose manifest could not be read (down, or not speaking the contract). */
  failed: string[];
}

/**
 * Which remote serves `pathname`, from every remote's manifest, fetched in parallel. A claim equal to the
 * path (no parameters) cannot be outranked, so it answers without waiting for slower manifests.
 */
export function findOwner(pathname: string): Promise<Ownership> {
  const names = remoteNames();
  return new Promise((resolve) => {
    const known: RemoteClaims[] = [];
    const failed: string[] = [];
    let settled = 0;
    const finish = () => {
      known.sort((a, b) => names.indexOf(a.remote) - names.indexOf(b.remote));
      for (const conflict of conflictingClaims(known)) {
        if (!warned.has(conflict)) console.warn(`Two remotes claim one URL pattern: ${conflict}`);
        warned.add(conflict);
      }
      resolve({ owner: resolveOwner(pathname, known), failed });
    };
    if (names.length === 0) finish();
    for (const name of names) {
      claimsOf(name)
        .then(
          (claims) => {
            known.push(claims);
            if (claims.patterns.includes(pathname)) resolve({ owner: name, failed });
          },
          (error: unknown) => {
            console.error(`The "${name}" remote's manifest could not be used:`, error);
            failed.push(name);
          },
        )
        .finally(() => {
          settled += 1;
          if (settled === names.length) finish();
        });
    }
  });
}

/** In place of a remote's pages when they fail after mounting (a chunk gone, a render error). */
function RemoteRouteError() {
  console.error('A remote page failed:', useRouteError());
  // A fresh page load picks up the remote's current release from config.json and its manifest.
  return <RemoteUnavailable onRetry={() => window.location.reload()} />;
}

/** A remote's checked routes, as the shell mounts them: guarded, behind the remote's error boundary. */
export function remoteRoute(name: string, routes: RouteObject[]): RouteObject {
  return { id: `remote:${name}`, ErrorBoundary: RemoteRouteError, children: guardRoutes(routes) };
}

const mounting = new Map<string, Promise<RouteObject>>();
const mounted = new Set<string>();

function mountRoute(name: string): Promise<RouteObject> {
  let route = mounting.get(name);
  if (!route) {
    route = loadRoutesModule(name).then((module) =>
      remoteRoute(name, assertRoutesModule(module, name).routes),
    );
    mounting.set(name, route);
    route.catch(() => mounting.delete(name));
  }
  return route;
}

/** Why the last navigation to a path found no page: the remote that failed (null: unknown which). */
const failures = new Map<string, { remote: string | null }>();

export const failureAt = (pathname: string) => failures.get(pathname) ?? null;

/** The router's patchRoutesOnNavigation: mounts the remote that serves `path`, once. */
export const patchRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const pathname = new URL(path, 'http://x').pathname;
  failures.delete(pathname);
  // A remote's page asks the API for its data as soon as its routes are in: the client loads meanwhile
  // (unless that data is already on its way: see preloadApiClient).
  preloadApiClient();
  const { owner, failed } = await findOwner(pathname);
  if (!owner) {
    if (failed.length > 0)
      failures.set(pathname, { remote: failed.length === 1 ? (failed[0] ?? null) : null });
    return;
  }
  if (mounted.has(owner)) return;
  let route: RouteObject;
  try {
    route = await mountRoute(owner);
  } catch (error) {
    console.error(`The "${owner}" remote could not be mounted:`, error);
    failures.set(pathname, { remote: owner });
    // The next attempt (Try again, or any later visit) fetches its manifest and entry afresh.
    resetRemote(owner);
    return;
  }
  if (signal.aborted) return;
  patch(ROOT_ROUTE_ID, [route]);
  mounted.add(owner);
};

/** Forgets a failed remote (or every remote, when which one failed is unknown) before a retry. */
export function forgetFailure(pathname: string): void {
  const failure = failures.get(pathname);
  failures.delete(pathname);
  const names = failure?.remote ? [failure.remote] : remoteNames().filter((name) => !mounted.has(name));
  for (const name of names) resetRemote(name);
}
