import { authApi } from '@portal/shared-auth';
import { signOut } from '@portal/shared-auth/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStandaloneConfig, parseStandaloneConfig } from './config';
import * as devSignIn from './dev-sign-in';
import { standaloneRoutes } from './start-standalone';

const routes = [
  { path: '/find-jobs', element: <h1>Find jobs</h1>, handle: { title: 'Find Jobs' } },
  { path: '/profile', element: <h1>Profile</h1>, handle: { title: 'Profile', auth: 'jobseeker' as const } },
];

function mount(path: string, dev: boolean) {
  const router = createMemoryRouter(
    standaloneRoutes({
      name: 'seeker',
      routes,
      home: '/find-jobs',
      devSignIn: dev ? { role: 'jobseeker', load: async () => devSignIn } : undefined,
    }),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  signOut();
});

describe('standalone page', () => {
  it('sends / and unknown URLs home, and titles the page from the route', async () => {
    const router = mount('/', false);
    expect(await screen.findByRole('heading', { name: 'Find jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/find-jobs');
    await waitFor(() => expect(document.title).toBe('Find Jobs · seeker (standalone)'));
  });

  it('guards routes like the shell and, in production, has no sign-in form', async () => {
    mount('/profile', false);
    expect(await screen.findByRole('heading', { name: 'Sign in through the portal' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('in development, signs in with the demo account and returns to the guarded page', async () => {
    const login = vi.spyOn(authApi, 'login').mockResolvedValue({
      token: 'tok',
      _id: 'u1',
      name: 'Jane',
      email: 'seeker@demo.test',
      role: 'jobseeker',
    } as Awaited<ReturnType<typeof authApi.login>>);
    mount('/profile', true);
    expect(await screen.findByRole('heading', { name: 'Sign in (dev)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('seeker@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'seeker@demo.test', password: 'Demo1234' });
  });
});

describe('standalone config', () => {
  it('accepts an http(s) apiUrl and falls back to the default otherwise', async () => {
    expect(parseStandaloneConfig({ apiUrl: 'https://api.example.com' })).toEqual({
      apiUrl: 'https://api.example.com',
    });
    expect(() => parseStandaloneConfig({ apiUrl: 'ftp://x' })).toThrow('http(s) "apiUrl"');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = vi.fn(async () => new Response('', { status: 404 }));
    expect(await loadStandaloneConfig(missing as unknown as typeof fetch)).toEqual({
      apiUrl: 'http://localhost:4000',
    });
    const ok = vi.fn(async () => Response.json({ apiUrl: 'http://localhost:4360' }));
    expect(await loadStandaloneConfig(ok as unknown as typeof fetch)).toEqual({
      apiUrl: 'http://localhost:4360',
    });
  });
});
