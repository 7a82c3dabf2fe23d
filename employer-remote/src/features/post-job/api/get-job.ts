import type { Job } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/jobs/:id (edit prefill). */
export async function getJob(jobId: string): Promise<Job> {
  const { data } = await apiClient.get<Job>(API_PATHS.job(jobId));
  return data;
}
