import type {
  AnalyticsOverviewReply,
  EmployerApplicationsReply,
  EmployerJobsReply,
  InterviewsReply,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import type { RemoteRoute } from '@portal/remote-contract';
import { employer, resetSession, signIn } from '@portal/shared-auth/testing';
import { interviewKeys } from '@portal/shared-data/interviews';
import { messageKeys } from '@portal/shared-data/messages';
import { messagesServer } from '@portal/shared-data/messages/testing';
import { never } from '@portal/shared-data/testing';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../test/server';
import { createRoutes } from './routes';

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
  signIn(employer, 'employer-token');
});
afterEach(() => resetSession());

describe('/employeer itself', () => {
  it('is a redirect to the dashboard, from its loader (so the server answers it as one)', async () => {
    const loader = routes[0]?.children?.[0]?.children?.find((route) => route.index)?.loader;
    if (typeof loader !== 'function') throw new Error('/employeer has no loader');
    const answer: unknown = await loader({
      request: new Request('http://localhost/employeer'),
      params: {},
      context: undefined,
    } as never);
    expect(answer).toBeInstanceOf(Response);
    const response = answer as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/employeer/employeer-dashboard');
  });
});

describe('the routes’ loaders prefetch into the page’s one client, without waiting', () => {
  it('manage-jobs: the employer’s jobs', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const requests = api.get<EmployerJobsReply>(API_PATHS.employerJobs, async () => {
      await answered;
      return [];
    });
    // The loader returns at once, while the request is still on its way.
    expect(await runLoader(pageRoute('manage-jobs'))).toBeNull();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    answer();
    // Keyed by whose jobs they are: [root, kind, viewer].
    await vi.waitFor(() => expect(queryClient.getQueryData(['jobs', 'employer', employer._id])).toEqual([]));
    // A fresh answer is reused: the next visit asks nothing.
    await runLoader(pageRoute('manage-jobs'));
    expect(requests).toHaveLength(1);
  });

  it('candidates: the first page of every application, with the key the page reads', async () => {
    const reply: EmployerApplicationsReply = {
      applications: [],
      counts: { Applied: 0, Review: 0, Accepted: 0, Rejected: 0, total: 0 },
      page: 1,
      pages: 1,
      total: 0,
    };
    const requests = api.get<EmployerApplicationsReply>(API_PATHS.employerApplications, reply);
    await runLoader(pageRoute('candidates'));
    const query = { status: '', q: '', page: 1, limit: 20 };
    // Empty filters are left out of the address.
    await vi.waitFor(() =>
      expect(requests.map((request) => request.query)).toEqual([{ page: '1', limit: '20' }]),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['applications', 'employer', employer._id, query])).toEqual(reply),
    );
  });

  it('the dashboard: its figures', async () => {
    const requests = api.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview, never);
    api.get<InterviewsReply>(API_PATHS.interviews, { interviews: [] });
    // The loader returns at once, while the request is still on its way.
    expect(await runLoader(pageRoute('employeer-dashboard'))).toBeNull();
    await vi.waitFor(() => expect(requests).toHaveLength(1));
  });

  it('the dashboard and a candidate’s page: the employer’s interviews, into the keys the pages read', async () => {
    api.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview, never);
    const upcoming = api.get<InterviewsReply>(API_PATHS.interviews, { interviews: [] });
    const ofApplication = api.get<InterviewsReply>(ROUTE_PATTERNS.applicationInterviews, { interviews: [] });
    // The candidate's page also asks for the application, its notes and its messages.
    api.get(ROUTE_PATTERNS.application, never);
    await runLoader(pageRoute('employeer-dashboard'));
    await vi.waitFor(() => expect(upcoming).toHaveLength(1));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(interviewKeys.upcoming(employer._id))).toEqual([]),
    );
    const page = pageRoute('applications/:applicationId');
    await (page.loader as (args: unknown) => unknown)({
      request: new Request('http://localhost/employeer/applications/app-1'),
      params: { applicationId: 'app-1' },
      context: undefined,
    });
    await vi.waitFor(() =>
      expect(ofApplication.map((request) => request.path)).toEqual([
        API_PATHS.applicationInterviews('app-1'),
      ]),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(interviewKeys.application(employer._id, 'app-1'))).toEqual([]),
    );
  });

  it('messages: the conversations and the open one, into the keys the page reads', async () => {
    const reply = { conversation: null, messages: [], hasMore: false };
    messagesServer.thread.mockResolvedValue(reply as never);
    const page = pageRoute('messages/:applicationId');
    await (page.loader as (args: unknown) => unknown)({
      request: new Request('http://localhost/employeer/messages/app-1'),
      params: { applicationId: 'app-1' },
      context: undefined,
    });
    await vi.waitFor(() => expect(messagesServer.conversations).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(messagesServer.thread).toHaveBeenCalledWith('app-1', undefined));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(messageKeys.thread(employer._id, 'app-1'))).toEqual({
        pages: [reply],
        pageParams: [undefined],
      }),
    );
    expect(queryClient.getQueryData(messageKeys.conversations(employer._id))).toBeDefined();
  });

  it('requests nothing when the stored token has gone (the guard sends the visitor to sign in)', async () => {
    localStorage.removeItem('token');
    expect(await runLoader(pageRoute('manage-jobs'))).toBeNull();
    await runLoader(pageRoute('employeer-dashboard'));
    await runLoader(pageRoute('candidates'));
    expect(api.asked()).toEqual([]);
  });
});
