// Public API of @portal/shared-data: the remotes' one data layer (TanStack Query with the portal's defaults),
// made per environment of the remote contract (a page in the browser, a request on the host's server).
export { createQueryClient, httpStatusOf, QUERY_DEFAULTS } from './query-client';
export { isCancelled, logAndRethrow } from './failures';
export { invalidateRoots, patchEverywhere } from './cache-writes';
export {
  createRemoteData,
  QueryLayout,
  RemoteDataProvider,
  SERVER_DATA_BUDGET_MS,
  useRemoteEnv,
  type LoadResult,
  type LoadViewer,
  type RemoteData,
  type RemoteDataOptions,
} from './remote-data';
export { EVERYONE, GUEST, resourceKeys, useViewerKey, viewerKey, type ResourceKeys } from './query-keys';
export { useAddressParams, type WriteAddressParams } from './address-params';
