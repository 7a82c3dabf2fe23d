// The URLs this remote owns. The build writes ROUTE_PATTERNS into mf-manifest.json, which is how the shell
// learns at run time that every /employeer URL loads the employer remote: pages are added below
// /employeer with no shell change and no change here. Keep this file import-free data but for types (the
// build evaluates it on its own); the contract test checks these patterns against the routes.
import type { DeclaredRequest } from '@portal/shared-auth/prefetch';

export const EMPLOYER_BASE = '/employeer';

export const ROUTE_PATTERNS: string[] = [EMPLOYER_BASE, `${EMPLOYER_BASE}/*`];

/** The dashboard's figures, as its loader asks for them (a test holds the two together). */
const OVERVIEW: DeclaredRequest = {
  path: '/api/analytics/overview',
  query: { utcOffsetMinutes: '$utcOffsetMinutes' },
  signedIn: true,
};

/**
 * The API requests pages make first, which the host starts with the remote's entry, before the page's code
 * has run. /employeer opens the dashboard.
 */
export const PAGE_DATA: Record<string, DeclaredRequest[]> = {
  [EMPLOYER_BASE]: [OVERVIEW],
  [`${EMPLOYER_BASE}/employeer-dashboard`]: [OVERVIEW],
};
