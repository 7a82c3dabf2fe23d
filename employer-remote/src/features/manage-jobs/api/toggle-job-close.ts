import type { ToggleCloseReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** PUT /api/jobs/:id/toggle-close: flips Active/Closed. */
export async function toggleJobClose(jobId: string): Promise<ToggleCloseReply> {
  const { data } = await apiClient.put<ToggleCloseReply>(API_PATHS.toggleClose(jobId));
  return data;
}
