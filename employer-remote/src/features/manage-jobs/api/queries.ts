// The Manage Jobs list: the request and its query.
import type { EmployerJobsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '@portal/shared-data';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/jobs/get-jobs-employeer: every job of the signed-in employer. */
async function getEmployerJobs(signal?: AbortSignal): Promise<EmployerJobsReply> {
  const { data } = await apiClient.get<EmployerJobsReply>(API_PATHS.employerJobs, { signal });
  return Array.isArray(data) ? data : [];
}

export function employerJobsQuery(viewer: string) {
  return queryOptions({
    queryKey: queryKeys.employerJobs(viewer),
    queryFn: ({ signal }) => getEmployerJobs(signal).catch(logAndRethrow('Failed to fetch jobs')),
  });
}
