// Absolute paths of the employer pages (the remote owns /employeer/*, that spelling everywhere), and the
// navigation state they pass each other. Every view has an address of its own (a job's applicants, one
// application, editing a job), so it opens in a new tab, survives a reload and can be sent to a colleague;
// navigation state only carries extras (where to return, what to highlight). The product's original entry
// points passed ids in navigation state (`/employeer/applicants` with `{ jobId }`, `/employeer/post-jobs`
// with `{ jobId }`): those still work and lead on to the new addresses. State is `unknown` at run time (it
// survives reloads through history), so every page reads it through the helpers below.
import { EMPLOYER_BASE } from '../app/route-patterns';

export { EMPLOYER_BASE };

export const EMPLOYER_PATHS = {
  dashboard: `${EMPLOYER_BASE}/employeer-dashboard`,
  postJobs: `${EMPLOYER_BASE}/post-jobs`,
  manageJobs: `${EMPLOYER_BASE}/manage-jobs`,
  companyProfile: `${EMPLOYER_BASE}/company-profile`,
  applicants: `${EMPLOYER_BASE}/applicants`,
  candidates: `${EMPLOYER_BASE}/candidates`,
  talent: `${EMPLOYER_BASE}/talent`,
  messages: `${EMPLOYER_BASE}/messages`,
} as const;

const id = (value: string) => encodeURIComponent(value);

/** A job's applicants, optionally with one applicant open over them. */
export function jobApplicantsPath(jobId: string, options: { applicant?: string | null } = {}): string {
  const query = options.applicant ? `?applicant=${id(options.applicant)}` : '';
  return `${EMPLOYER_BASE}/jobs/${id(jobId)}/applicants${query}`;
}

/** Editing a job. */
export const editJobPath = (jobId: string): string => `${EMPLOYER_BASE}/jobs/${id(jobId)}/edit`;

/** One application, on a page of its own. */
export const applicationPath = (applicationId: string): string =>
  `${EMPLOYER_BASE}/applications/${id(applicationId)}`;

/** A conversation with a candidate: its id, or an application's (the conversation of its candidate). */
export const conversationPath = (conversationId: string): string =>
  `${EMPLOYER_PATHS.messages}/${id(conversationId)}`;

/** A new job prefilled from an existing one (Duplicate). */
export const copyJobPath = (jobId: string): string => `${EMPLOYER_PATHS.postJobs}?copyOf=${id(jobId)}`;

/** Where a page that was opened from somewhere returns to (Edit Job after saving or cancelling). */
export interface ReturnState {
  returnTo: string;
}

/** A `returnTo` of the employer's own pages from a location's state, or null (never another site). */
export function readReturnTo(state: unknown): string | null {
  const to = readStateString(state, 'returnTo');
  return to && to.startsWith(`${EMPLOYER_BASE}/`) && !to.startsWith('//') ? to : null;
}

/** The dashboard after a publish or an update: which job was saved, to offer a way to it. */
export interface SavedJobState {
  savedJobId: string;
  savedJobTitle: string;
  created: boolean;
}

/** Manage Jobs: a job to show (its page under the current sort) and highlight. */
export interface HighlightJobState {
  highlightJobId: string;
}

/** A non-empty string field of a location's state, or null. */
export function readStateString(state: unknown, key: string): string | null {
  if (state && typeof state === 'object' && key in state) {
    const value = (state as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}

/** Reads `{ jobId }` from a location's state. */
export function readJobId(state: unknown): string | null {
  return readStateString(state, 'jobId');
}
