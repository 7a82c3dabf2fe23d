import type { JobBody, SaveJobReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** POST /api/jobs. */
export async function createJob(body: JobBody): Promise<SaveJobReply> {
  const { data } = await apiClient.post<SaveJobReply>(API_PATHS.jobs, body);
  return data;
}

/** PUT /api/jobs/:id. */
export async function updateJob(jobId: string, body: JobBody): Promise<SaveJobReply> {
  const { data } = await apiClient.put<SaveJobReply>(API_PATHS.job(jobId), body);
  return data;
}
