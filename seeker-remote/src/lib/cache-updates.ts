// What each of the seeker's writes changes in the cache, on shared-data's two ways: a change to a job
// (saved, applied, withdrawn) is patched into every copy of it (`patchEverywhere`: a job shows up in search
// pages, its own page, "Similar jobs", a company's page and the saved list at once, and each must say the
// same thing after a click, without a page that is loaded asking again); what the write changes elsewhere
// is marked stale (`invalidateRoots`), and asked again where it is shown.
import type { Job, MyApplication, MyApplicationsReply, SavedJobEntry } from '@portal/contracts';
import { invalidateRoots, patchEverywhere } from '@portal/shared-data';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from './query-keys';

type JobPatch = Partial<Pick<Job, 'isSaved' | 'applicationStatus'>>;

/** Where copies of a job are kept: every job list and page, and the saved entries. */
const JOB_COPIES = [QUERY_ROOTS.jobs, QUERY_ROOTS.savedJobs];

/** A job as the API gives it to a person (with their isSaved and applicationStatus), by its id. */
const isJob = (jobId: string) => (record: Record<string, unknown>) =>
  record._id === jobId && 'applicationStatus' in record && 'isSaved' in record;

/** Updates the job in every cached list and page of this remote (no refetch: loaded pages stay). */
export function patchCachedJob(client: QueryClient, jobId: string, patch: JobPatch): void {
  patchEverywhere<Job>(client, JOB_COPIES, isJob(jobId), patch);
}

/** Takes an unsaved job out of the cached saved lists at once (the server has just confirmed it). */
export function dropSavedJob(client: QueryClient, jobId: string): void {
  client.setQueriesData<SavedJobEntry[]>({ queryKey: [QUERY_ROOTS.savedJobs] }, (entries) =>
    entries?.filter((entry) => entry.job._id !== jobId),
  );
}

/**
 * A job was saved or unsaved: it says so everywhere; an unsaved one leaves the saved lists at once, a
 * saved one joins them when they are next shown (the list's entry is the server's).
 */
export function afterSaveChange(client: QueryClient, jobId: string, isSaved: boolean): void {
  patchCachedJob(client, jobId, { isSaved });
  if (isSaved) void invalidateRoots(client, [QUERY_ROOTS.savedJobs]);
  else dropSavedJob(client, jobId);
}

/** Applied to a job: it says so everywhere, and the applications are read again. */
export function afterApply(client: QueryClient, jobId: string, status: Job['applicationStatus']): void {
  patchCachedJob(client, jobId, { applicationStatus: status });
  void invalidateRoots(client, [QUERY_ROOTS.applications]);
}

type MyApplicationsData = InfiniteData<MyApplicationsReply, number>;

/** The cached lists without the withdrawn application, its status' count one lower. */
function withoutApplication(data: MyApplicationsData | undefined, withdrawn: MyApplication) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const had = page.applications.some((application) => application._id === withdrawn._id);
      return {
        ...page,
        applications: page.applications.filter((application) => application._id !== withdrawn._id),
        total: had ? Math.max(0, page.total - 1) : page.total,
        counts: {
          ...page.counts,
          [withdrawn.status]: Math.max(0, page.counts[withdrawn.status] - 1),
          total: Math.max(0, page.counts.total - 1),
        },
      };
    }),
  };
}

/**
 * An application was withdrawn: it leaves every cached list at once, its job offers Apply Now again, and
 * the lists and notifications (which go with the application) are read afresh.
 */
export function afterWithdraw(client: QueryClient, application: MyApplication): void {
  client.setQueriesData<MyApplicationsData>({ queryKey: [QUERY_ROOTS.applications, 'mine'] }, (data) =>
    withoutApplication(data, application),
  );
  patchCachedJob(client, application.job._id, { applicationStatus: null });
  void invalidateRoots(client, [QUERY_ROOTS.applications, QUERY_ROOTS.notifications]);
}

/** A withdrawal was refused (the employer has decided meanwhile): the lists are read again to say why. */
export function afterWithdrawRefused(client: QueryClient): void {
  void invalidateRoots(client, [QUERY_ROOTS.applications]);
}

/** The profile was saved: the talent card (what employers see when discovery is on) is read again. */
export function afterProfileChange(client: QueryClient): void {
  void invalidateRoots(client, [QUERY_ROOTS.discovery]);
}
