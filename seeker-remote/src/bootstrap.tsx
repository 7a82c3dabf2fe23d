// Standalone page of the seeker remote, for the seeker team: the routes the shell mounts (./app/routes),
// guarded the same way, with the real session and API. Not part of what the shell loads.
import './standalone.css';
import { startStandalone } from '@portal/standalone';
import { SEEKER_PATHS } from './app/route-patterns';
import { createRoutes } from './app/routes';

void startStandalone({
  name: 'seeker',
  // The same routes the shell mounts, made for this page.
  routes: createRoutes({ target: 'browser', siteUrl: window.location.origin, signedIn: false }).routes,
  home: SEEKER_PATHS.findJobs,
  // The demo sign-in exists in development builds only: a production build drops this branch.
  devSignIn: __PORTAL_DEV__
    ? { role: 'jobseeker', load: () => import('@portal/standalone/dev-sign-in') }
    : undefined,
});
