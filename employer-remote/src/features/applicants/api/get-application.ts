import type { ApplicationReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/applications/:id: one application to one of the employer's jobs. */
export async function getApplication(applicationId: string, signal?: AbortSignal): Promise<ApplicationReply> {
  const { data } = await apiClient.get<ApplicationReply>(API_PATHS.application(applicationId), { signal });
  return data;
}
