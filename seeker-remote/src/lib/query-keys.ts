// What the seeker remote keeps in its query cache, by the first part of each key (shared-data's one shape,
// `[root, kind, viewer, ...inputs]`): a write names the roots it changes (./cache-updates).
export const QUERY_ROOTS = {
  jobs: 'jobs',
  savedJobs: 'saved-jobs',
  applications: 'applications',
  notifications: 'notifications',
  alerts: 'job-alerts',
  mail: 'mail',
  discovery: 'discovery',
  recommendations: 'recommendations',
} as const;
