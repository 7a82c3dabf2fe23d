// The applicants' queries (kept apart from the requests, which tests replace).
import type { EmployerApplicationsQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '../../../lib/log-failure';
import { queryKeys } from '../../../lib/query-keys';
import { getApplication } from './get-application';
import { getEmployerApplications } from './get-employer-applications';
import { getNotes } from './notes';
import { listQuery, readListView } from '../lib/list-view';

export function employerApplicationsQuery(query: EmployerApplicationsQuery) {
  return queryOptions({
    queryKey: queryKeys.employerApplications(query),
    queryFn: ({ signal }) =>
      getEmployerApplications(query, signal).catch(logAndRethrow('Failed to load applications')),
  });
}

export function applicationQuery(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.application(applicationId),
    queryFn: ({ signal }) =>
      getApplication(applicationId, signal).catch(logAndRethrow('Failed to load the application')),
  });
}

export function notesQuery(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.notes(applicationId),
    queryFn: ({ signal }) => getNotes(applicationId, signal).catch(logAndRethrow('Failed to load the notes')),
  });
}

/**
 * The list an address shows (`?stage=…&q=…&page=…`): a job's pipeline with `jobId`, all candidates
 * without. The route loader starts it and the page reads it, with the same key.
 */
export function listViewQuery(params: URLSearchParams, jobId?: string) {
  return employerApplicationsQuery(listQuery(readListView(params), jobId));
}

/**
 * The first view of a list: every stage, no search, page 1. Its counts are the job's (or the employer's)
 * own numbers, whatever the view narrows to.
 */
export function firstPageQuery(jobId?: string) {
  return listViewQuery(new URLSearchParams(), jobId);
}
