import type { EmployerApplicationsQuery, EmployerApplicationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/**
 * GET /api/applications/employer: the applications to the employer's jobs (one job's pipeline with
 * `jobId`), filtered by stage and searched by name, e-mail or job title, with per-stage counts.
 */
export async function getEmployerApplications(
  query: EmployerApplicationsQuery,
  signal?: AbortSignal,
): Promise<EmployerApplicationsReply> {
  // Empty filters are left out: the URL says only what narrows the list.
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined),
  );
  const { data } = await apiClient.get<EmployerApplicationsReply>(API_PATHS.employerApplications, {
    params,
    signal,
  });
  return data;
}
