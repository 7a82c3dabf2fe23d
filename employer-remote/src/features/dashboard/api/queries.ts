// The dashboard's query (kept apart from the request, which tests replace).
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '../../../lib/log-failure';
import { queryKeys } from '../../../lib/query-keys';
import { getOverview } from './get-overview';

/** The viewer's offset from UTC in minutes (east positive): the chart's days start at their midnight. */
export const viewerUtcOffset = () => -new Date().getTimezoneOffset() || 0;

/**
 * The dashboard's query. The route's loader prefetches it with the same key the page reads, so the
 * figures are requested while the page's code is still loading.
 */
export function overviewQuery(utcOffsetMinutes = viewerUtcOffset()) {
  return queryOptions({
    queryKey: queryKeys.overview(utcOffsetMinutes),
    queryFn: ({ signal }) =>
      getOverview(utcOffsetMinutes, signal).catch(logAndRethrow('Failed to load the dashboard')),
  });
}
