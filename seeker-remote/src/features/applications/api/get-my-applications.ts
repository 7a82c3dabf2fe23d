import type { MyApplicationsQuery, MyApplicationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/applications/my: the caller's applications, newest first, with per-status counts. */
export async function getMyApplications(
  query: MyApplicationsQuery,
  signal?: AbortSignal,
): Promise<MyApplicationsReply> {
  const params: Record<string, string | number> = {};
  if (query.status) params.status = query.status;
  if (query.page) params.page = query.page;
  if (query.limit) params.limit = query.limit;
  const { data } = await apiClient.get<MyApplicationsReply>(API_PATHS.myApplications, { params, signal });
  return data;
}
