// The shell's route table: its own pages, plus whatever the remotes bring. Remote routes are not listed
// here: when a URL matches none of the shell's pages, react-router asks patchRoutesOnNavigation, which
// finds the remote that claims the URL (its manifest) and mounts that remote's routes under the root.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from '@portal/remote-contract';
import { RootLayout } from './root-layout';
import { LandingPage } from '../features/landing';
import { LoginPage, SignupPage } from '../features/auth';
import { loadRemoteMounting, loadUnknownPathRoute, PageLoading } from '../features/remote';
import { setRouteTree } from '../lib/route-access';

const handle = (title: string): RouteHandle => ({ title });

/** The shell's own pages (what `isShellPath` of ./shell-paths knows without asking any remote). */
export const shellPages: RouteObject[] = [
  { index: true, element: <LandingPage />, handle: handle('Home') },
  { path: 'login', element: <LoginPage />, handle: handle('Login') },
  { path: 'signup', element: <SignupPage />, handle: handle('Signup') },
];

// Each route's `handle.title` names its page ("Login · JobPortal"); see ./page-continuity.ts.
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      ...shellPages,
      // Everything else: a remote's page once its routes are mounted, else not found / unavailable.
      {
        path: '*',
        HydrateFallback: PageLoading,
        lazy: loadUnknownPathRoute,
        handle: handle('Page not found'),
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: async (args) => (await loadRemoteMounting()).patchRemoteRoutes(args),
  });
  setRouteTree(() => router.routes);
  return router;
}
