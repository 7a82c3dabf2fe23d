// The login and signup pages load on demand: the landing page (the site's entry) never downloads the form
// code, the validators' callers or the upload logic. Navigations run in a transition, so the current page
// stays on screen while the chunk arrives; a direct visit shows the fallback for a moment.
import { lazy, Suspense } from 'react';

const LoginPageLazy = lazy(async () => ({ default: (await import('./login-page')).LoginPage }));
const SignupPageLazy = lazy(async () => ({ default: (await import('./signup-page')).SignupPage }));

function PageFallback() {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center bg-gray-50 text-gray-600">
      <span
        aria-hidden="true"
        className="mr-3 h-6 w-6 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
      />
      Loading...
    </div>
  );
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
