// The module the shell loads as `seeker/routes` (the remote contract, @portal/remote-contract): the
// seeker's pages as react-router route objects, inside the layout that provides the remote's query client.
// Access rules are declared in `handle.auth` and applied by whoever mounts the routes (guardRoutes), never
// inside a page. Every page is a lazy chunk, and its route's loader starts the page's data at once, so the
// request runs while the page's code loads (a guarded route's loader runs only for people it lets in).
import '../styles.css';
import type { RemoteRoute } from '@portal/remote-contract';
import { withQueryClient } from '@portal/shared-data';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { currentViewer } from '../lib/viewer';
import { loadAccountNav } from '../features/layout';
import { jobDetailQuery, jobsQueryFromUrl, jobsSearchQuery, similarJobsQuery } from '../features/jobs';
import { myApplicationsQuery, statusFromParams } from '../features/applications';
import { savedJobsQuery } from '../features/saved-jobs';
import { loadJobDetail } from './page-code';
import { queryClient } from './query-client';
import { SEEKER_PATHS } from './route-patterns';

// The chunk's name is the one PAGE_CHUNKS gives the page (route-patterns.ts).
const loadFindJobs = () => import(/* webpackChunkName: "find-jobs" */ './routes/find-jobs-page');

/** The pages sit under the query layout (a pathless route), so their paths are relative to it. */
const under = (pattern: string) => pattern.replace(/^\//, '');

/**
 * Loaders only start requests (errors show on the page, from the cache) and never hold the page up. A
 * signed-in person's header needs its account menu too: its code starts loading with the page's.
 */
const prefetch = (start: () => Promise<unknown>) => {
  void start();
  if (currentViewer().kind !== 'guest') void loadAccountNav().catch(() => undefined);
  return null;
};

export const routes: RemoteRoute[] = withQueryClient(queryClient, [
  {
    path: under(SEEKER_PATHS.findJobs),
    lazy: () => loadFindJobs().then((m) => ({ Component: m.FindJobsPage })),
    // The first page of the search in the URL, under the same key the page reads.
    loader: ({ request }: LoaderFunctionArgs) =>
      prefetch(() =>
        queryClient.prefetchInfiniteQuery(
          jobsSearchQuery(currentViewer().key, jobsQueryFromUrl(request.url)),
        ),
      ),
    handle: { title: 'Find Jobs' },
  },
  {
    path: under(SEEKER_PATHS.jobDetail),
    lazy: () => loadJobDetail().then((m) => ({ Component: m.JobDetailPage })),
    loader: ({ params }: LoaderFunctionArgs) =>
      prefetch(() => {
        const viewer = currentViewer().key;
        const jobId = params.jobId ?? '';
        return Promise.all([
          queryClient.prefetchQuery(jobDetailQuery(viewer, jobId)),
          queryClient.prefetchQuery(similarJobsQuery(viewer, jobId)),
        ]);
      }),
    handle: { title: 'Job Details' },
  },
  {
    path: under(SEEKER_PATHS.savedJobs),
    lazy: () => import('./routes/saved-jobs-page').then((m) => ({ Component: m.SavedJobsPage })),
    loader: () => prefetch(() => queryClient.prefetchQuery(savedJobsQuery(currentViewer().key))),
    handle: { title: 'Saved Jobs', auth: 'jobseeker' },
  },
  {
    path: under(SEEKER_PATHS.myApplications),
    lazy: () => import('./routes/my-applications-page').then((m) => ({ Component: m.MyApplicationsPage })),
    loader: ({ request }: LoaderFunctionArgs) =>
      prefetch(() =>
        queryClient.prefetchInfiniteQuery(
          myApplicationsQuery(currentViewer().key, statusFromParams(new URL(request.url).searchParams)),
        ),
      ),
    handle: { title: 'My Applications', auth: 'jobseeker' },
  },
  {
    path: under(SEEKER_PATHS.profile),
    lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
    loader: () => prefetch(async () => undefined),
    handle: { title: 'Profile', auth: 'jobseeker' },
  },
  {
    path: under(SEEKER_PATHS.emailPreferences),
    lazy: () =>
      import('./routes/email-preferences-page').then((m) => ({ Component: m.EmailPreferencesPage })),
    loader: () => prefetch(async () => undefined),
    handle: { title: 'E-mail preferences', auth: 'signed-in' },
  },
  {
    path: under(SEEKER_PATHS.unsubscribe),
    lazy: () => import('./routes/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
    loader: () => prefetch(async () => undefined),
    handle: { title: 'Unsubscribe' },
  },
  {
    path: under(SEEKER_PATHS.verifyEmail),
    lazy: () => import('./routes/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
    loader: () => prefetch(async () => undefined),
    handle: { title: 'Confirm your e-mail address' },
  },
]);
