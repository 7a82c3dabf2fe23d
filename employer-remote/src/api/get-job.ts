import type { JobDetail } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/**
 * GET /api/jobs/:id: one of the employer's jobs (to edit, to copy, to title its applicants), with its
 * screening questions and their knock-outs (the API gives those to the job's employer only).
 */
export async function getJob(jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await apiClient.get<JobDetail>(API_PATHS.job(jobId), { signal });
  return data;
}
