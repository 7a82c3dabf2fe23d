// One of the employer's jobs: the request and its query.
import type { JobDetail } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '@portal/shared-data';
import { queryKeys } from '../lib/query-keys';

/**
 * GET /api/jobs/:id: one of the employer's jobs (to edit, to copy, to title its applicants), with its
 * screening questions and their knock-outs (the API gives those to the job's employer only).
 */
async function getJob(jobId: string, signal?: AbortSignal): Promise<JobDetail> {
  const { data } = await apiClient.get<JobDetail>(API_PATHS.job(jobId), { signal });
  return data;
}

export function jobQuery(viewer: string, jobId: string) {
  return queryOptions({
    queryKey: queryKeys.job(viewer, jobId),
    queryFn: ({ signal }) => getJob(jobId, signal).catch(logAndRethrow('Failed to load the job')),
  });
}
