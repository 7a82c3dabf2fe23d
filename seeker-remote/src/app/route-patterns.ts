// The URLs this remote owns. The build writes ROUTE_PATTERNS into mf-manifest.json, which is how the shell
// learns at run time which URLs load the seeker remote: adding, renaming or removing a page here needs no
// shell change. Keep this file import-free data (the build evaluates it on its own); routes.tsx takes its
// paths from here, and the contract test checks that the two agree.
export const SEEKER_PATHS = {
  findJobs: '/find-jobs',
  jobDetail: '/jobs/:jobId',
  /** A company's public page (its slug; a former one redirects to the current). */
  company: '/companies/:slug',
  savedJobs: '/saved-jobs',
  myApplications: '/my-applications',
  profile: '/profile',
  resume: '/resume',
  jobAlerts: '/job-alerts',
  /** The seeker's conversations with employers, and one of them (by application). */
  messages: '/messages',
  conversation: '/messages/:applicationId',
  /** The pages every e-mail links to (api-mock's mail service names the same paths). */
  emailPreferences: '/email-preferences',
  unsubscribe: '/unsubscribe',
  verifyEmail: '/verify-email',
} as const;

export const ROUTE_PATTERNS: string[] = Object.values(SEEKER_PATHS);
