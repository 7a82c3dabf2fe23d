import type { ApplyReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** POST /api/applications/:id, no body. */
export async function applyToJob(jobId: string): Promise<ApplyReply> {
  const { data } = await apiClient.post<ApplyReply>(API_PATHS.apply(jobId));
  return data;
}
