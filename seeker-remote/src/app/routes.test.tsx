// The seeker's routes as the shell mounts them: the remote contract holds, the declared patterns agree with
// the routes, the access rules in handle.auth send the right people away, and the loaders start each
// page's data in the page's one query cache under the key the page reads.
import type { JobDetail, JobsListReply, SavedJobsReply, SimilarJobsReply } from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS as API_ROUTES } from '@portal/contracts/paths';
import { checkRoutesInstance, checkRoutesModule, compareClaims } from '@portal/remote-contract';
import type { QueryClient } from '@tanstack/react-query';
import { guardRoutes } from '@portal/shared-auth';
import type { ApiRequest } from '@portal/shared-data/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesServer } from '@portal/shared-data/messages/testing';
import { api } from '../test/server';
import { employer, makeJob, makeJobDetail, signIn, signOut } from '../test/fixtures';
import { ROUTE_PATTERNS } from './route-patterns';
import * as routesModule from './routes';

const ENV = { target: 'browser', siteUrl: 'http://portal.test', signedIn: false } as const;
let queryClient: QueryClient;

function mount(path: string) {
  const { routes } = routesModule.createRoutes(ENV);
  // The page's cache: the one the routes' layout provides (read back from its element).
  queryClient = (routes[0]?.element as { props: { client: QueryClient } }).props.client;
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

/** What the API got: searches, job pages and their similar jobs. */
let searches: ApiRequest[];
let jobs: ApiRequest[];
let similar: ApiRequest[];

beforeEach(() => {
  searches = api.get<JobsListReply>(API_PATHS.jobs, {
    jobs: [makeJob({ title: 'Loaded early' })],
    total: 1,
    page: 1,
    pages: 1,
    match: { mode: 'all', words: [], missing: [[]], suggestion: null, widen: [], related: [] },
  });
  similar = api.get<SimilarJobsReply>(API_ROUTES.similarJobs, { jobs: [] });
  jobs = [];
  signOut();
  localStorage.clear();
});

describe('seeker routes', () => {
  it('keep the remote contract, and every route is claimed in ROUTE_PATTERNS', () => {
    expect(checkRoutesModule(routesModule)).toEqual([]);
    const instance = routesModule.createRoutes(ENV);
    expect(checkRoutesInstance(instance, 'seeker')).toEqual([]);
    expect(compareClaims(ROUTE_PATTERNS, instance.routes)).toEqual([]);
  });

  it('make a cache of their own for each page and each server request', () => {
    const cacheOf = (env: Parameters<typeof routesModule.createRoutes>[0]) =>
      (routesModule.createRoutes(env).routes[0]?.element as { props: { client: QueryClient } }).props.client;
    const server = { ...ENV, target: 'server' } as const;
    expect(cacheOf(server)).not.toBe(cacheOf(server));
    expect(cacheOf(ENV)).not.toBe(cacheOf(ENV));
  });

  it.each(['/saved-jobs', '/my-applications', '/profile'])(
    'send a signed-out visitor from %s to /login',
    async (path) => {
      mount(path);
      expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
      // Their loaders never ran: no request that could only fail.
      expect(api.asked()).toEqual([]);
    },
  );

  it.each(['/saved-jobs', '/my-applications', '/profile'])(
    'send an employer from %s to their dashboard',
    async (path) => {
      signIn(employer);
      mount(path);
      expect(await screen.findByRole('heading', { name: 'Employer home' })).toBeInTheDocument();
    },
  );

  it('let a signed-in job seeker open saved jobs', async () => {
    signIn();
    api.get<SavedJobsReply>(API_PATHS.savedJobs, []);
    mount('/saved-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
  });

  it('let a visitor read a job page: it is public', async () => {
    jobs = api.get<JobDetail>(API_ROUTES.job, makeJobDetail({ _id: 'job-1', title: 'Open to all' }));
    mount('/jobs/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Open to all' })).toBeInTheDocument();
  });

  it("/find-jobs → a job: pointing at a card, then clicking it, opens the job's page", async () => {
    jobs = api.get<JobDetail>(API_ROUTES.job, makeJobDetail({ title: 'Opened from the list' }));
    mount('/find-jobs');
    const link = await screen.findByRole('link', { name: 'Loaded early' });
    // The intent fetches the job page's code from the routes (their own lazy import), as the browser would.
    fireEvent.pointerOver(link);
    fireEvent.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opened from the list' }),
    ).toBeInTheDocument();
    expect(jobs.map((request) => request.path)).toEqual([expect.stringMatching(/^\/api\/jobs\/job-/)]);
  });

  it("/find-jobs: the loader fetches the URL's search into the cache, under the page's key (one request)", async () => {
    signIn();
    mount('/find-jobs?keyword=nurse&sort=newest');
    expect(await screen.findByRole('link', { name: 'Loaded early' })).toBeInTheDocument();
    expect(searches.map((request) => request.query)).toEqual([
      { keyword: 'nurse', sort: 'newest', page: '1', limit: '12' },
    ]);
    expect(
      queryClient.getQueryData(['jobs', 'search', 'u1', { keyword: 'nurse', sort: 'newest' }]),
    ).toBeDefined();
  });

  it('/messages/:applicationId: the loader starts the conversations and the open one, without rendering', async () => {
    signIn();
    const { routes } = routesModule.createRoutes(ENV);
    const page = routes[0]?.children?.find((route) => route.path === 'messages/:applicationId');
    await (page?.loader as (args: unknown) => unknown)({
      request: new Request('http://portal.test/messages/app-1'),
      params: { applicationId: 'app-1' },
      context: undefined,
    });
    await vi.waitFor(() => expect(messagesServer.conversations).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(messagesServer.thread).toHaveBeenCalledWith('app-1', undefined));
  });

  it('/jobs/:jobId: the loader starts the job and its similar jobs before the page renders', async () => {
    jobs = api.get<JobDetail>(API_ROUTES.job, makeJobDetail({ _id: 'job-1', title: 'Early' }));
    mount('/jobs/job-1');
    await screen.findByRole('heading', { level: 1, name: 'Early' });
    expect(jobs).toHaveLength(1);
    expect(similar).toHaveLength(1);
  });
});
