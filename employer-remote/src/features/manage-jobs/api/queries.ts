// The Manage Jobs queries (kept apart from the requests, which tests replace).
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '../../../lib/log-failure';
import { queryKeys } from '../../../lib/query-keys';
import { getEmployerJobs } from './get-employer-jobs';

export function employerJobsQuery() {
  return queryOptions({
    queryKey: queryKeys.employerJobs(),
    queryFn: ({ signal }) => getEmployerJobs(signal).catch(logAndRethrow('Failed to fetch jobs')),
  });
}
