import type { Job } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/jobs/:id: one of the employer's jobs (to edit, to copy, to title its applicants). */
export async function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  const { data } = await apiClient.get<Job>(API_PATHS.job(jobId), { signal });
  return data;
}
