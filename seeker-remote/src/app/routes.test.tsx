// The seeker's routes as the shell mounts them: the remote contract holds, the declared patterns agree with
// the routes, and the access rules in handle.auth send the right people away.
import { checkRoutesModule, compareClaims } from '@portal/remote-contract';
import { guardRoutes } from '@portal/shared-auth';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSavedJobs } from '../features/saved-jobs/api/get-saved-jobs';
import { employer, signIn, signOut } from '../test/fixtures';
import { ROUTE_PATTERNS } from './route-patterns';
import { routes } from './routes';

vi.mock('../features/saved-jobs/api/get-saved-jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../features/saved-jobs/api/get-saved-jobs')>()),
  getSavedJobs: vi.fn(),
}));

function mount(path: string) {
  const router = createMemoryRouter(
    [
      ...guardRoutes(routes),
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/employeer/employeer-dashboard', element: <h1>Employer home</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  vi.mocked(getSavedJobs).mockReset();
  signOut();
  localStorage.clear();
});

describe('seeker routes', () => {
  it('keep the remote contract, and every route is claimed in ROUTE_PATTERNS', () => {
    expect(checkRoutesModule({ routes }, 'seeker')).toEqual([]);
    expect(compareClaims(ROUTE_PATTERNS, routes)).toEqual([]);
  });

  it.each(['/saved-jobs', '/profile'])('send a signed-out visitor from %s to /login', async (path) => {
    mount(path);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it.each(['/saved-jobs', '/profile'])('send an employer from %s to their dashboard', async (path) => {
    signIn(employer);
    mount(path);
    expect(await screen.findByRole('heading', { name: 'Employer home' })).toBeInTheDocument();
  });

  it('let a signed-in job seeker open saved jobs', async () => {
    signIn();
    vi.mocked(getSavedJobs).mockResolvedValue([]);
    mount('/saved-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
  });

  it('let a visitor open a job page (it asks them to log in itself)', async () => {
    mount('/jobs/job-1');
    expect(await screen.findByRole('heading', { name: 'Log in to view this job' })).toBeInTheDocument();
  });
});
