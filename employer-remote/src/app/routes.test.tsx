import { API_PATHS } from '@portal/contracts/paths';
import type { RemoteRoute } from '@portal/remote-contract';
import { apiClient, useSessionStore } from '@portal/shared-auth';
import { interviewKeys } from '@portal/shared-data/interviews';
import { messageKeys } from '@portal/shared-data/messages';
import { messagesServer } from '@portal/shared-data/messages/testing';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getEmployerApplications } from '../features/applicants/api/get-employer-applications';
import { getOverview } from '../features/dashboard/api/get-overview';
import { getEmployerJobs } from '../features/manage-jobs/api/get-employer-jobs';
import { createRoutes } from './routes';

vi.mock('../features/dashboard/api/get-overview', () => ({ getOverview: vi.fn() }));
vi.mock('../features/manage-jobs/api/get-employer-jobs', () => ({ getEmployerJobs: vi.fn() }));
vi.mock('../features/applicants/api/get-employer-applications', () => ({
  getEmployerApplications: vi.fn(),
}));

let routes: RemoteRoute[];
let queryClient: QueryClient;

/** The employer page at `path` under /employeer, found the way the router nests it. */
function pageRoute(path: string): RemoteRoute {
  const layout = routes[0]?.children?.[0];
  const page = layout?.children?.find((route) => route.path === path);
  if (!page) throw new Error(`no route ${path}`);
  return page;
}

async function runLoader(route: RemoteRoute) {
  const loader = route.loader;
  if (typeof loader !== 'function') throw new Error(`${route.path} has no loader`);
  const request = new Request(`http://localhost/employeer/${route.path}`);
  return loader({ request, params: {}, context: undefined } as never);
}

beforeEach(() => {
  ({ routes } = createRoutes({ target: 'browser', siteUrl: 'http://portal.test', signedIn: false }));
  // The page's cache: the one the routes' layout provides (read back from its element).
  queryClient = (routes[0]?.element as { props: { client: QueryClient } }).props.client;
  localStorage.setItem('token', 'employer-token');
});
afterEach(() => {
  localStorage.removeItem('token');
  useSessionStore.setState({ user: null });
});

describe('the routes’ loaders prefetch into the page’s one client, without waiting', () => {
  it('manage-jobs: the employer’s jobs', async () => {
    let answer: (jobs: []) => void = () => {};
    vi.mocked(getEmployerJobs).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    // The loader returns at once, while the request is still on its way.
    expect(await runLoader(pageRoute('manage-jobs'))).toBeNull();
    expect(getEmployerJobs).toHaveBeenCalledTimes(1);
    answer([]);
    await vi.waitFor(() => expect(queryClient.getQueryData(['jobs', 'employer'])).toEqual([]));
    // A fresh answer is reused: the next visit asks nothing.
    await runLoader(pageRoute('manage-jobs'));
    expect(getEmployerJobs).toHaveBeenCalledTimes(1);
  });

  it('candidates: the first page of every application, with the key the page reads', async () => {
    const reply = {
      applications: [],
      counts: { Applied: 0, Review: 0, Accepted: 0, Rejected: 0, total: 0 },
      page: 1,
      pages: 1,
      total: 0,
    };
    vi.mocked(getEmployerApplications).mockResolvedValue(reply);
    await runLoader(pageRoute('candidates'));
    const query = { status: '', q: '', page: 1, limit: 20 };
    expect(getEmployerApplications).toHaveBeenCalledWith(query, expect.any(AbortSignal));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['applications', 'employer', query])).toEqual(reply),
    );
  });

  it('the dashboard: its figures', async () => {
    vi.mocked(getOverview).mockReturnValue(new Promise(() => {}));
    expect(await runLoader(pageRoute('employeer-dashboard'))).toBeNull();
    expect(getOverview).toHaveBeenCalledTimes(1);
  });

  it('the dashboard and a candidate’s page: the employer’s interviews, into the keys the pages read', async () => {
    vi.mocked(getOverview).mockReturnValue(new Promise(() => {}));
    useSessionStore.setState({ user: { _id: 'emp-1' } as never });
    const get = vi
      .spyOn(apiClient, 'get')
      .mockImplementation(
        async (url: string) => ({ data: url.includes('interviews') ? { interviews: [] } : {} }) as never,
      );
    await runLoader(pageRoute('employeer-dashboard'));
    expect(get).toHaveBeenCalledWith(API_PATHS.interviews, expect.anything());
    await vi.waitFor(() => expect(queryClient.getQueryData(interviewKeys.upcoming('emp-1'))).toEqual([]));
    const page = pageRoute('applications/:applicationId');
    await (page.loader as (args: unknown) => unknown)({
      request: new Request('http://localhost/employeer/applications/app-1'),
      params: { applicationId: 'app-1' },
      context: undefined,
    });
    expect(get).toHaveBeenCalledWith(API_PATHS.applicationInterviews('app-1'), expect.anything());
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(interviewKeys.application('emp-1', 'app-1'))).toEqual([]),
    );
  });

  it('messages: the conversations and the open one, into the keys the page reads', async () => {
    useSessionStore.setState({ user: { _id: 'emp-1' } as never });
    const reply = { conversation: null, messages: [], hasMore: false };
    messagesServer.thread.mockResolvedValue(reply as never);
    const page = pageRoute('messages/:applicationId');
    await (page.loader as (args: unknown) => unknown)({
      request: new Request('http://localhost/employeer/messages/app-1'),
      params: { applicationId: 'app-1' },
      context: undefined,
    });
    expect(messagesServer.conversations).toHaveBeenCalledTimes(1);
    expect(messagesServer.thread).toHaveBeenCalledWith('app-1', undefined);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(messageKeys.thread('emp-1', 'app-1'))).toEqual({
        pages: [reply],
        pageParams: [undefined],
      }),
    );
    expect(queryClient.getQueryData(messageKeys.conversations('emp-1'))).toBeDefined();
  });

  it('requests nothing when the stored token has gone (the guard sends the visitor to sign in)', async () => {
    localStorage.removeItem('token');
    expect(await runLoader(pageRoute('manage-jobs'))).toBeNull();
    await runLoader(pageRoute('employeer-dashboard'));
    await runLoader(pageRoute('candidates'));
    expect(getEmployerJobs).not.toHaveBeenCalled();
    expect(getOverview).not.toHaveBeenCalled();
    expect(getEmployerApplications).not.toHaveBeenCalled();
  });
});
