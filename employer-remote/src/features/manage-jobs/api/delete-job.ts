import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** DELETE /api/jobs/:id. */
export async function deleteJob(jobId: string): Promise<void> {
  await apiClient.delete(API_PATHS.job(jobId));
}
