// The dashboard's request and its query.
import type { AnalyticsOverviewReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient, viewerUtcOffset } from '@portal/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '@portal/shared-data';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/analytics/overview: the employer's counts, trends, recent items and applications per day. */
async function getOverview(utcOffsetMinutes: number, signal?: AbortSignal): Promise<AnalyticsOverviewReply> {
  const { data } = await apiClient.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview, {
    params: { utcOffsetMinutes },
    signal,
  });
  return data;
}

/**
 * The dashboard's query, for the viewer's offset from UTC (the chart's days start at their midnight; on the
 * server, the offset their browser wrote with their session). The route's loader prefetches it with the
 * same key the page reads, so the figures are requested while the page's code is still loading.
 */
export function overviewQuery(viewer: string, utcOffsetMinutes = viewerUtcOffset()) {
  return queryOptions({
    queryKey: queryKeys.overview(viewer, utcOffsetMinutes),
    queryFn: ({ signal }) =>
      getOverview(utcOffsetMinutes, signal).catch(logAndRethrow('Failed to load the dashboard')),
  });
}
