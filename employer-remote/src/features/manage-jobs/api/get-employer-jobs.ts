import type { EmployerJobsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/jobs/get-jobs-employeer: every job of the signed-in employer. */
export async function getEmployerJobs(signal?: AbortSignal): Promise<EmployerJobsReply> {
  const { data } = await apiClient.get<EmployerJobsReply>(API_PATHS.employerJobs, { signal });
  return Array.isArray(data) ? data : [];
}
