import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { resetRemote, type RemoteName } from '../../federation/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

type Loader = () => Promise<ComponentType>;

// One lazy component per (page, attempt): navigating between pages of a loaded remote never re-suspends,
// and a retry after a failure builds a fresh one that loads the remote again.
const cache = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyFor(key: string, attempt: number, load: Loader) {
  const id = `${key}#${attempt}`;
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => ({ default: await load() }));
    cache.set(id, component);
  }
  return component;
}

const attempts = new Map<RemoteName, number>();

interface RemotePageProps {
  remote: RemoteName;
  /** Cache key of this page, e.g. "seeker/FindJobsPage". */
  page: string;
  load: Loader;
  area: string;
  loadingText?: string;
}

/** Renders a page that lives in a remote, behind Suspense and an error boundary with a retry. */
export function RemotePage({ remote, page, load, area, loadingText = 'Loading...' }: RemotePageProps) {
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const Page = lazyFor(page, attempt, load);
  const retry = () => {
    resetRemote(remote);
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    setAttempt(next);
  };
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense
        fallback={
          <div role="status" className="flex min-h-[50vh] items-center justify-center text-gray-600">
            <span className="mr-3 h-6 w-6 animate-spin rounded-full border-2 border-blue-600 border-t-transparent" />
            {loadingText}
          </div>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
