// The applicants' reads: the lists of applications and one application (the requests and their queries),
// and the notes' query.
import type {
  ApplicationReply,
  EmployerApplicationsQuery,
  EmployerApplicationsReply,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '@portal/shared-data';
import { queryKeys } from '../../../lib/query-keys';
import { getNotes } from './notes';
import { listQuery, readListView } from '../lib/list-view';

/**
 * GET /api/applications/employer: the applications to the employer's jobs (one job's pipeline with
 * `jobId`), filtered by stage and searched by name, e-mail or job title, with per-stage counts.
 */
async function getEmployerApplications(
  query: EmployerApplicationsQuery,
  signal?: AbortSignal,
): Promise<EmployerApplicationsReply> {
  // Empty filters are left out: the URL says only what narrows the list.
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined),
  );
  const { data } = await apiClient.get<EmployerApplicationsReply>(API_PATHS.employerApplications, {
    params,
    signal,
  });
  return data;
}

/** GET /api/applications/:id: one application to one of the employer's jobs. */
async function getApplication(applicationId: string, signal?: AbortSignal): Promise<ApplicationReply> {
  const { data } = await apiClient.get<ApplicationReply>(API_PATHS.application(applicationId), { signal });
  return data;
}

export function employerApplicationsQuery(viewer: string, query: EmployerApplicationsQuery) {
  return queryOptions({
    queryKey: queryKeys.employerApplications(viewer, query),
    queryFn: ({ signal }) =>
      getEmployerApplications(query, signal).catch(logAndRethrow('Failed to load applications')),
  });
}

export function applicationQuery(viewer: string, applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.application(viewer, applicationId),
    queryFn: ({ signal }) =>
      getApplication(applicationId, signal).catch(logAndRethrow('Failed to load the application')),
  });
}

export function notesQuery(viewer: string, applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.notes(viewer, applicationId),
    queryFn: ({ signal }) => getNotes(applicationId, signal).catch(logAndRethrow('Failed to load the notes')),
  });
}

/**
 * The list an address shows (`?stage=…&q=…&page=…`): a job's pipeline with `jobId`, all candidates
 * without. The route loader starts it and the page reads it, with the same key.
 */
export function listViewQuery(viewer: string, params: URLSearchParams, jobId?: string) {
  return employerApplicationsQuery(viewer, listQuery(readListView(params), jobId));
}

/**
 * The first view of a list: every stage, no search, page 1. Its counts are the job's (or the employer's)
 * own numbers, whatever the view narrows to.
 */
export function firstPageQuery(viewer: string, jobId?: string) {
  return listViewQuery(viewer, new URLSearchParams(), jobId);
}
