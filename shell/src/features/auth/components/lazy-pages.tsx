// The login, signup and password pages load on demand: the landing page (the site's entry) never downloads the form
// code, the validators' callers or the upload logic. They are React Router's lazy routes, so whoever
// renders the route loads the page first: the server before rendering it, the browser before hydrating a
// page the server rendered (a click meanwhile reaches a page that is there) and, on a navigation, while
// the current page stays on screen. A page rendered in the browser alone shows the fallback for a moment.
import { PageState } from '@portal/shared-ui/page-state';
import type { RouteObject } from 'react-router-dom';

function PageFallback() {
  return <PageState kind="loading" title="Loading..." className="min-h-screen bg-gray-50" />;
}

export const loginRoute = {
  HydrateFallback: PageFallback,
  lazy: async () => ({ Component: (await import('./login-page')).LoginPage }),
} satisfies RouteObject;

export const signupRoute = {
  HydrateFallback: PageFallback,
  lazy: async () => ({ Component: (await import('./signup-page')).SignupPage }),
} satisfies RouteObject;

export const forgotPasswordRoute = {
  HydrateFallback: PageFallback,
  lazy: async () => ({ Component: (await import('./forgot-password-page')).ForgotPasswordPage }),
} satisfies RouteObject;

export const resetPasswordRoute = {
  HydrateFallback: PageFallback,
  lazy: async () => ({ Component: (await import('./reset-password-page')).ResetPasswordPage }),
} satisfies RouteObject;
