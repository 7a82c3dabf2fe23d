import type { BulkStatusBody, BulkStatusReply } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import type { StatusExtras } from './update-application-status';

/**
 * PUT /api/applications/status: moves up to 100 applications to one stage in one call. The reply says,
 * per application, whether it moved, already had the stage, or failed (and why), and how to undo the move
 * while its window is open; a call that fails as a whole moved nothing.
 */
export async function moveApplications(
  ids: string[],
  status: ApplicationStatus,
  extras: StatusExtras = {},
): Promise<BulkStatusReply> {
  const body: BulkStatusBody = { ids, status, ...extras };
  const { data } = await apiClient.put<BulkStatusReply>(API_PATHS.bulkStatus, body);
  return data;
}
