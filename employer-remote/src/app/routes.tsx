// The module the shell loads as `employer/routes` (the remote contract, @portal/remote-contract): every
// /employeer page as react-router route objects under the employer layout. The layout's handle.auth lets
// only signed-in employers in (applied by whoever mounts the routes, with their loaders); the dashboard
// ships with this module, the other pages are lazy chunks.
import type { RemoteRoute } from '@portal/remote-contract';
import { Navigate } from 'react-router-dom';
import { DashboardPage, prefetchOverview } from '../features/dashboard';
import { EmployerLayout } from '../features/layout';
import { EMPLOYER_PATHS } from '../lib/paths';
import { EMPLOYER_BASE } from './route-patterns';
import '../styles.css';

const toDashboard = <Navigate to={EMPLOYER_PATHS.dashboard} replace />;

export const routes: RemoteRoute[] = [
  {
    path: EMPLOYER_BASE,
    Component: EmployerLayout,
    handle: { title: 'Employer', auth: 'employeer' },
    children: [
      { index: true, element: toDashboard, handle: { title: 'Dashboard' } },
      {
        path: 'employeer-dashboard',
        Component: DashboardPage,
        // The dashboard is the landing page of every employer session: its figures are requested as soon as
        // the route matches, in parallel with rendering (the page takes the prefetch when it mounts).
        loader: () => {
          prefetchOverview();
          return null;
        },
        shouldRevalidate: () => false,
        handle: { title: 'Dashboard' },
      },
      {
        path: 'post-jobs',
        lazy: () => import('../features/post-job').then((m) => ({ Component: m.PostJobPage })),
        handle: { title: 'Post Jobs' },
      },
      {
        path: 'manage-jobs',
        lazy: () => import('../features/manage-jobs').then((m) => ({ Component: m.ManageJobsPage })),
        handle: { title: 'Manage Jobs' },
      },
      {
        path: 'applicants',
        lazy: () => import('../features/applicants').then((m) => ({ Component: m.ApplicantsPage })),
        handle: { title: 'Applicants' },
      },
      {
        path: 'company-profile',
        lazy: () => import('../features/company-profile').then((m) => ({ Component: m.CompanyProfilePage })),
        handle: { title: 'Company Profile' },
      },
      { path: '*', element: toDashboard, handle: { title: 'Dashboard' } },
    ],
  },
];
