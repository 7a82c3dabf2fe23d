import type { AnalyticsOverviewReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/analytics/overview: the employer's counts, trends and recent items. */
export async function getOverview(): Promise<AnalyticsOverviewReply> {
  const { data } = await apiClient.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview);
  return data;
}
