// The standalone page of a remote, for its own team: the remote's routes (the same objects the shell
// mounts, guarded the same way) with the real session and API client, a toast area and page titles.
// /login is the demo sign-in in development builds; production builds never contain it.
import type { Role } from '@portal/contracts/constants';
import { pageHandle } from '@portal/remote-contract';
import { AuthProvider, clearSession, configureApi, guardRoutes } from '@portal/shared-auth';
import { StrictMode, useCallback, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { TOASTER_PROPS } from '@portal/shared-ui/toaster';
import {
  createBrowserRouter,
  Outlet,
  redirect,
  RouterProvider,
  useMatches,
  type RouteObject,
} from 'react-router-dom';
import { loadStandaloneConfig } from './config';

export interface DevSignInOption {
  /** Whose demo account the sign-in form starts with. */
  role: Role;
  /** `() => import('@portal/standalone/dev-sign-in')`, behind `__PORTAL_DEV__` in the remote. */
  load: () => Promise<{ DevSignIn: ComponentType<{ role: Role; home: string }> }>;
}

/**
 * Whether the API answers: its liveness route within a few seconds. A remote's page alone is often started
 * without the API (or pointed at the wrong port), and every call would then fail with nothing said.
 */
export async function apiAnswers(apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(new URL('/health', apiUrl), {
      cache: 'no-store',
      signal: AbortSignal.timeout(3000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Where the page's API is, and how to ask whether it answers (a test gives its own). */
export interface StandaloneApi {
  url: string;
  answers?: () => Promise<boolean>;
}

export interface StandaloneOptions {
  /** The remote's name, shown in the page title. */
  name: string;
  /** The remote's routes (its `./routes` module). */
  routes: RouteObject[];
  /** Where `/` and unknown URLs go. */
  home: string;
  /** The demo sign-in; leave undefined in production builds. */
  devSignIn?: DevSignInOption;
}

/** Says, above the page, that no API answers where config.json points, and how to fix it. */
function ApiStatus({ api }: { api: StandaloneApi }) {
  const [down, setDown] = useState(false);
  const check = useCallback(async () => {
    setDown(!(await (api.answers ?? (() => apiAnswers(api.url)))()));
  }, [api]);
  useEffect(() => {
    void check();
  }, [check]);
  if (!down) return null;
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>
        <strong>No API answers at {api.url}.</strong> Start it, or point this page at the one that runs:{' '}
        <code>apiUrl</code> in its config.json, or in development <code>API_PORT=4100 npm run dev</code> in
        this remote's folder (<code>npm run dev</code> at the repository root starts the API too).
      </p>
      <button type="button" className="mt-2 font-medium underline" onClick={() => void check()}>
        Check again
      </button>
    </div>
  );
}

function StandaloneRoot({ name, api }: { name: string; api?: StandaloneApi }) {
  const title = pageHandle(useMatches())?.title;
  useEffect(() => {
    document.title = `${title ?? 'JobPortal'} · ${name} (standalone)`;
  }, [title, name]);
  return (
    <>
      {api && <ApiStatus api={api} />}
      <Outlet />
      <Toaster {...TOASTER_PROPS} />
    </>
  );
}

function StartingUp() {
  return <p role="status">Loading...</p>;
}

function SignInElsewhere() {
  return (
    <main className="mx-auto max-w-md p-8 text-center">
      <h1 className="text-xl font-bold text-gray-900">Sign in through the portal</h1>
      <p className="mt-2 text-gray-600">
        This page shows one part of JobPortal on its own. Its pages that need an account are reached through
        the portal, where you sign in.
      </p>
    </main>
  );
}

/** The standalone page's route table (exported for tests); with `api`, it says when that API does not answer. */
export function standaloneRoutes(
  { name, routes, home, devSignIn }: StandaloneOptions,
  api?: StandaloneApi,
): RouteObject[] {
  const signIn: RouteObject = devSignIn
    ? {
        path: '/login',
        handle: { title: 'Sign in (dev)' },
        lazy: async () => {
          const { DevSignIn } = await devSignIn.load();
          return { Component: () => <DevSignIn role={devSignIn.role} home={home} /> };
        },
      }
    : { path: '/login', handle: { title: 'Sign in' }, Component: SignInElsewhere };
  return [
    {
      element: <StandaloneRoot name={name} api={api} />,
      HydrateFallback: StartingUp,
      children: [...guardRoutes(routes), signIn, { path: '*', loader: () => redirect(home) }],
    },
  ];
}

/** Reads config.json, points the API client at the API and renders the remote's routes into #root. */
export async function startStandalone(options: StandaloneOptions): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  const config = await loadStandaloneConfig();
  // A refused session signs the person out where they are: the guards send them to this page's sign-in,
  // which brings them back (the portal's sign-in-again dialog is the shell's).
  configureApi({
    baseURL: config.apiUrl,
    onSessionRefused: () => {
      clearSession();
      return false;
    },
  });
  const router = createBrowserRouter(standaloneRoutes(options, { url: config.apiUrl }));
  createRoot(container).render(
    <StrictMode>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </StrictMode>,
  );
}
