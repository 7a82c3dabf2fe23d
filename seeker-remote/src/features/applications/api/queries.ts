import type { ApplicationStatus } from '@portal/contracts/constants';
import type { MyApplicationsReply } from '@portal/contracts';
import { resourceKeys } from '@portal/shared-data';
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { getMyApplications } from './get-my-applications';

export const APPLICATIONS_PAGE_SIZE = 20;

export type MyApplicationsData = InfiniteData<MyApplicationsReply, number>;

const keys = resourceKeys(QUERY_ROOTS.applications);

export const applicationKeys = {
  all: keys.all,
  mine: (viewer: string, status: ApplicationStatus | '') => keys.key('mine', viewer, { status }),
};

/** The seeker's applications with one status ('' for all), 20 at a time. Failures are logged. */
export function myApplicationsQuery(viewer: string, status: ApplicationStatus | '') {
  return infiniteQueryOptions({
    queryKey: applicationKeys.mine(viewer, status),
    queryFn: async ({ pageParam, signal }) => {
      try {
        return await getMyApplications({ status, page: pageParam, limit: APPLICATIONS_PAGE_SIZE }, signal);
      } catch (error) {
        console.error('Failed to load applications', error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last: MyApplicationsReply) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}
