import type { AnalyticsOverviewReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/analytics/overview: the employer's counts, trends and recent items. */
export async function getOverview(): Promise<AnalyticsOverviewReply> {
  const { data } = await apiClient.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview);
  return data;
}

// A prefetch started when the remote's routes load on the dashboard URL, so the figures do not wait for
// React to render and commit the page first. Used once, then forgotten (later visits fetch fresh data).
export interface PrefetchedOverview {
  promise: Promise<AnalyticsOverviewReply>;
  data?: AnalyticsOverviewReply;
}
let prefetched: PrefetchedOverview | null = null;

export function prefetchOverview(): void {
  if (prefetched) return;
  const entry: PrefetchedOverview = { promise: getOverview() };
  entry.promise.then(
    (data) => {
      entry.data = data;
    },
    () => undefined, // the page's own load reports failures
  );
  prefetched = entry;
}

/** The prefetch, if any (its data when already there), consumed by the first dashboard render. */
export function takePrefetchedOverview(): PrefetchedOverview | null {
  const entry = prefetched;
  prefetched = null;
  return entry;
}
