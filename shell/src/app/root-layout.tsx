import { SkipLink } from '@portal/shared-ui/page';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'react-hot-toast';
import { usePageContinuity } from './page-continuity';

/** Toasts top-center, gutter 8 px, max width 350 px, at most 20; durations per type. */
export const TOASTER_PROPS = {
  position: 'top-center',
  gutter: 8,
  toastOptions: {
    style: { maxWidth: 350 },
    blank: { duration: 4000 },
    error: { duration: 4000 },
    custom: { duration: 4000 },
    success: { duration: 2000 },
    loading: { duration: Infinity },
  },
} as const;

export function RootLayout() {
  usePageContinuity();
  return (
    <>
      <SkipLink />
      <Outlet />
      <Toaster {...TOASTER_PROPS} />
    </>
  );
}
