import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteEnv } from '@portal/remote-contract';
import { configureRequestSession, useSessionStore } from '@portal/shared-auth';
import { employer, resetSession, seeker, signIn, storeSession } from '@portal/shared-auth/testing';
import {
  createQueryClient,
  createRemoteData,
  EVERYONE,
  httpStatusOf,
  resourceKeys,
  SERVER_DATA_BUDGET_MS,
  viewerKey,
  type LoadViewer,
} from './index';

const BROWSER: RemoteEnv = { target: 'browser', siteUrl: 'http://portal.test', signedIn: false };
const SERVER: RemoteEnv = { target: 'server', siteUrl: 'http://portal.test', signedIn: false };
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { response: { status } });

function Greeting() {
  const { data, error } = useQuery({ queryKey: ['greeting'], queryFn: async () => 'hello from the page' });
  if (error) return <p>failed with {httpStatusOf(error)}</p>;
  return <p>{data ?? 'loading'}</p>;
}

afterEach(() => vi.useRealTimers());

describe('a remote’s rules for its loaders', () => {
  it('requireToken: without a stored session token a loader starts nothing; with one it does', async () => {
    const data = createRemoteData(BROWSER, { requireToken: true });
    const start = vi.fn(async () => undefined);
    expect(data.load(start)).toBeNull();
    expect(start).not.toHaveBeenCalled();
    localStorage.setItem('token', 't');
    try {
      void data.load(start);
      await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    } finally {
      localStorage.removeItem('token');
    }
  });

  it('onLoad: runs as each loader starts, before its data', () => {
    const order: string[] = [];
    const data = createRemoteData(BROWSER, { onLoad: () => order.push('onLoad') });
    void data.load(async () => {
      order.push('data');
    });
    expect(order).toEqual(['onLoad', 'data']);
  });
});

describe('whose data a loader loads: one way for both remotes', () => {
  afterEach(() => {
    configureRequestSession(null);
    resetSession();
  });

  const viewerOfLoad = async (env: RemoteEnv) => {
    const start = vi.fn(async (_client: unknown, _viewer: LoadViewer) => undefined);
    await createRemoteData(env).load(start);
    return start.mock.calls[0]?.[1];
  };

  it('in the browser: the stored session, restored first when the app has not done it yet', async () => {
    resetSession();
    storeSession(seeker);
    expect(await viewerOfLoad(BROWSER)).toEqual({ user: seeker, key: seeker._id });
    expect(useSessionStore.getState()).toMatchObject({ checked: true, user: seeker });
  });

  it('in the browser: a visitor is the guest', async () => {
    resetSession();
    expect(await viewerOfLoad(BROWSER)).toEqual({ user: null, key: 'guest' });
  });

  it('on the server: the person the request’s session names, never the process’s store', async () => {
    signIn(seeker);
    configureRequestSession(() => ({ user: employer, token: 'e', utcOffsetMinutes: 0 }));
    expect(await viewerOfLoad({ ...SERVER, signedIn: true })).toEqual({ user: employer, key: employer._id });
    configureRequestSession(() => null);
    expect(await viewerOfLoad(SERVER)).toEqual({ user: null, key: 'guest' });
  });
});

describe('query keys: [root, kind, viewer, ...inputs]', () => {
  const jobs = resourceKeys('jobs');

  it('puts whose view it is third, after the resource and the read', () => {
    expect(jobs.key('detail', viewerKey(seeker), 'job-1')).toEqual(['jobs', 'detail', seeker._id, 'job-1']);
    expect(jobs.key('search', viewerKey(null), { q: 'x' })).toEqual(['jobs', 'search', 'guest', { q: 'x' }]);
    expect(jobs.key('company', EVERYONE, 'acme')).toEqual(['jobs', 'company', 'everyone', 'acme']);
    expect(jobs.kind('search')).toEqual(['jobs', 'search']);
    expect(jobs.all).toEqual(['jobs']);
  });

  it('names every query of one viewer, and no one else’s', () => {
    const client = createQueryClient();
    client.setQueryData(jobs.key('detail', 'a', 'job-1'), 1);
    client.setQueryData(jobs.key('search', 'a', {}), 2);
    client.setQueryData(jobs.key('detail', 'b', 'job-1'), 3);
    client.setQueryData(['saved-jobs', 'list', 'a'], 4);
    const named = client.getQueryCache().findAll(jobs.viewer('a'));
    expect(named.map((query) => query.state.data).sort()).toEqual([1, 2]);
  });
});

describe('a remote’s data layer', () => {
  it('in the browser, a loader starts the data in the cache the page reads, without waiting for it', async () => {
    const data = createRemoteData(BROWSER);
    let answer: (value: string) => void = () => undefined;
    const routes = data.routes([
      {
        path: '/page',
        Component: Greeting,
        handle: { title: 'Page' },
        loader: () =>
          data.load((client) =>
            client.prefetchQuery({
              queryKey: ['greeting'],
              queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
            }),
          ),
      },
    ]);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/page'] })} />);
    // The page is there at once, with its loading state; the loader's request is the page's.
    expect(await screen.findByText('loading')).toBeInTheDocument();
    answer('hello from the loader');
    expect(await screen.findByText('hello from the loader')).toBeInTheDocument();
  });

  it('on the server, a loader waits for the data, which the page then gets once, from the server’s state', async () => {
    const server = createRemoteData(SERVER);
    const start = vi.fn((client: ReturnType<typeof createQueryClient>) =>
      client.prefetchQuery({ queryKey: ['greeting'], queryFn: async () => 'hello from the server' }),
    );
    expect(await server.load(start)).toBeNull();
    const state = JSON.parse(JSON.stringify(server.dehydrate())) as unknown;

    const browser = createRemoteData({ ...BROWSER, state });
    const routes = browser.routes([{ path: '/page', Component: Greeting, handle: { title: 'Page' } }]);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/page'] })} />);
    // The first render already has it: no loading state, no request of the browser's.
    expect(screen.getByText('hello from the server')).toBeInTheDocument();
  });

  it('on the server, the API saying the thing does not exist makes the page a 404, and the page says so', async () => {
    const server = createRemoteData(SERVER);
    const result = await server.load((client) =>
      client.prefetchQuery({
        queryKey: ['greeting'],
        queryFn: () => Promise.reject(httpError(404)),
      }),
    );
    expect(result).toMatchObject({ init: { status: 404 } });
    const state = JSON.parse(JSON.stringify(server.dehydrate())) as unknown;
    const browser = createRemoteData({ ...BROWSER, state });
    const routes = browser.routes([{ path: '/page', Component: Greeting, handle: { title: 'Page' } }]);
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/page'] })} />);
    expect(screen.getByText('failed with 404')).toBeInTheDocument();
  });

  it('on the server, a "not found" answer goes into the page as its status only: no stack, request settings or URL', async () => {
    const server = createRemoteData(SERVER);
    // What axios rejects with: its stack, the request's settings (URL, headers, time-out) and the request.
    const axiosError = Object.assign(new Error('Request failed with status code 404'), {
      isAxiosError: true,
      config: { url: 'http://127.0.0.1:4000/api/jobs/x', timeout: 80000, headers: { 'X-Secret': 'k' } },
      request: { path: '/api/jobs/x', host: '127.0.0.1' },
      response: { status: 404, data: { message: 'Job not found' } },
    });
    await server.load((client) =>
      client.prefetchQuery({ queryKey: ['job'], queryFn: () => Promise.reject(axiosError) }),
    );
    const text = JSON.stringify(server.dehydrate());
    for (const leak of ['stack', 'at ', '127.0.0.1', '80000', 'X-Secret', 'isAxiosError', 'config', '.ts:'])
      expect(text, leak).not.toContain(leak);
    expect(text).toContain('"status":404');
  });

  it('on the server, other failures and late answers are left to the browser (not in the state)', async () => {
    vi.useFakeTimers();
    const server = createRemoteData(SERVER);
    const loading = server.load((client) =>
      Promise.all([
        client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(httpError(500)) }),
        client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) }),
      ]),
    );
    await vi.advanceTimersByTimeAsync(SERVER_DATA_BUDGET_MS + 1);
    expect(await loading).toBeNull();
    expect(server.dehydrate().queries).toEqual([]);
  });

  it('on the server, loaders wait only for what is left of the page’s budget (the host spent the rest)', async () => {
    vi.useFakeTimers();
    const server = createRemoteData({ ...SERVER, dataBudgetMs: 100 });
    let settled = false;
    const loading = Promise.resolve(
      server.load((client) =>
        client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) }),
      ),
    ).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await loading).toBeNull();
    expect(server.dehydrate().queries).toEqual([]);
    // Nothing left (the host's own wait took it all): the page goes out at once, its data to the browser.
    const late = createRemoteData({ ...SERVER, dataBudgetMs: -5 });
    const none = late.load((client) =>
      client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) }),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(await none).toBeNull();
  });

  it('on the server, a signed-in visitor’s data is not asked for: it is theirs, and their browser holds the session', async () => {
    const server = createRemoteData({ ...SERVER, signedIn: true });
    const start = vi.fn(async () => undefined);
    expect(await server.load(start)).toBeNull();
    expect(start).not.toHaveBeenCalled();
  });

  it('in the browser, an answer that comes before the server’s page has hydrated waits for it; the request does not', async () => {
    // A fresh copy of the modules: the hydration begun here is this test's only.
    vi.resetModules();
    const auth = await import('@portal/shared-auth');
    const layer = await import('./index');
    auth.beginHydration();
    const data = layer.createRemoteData(BROWSER);
    let asked = 0;
    void data.load((client) =>
      client.prefetchQuery({
        queryKey: ['mine'],
        queryFn: async () => {
          asked += 1;
          return 'my data';
        },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    const state = () => data.queryClient.getQueryState(['mine']);
    // Asked at once, answered already, but not in the cache while the page hydrates.
    expect(asked).toBe(1);
    expect(state()?.status).toBe('pending');
    expect(state()?.fetchStatus).toBe('fetching');
    // React takes the page over (the role hint provider's effect): the answer lands.
    render(<auth.RoleHintProvider role="jobseeker" />);
    await vi.waitFor(() => expect(state()?.status).toBe('success'));
    expect(data.queryClient.getQueryData(['mine'])).toBe('my data');
    expect(asked).toBe(1);
  });

  it('never retries: a failure shows at once', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['fails'],
        queryFn: async () => {
          calls += 1;
          throw httpError(500);
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });

  it('reads the HTTP status of an API error', () => {
    expect(httpStatusOf({ response: { status: 404 } })).toBe(404);
    expect(httpStatusOf(new Error('network'))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });
});
