import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { resetRemote, type RemoteName } from '../../federation/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

type Loader = () => Promise<ComponentType>;

// Pages already loaded render at once, with no Suspense fallback: React 19 holds a revealed boundary for
// up to 300 ms after its fallback showed, which would delay a remote page that is in fact ready.
const resolved = new Map<string, ComponentType>();
// One lazy component per (page, attempt): navigating between pages of a loaded remote never re-suspends,
// and a retry after a failure builds a fresh one that loads the remote again.
const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

/** Loads a remote page and remembers it, so that its next render needs no Suspense. */
export async function loadPage(key: string, load: Loader): Promise<ComponentType> {
  const component = await load();
  resolved.set(key, component);
  return component;
}

function lazyFor(key: string, attempt: number, load: Loader) {
  const id = `${key}#${attempt}`;
  let component = lazies.get(id);
  if (!component) {
    component = lazy(async () => ({ default: await loadPage(key, load) }));
    lazies.set(id, component);
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
  const Ready = resolved.get(page);
  const Page = Ready ?? lazyFor(page, attempt, load);
  const retry = () => {
    resetRemote(remote);
    resolved.forEach((_component, key) => key.startsWith(`${remote}/`) && resolved.delete(key));
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    setAttempt(next);
  };
  return (
    <RemoteErrorBoundary key={attempt} area={area} onRetry={retry}>
      <Suspense
        fallback={
          <div role="status" className="flex min-h-[50vh] items-center justify-center text-gray-600">
            <span
              aria-hidden="true"
              className="mr-3 h-6 w-6 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
            />
            {loadingText}
          </div>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
