// Whether employers can find the job seeker in the talent pool, and the card they then see.
import type { DiscoveryReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { resourceKeys } from '@portal/shared-data';
import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';

const keys = resourceKeys(QUERY_ROOTS.discovery);

export const discoveryKeys = {
  all: keys.all,
  discovery: (viewer: string) => keys.key('card', viewer),
};

/** GET /api/user/discovery */
export function discoveryQuery(viewer: string) {
  return queryOptions({
    queryKey: discoveryKeys.discovery(viewer),
    queryFn: async ({ signal }) =>
      (await apiClient.get<DiscoveryReply>(API_PATHS.discovery, { signal })).data,
  });
}

/** PUT /api/user/discovery */
export async function setDiscovery(discoverable: boolean): Promise<DiscoveryReply> {
  return (await apiClient.put<DiscoveryReply>(API_PATHS.discovery, { discoverable })).data;
}
