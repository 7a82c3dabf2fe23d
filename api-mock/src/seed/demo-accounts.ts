// The demo accounts the seed creates, in one place: the seed writes them into the database, and the sign-in
// hints (standalone page, site banner), the tests and the benchmarks sign in with them. No imports, so
// browser code (development builds), plain Node scripts and tests can all load it.

/** The password of every seeded account. */
export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_EMPLOYER_EMAIL = 'employer@demo.test';
export const DEMO_SEEKER_EMAIL = 'seeker@demo.test';
/** How many numbered job seekers (seeker1…seeker30@demo.test) the seed adds beside the demo seeker. */
export const SEEDED_SEEKERS = 30;

/** The demo employer and job seeker, as the login form takes them. */
export const DEMO = {
  employer: { email: DEMO_EMPLOYER_EMAIL, password: DEMO_PASSWORD },
  seeker: { email: DEMO_SEEKER_EMAIL, password: DEMO_PASSWORD },
} as const;

/** The e-mail of seeded job seeker `n` (1…SEEDED_SEEKERS): tests that need a seeker of their own take one. */
export function seededSeekerEmail(n: number): string {
  return `seeker${n}@demo.test`;
}

/** Seeded job seeker `n`'s credentials. */
export function seededSeeker(n: number): { email: string; password: string } {
  return { email: seededSeekerEmail(n), password: DEMO_PASSWORD };
}
