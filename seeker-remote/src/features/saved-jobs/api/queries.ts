import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-cache';
import { getSavedJobs } from './get-saved-jobs';

export const savedJobKeys = {
  all: [QUERY_ROOTS.savedJobs] as const,
  list: (viewer: string) => [QUERY_ROOTS.savedJobs, viewer] as const,
};

/** The signed-in seeker's saved jobs. A failed load is logged; the page offers to try again. */
export function savedJobsQuery(viewer: string) {
  return queryOptions({
    queryKey: savedJobKeys.list(viewer),
    queryFn: async ({ signal }) => {
      try {
        return await getSavedJobs(signal);
      } catch (error) {
        console.error('Failed to load saved jobs', error);
        throw error;
      }
    },
  });
}
