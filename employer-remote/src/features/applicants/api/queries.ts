// The applicants' queries (kept apart from the requests, which tests replace).
import type { EmployerApplicationsQuery } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { logAndRethrow } from '../../../lib/log-failure';
import { queryKeys } from '../../../lib/query-keys';
import { getApplication } from './get-application';
import { getEmployerApplications } from './get-employer-applications';
import { getNotes } from './notes';

/** Applications per page of a pipeline or of all candidates. */
export const APPLICATIONS_PAGE_SIZE = 20;

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
 * The first view of a list: every stage, no search, page 1 - a job's pipeline with `jobId`, all candidates
 * without. Its counts are the job's (or the employer's) own numbers, and a route loader can prefetch it.
 */
export function firstPageQuery(jobId?: string) {
  return employerApplicationsQuery({
    ...(jobId ? { jobId } : {}),
    status: '',
    q: '',
    page: 1,
    limit: APPLICATIONS_PAGE_SIZE,
  });
}
