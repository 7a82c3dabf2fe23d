import type { JobDetail } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/**
 * GET /api/jobs/:id: public, with the company's About data. The server reads the caller from the token
 * (when there is one) for isSaved and applicationStatus.
 */
export async function getJob(jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await apiClient.get<JobDetail>(API_PATHS.job(jobId), { signal });
  return data;
}
