// The module the shell loads as `employer/routes` (the remote contract, @portal/remote-contract): every
// /employeer page as react-router route objects under the employer layout, inside the remote's one data
// layer (withQueryClient). The layout's handle.auth lets only signed-in employers in (applied by whoever
// mounts the routes, with their loaders); the dashboard and the not-found page ship with this module, the
// other pages are lazy chunks.
import type { RemoteRoute } from '@portal/remote-contract';
import { getStoredToken } from '@portal/shared-auth';
import { withQueryClient } from '@portal/shared-data';
import { Navigate } from 'react-router-dom';
import { firstPageQuery } from '../features/applicants/api/queries';
import { DashboardPage, overviewQuery } from '../features/dashboard';
import { employerJobsQuery } from '../features/manage-jobs/api/queries';
import { EmployerLayout } from '../features/layout';
import { NotFoundPage } from '../features/not-found';
import { EMPLOYER_PATHS } from '../lib/paths';
import { queryClient } from './query-client';
import { EMPLOYER_BASE } from './route-patterns';
import '../styles.css';

const applicantsPages = () => import('../features/applicants');

// Under the data layer's pathless layout the employer layout is a nested route, and the remote contract
// wants nested paths relative: "employeer" under the pathless root is /employeer.
const BASE_UNDER_LAYOUT = EMPLOYER_BASE.replace(/^\//, '');

/**
 * What a page's loader does with its first request: starts it as soon as the route matches, in parallel
 * with loading the page's code, into the cache the page reads (same key), and does not wait for it (the page
 * shows its own loading state). A fresh answer is reused, so moving around does not refetch it every time.
 */
const prefetched = (prefetch: () => Promise<void>) => {
  // The route guard lets a loader run for a session whose stored token has just gone (RequireAuth then
  // sends the visitor to /login with the way back); a request without a token would 401 and cut that short.
  if (getStoredToken()) void prefetch();
  return null;
};

export const routes: RemoteRoute[] = withQueryClient(queryClient, [
  {
    path: BASE_UNDER_LAYOUT,
    Component: EmployerLayout,
    handle: { title: 'Employer', auth: 'employeer' },
    children: [
      {
        index: true,
        element: <Navigate to={EMPLOYER_PATHS.dashboard} replace />,
        handle: { title: 'Dashboard' },
      },
      {
        path: 'employeer-dashboard',
        Component: DashboardPage,
        loader: () => prefetched(() => queryClient.prefetchQuery(overviewQuery())),
        handle: { title: 'Dashboard' },
      },
      {
        path: 'post-jobs',
        lazy: () => import('../features/post-job').then((m) => ({ Component: m.PostJobPage })),
        handle: { title: 'Post Jobs' },
      },
      {
        path: 'manage-jobs',
        loader: () => prefetched(() => queryClient.prefetchQuery(employerJobsQuery())),
        lazy: () => import('../features/manage-jobs').then((m) => ({ Component: m.ManageJobsPage })),
        handle: { title: 'Manage Jobs' },
      },
      {
        path: 'applicants',
        lazy: () => applicantsPages().then((m) => ({ Component: m.ApplicantsPage })),
        handle: { title: 'Applicants' },
      },
      {
        path: 'candidates',
        loader: () => prefetched(() => queryClient.prefetchQuery(firstPageQuery())),
        lazy: () => applicantsPages().then((m) => ({ Component: m.AllCandidatesPage })),
        handle: { title: 'All Candidates' },
      },
      {
        path: 'company-profile',
        lazy: () => import('../features/company-profile').then((m) => ({ Component: m.CompanyProfilePage })),
        handle: { title: 'Company Profile' },
      },
      { path: '*', Component: NotFoundPage, handle: { title: 'Page not found' } },
    ],
  },
]);
