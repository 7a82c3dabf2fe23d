// The module the shell loads as `seeker/pages` (fixed contract): one component per seeker route. /find-jobs is
// the landing route of every seeker, so it is bundled here; the other pages load on demand.
import '../styles.css';
import { LoadingScreen } from '@portal/shared-ui';
import { lazy, Suspense, type ComponentType } from 'react';

export { FindJobsPage } from './routes/find-jobs-page';

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  const Page = lazy<ComponentType>(async () => ({ default: (await load())[name] }));
  function LazyPage() {
    return (
      <Suspense fallback={<LoadingScreen text="Loading..." />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}

const loadJobDetail = () => import('./routes/job-detail-page');
export const JobDetailPage = lazyPage(loadJobDetail, 'JobDetailPage');

// Opening a job is the next step from /find-jobs: fetch its (small) chunk once the browser is idle, so the
// first click does not wait for it.
if (typeof window !== 'undefined') {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  idle(() => void loadJobDetail().catch(() => undefined));
}
export const SavedJobsPage = lazyPage(() => import('./routes/saved-jobs-page'), 'SavedJobsPage');
export const ProfilePage = lazyPage(() => import('./routes/profile-page'), 'ProfilePage');
