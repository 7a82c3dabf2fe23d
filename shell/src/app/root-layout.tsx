import { useHydrated } from '@portal/shared-auth';
import { SkipLink } from '@portal/shared-ui/page';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SessionRefusedHost } from '../features/session';
import { PageHead, usePageContinuity } from './page-continuity';
import { TOASTER_PROPS } from '@portal/shared-ui/toaster';

// The toast area loads once the person is anywhere but the landing page, which never shows a toast: the
// site's entry page does not carry react-hot-toast (about 5 KB gzip). Toasts raised before it has loaded
// still show: react-hot-toast keeps them until a Toaster renders them.
const loadToaster = async () => ({
  default: (await import(/* webpackChunkName: "toaster" */ 'react-hot-toast')).Toaster,
});
const Toaster = lazy(loadToaster);

/** Whether a page opened at `pathname` starts loading the toast area at once (the server names its files). */
export const toasterAtStart = (pathname: string): boolean => pathname !== '/';

// Opened at another page, start at once, before a remote asks for react-hot-toast: the page then uses the
// shell's copy, as it always did.
if (typeof window !== 'undefined' && toasterAtStart(window.location.pathname)) void loadToaster();

/**
 * Whether the page needs its toast area: anywhere but the landing page, and only in the browser (toasts are
 * one person's, and the server's toast queue would be everyone's).
 */
function useToastAreaNeeded(): boolean {
  const hydrated = useHydrated();
  const onLanding = useLocation().pathname === '/';
  const [needed, setNeeded] = useState(!onLanding);
  useEffect(() => {
    if (!onLanding) setNeeded(true);
  }, [onLanding]);
  return hydrated && needed;
}

export function RootLayout() {
  usePageContinuity();
  const toastArea = useToastAreaNeeded();
  return (
    <>
      <PageHead />
      <SkipLink />
      <Outlet />
      <SessionRefusedHost />
      {toastArea && (
        <Suspense fallback={null}>
          <Toaster {...TOASTER_PROPS} />
        </Suspense>
      )}
    </>
  );
}
