import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { employer, resetSession, seeker, storeSession } from '../testing';
import { canAccess, guardRoutes } from './guard-routes';

function Login() {
  const from = (useLocation().state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <h1>login (from {from})</h1>;
}

const savedLoader = vi.fn(() => ({ saved: 1 }));
const lazyLoader = vi.fn(() => null);
const childLoader = vi.fn(() => null);

function mount(path: string) {
  const routes: RouteObject[] = [
    { path: '/login', element: <Login /> },
    { path: '/find-jobs', element: <h1>find jobs</h1>, handle: { title: 'Find Jobs' } },
    {
      path: '/saved-jobs',
      loader: savedLoader,
      element: <h1>saved jobs</h1>,
      handle: { title: 'Saved', auth: 'jobseeker' },
    },
    {
      path: '/profile',
      handle: { title: 'Profile', auth: 'signed-in' },
      lazy: async () => ({ loader: lazyLoader, Component: () => <h1>profile</h1> }),
    },
    {
      path: '/employeer',
      element: <h1>employer layout</h1>,
      handle: { auth: 'employeer' },
      children: [{ path: 'jobs', loader: childLoader, element: <h1>jobs</h1>, handle: { title: 'Jobs' } }],
    },
    { path: '/employeer/employeer-dashboard', element: <h1>employer home</h1> },
  ];
  const router = createMemoryRouter(guardRoutes(routes), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  resetSession();
  savedLoader.mockClear();
  lazyLoader.mockClear();
  childLoader.mockClear();
});

describe('guardRoutes', () => {
  it('lets everyone open a route without a rule', async () => {
    mount('/find-jobs');
    expect(await screen.findByRole('heading', { name: 'find jobs' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with where they came from, without running the loader', async () => {
    mount('/saved-jobs');
    expect(await screen.findByRole('heading', { name: 'login (from /saved-jobs)' })).toBeInTheDocument();
    expect(savedLoader).not.toHaveBeenCalled();
  });

  it('sends a user of the other role to their own home', async () => {
    storeSession(employer);
    mount('/saved-jobs');
    expect(await screen.findByRole('heading', { name: 'employer home' })).toBeInTheDocument();
    expect(savedLoader).not.toHaveBeenCalled();
  });

  it('shows the page and runs its loader for a user who passes', async () => {
    storeSession(seeker);
    const router = mount('/saved-jobs');
    expect(await screen.findByRole('heading', { name: 'saved jobs' })).toBeInTheDocument();
    expect(savedLoader).toHaveBeenCalledTimes(1);
    expect(Object.values(router.state.loaderData)).toContainEqual({ saved: 1 });
  });

  it('gates the loader a lazy route brings', async () => {
    mount('/profile');
    expect(await screen.findByRole('heading', { name: 'login (from /profile)' })).toBeInTheDocument();
    expect(lazyLoader).not.toHaveBeenCalled();
  });

  it('admits any signed-in role to a "signed-in" route', async () => {
    storeSession(employer);
    mount('/profile');
    expect(await screen.findByRole('heading', { name: 'profile' })).toBeInTheDocument();
    expect(lazyLoader).toHaveBeenCalledTimes(1);
  });

  it("applies a parent's rule to its children and their loaders", async () => {
    storeSession(seeker);
    mount('/employeer/jobs');
    expect(await screen.findByRole('heading', { name: 'find jobs' })).toBeInTheDocument();
    expect(childLoader).not.toHaveBeenCalled();
  });

  it('canAccess restores the session from storage before deciding', () => {
    expect(canAccess(undefined)).toBe(true);
    expect(canAccess('signed-in')).toBe(false);
    resetSession();
    storeSession(seeker);
    expect(canAccess('jobseeker')).toBe(true);
    expect(canAccess('employeer')).toBe(false);
  });

  it('a signed-in session whose token was removed is signed out: its loaders do not run', async () => {
    storeSession(seeker);
    expect(canAccess('jobseeker')).toBe(true);
    localStorage.removeItem('token');
    expect(canAccess('jobseeker')).toBe(false);
    mount('/saved-jobs');
    expect(await screen.findByRole('heading', { name: 'login (from /saved-jobs)' })).toBeInTheDocument();
    expect(savedLoader).not.toHaveBeenCalled();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
  });
});
