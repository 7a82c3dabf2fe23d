import type { JobsListReply, JobsQuery } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** Drops empty values so the query string carries only what the user chose. */
export function toJobsParams(query: JobsQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    params[key] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** GET /api/jobs: one page of matches plus the total count. */
export async function getJobs(query: JobsQuery, signal?: AbortSignal): Promise<JobsListReply> {
  const { data } = await apiClient.get<JobsListReply>(API_PATHS.jobs, {
    params: toJobsParams(query),
    signal,
  });
  return data;
}
