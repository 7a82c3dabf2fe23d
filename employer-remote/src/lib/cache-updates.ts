// What each kind of write changes in the cache, so that every page shows the result of a write without a
// reload of its own: invalidated queries refetch at once when a page shows them, and on the next visit
// otherwise. The table of the employer's writes, on shared-data's two ways (`invalidateRoots`,
// `patchEverywhere`), by the roots of the keys in ./query-keys.
import { invalidateRoots } from '@portal/shared-data';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

const [JOBS] = queryKeys.jobs;
const [ANALYTICS] = queryKeys.analytics;
const [APPLICATIONS] = queryKeys.applications;

/**
 * A job was posted, edited, closed, activated or deleted: the job lists and details, the dashboard's
 * figures and recent posts, and the applications (their rows show the job's title; a deleted job takes
 * its applications with it).
 */
export function invalidateAfterJobWrite(client: QueryClient): Promise<unknown> {
  return invalidateRoots(client, [JOBS, ANALYTICS, APPLICATIONS]);
}

/** Applications changed stage: the pipelines and candidate lists, and the dashboard (hires, recent). */
export function invalidateAfterStatusChange(client: QueryClient): Promise<unknown> {
  return invalidateRoots(client, [APPLICATIONS, ANALYTICS]);
}

/**
 * An application changed stage in the applicant's dialog: the dashboard's figures refetch; the lists
 * behind the dialog are only marked, and refetch when it closes (invalidateAfterStatusChange), so the row
 * being worked on does not move under the employer's eyes.
 */
export function invalidateWhileApplicantOpen(client: QueryClient): Promise<unknown> {
  return Promise.all([
    invalidateRoots(client, [APPLICATIONS], { refetch: false }),
    invalidateRoots(client, [ANALYTICS]),
  ]);
}

/**
 * A note was added or deleted: the application's notes, and the lists (they show how many notes each
 * application has); not the application itself, which a note does not change.
 */
export function invalidateAfterNoteChange(
  client: QueryClient,
  viewer: string,
  applicationId: string,
): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.notes(viewer, applicationId) }),
    client.invalidateQueries({ queryKey: queryKeys.employerApplicationLists }),
  ]);
}

/** The company's profile was saved: the job lists and the dashboard, whose rows name the company. */
export function invalidateAfterCompanyChange(client: QueryClient): Promise<unknown> {
  return invalidateRoots(client, [JOBS, ANALYTICS]);
}
