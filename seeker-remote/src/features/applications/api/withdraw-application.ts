import type { WithdrawReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/**
 * DELETE /api/applications/:id: withdraws (deletes) the caller's application; the employer no longer sees
 * it. Only Applied and Review can be withdrawn: the server answers 409 with its reason otherwise.
 */
export async function withdrawApplication(applicationId: string): Promise<WithdrawReply> {
  const { data } = await apiClient.delete<WithdrawReply>(API_PATHS.application(applicationId));
  return data;
}
