// Absolute paths of the employer pages (the remote owns /employeer/*, that spelling everywhere).
import { EMPLOYER_BASE } from '../app/route-patterns';

export { EMPLOYER_BASE };

export const EMPLOYER_PATHS = {
  dashboard: `${EMPLOYER_BASE}/employeer-dashboard`,
  postJobs: `${EMPLOYER_BASE}/post-jobs`,
  manageJobs: `${EMPLOYER_BASE}/manage-jobs`,
  companyProfile: `${EMPLOYER_BASE}/company-profile`,
  applicants: `${EMPLOYER_BASE}/applicants`,
} as const;

/** Navigation state carried to post-jobs (edit mode) and applicants. */
export interface JobIdState {
  jobId: string;
}

/** Reads `{ jobId }` from a location's state (unknown at runtime: it survives reloads via history). */
export function readJobId(state: unknown): string | null {
  if (state && typeof state === 'object' && 'jobId' in state) {
    const { jobId } = state as { jobId: unknown };
    if (typeof jobId === 'string' && jobId) return jobId;
  }
  return null;
}
