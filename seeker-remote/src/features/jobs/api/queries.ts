// The jobs' queries: one key per thing the server is asked, carrying every input it sees (the viewer among
// them, since a job's isSaved and applicationStatus are the caller's), and the function that asks it. Pages,
// loaders and mutations all use these, so a loader's prefetch and the page's query are one request and a
// mutation knows exactly which cached data to update.
import type { JobDetail, JobsListReply, JobsQuery } from '@portal/contracts';
import { isCancelled, resourceKeys } from '@portal/shared-data';
import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../../lib/messages';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { getJob } from './get-job';
import { getJobs } from './get-jobs';
import { getSimilarJobs } from './get-similar-jobs';

export const JOBS_PAGE_SIZE = 12;

export type JobsSearchData = InfiniteData<JobsListReply, number>;

const keys = resourceKeys(QUERY_ROOTS.jobs);

export const jobKeys = {
  all: keys.all,
  /** A search from its first page (a URL's `?page=N`; the first page of results when 1). */
  search: (viewer: string, query: JobsQuery, firstPage = 1) =>
    firstPage > 1 ? keys.key('search', viewer, query, firstPage) : keys.key('search', viewer, query),
  detail: (viewer: string, jobId: string) => keys.key('detail', viewer, jobId),
  similar: (viewer: string, jobId: string) => keys.key('similar', viewer, jobId),
};

/**
 * Pages of GET /api/jobs for one search, 12 at a time, from `firstPage` ("Load more" asks for the next). A
 * failed page says "Failed to fetch jobs. Please try again later." once, as it fails: queries are never
 * retried behind the person's back, so each failure they see is one request that failed.
 */
export function jobsSearchQuery(viewer: string, query: JobsQuery, firstPage = 1) {
  return infiniteQueryOptions({
    queryKey: jobKeys.search(viewer, query, firstPage),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getJobs({ ...query, page: pageParam, limit: JOBS_PAGE_SIZE }, signal);
      } catch (error) {
        if (!isCancelled(error)) {
          console.error('Failed to fetch jobs', error);
          toast.error(MESSAGES.fetchJobsFailed);
        }
        throw error;
      }
    },
    initialPageParam: firstPage,
    getNextPageParam: (last: JobsListReply) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/** One job's public page. A failed load is only logged; the page itself says what happened. */
export function jobDetailQuery(viewer: string, jobId: string) {
  return queryOptions({
    queryKey: jobKeys.detail(viewer, jobId),
    queryFn: async ({ signal }): Promise<JobDetail> => {
      try {
        return await getJob(jobId, signal);
      } catch (error) {
        if (!isCancelled(error)) console.error('Failed to load job', error);
        throw error;
      }
    },
  });
}

/** The jobs shown under "Similar jobs" on a job's page. */
export function similarJobsQuery(viewer: string, jobId: string) {
  return queryOptions({
    queryKey: jobKeys.similar(viewer, jobId),
    queryFn: async ({ signal }) => {
      try {
        return await getSimilarJobs(jobId, signal);
      } catch (error) {
        if (!isCancelled(error)) console.error('Failed to load similar jobs', error);
        throw error;
      }
    },
  });
}
