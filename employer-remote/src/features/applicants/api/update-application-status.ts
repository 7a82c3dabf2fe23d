import type { ChangeStatusBody, ChangeStatusReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** What a rejection carries: its reason (the employer's record) and a message for the candidate. */
export type StatusExtras = Pick<ChangeStatusBody, 'reason' | 'message'>;

/** PUT /api/applications/:id/status with { status } (and a rejection's reason and message). */
export async function updateApplicationStatus(
  applicationId: string,
  status: ChangeStatusBody['status'],
  extras: StatusExtras = {},
): Promise<ChangeStatusReply> {
  const body: ChangeStatusBody = { status, ...extras };
  const { data } = await apiClient.put<ChangeStatusReply>(API_PATHS.applicationStatus(applicationId), body);
  return data;
}
