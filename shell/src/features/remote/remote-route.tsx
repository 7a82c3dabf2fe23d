// A remote's routes as the shell mounts them, in the browser and on the server alike: guarded by their
// handles' access rules, behind the remote's error boundary, under one id the shell knows the remote by.
import { guardRoutes } from '@portal/shared-auth';
import { useRouteError, type RouteObject } from 'react-router-dom';
import { RemoteUnavailable } from './remote-unavailable';

/** In place of a remote's pages when they fail after mounting (a chunk gone, a render error). */
function RemoteRouteError() {
  console.error('A remote page failed:', useRouteError());
  // A fresh page load picks up the remote's current release from config.json and its manifest.
  return <RemoteUnavailable onRetry={() => window.location.reload()} />;
}

export const remoteRouteId = (name: string) => `remote:${name}`;

/** A remote's checked routes, as the shell mounts them: guarded, behind the remote's error boundary. */
export function remoteRoute(name: string, routes: RouteObject[]): RouteObject {
  return { id: remoteRouteId(name), ErrorBoundary: RemoteRouteError, children: guardRoutes(routes) };
}
