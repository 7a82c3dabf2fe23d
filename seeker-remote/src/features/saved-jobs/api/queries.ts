import { resourceKeys } from '@portal/shared-data';
import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { getSavedJobs } from './get-saved-jobs';

const keys = resourceKeys(QUERY_ROOTS.savedJobs);

export const savedJobKeys = {
  all: keys.all,
  list: (viewer: string) => keys.key('list', viewer),
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
