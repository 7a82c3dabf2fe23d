// The shell's catch-all page (lazy: loaded only when no other route serves a URL). Either no remote claims
// the URL (not found), or the remote that would serve it could not be loaded (unavailable, with a retry
// that runs the navigation, and so the remote's discovery, again). Its loader is the route's own
// (../../app/router.tsx): the server's says 404.
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { NotFoundPage } from '../not-found';
import { forgetFailure } from './mount-remote';
import { RemoteUnavailable } from './remote-unavailable';

export function Component() {
  const { unavailable } = useLoaderData<{ unavailable: boolean }>();
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
