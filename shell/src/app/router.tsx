// The shell's route table: its own pages, plus whatever the remotes bring. Remote routes are not listed
// here: the server renders a page with the routes of the remote that claims its URL and tells the browser
// which remote that was; any later URL that matches none of the mounted routes goes through react-router's
// patchRoutesOnNavigation, which finds the remote that claims it (its manifest) and mounts its routes under
// the root. The server and the browser build the same tree, so the page hydrates route for route.
import type { RouteHandle } from '@portal/remote-contract';
import { createBrowserRouter, data, type HydrationState, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RootError } from './root-error';
import { LandingPage } from '../features/landing';
import { forgotPasswordRoute, loginRoute, resetPasswordRoute, signupRoute } from '../features/auth';
import { failureAt, loadRemoteMounting, loadUnknownPathRoute, PageLoading } from '../features/remote';
import { setRouteTree } from '../lib/route-access';

const handle = (title: string): RouteHandle => ({ title });

/** The shell's own pages. */
export const shellPages: RouteObject[] = [
  { index: true, element: <LandingPage />, handle: handle('Home') },
  { path: 'login', ...loginRoute, handle: handle('Login') },
  { path: 'signup', ...signupRoute, handle: handle('Signup') },
  { path: 'forgot-password', ...forgotPasswordRoute, handle: handle('Forgot password') },
  { path: 'reset-password', ...resetPasswordRoute, handle: handle('Choose a new password') },
];

export interface RouteTreeOptions {
  /** The remote's routes the page starts with (remoteRoute of ../features/remote), when it is a remote's. */
  remote?: RouteObject | null;
  /** The server's tree: a URL that reaches the catch-all is a 404 there. */
  server?: boolean;
}

/** Each route's `handle.title` names its page ("Login · JobPortal"); see ./page-continuity.ts. */
export function buildRoutes({ remote = null, server = false }: RouteTreeOptions = {}): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      // A shell page that throws or whose code cannot be loaded: the site's error page, not a blank one.
      ErrorBoundary: RootError,
      children: [
        ...shellPages,
        ...(remote ? [remote] : []),
        // Everything else: a remote's page once its routes are mounted, else not found / unavailable.
        {
          path: '*',
          HydrateFallback: PageLoading,
          lazy: loadUnknownPathRoute,
          loader: server
            ? () => data({ unavailable: false }, { status: 404 })
            : ({ request }) => ({ unavailable: failureAt(new URL(request.url).pathname) !== null }),
          handle: handle('Page not found'),
        },
      ],
    },
  ];
}

/**
 * The browser's router over `routes`, starting from the server's state when it rendered the page; a URL no
 * route serves is looked for among `remotes` (name → manifest URL).
 */
export function createRouter(
  routes: RouteObject[],
  { hydrationData, remotes }: { hydrationData?: HydrationState; remotes: Record<string, string> },
) {
  const router = createBrowserRouter(routes, {
    hydrationData,
    patchRoutesOnNavigation: async (args) => (await loadRemoteMounting(remotes)).patchRemoteRoutes(args),
  });
  setRouteTree(() => router.routes);
  return router;
}
