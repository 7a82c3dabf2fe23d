import { DEMO } from '@portal/api-mock/demo-accounts';
import type { LoginReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { signOut } from '@portal/shared-auth/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadStandaloneConfig } from './config';
import * as devSignIn from './dev-sign-in';
import { apiAnswers, standaloneRoutes, type StandaloneApi } from './start-standalone';
import { api } from './test/server';

// The API answers this file's tests (the package's other files make real requests).
api.inThisFile();

const routes = [
  { path: '/find-jobs', element: <h1>Find jobs</h1>, handle: { title: 'Find Jobs' } },
  { path: '/profile', element: <h1>Profile</h1>, handle: { title: 'Profile', auth: 'jobseeker' as const } },
];

function mount(path: string, dev: boolean, api?: StandaloneApi) {
  const router = createMemoryRouter(
    standaloneRoutes(
      {
        name: 'seeker',
        routes,
        home: '/find-jobs',
        devSignIn: dev ? { role: 'jobseeker', load: async () => devSignIn } : undefined,
      },
      api,
    ),
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
    const login = api.post<LoginReply>(API_PATHS.login, {
      token: 'tok',
      _id: 'u1',
      name: 'Jane',
      email: DEMO.seeker.email,
      role: 'jobseeker',
    } as LoginReply);
    mount('/profile', true);
    expect(await screen.findByRole('heading', { name: 'Sign in (dev)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO.seeker.email);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(login.map((request) => request.body)).toEqual([DEMO.seeker]);
  });
});

describe('an API that does not answer', () => {
  it('is said above the page, with where it was looked for and how to fix it; Check again clears it', async () => {
    let up = false;
    const answers = vi.fn(async () => up);
    mount('/find-jobs', true, { url: 'http://localhost:4100', answers });
    expect(await screen.findByRole('heading', { name: 'Find jobs' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No API answers at http://localhost:4100.');
    expect(alert).toHaveTextContent('API_PORT=4100 npm run dev');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(answers).toHaveBeenCalledTimes(2);
  });

  it('says nothing when the API answers', async () => {
    const answers = vi.fn(async () => true);
    mount('/find-jobs', true, { url: 'http://localhost:4000', answers });
    expect(await screen.findByRole('heading', { name: 'Find jobs' })).toBeInTheDocument();
    await waitFor(() => expect(answers).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the liveness route: an answer is up; a refused connection or an error status is down', async () => {
    const ok = vi.fn(async (_url: URL | RequestInfo) => new Response('{}', { status: 200 }));
    expect(await apiAnswers('http://localhost:4100', ok as unknown as typeof fetch)).toBe(true);
    expect((ok.mock.calls[0]![0] as URL).href).toBe('http://localhost:4100/health');
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await apiAnswers('http://localhost:4100', refused as unknown as typeof fetch)).toBe(false);
    const failing = vi.fn(async () => new Response('', { status: 502 }));
    expect(await apiAnswers('http://localhost:4100', failing as unknown as typeof fetch)).toBe(false);
  });
});

describe('standalone config', () => {
  it('reads config.json beside the page and falls back to the default otherwise', async () => {
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
