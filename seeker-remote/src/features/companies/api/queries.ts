// A company page's queries: the company (by the slug in the URL: a former one answers with the current) and
// a page of its open jobs. Kept under the jobs' root, so a job saved or applied to on the company page is
// the same job everywhere (see lib/cache-updates.ts).
import { EVERYONE, resourceKeys } from '@portal/shared-data';
import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { getCompany, getCompanyJobs } from './get-company';

/** Jobs a company page shows at once. */
export const COMPANY_JOBS_PAGE_SIZE = 12;

const keys = resourceKeys(QUERY_ROOTS.jobs);

export const companyKeys = {
  company: (slug: string) => keys.key('company', EVERYONE, slug),
  jobs: (viewer: string, slug: string, page: number) => keys.key('company-jobs', viewer, slug, page),
};

/** The company: public, the same for everyone. A failed load is only logged; the page says what happened. */
export function companyQuery(slug: string) {
  return queryOptions({
    queryKey: companyKeys.company(slug),
    queryFn: ({ signal }) => getCompany(slug, signal),
  });
}

/** A page of the company's open jobs, newest first (with the viewer's saved and applied marks). */
export function companyJobsQuery(viewer: string, slug: string, page: number) {
  return queryOptions({
    queryKey: companyKeys.jobs(viewer, slug, page),
    queryFn: ({ signal }) => getCompanyJobs(slug, page, COMPANY_JOBS_PAGE_SIZE, signal),
  });
}

/** `?page=N` of a company page's URL: a whole number from 1, else 1. */
export function companyPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? Math.min(page, 1_000_000) : 1;
}
