// What the seeker remote keeps in its query cache, by the first part of each key, and the one way a change
// to a job (saved, applied, withdrawn) reaches every copy of it: a job shows up in search pages, its own
// page, "Similar jobs" and the saved list at once, and each must say the same thing after a click.
import type { Job, SavedJobEntry } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';

export const QUERY_ROOTS = {
  jobs: 'jobs',
  savedJobs: 'saved-jobs',
  applications: 'applications',
  notifications: 'notifications',
  alerts: 'job-alerts',
  mail: 'mail',
  discovery: 'discovery',
  recommendations: 'recommendations',
} as const;

type JobPatch = Partial<Pick<Job, 'isSaved' | 'applicationStatus'>>;

/**
 * `value` with the job `jobId` patched wherever it sits: a job itself, a list of jobs, a page of results
 * (`jobs`), the pages of an infinite query (`pages`) or a saved entry (`job`). Unchanged parts keep their
 * identity, so only what changed renders again.
 */
function patchIn(value: unknown, jobId: string, patch: JobPatch): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchIn(item, jobId, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record._id === jobId && 'applicationStatus' in record && 'isSaved' in record) {
    return { ...record, ...patch };
  }
  let next: Record<string, unknown> | null = null;
  for (const key of ['pages', 'jobs', 'job']) {
    if (!(key in record)) continue;
    const patched = patchIn(record[key], jobId, patch);
    if (patched !== record[key]) next = { ...(next ?? record), [key]: patched };
  }
  return next ?? value;
}

/** Updates the job in every cached list and page of this remote (no refetch: loaded pages stay). */
export function patchCachedJob(client: QueryClient, jobId: string, patch: JobPatch): void {
  client.setQueriesData(
    {
      predicate: (query) =>
        query.queryKey[0] === QUERY_ROOTS.jobs || query.queryKey[0] === QUERY_ROOTS.savedJobs,
    },
    (data: unknown) => patchIn(data, jobId, patch),
  );
}

/** Takes an unsaved job out of the cached saved lists at once (the server has just confirmed it). */
export function dropSavedJob(client: QueryClient, jobId: string): void {
  client.setQueriesData<SavedJobEntry[]>({ queryKey: [QUERY_ROOTS.savedJobs] }, (entries) =>
    entries?.filter((entry) => entry.job._id !== jobId),
  );
}
