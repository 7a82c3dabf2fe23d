// The module the shell loads as `employer/routes` (the remote contract, @portal/remote-contract): every
// /employeer page as react-router route objects under the employer layout, made per environment (a page in
// the browser, a request on the host's server) inside the remote's data layer. The layout's handle.auth
// lets only signed-in employers in (applied by whoever mounts the routes, with their loaders); the dashboard
// and the not-found page ship with this module, the other pages are lazy chunks. Everything here is an
// employer's own data: the host's server renders it for the employer whose session the request carries
// (their data in the page), and for a role hint alone the layout's waiting state, the browser the rest.
import type { RemoteEnv, RemoteRoutesInstance } from '@portal/remote-contract';
import { createRemoteData } from '@portal/shared-data';
import { applicationInterviewsQuery, upcomingInterviewsQuery } from '@portal/shared-data/interviews';
import { prefetchMessages } from '@portal/shared-data/messages';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { applicationQuery, listViewQuery } from '../features/applicants/api/queries';
import { DashboardPage, overviewQuery } from '../features/dashboard';
import { jobQuery } from '../api/job-query';
import { employerJobsQuery } from '../features/manage-jobs/api/queries';
import { talentQuery } from '../features/talent/api';
import { EmployerLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';
import { EMPLOYER_PATHS } from '../lib/paths';
import { EMPLOYER_BASE } from './route-patterns';
import '../styles.css';

const applicantsPages = () => import(/* webpackChunkName: "applicants" */ '../features/applicants');
const postJobPages = () => import(/* webpackChunkName: "post-job" */ '../features/post-job');

/** A route's URL's query (a loader reads the view it shows from it, as the page does). */
const queryOf = (request: Request) => new URL(request.url).searchParams;

/**
 * A list whose view lives in its query revalidates (starts the new view's data) when the query changes;
 * Manage Jobs filters the one list it has in the page, so a new search there asks nothing.
 */
const onlyOnNewPath = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** The address without its search text (`q`). */
const withoutSearch = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete('q');
  return `${url.pathname}?${params.toString()}`;
};
/**
 * A list whose search is typed into its address: each key rewrites `q`, and the page asks once typing
 * pauses, so a new `q` alone starts nothing here; a new stage or page starts the view's data at once.
 */
const notWhileTyping = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
  withoutSearch(currentUrl) !== withoutSearch(nextUrl);

// Under the data layer's pathless layout the employer layout is a nested route, and the remote contract
// wants nested paths relative: "employeer" under the pathless root is /employeer.
const BASE_UNDER_LAYOUT = EMPLOYER_BASE.replace(/^\//, '');

export function createRoutes(env: RemoteEnv): RemoteRoutesInstance {
  // Every page is an employer's: a loader whose session token has just gone asks nothing (the guard sends
  // the visitor to sign in). What is cached is kept apart per employer by its keys (lib/query-keys.ts), so
  // a second employer signed in in the same tab never sees the first one's jobs, applicants or notes.
  const data = createRemoteData(env, { requireToken: true });

  const routes = data.routes([
    {
      path: BASE_UNDER_LAYOUT,
      Component: EmployerLayout,
      // The header's signed-in parts (the bell, the Messages link): see employer-layout.tsx.
      handle: { title: 'Employer', auth: 'employeer', code: 'employer-header' },
      children: [
        {
          // A redirect from the loader: the server answers it as one (a 302, not an empty page that the
          // browser moves on from once its code runs), and the browser's router follows it the same way.
          index: true,
          loader: () => redirect(EMPLOYER_PATHS.dashboard),
          handle: { title: 'Dashboard' },
        },
        {
          path: 'employeer-dashboard',
          Component: DashboardPage,
          loader: () =>
            data.load((client, viewer) =>
              Promise.all([
                client.prefetchQuery(overviewQuery(viewer.key)),
                viewer.user && client.prefetchQuery(upcomingInterviewsQuery(viewer.key)),
              ]),
            ),
          handle: { title: 'Dashboard' },
        },
        {
          path: 'post-jobs',
          lazy: () => postJobPages().then((m) => ({ Component: m.PostJobPage })),
          handle: { title: 'Post Jobs', code: 'post-job' },
        },
        {
          path: 'jobs/:jobId/edit',
          loader: ({ params }) =>
            data.load((client, viewer) => client.prefetchQuery(jobQuery(viewer.key, params.jobId ?? ''))),
          lazy: () => postJobPages().then((m) => ({ Component: m.EditJobPage })),
          handle: { title: 'Edit Job', code: 'post-job' },
        },
        {
          path: 'manage-jobs',
          loader: () => data.load((client, viewer) => client.prefetchQuery(employerJobsQuery(viewer.key))),
          shouldRevalidate: onlyOnNewPath,
          lazy: () =>
            import(/* webpackChunkName: "manage-jobs" */ '../features/manage-jobs').then((m) => ({
              Component: m.ManageJobsPage,
            })),
          handle: { title: 'Manage Jobs', code: 'manage-jobs' },
        },
        {
          // The product's original address (the job in navigation state): on to the job's own.
          path: 'applicants',
          lazy: () => applicantsPages().then((m) => ({ Component: m.LegacyApplicantsPage })),
          handle: { title: 'Applicants', code: 'applicants' },
        },
        {
          path: 'jobs/:jobId/applicants',
          loader: ({ params, request }) =>
            data.load((client, viewer) =>
              Promise.all([
                client.prefetchQuery(listViewQuery(viewer.key, queryOf(request), params.jobId)),
                client.prefetchQuery(jobQuery(viewer.key, params.jobId ?? '')),
              ]),
            ),
          shouldRevalidate: notWhileTyping,
          lazy: () => applicantsPages().then((m) => ({ Component: m.ApplicantsPage })),
          handle: { title: 'Applicants', head: 'page', code: 'applicants' },
        },
        {
          path: 'applications/:applicationId',
          loader: ({ params }) =>
            data.load((client, viewer) => {
              const id = params.applicationId ?? '';
              return Promise.all([
                client.prefetchQuery(applicationQuery(viewer.key, id)),
                viewer.user && client.prefetchQuery(applicationInterviewsQuery(viewer.key, id)),
              ]);
            }),
          lazy: () => applicantsPages().then((m) => ({ Component: m.ApplicationPage })),
          handle: { title: 'Applicant Profile', head: 'page', code: 'applicants' },
        },
        {
          path: 'candidates',
          loader: ({ request }) =>
            data.load((client, viewer) => client.prefetchQuery(listViewQuery(viewer.key, queryOf(request)))),
          shouldRevalidate: notWhileTyping,
          lazy: () => applicantsPages().then((m) => ({ Component: m.AllCandidatesPage })),
          handle: { title: 'All Candidates', code: 'applicants' },
        },
        ...['messages', 'messages/:applicationId'].map((path) => ({
          path,
          lazy: () =>
            import(/* webpackChunkName: "messages" */ '../features/messages').then((m) => ({
              Component: m.MessagesPage,
            })),
          // The conversations and the open one start with the page's code, not once it has rendered.
          loader: ({ params }: LoaderFunctionArgs) =>
            data.load(async (client, viewer) => {
              if (viewer.user) await prefetchMessages(client, viewer.key, params.applicationId);
            }),
          handle: { title: 'Messages', code: 'messages' },
        })),
        {
          path: 'talent',
          loader: ({ request }) =>
            data.load((client, viewer) => client.prefetchQuery(talentQuery(viewer.key, queryOf(request)))),
          lazy: () =>
            import(/* webpackChunkName: "talent" */ '../features/talent').then((m) => ({
              Component: m.TalentPage,
            })),
          handle: { title: 'Talent Pool', code: 'talent' },
        },
        {
          path: 'company-profile',
          lazy: () =>
            import(/* webpackChunkName: "company-profile" */ '../features/company-profile').then((m) => ({
              Component: m.CompanyProfilePage,
            })),
          handle: { title: 'Company Profile', code: 'company-profile' },
        },
        { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } },
      ],
    },
  ]);
  return { routes, dehydrate: () => data.dehydrate() };
}
