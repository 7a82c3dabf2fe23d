import type { ChangeStatusBody, ChangeStatusReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** PUT /api/applications/:id/status with { status }. */
export async function updateApplicationStatus(
  applicationId: string,
  status: ChangeStatusBody['status'],
): Promise<ChangeStatusReply> {
  const body: ChangeStatusBody = { status };
  const { data } = await apiClient.put<ChangeStatusReply>(API_PATHS.applicationStatus(applicationId), body);
  return data;
}
