// Manage-jobs list logic, pure: search (title or company, any case), status filter, sort (title A→Z by
// default; applicants numerically) and pagination (5 per page). The product's rules are listed in
// employer-remote/README.md.
import type { EmployerJob } from '@portal/contracts';

export type StatusFilter = 'All' | 'Active' | 'Closed';
export type SortKey = 'title' | 'status' | 'applicants';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  direction: SortDirection;
}

export const PAGE_SIZE = 5;
export const DEFAULT_SORT: SortState = { key: 'title', direction: 'asc' };

type TableJob = Pick<EmployerJob, '_id' | 'title' | 'isClosed' | 'applicationCount' | 'company'>;

export function jobStatus(job: Pick<EmployerJob, 'isClosed'>): 'Active' | 'Closed' {
  return job.isClosed ? 'Closed' : 'Active';
}

/** Case-insensitive match of the search text on the title or the company (its name or company name). */
export function filterJobs<T extends TableJob>(
  jobs: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return jobs.filter((job) => {
    if (status !== 'All' && jobStatus(job) !== status) return false;
    if (!needle) return true;
    const haystack = [job.title, job.company?.companyName ?? '', job.company?.name ?? ''];
    return haystack.some((text) => text.toLowerCase().includes(needle));
  });
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: TableJob, b: TableJob, key: SortKey): number {
  switch (key) {
    case 'title':
      return collator.compare(a.title, b.title);
    case 'status':
      return collator.compare(jobStatus(a), jobStatus(b));
    case 'applicants':
      return a.applicationCount - b.applicationCount;
  }
}

/** A sorted copy; ties keep their order (and fall back to title for the non-title columns). */
export function sortJobs<T extends TableJob>(jobs: readonly T[], sort: SortState): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return jobs
    .map((job, index) => ({ job, index }))
    .sort((a, b) => {
      const primary = compare(a.job, b.job, sort.key) * sign;
      if (primary !== 0) return primary;
      const byTitle = sort.key === 'title' ? 0 : collator.compare(a.job.title, b.job.title);
      return byTitle !== 0 ? byTitle : a.index - b.index;
    })
    .map(({ job }) => job);
}

/** The sort choices offered where there are no column headers to click (the card list on a phone). */
export const SORT_CHOICES: ReadonlyArray<{ value: string; label: string; sort: SortState }> = [
  { value: 'title:asc', label: 'Job Title (A to Z)', sort: { key: 'title', direction: 'asc' } },
  { value: 'title:desc', label: 'Job Title (Z to A)', sort: { key: 'title', direction: 'desc' } },
  { value: 'status:asc', label: 'Status (Active first)', sort: { key: 'status', direction: 'asc' } },
  { value: 'status:desc', label: 'Status (Closed first)', sort: { key: 'status', direction: 'desc' } },
  {
    value: 'applicants:asc',
    label: 'Applicants (fewest first)',
    sort: { key: 'applicants', direction: 'asc' },
  },
  {
    value: 'applicants:desc',
    label: 'Applicants (most first)',
    sort: { key: 'applicants', direction: 'desc' },
  },
];

export const sortValue = (sort: SortState) => `${sort.key}:${sort.direction}`;

/** Clicking a column: the same column toggles direction, a new column starts ascending. */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export function ariaSort(sort: SortState, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

export interface Page<T> {
  items: T[];
  /** The page shown (clamped to 1..pages). */
  page: number;
  pages: number;
  total: number;
  /** 1-based index of the first and last item shown; 0 and 0 when there is nothing. */
  from: number;
  to: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): Page<T> {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const start = (current - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page: current,
    pages,
    total,
    from: total === 0 ? 0 : start + 1,
    to: start + slice.length,
  };
}

/** The page (1-based) on which the job `jobId` appears in `jobs` (already filtered and sorted), or null. */
export function pageOfJob(jobs: ReadonlyArray<{ _id: string }>, jobId: string, pageSize = PAGE_SIZE) {
  const index = jobs.findIndex((job) => job._id === jobId);
  return index < 0 ? null : Math.floor(index / pageSize) + 1;
}

/**
 * What Manage Jobs shows, as it lives in the page's address (`?q=design&status=Closed&sort=applicants:desc
 * &page=2`), so the list comes back as it was after a reload, Back from a job's applicants, or in a new
 * tab. Reading is forgiving (anything unknown is the default); writing leaves defaults out, so the spec's
 * default (title A→Z, everything, page 1) is the plain address.
 */
export interface JobsView {
  search: string;
  status: StatusFilter;
  sort: SortState;
  page: number;
}

export function readJobsView(params: URLSearchParams): JobsView {
  const status = params.get('status');
  const sort = SORT_CHOICES.find((choice) => choice.value === params.get('sort'))?.sort ?? DEFAULT_SORT;
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: status === 'Active' || status === 'Closed' ? status : 'All',
    sort,
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

export function writeJobsView(params: URLSearchParams, change: Partial<JobsView>): URLSearchParams {
  const view = { ...readJobsView(params), ...change };
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set('q', view.search || null);
  set('status', view.status === 'All' ? null : view.status);
  set('sort', sortValue(view.sort) === sortValue(DEFAULT_SORT) ? null : sortValue(view.sort));
  set('page', view.page > 1 ? String(view.page) : null);
  return next;
}
