import { lazy, Suspense } from 'react';
import { usePendingSignIn } from './re-sign-in';

// The dialog's code loads when a session is first refused: most visits never see it.
const ReSignInDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "re-sign-in" */ './re-sign-in-dialog')).ReSignInDialog,
}));

/** Where the sign-in-again dialog opens, over whatever page is shown (the root layout renders it). */
export function SessionRefusedHost() {
  const pending = usePendingSignIn();
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ReSignInDialog pending={pending} />
    </Suspense>
  );
}
