// The query of one job (kept apart from the request, which tests replace).
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '../lib/log-failure';
import { queryKeys } from '../lib/query-keys';
import { getJob } from './get-job';

export function jobQuery(jobId: string) {
  return queryOptions({
    queryKey: queryKeys.job(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal).catch(logAndRethrow('Failed to load the job')),
  });
}
