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

export const JobDetailPage = lazyPage(() => import('./routes/job-detail-page'), 'JobDetailPage');
export const SavedJobsPage = lazyPage(() => import('./routes/saved-jobs-page'), 'SavedJobsPage');
export const ProfilePage = lazyPage(() => import('./routes/profile-page'), 'ProfilePage');
