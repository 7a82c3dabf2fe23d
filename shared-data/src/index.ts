// Public API of @portal/shared-data: the remotes' one data layer (TanStack Query with the portal's defaults).
export { createQueryClient, httpStatusOf, QUERY_DEFAULTS } from './query-client';
export { QueryLayout, withQueryClient } from './data-routes';
