// Standalone page of the employer remote, for the employer team: the routes the shell mounts
// (./app/routes), guarded the same way, with the real session and API. Not part of what the shell loads.
import './standalone.css';
import { startStandalone } from '@portal/standalone';
import { EMPLOYER_PATHS } from './lib/paths';
import { createRoutes } from './app/routes';

void startStandalone({
  name: 'employer',
  // The same routes the shell mounts, made for this page.
  routes: createRoutes({ target: 'browser', siteUrl: window.location.origin, signedIn: false }).routes,
  home: EMPLOYER_PATHS.dashboard,
  // The demo sign-in exists in development builds only: a production build drops this branch.
  devSignIn: __PORTAL_DEV__
    ? { role: 'employeer', load: () => import('@portal/standalone/dev-sign-in') }
    : undefined,
});
