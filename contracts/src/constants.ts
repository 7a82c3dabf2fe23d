// Plain values shared by the server and the front ends. No schema library here, so a front end that
// imports `@portal/contracts/constants` ships only these few bytes.

export const ROLES = ['jobseeker', 'employeer'] as const;
export type Role = (typeof ROLES)[number];

export const JOB_TYPES = ['Remote', 'Full-Time', 'Part-Time', 'Contract', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_CATEGORIES = [
  'Engineering',
  'Design',
  'Marketing',
  'Sales',
  'IT & Software',
  'Customer Service',
  'Product',
  'Operations',
  'Finance',
  'HR',
  'Other',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** Display labels: the value `HR` is shown as "Human Resources" (SPEC §3). */
export const CATEGORY_LABELS: Record<JobCategory, string> = {
  Engineering: 'Engineering',
  Design: 'Design',
  Marketing: 'Marketing',
  Sales: 'Sales',
  'IT & Software': 'IT & Software',
  'Customer Service': 'Customer Service',
  Product: 'Product',
  Operations: 'Operations',
  Finance: 'Finance',
  HR: 'Human Resources',
  Other: 'Other',
};

/** Orders of the job list (`sort` of GET /api/jobs). Without one: relevance with a keyword, newest without. */
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Salary',
};

/** "Date posted" windows (`datePosted` of GET /api/jobs); no value (or "") is "Any time". */
export const DATE_POSTED = ['24h', '7d', '30d'] as const;
export type DatePosted = (typeof DATE_POSTED)[number];
export const DATE_POSTED_LABELS: Record<DatePosted | '', string> = {
  '': 'Any time',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};
export const DATE_POSTED_MS: Record<DatePosted, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

export const APPLICATION_STATUSES = ['Applied', 'Review', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Business limits (SPEC §9 and the api-mock issue). */
export const LIMITS = {
  requestTimeoutMs: 80_000,
  avatarMaxBytes: 5 * 1024 * 1024,
  resumeMaxBytes: 10 * 1024 * 1024,
  passwordMinLength: 8,
  jobsPageSizeDefault: 20,
  jobsPageSizeMax: 100,
  similarJobsDefault: 4,
  similarJobsMax: 20,
} as const;

/** Keys in the browser's localStorage (SPEC §3). */
export const STORAGE_KEYS = { token: 'token', refreshToken: 'refreshToken', user: 'user' } as const;
