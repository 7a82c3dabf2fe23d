// The module the shell loads as `seeker/routes` (the remote contract, @portal/remote-contract): the seeker's
// pages as react-router route objects, made per environment (a page in the browser, a request on the host's
// server) inside the layout that provides the remote's query cache. Access rules are declared in
// `handle.auth` and applied by whoever mounts the routes (guardRoutes), never inside a page. Every page is a
// lazy chunk, and its route's loader is the one description of the page's data (`load`: awaited on the
// server, started in the browser while the page's code loads; a guarded route's loader runs only for people
// it lets in).
import '../styles.css';
import type { RemoteEnv, RemoteRoutesInstance } from '@portal/remote-contract';
import { createRemoteData } from '@portal/shared-data';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { viewerOf } from '../lib/viewer';
import { loadNotificationBell } from '../features/layout';
import {
  companyPath,
  jobDetailQuery,
  jobsSearchFromUrl,
  jobsSearchQuery,
  similarJobsQuery,
} from '../features/jobs';
import { companyJobsQuery, companyPageOf, companyQuery } from '../features/companies';
import { myApplicationsQuery, statusFromParams } from '../features/applications';
import { savedJobsQuery } from '../features/saved-jobs';
import { alertsQuery } from '../features/alerts';
import { discoveryQuery } from '../features/profile/api/discovery-api';
import { loadMessagesLink } from '../features/layout';
import { SEEKER_PATHS } from './route-patterns';
import { upcomingInterviewsQuery } from '@portal/shared-data/interviews';
import { prefetchMessages } from '@portal/shared-data/messages';

/** The pages sit under the query layout (a pathless route), so their paths are relative to it. */
const under = (pattern: string) => pattern.replace(/^\//, '');

export function createRoutes(env: RemoteEnv): RemoteRoutesInstance {
  const data = createRemoteData(env, {
    /** A job seeker's header has the notifications bell too: its code starts loading with the page's. */
    onLoad: (viewer) => {
      if (env.target === 'browser' && viewerOf(viewer.user).kind === 'seeker') {
        void loadNotificationBell().catch(() => undefined);
        void loadMessagesLink().catch(() => undefined);
      }
    },
  });

  const routes = data.routes([
    {
      path: under(SEEKER_PATHS.findJobs),
      lazy: () =>
        import(/* webpackChunkName: "find-jobs" */ './routes/find-jobs-page').then((m) => ({
          Component: m.FindJobsPage,
        })),
      // The page of the search in the URL, under the same key the page reads.
      loader: ({ request }: LoaderFunctionArgs) =>
        data.load((client, viewer) => {
          const { query, firstPage } = jobsSearchFromUrl(request.url);
          return client.prefetchInfiniteQuery(jobsSearchQuery(viewer.key, query, firstPage));
        }),
      handle: { title: 'Find Jobs', code: 'find-jobs' },
    },
    {
      path: under(SEEKER_PATHS.jobDetail),
      lazy: () =>
        import(/* webpackChunkName: "job-detail" */ './routes/job-detail-page').then((m) => ({
          Component: m.JobDetailPage,
        })),
      loader: ({ params }: LoaderFunctionArgs) =>
        data.load((client, viewer) => {
          const jobId = params.jobId ?? '';
          return Promise.all([
            client.prefetchQuery(jobDetailQuery(viewer.key, jobId)),
            client.prefetchQuery(similarJobsQuery(viewer.key, jobId)),
          ]);
        }),
      // The job's page names itself (its title, description and link-preview tags).
      handle: { title: 'Job Details', head: 'page', code: 'job-detail' },
    },
    {
      path: under(SEEKER_PATHS.company),
      lazy: () =>
        import(/* webpackChunkName: "company" */ './routes/company-page').then((m) => ({
          Component: m.CompanyPageRoute,
        })),
      loader: async ({ params, request }: LoaderFunctionArgs) => {
        const slug = params.slug ?? '';
        const url = new URL(request.url);
        const page = companyPageOf(url.searchParams);
        const result = await data.load((client, viewer) =>
          client
            .fetchQuery(companyQuery(slug))
            // Only a company with open jobs has a list to show.
            .then((company) =>
              company.openJobs > 0
                ? client.prefetchQuery(companyJobsQuery(viewer.key, slug, page))
                : undefined,
            ),
        );
        // A former slug (a renamed company): a permanent redirect to the current one, as the server
        // answers it. In the browser the data comes later and the page replaces the address itself.
        const company = data.queryClient.getQueryData(companyQuery(slug).queryKey);
        if (company && company.slug !== slug)
          return redirect(`${companyPath(company.slug)}${url.search}`, 301);
        return result;
      },
      // The company's page names itself (its name, description and link-preview tags).
      handle: { title: 'Company', head: 'page', code: 'company' },
    },
    {
      path: under(SEEKER_PATHS.savedJobs),
      lazy: () =>
        import(/* webpackChunkName: "saved-jobs" */ './routes/saved-jobs-page').then((m) => ({
          Component: m.SavedJobsPage,
        })),
      loader: () => data.load((client, viewer) => client.prefetchQuery(savedJobsQuery(viewer.key))),
      handle: { title: 'Saved Jobs', auth: 'jobseeker', code: 'saved-jobs' },
    },
    {
      path: under(SEEKER_PATHS.myApplications),
      lazy: () =>
        import(/* webpackChunkName: "my-applications" */ './routes/my-applications-page').then((m) => ({
          Component: m.MyApplicationsPage,
        })),
      loader: ({ request }: LoaderFunctionArgs) =>
        data.load((client, viewer) => {
          return Promise.all([
            client.prefetchInfiniteQuery(
              myApplicationsQuery(viewer.key, statusFromParams(new URL(request.url).searchParams)),
            ),
            viewerOf(viewer.user).kind === 'seeker' &&
              client.prefetchQuery(upcomingInterviewsQuery(viewer.key)),
          ]);
        }),
      handle: { title: 'My Applications', auth: 'jobseeker', code: 'my-applications' },
    },
    {
      path: under(SEEKER_PATHS.profile),
      lazy: () =>
        import(/* webpackChunkName: "profile" */ './routes/profile-page').then((m) => ({
          Component: m.ProfilePage,
        })),
      // The form starts from the session; the talent card (being found by employers) is asked for.
      loader: () => data.load((client, viewer) => client.prefetchQuery(discoveryQuery(viewer.key))),
      handle: { title: 'Profile', auth: 'jobseeker', code: 'profile' },
    },
    {
      path: under(SEEKER_PATHS.resume),
      lazy: () =>
        import(/* webpackChunkName: "resume" */ './routes/resume-page').then((m) => ({
          Component: m.ResumePage,
        })),
      // The resume is the session's profile: no data of its own.
      loader: () => data.load(async () => undefined),
      handle: { title: 'Resume', auth: 'jobseeker', code: 'resume' },
    },
    {
      path: under(SEEKER_PATHS.jobAlerts),
      lazy: () =>
        import(/* webpackChunkName: "job-alerts" */ './routes/job-alerts-page').then((m) => ({
          Component: m.JobAlertsPage,
        })),
      loader: () => data.load((client, viewer) => client.prefetchQuery(alertsQuery(viewer.key))),
      handle: { title: 'Job alerts', auth: 'jobseeker', code: 'job-alerts' },
    },
    ...[SEEKER_PATHS.messages, SEEKER_PATHS.conversation].map((pattern) => ({
      path: under(pattern),
      lazy: () =>
        import(/* webpackChunkName: "messages" */ './routes/messages-page').then((m) => ({
          Component: m.MessagesPage,
        })),
      // The conversations and the open one are read in the browser (a signed-in page), starting with the
      // page's code; the header's code starts with them.
      loader: ({ params }: LoaderFunctionArgs) =>
        data.load((client, viewer) => prefetchMessages(client, viewer.key, params.applicationId)),
      handle: { title: 'Messages', auth: 'jobseeker' as const, code: 'messages' },
    })),
    {
      path: under(SEEKER_PATHS.emailPreferences),
      lazy: () =>
        import(/* webpackChunkName: "email-preferences" */ './routes/email-preferences-page').then((m) => ({
          Component: m.EmailPreferencesPage,
        })),
      loader: () => data.load(async () => undefined),
      handle: { title: 'E-mail preferences', auth: 'signed-in', code: 'email-preferences' },
    },
    {
      // The pages of an e-mail's links: no sign-in, their token is in the URL.
      path: under(SEEKER_PATHS.unsubscribe),
      lazy: () =>
        import(/* webpackChunkName: "unsubscribe" */ './routes/unsubscribe-page').then((m) => ({
          Component: m.UnsubscribePage,
        })),
      loader: () => data.load(async () => undefined),
      handle: { title: 'Unsubscribe', code: 'unsubscribe' },
    },
    {
      path: under(SEEKER_PATHS.verifyEmail),
      lazy: () =>
        import(/* webpackChunkName: "verify-email" */ './routes/verify-email-page').then((m) => ({
          Component: m.VerifyEmailPage,
        })),
      loader: () => data.load(async () => undefined),
      handle: { title: 'Confirm your e-mail address', code: 'verify-email' },
    },
  ]);
  return { routes, dehydrate: () => data.dehydrate() };
}
