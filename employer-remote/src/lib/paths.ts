// Absolute paths of the employer pages (the remote owns /employeer/*, that spelling everywhere), and the
// navigation state they pass each other. The product passes ids in navigation state rather than in the URL
// (the applicants page needs a job id in it, edit mode is a job id in it), so every page reads its state
// through the helpers below: the state is `unknown` at run time (it survives reloads through history).
import { EMPLOYER_BASE } from '../app/route-patterns';

export { EMPLOYER_BASE };

export const EMPLOYER_PATHS = {
  dashboard: `${EMPLOYER_BASE}/employeer-dashboard`,
  postJobs: `${EMPLOYER_BASE}/post-jobs`,
  manageJobs: `${EMPLOYER_BASE}/manage-jobs`,
  companyProfile: `${EMPLOYER_BASE}/company-profile`,
  applicants: `${EMPLOYER_BASE}/applicants`,
  candidates: `${EMPLOYER_BASE}/candidates`,
} as const;

/** Post-jobs: edit mode (`jobId`), or a new job prefilled from an existing one (`copyOf`). */
export interface PostJobState {
  jobId?: string;
  copyOf?: string;
}

/** Applicants: the job whose pipeline to show, and optionally the applicant to open at once. */
export interface ApplicantsState {
  jobId: string;
  applicationId?: string;
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
