// The module the shell loads as `seeker/routes` (the remote contract, @portal/remote-contract): the
// seeker's pages as react-router route objects. Access rules are declared in `handle.auth` and applied by
// whoever mounts the routes (guardRoutes), never inside a page. /find-jobs is the landing route of every
// seeker, so it ships with this module; the other pages are lazy chunks.
import '../styles.css';
import type { RemoteRoute } from '@portal/remote-contract';
import { FindJobsPage } from './routes/find-jobs-page';
import { SEEKER_PATHS } from './route-patterns';

const loadJobDetail = () => import('./routes/job-detail-page');

export const routes: RemoteRoute[] = [
  { path: SEEKER_PATHS.findJobs, Component: FindJobsPage, handle: { title: 'Find Jobs' } },
  {
    path: SEEKER_PATHS.jobDetail,
    lazy: () => loadJobDetail().then((m) => ({ Component: m.JobDetailPage })),
    handle: { title: 'Job Details' },
  },
  {
    path: SEEKER_PATHS.savedJobs,
    lazy: () => import('./routes/saved-jobs-page').then((m) => ({ Component: m.SavedJobsPage })),
    handle: { title: 'Saved Jobs', auth: 'jobseeker' },
  },
  {
    path: SEEKER_PATHS.profile,
    lazy: () => import('./routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
    handle: { title: 'Profile', auth: 'jobseeker' },
  },
];

// Opening a job is the next step from /find-jobs: fetch its (small) chunk once the browser is idle, so the
// first click does not wait for it.
if (typeof window !== 'undefined') {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  idle(() => void loadJobDetail().catch(() => undefined));
}
