import type { SaveToggleReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** POST /api/save-jobs/:id */
export async function saveJob(jobId: string): Promise<SaveToggleReply> {
  const { data } = await apiClient.post<SaveToggleReply>(API_PATHS.saveJob(jobId));
  return data;
}

/** DELETE /api/save-jobs/:id */
export async function unsaveJob(jobId: string): Promise<SaveToggleReply> {
  const { data } = await apiClient.delete<SaveToggleReply>(API_PATHS.saveJob(jobId));
  return data;
}
