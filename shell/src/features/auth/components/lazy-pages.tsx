// The login and signup pages load on demand: the landing page (the site's entry) never downloads the form
// code, the validators' callers or the upload logic. Navigations run in a transition, so the current page
// stays on screen while the chunk arrives; a direct visit shows the fallback for a moment.
import { PageState } from '@portal/shared-ui/page-state';
import { lazy, Suspense } from 'react';

const LoginPageLazy = lazy(async () => ({ default: (await import('./login-page')).LoginPage }));
const SignupPageLazy = lazy(async () => ({ default: (await import('./signup-page')).SignupPage }));

function PageFallback() {
  return <PageState kind="loading" title="Loading..." className="min-h-screen bg-gray-50" />;
}

export function LoginPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <LoginPageLazy />
    </Suspense>
  );
}

export function SignupPage() {
  return (
    <Suspense fallback={<PageFallback />}>
      <SignupPageLazy />
    </Suspense>
  );
}
