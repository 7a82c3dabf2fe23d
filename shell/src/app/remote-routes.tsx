// The remote-owned routes of the shell's route table. The shell knows each remote's name and what it
// exposes (seeker/pages, employer/routes), never its code.
import type { ComponentType } from 'react';
import { loadEmployerRoutes, loadSeekerPages, type SeekerPagesModule } from '../federation/remotes';
import { loadPage, RemotePage } from '../features/remote/remote-page';

interface RemoteRoute {
  /** Which paths this page serves (for preloading on a cold start). */
  matches: (pathname: string) => boolean;
  key: string;
  load: () => Promise<ComponentType>;
}

const seekerRoute = (name: keyof SeekerPagesModule, matches: RemoteRoute['matches']): RemoteRoute => ({
  key: `seeker/${name}`,
  matches,
  load: async () => (await loadSeekerPages())[name],
});

const ROUTES = {
  findJobs: seekerRoute('FindJobsPage', (p) => p === '/find-jobs'),
  jobDetail: seekerRoute('JobDetailPage', (p) => p.startsWith('/jobs/')),
  savedJobs: seekerRoute('SavedJobsPage', (p) => p === '/saved-jobs'),
  profile: seekerRoute('ProfilePage', (p) => p === '/profile'),
  employer: {
    key: 'employer/routes',
    matches: (p: string) => p.startsWith('/employeer/'),
    load: async () => (await loadEmployerRoutes()).default,
  },
} satisfies Record<string, RemoteRoute>;

const element = (route: RemoteRoute, remote: 'seeker' | 'employer', area: string, loadingText?: string) => (
  <RemotePage remote={remote} page={route.key} area={area} loadingText={loadingText} load={route.load} />
);

export const findJobsElement = element(
  ROUTES.findJobs,
  'seeker',
  'job seeker pages',
  'Finding amazing opportunities....',
);
export const jobDetailElement = element(ROUTES.jobDetail, 'seeker', 'job seeker pages');
export const savedJobsElement = element(ROUTES.savedJobs, 'seeker', 'job seeker pages');
export const profileElement = element(ROUTES.profile, 'seeker', 'job seeker pages');
export const employerElement = element(ROUTES.employer, 'employer', 'employer pages');

/**
 * On a cold start at a remote's URL, starts loading that remote at once and waits for it (at most
 * `timeoutMs`), so the first render shows the page rather than a loading fallback. Failures are left to
 * the route's error boundary.
 */
export async function preloadRemoteFor(pathname: string, timeoutMs = 3000): Promise<void> {
  const route = Object.values(ROUTES).find((r) => r.matches(pathname));
  if (!route) return;
  const loading = loadPage(route.key, route.load).catch(() => undefined);
  await Promise.race([loading, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
}
