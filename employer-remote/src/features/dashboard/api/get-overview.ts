import type { AnalyticsOverviewReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/analytics/overview: the employer's counts, trends, recent items and applications per day. */
export async function getOverview(
  utcOffsetMinutes: number,
  signal?: AbortSignal,
): Promise<AnalyticsOverviewReply> {
  const { data } = await apiClient.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview, {
    params: { utcOffsetMinutes },
    signal,
  });
  return data;
}
