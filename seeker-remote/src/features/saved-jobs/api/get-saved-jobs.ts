import type { SavedJobEntry, SavedJobsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/save-jobs/my. Entries without a job (deleted since) are ignored. */
export async function getSavedJobs(signal?: AbortSignal): Promise<SavedJobEntry[]> {
  const { data } = await apiClient.get<SavedJobsReply>(API_PATHS.savedJobs, { signal });
  return (Array.isArray(data) ? data : []).filter((entry): entry is SavedJobEntry =>
    Boolean(entry && typeof entry === 'object' && entry.job && entry.job._id),
  );
}
