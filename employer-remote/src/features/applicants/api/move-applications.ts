import type { BulkStatusBody, BulkStatusReply } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/**
 * PUT /api/applications/status: moves up to 100 applications to one stage in one call. The reply says,
 * per application, whether it moved, already had the stage, or failed (and why); a call that fails as a
 * whole moved nothing.
 */
export async function moveApplications(ids: string[], status: ApplicationStatus): Promise<BulkStatusReply> {
  const body: BulkStatusBody = { ids, status };
  const { data } = await apiClient.put<BulkStatusReply>(API_PATHS.bulkStatus, body);
  return data;
}
