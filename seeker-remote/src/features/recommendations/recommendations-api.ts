import type { RecommendationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/jobs/recommended?limit= (job seekers). */
export async function getRecommendations(limit: number, signal?: AbortSignal): Promise<RecommendationsReply> {
  return (await apiClient.get<RecommendationsReply>(API_PATHS.recommendations, { params: { limit }, signal }))
    .data;
}
