// Plain values shared by the server and the front ends. No schema library here, so a front end that
// imports `@portal/contracts/constants` ships only these few bytes.

export const ROLES = ['jobseeker', 'employeer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * How a role is named to people, in every app (signup cards, headers, user menus). The product spells the
 * employer role "Employeer" on its signup card, so that spelling is the one label everywhere.
 */
export const ROLE_LABELS: Record<Role, string> = { jobseeker: 'Job Seeker', employeer: 'Employeer' };

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
} as const;

/** Keys in the browser's localStorage (SPEC §3). */
export const STORAGE_KEYS = { token: 'token', refreshToken: 'refreshToken', user: 'user' } as const;
