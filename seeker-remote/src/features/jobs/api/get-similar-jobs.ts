import type { Job, SimilarJobsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** How many similar jobs a job page shows. */
export const SIMILAR_JOBS_LIMIT = 3;

/** GET /api/jobs/:id/similar: open jobs like this one, best first (never the job itself). */
export async function getSimilarJobs(jobId: string, signal?: AbortSignal): Promise<Job[]> {
  const { data } = await apiClient.get<SimilarJobsReply>(API_PATHS.similarJobs(jobId), {
    params: { limit: SIMILAR_JOBS_LIMIT },
    signal,
  });
  return Array.isArray(data?.jobs) ? data.jobs : [];
}
