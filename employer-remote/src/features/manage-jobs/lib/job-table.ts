// Manage-jobs list logic (SPEC §2 Manage-jobs), pure: search, status filter, sort and pagination.
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
