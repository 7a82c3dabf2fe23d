// The shell's catch-all route (lazy: loaded only when no other route serves a URL). Either no remote claims
// the URL (not found), or the remote that would serve it could not be loaded (unavailable, with a retry
// that runs the navigation, and so the remote's discovery, again).
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { NotFoundPage } from '../not-found';
import { failureAt, forgetFailure } from './mount-remote';
import { RemoteUnavailable } from './remote-unavailable';

export function loader({ request }: LoaderFunctionArgs) {
  return { unavailable: failureAt(new URL(request.url).pathname) !== null };
}

export function Component() {
  const { unavailable } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  if (!unavailable) return <NotFoundPage />;
  return (
    <RemoteUnavailable
      onRetry={() => {
        forgetFailure(pathname);
        void revalidator.revalidate();
      }}
    />
  );
}
