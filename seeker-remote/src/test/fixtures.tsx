import type { Job, JobDetail } from '@portal/contracts';
import { createQueryClient, RemoteDataProvider } from '@portal/shared-data';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import {
  createMemoryRouter,
  MemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  type RouteObject,
} from 'react-router-dom';

// The session's users and sign-in, from the one home of session test fixtures.
export { employer, seeker, signIn, signOut } from '@portal/shared-auth/testing';

let counter = 0;
export function makeJob(patch: Partial<Job> = {}): Job {
  counter += 1;
  return {
    _id: `job-${counter}`,
    title: `Frontend Engineer ${counter}`,
    location: 'Berlin',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Build things.',
    requirements: 'React.',
    salaryMin: 50000,
    salaryMax: 80000,
    isClosed: false,
    // Noon UTC keeps the calendar day the same in every test time zone.
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-07T12:00:00.000Z',
    validThrough: '2025-05-06T12:00:00.000Z',
    company: { _id: 'e1', name: 'Ed Employer', companyName: 'Acme Corp', companyLogo: '', slug: 'acme-corp' },
    isSaved: false,
    applicationStatus: null,
    ...patch,
  };
}

/** A job as its own page reads it (with the company's About text). */
export function makeJobDetail(
  patch: Partial<Job> & Partial<Pick<JobDetail, 'screeningQuestions'>> & { companyDescription?: string } = {},
): JobDetail {
  const { companyDescription = 'We make things.', screeningQuestions = [], ...rest } = patch;
  const job = makeJob(rest);
  return { ...job, company: { ...job.company, companyDescription }, screeningQuestions };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** The /login stand-in: shows where the login page would send the person back to (`state.from`). */
function LoginStandIn() {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return (
    <>
      <h1>Login page</h1>
      <p data-testid="return-to">{typeof from === 'string' ? from : ''}</p>
    </>
  );
}

/** The environment a page of the portal's browser has (the routes' `env`). */
export const BROWSER_ENV = { target: 'browser', siteUrl: 'http://portal.test', signedIn: false } as const;

/** A fresh query cache per render, with the portal's defaults (never retried, so failures show at once). */
export function withQueryCache(children: ReactNode, client: QueryClient = createQueryClient()) {
  return (
    <RemoteDataProvider client={client} env={BROWSER_ENV}>
      {children}
    </RemoteDataProvider>
  );
}

/**
 * Renders `element` at `route` (matched by `path`) with its own query cache, a toast area, a /login
 * stand-in and a location probe.
 */
export function renderAt(
  element: ReactElement,
  { route, path, client = createQueryClient() }: { route: string; path: string; client?: QueryClient },
) {
  const view = render(
    withQueryCache(
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="/login" element={<LoginStandIn />} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
        <LocationProbe />
        <Toaster />
      </MemoryRouter>,
      client,
    ),
  );
  return { ...view, client };
}

export const returnTo = () => document.querySelector('[data-testid="return-to"]')?.textContent ?? '';

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/**
 * renderAt in a data router (what the shell runs): for pages that need one, such as a form asking before
 * unsaved changes are left (useBlocker), or a page that fetches the code of the pages it links to (`routes`:
 * those pages, beside it). `router.navigate` goes elsewhere as a link would.
 */
export function renderAtDataRouter(
  element: ReactElement,
  {
    route,
    path,
    client = createQueryClient(),
    routes = [],
  }: { route: string; path: string; client?: QueryClient; routes?: RouteObject[] },
) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
            <Toaster />
          </>
        ),
        children: [
          { path, element },
          ...routes,
          { path: '/login', element: <LoginStandIn /> },
          { path: '*', element: <h1>Elsewhere</h1> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const view = render(withQueryCache(<RouterProvider router={router} />, client));
  return { ...view, client, router };
}
