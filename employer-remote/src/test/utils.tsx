import type { EmployerJob, User } from '@portal/contracts';
import { employer, signIn } from '@portal/shared-auth/testing';
import { createQueryClient } from '@portal/shared-data';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';

/** The session fixtures' employer, with the company details these pages show. */
export const EMPLOYER: User = {
  ...employer,
  _id: 'u1',
  name: 'Erin Employer',
  email: 'employer@demo.test',
  avatar: '',
  companyName: 'Acme Corp',
  companyDescription: 'We make anvils.',
};

/** One of the employer's jobs as the API lists them (GET /api/jobs/get-jobs-employeer), changed by `over`. */
export function employerJob(over: Partial<EmployerJob> = {}): EmployerJob {
  return {
    _id: 'job-1',
    title: 'Job',
    isClosed: false,
    applicationCount: 0,
    screeningQuestions: [],
    company: {
      _id: 'c',
      name: 'Erin Employer',
      companyName: 'Acme Corp',
      companyLogo: '',
      slug: 'acme-corp',
    },
    location: 'Berlin',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'd',
    requirements: 'r',
    salaryMin: 1,
    salaryMax: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    validThrough: '2025-03-02T00:00:00.000Z',
    ...over,
  };
}

/** A signed-in employer, as a real session is: in the store and in storage (the API client checks it). */
export const signInEmployer = (user: User = EMPLOYER) => signIn(user);

function WhereAmI() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{`${location.pathname}${location.search}`}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </>
  );
}

/**
 * Renders `element` at `path` (an address, query included, with navigation state) inside a router that
 * also reports the current address, with a fresh data layer (the remote's defaults: no retries), so no test
 * sees another's cache. `pattern`: the route's path when it has parameters (`/employeer/jobs/:jobId/edit`).
 */
export function renderAt(element: ReactElement, path: string, state?: unknown, pattern?: string) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const url = new URL(path, 'http://portal.test');
  // A data router, as the site's: pages may read the navigation in progress (useNavigation).
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <WhereAmI />
            <Toaster />
          </>
        ),
        children: [
          { path: pattern ?? url.pathname, element },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [{ pathname: url.pathname, search: url.search, state }] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, queryClient, router, ...result };
}

/** The toast area (the shell's Toaster, rendered by renderAt): what the toasts on screen say. */
export const toaster = () => {
  const area = document.querySelector<HTMLElement>('[data-rht-toaster]');
  if (!area) throw new Error('no Toaster on the page');
  return area;
};

/**
 * What the toasts still shown say, in order. A dismissed toast stays in the page for its exit animation;
 * react-hot-toast marks the wrapper of each toast still shown with a class, and drops it on dismiss.
 */
export const toastsShown = () =>
  [...toaster().children]
    .filter((wrapper) => wrapper.className !== '')
    .map((wrapper) => wrapper.querySelector('[role="status"]')?.textContent ?? '');

/** Makes `matchMedia` answer like a screen `width` px wide (jsdom has none), for the phone layouts. */
export function setScreenWidth(width: number) {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
