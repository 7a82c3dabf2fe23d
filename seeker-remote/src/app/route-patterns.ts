// The URLs this remote owns. The build writes ROUTE_PATTERNS into mf-manifest.json, which is how the shell
// learns at run time which URLs load the seeker remote: adding, renaming or removing a page here needs no
// shell change. Keep this file import-free data but for types (the build evaluates it on its own); routes.tsx takes its
// paths from here, and the contract test checks that the two agree.
import type { DeclaredRequest } from '@portal/shared-auth/prefetch';

export const SEEKER_PATHS = {
  findJobs: '/find-jobs',
  jobDetail: '/jobs/:jobId',
  savedJobs: '/saved-jobs',
  myApplications: '/my-applications',
  profile: '/profile',
  /** The pages every e-mail links to (api-mock's mail service names the same paths). */
  emailPreferences: '/email-preferences',
  unsubscribe: '/unsubscribe',
  verifyEmail: '/verify-email',
} as const;

export const ROUTE_PATTERNS: string[] = Object.values(SEEKER_PATHS);

/**
 * The chunk (webpackChunkName of the page's lazy import) of the pages people arrive at from outside: the
 * build lists their files in the manifest, so a deep link fetches the page's code with the remote's entry.
 */
export const PAGE_CHUNKS: Record<string, string> = {
  [SEEKER_PATHS.findJobs]: 'find-jobs',
  [SEEKER_PATHS.jobDetail]: 'job-detail',
};

/**
 * The API requests these pages make first (exactly as their loaders make them: a test holds the two
 * together), which the host starts with the remote's entry, before the page's code has run.
 */
export const PAGE_DATA: Record<string, DeclaredRequest[]> = {
  [SEEKER_PATHS.findJobs]: [
    {
      path: '/api/jobs',
      query: { page: '1', limit: '12' },
      fromSearch: ['keyword', 'location', 'type', 'category', 'minSalary', 'maxSalary', 'datePosted', 'sort'],
    },
  ],
  [SEEKER_PATHS.jobDetail]: [
    { path: '/api/jobs/:jobId' },
    { path: '/api/jobs/:jobId/similar', query: { limit: '3' } },
  ],
};
