import type { SaveJobReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** PUT /api/jobs/:id/extend: the job stays listed longer; the job as it is now (its new validThrough). */
export async function extendJob(jobId: string): Promise<SaveJobReply> {
  const { data } = await apiClient.put<SaveJobReply>(API_PATHS.extendJob(jobId));
  return data;
}
