import type { EmployerJob } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { employerJob } from '../../../test/utils';
import {
  ariaSort,
  DEFAULT_SORT,
  filterJobs,
  nextSort,
  pageOfJob,
  paginate,
  SORT_CHOICES,
  sortJobs,
  sortValue,
} from './job-table';

function job(
  title: string,
  isClosed: boolean,
  applicationCount: number,
  companyName = 'Acme Corp',
): EmployerJob {
  return employerJob({
    _id: title,
    title,
    isClosed,
    applicationCount,
    company: { _id: 'c', name: 'Erin Employer', companyName, companyLogo: '', slug: 'acme' },
  });
}

const jobs = [
  job('designer', false, 10),
  job('Backend Engineer', true, 2),
  job('Analyst', false, 9, 'Globex'),
  job('Zoo keeper', true, 0),
];
const titles = (list: EmployerJob[]) => list.map((j) => j.title);

describe('filterJobs', () => {
  it('matches the title or the company, case-insensitively', () => {
    expect(titles(filterJobs(jobs, 'ENGINEER', 'All'))).toEqual(['Backend Engineer']);
    expect(titles(filterJobs(jobs, 'globex', 'All'))).toEqual(['Analyst']);
    expect(titles(filterJobs(jobs, 'erin', 'All'))).toHaveLength(4); // the employer's own name
    expect(titles(filterJobs(jobs, '  ', 'All'))).toHaveLength(4);
    expect(filterJobs(jobs, 'nothing like it', 'All')).toEqual([]);
  });

  it('filters by status and combines with search', () => {
    expect(titles(filterJobs(jobs, '', 'Active'))).toEqual(['designer', 'Analyst']);
    expect(titles(filterJobs(jobs, '', 'Closed'))).toEqual(['Backend Engineer', 'Zoo keeper']);
    expect(titles(filterJobs(jobs, 'acme', 'Closed'))).toEqual(['Backend Engineer', 'Zoo keeper']);
  });
});

describe('sortJobs', () => {
  it('defaults to title ascending, case-insensitive', () => {
    expect(DEFAULT_SORT).toEqual({ key: 'title', direction: 'asc' });
    expect(titles(sortJobs(jobs, DEFAULT_SORT))).toEqual([
      'Analyst',
      'Backend Engineer',
      'designer',
      'Zoo keeper',
    ]);
    expect(titles(sortJobs(jobs, { key: 'title', direction: 'desc' }))).toEqual([
      'Zoo keeper',
      'designer',
      'Backend Engineer',
      'Analyst',
    ]);
  });

  it('sorts applicants numerically (10 after 9)', () => {
    expect(titles(sortJobs(jobs, { key: 'applicants', direction: 'asc' }))).toEqual([
      'Zoo keeper',
      'Backend Engineer',
      'Analyst',
      'designer',
    ]);
    expect(titles(sortJobs(jobs, { key: 'applicants', direction: 'desc' }))[0]).toBe('designer');
  });

  it('sorts by status (Active before Closed ascending), ties by title', () => {
    expect(titles(sortJobs(jobs, { key: 'status', direction: 'asc' }))).toEqual([
      'Analyst',
      'designer',
      'Backend Engineer',
      'Zoo keeper',
    ]);
    expect(titles(sortJobs(jobs, { key: 'status', direction: 'desc' })).slice(0, 2)).toEqual([
      'Backend Engineer',
      'Zoo keeper',
    ]);
  });

  it('does not mutate its input', () => {
    const copy = [...jobs];
    sortJobs(jobs, { key: 'applicants', direction: 'desc' });
    expect(jobs).toEqual(copy);
  });
});

describe('nextSort and ariaSort', () => {
  it('toggles the same column and starts a new one ascending', () => {
    const desc = nextSort(DEFAULT_SORT, 'title');
    expect(desc).toEqual({ key: 'title', direction: 'desc' });
    expect(nextSort(desc, 'title')).toEqual({ key: 'title', direction: 'asc' });
    expect(nextSort(desc, 'applicants')).toEqual({ key: 'applicants', direction: 'asc' });
  });

  it('maps to aria-sort values', () => {
    expect(ariaSort(DEFAULT_SORT, 'title')).toBe('ascending');
    expect(ariaSort({ key: 'title', direction: 'desc' }, 'title')).toBe('descending');
    expect(ariaSort(DEFAULT_SORT, 'status')).toBe('none');
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);

  it('pages by 5 with 1-based from/to', () => {
    expect(paginate(items, 1)).toMatchObject({
      items: [1, 2, 3, 4, 5],
      page: 1,
      pages: 3,
      total: 12,
      from: 1,
      to: 5,
    });
    expect(paginate(items, 3)).toMatchObject({ items: [11, 12], page: 3, from: 11, to: 12 });
  });

  it('clamps the page (e.g. after deleting the last item of the last page)', () => {
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate(items, 0).page).toBe(1);
    expect(paginate(items.slice(0, 10), 3)).toMatchObject({ page: 2, from: 6, to: 10 });
  });

  it('has one empty page for no items', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pages: 1, total: 0, from: 0, to: 0 });
  });
});

describe('pageOfJob and the sort choices', () => {
  it('finds the page a job is on, or null', () => {
    const list = Array.from({ length: 12 }, (_, i) => ({ _id: `j${i}` }));
    expect(pageOfJob(list, 'j0')).toBe(1);
    expect(pageOfJob(list, 'j4')).toBe(1);
    expect(pageOfJob(list, 'j5')).toBe(2);
    expect(pageOfJob(list, 'j11')).toBe(3);
    expect(pageOfJob(list, 'nope')).toBeNull();
  });

  it('offers every column in both directions, title A to Z first', () => {
    expect(SORT_CHOICES[0]!.sort).toEqual(DEFAULT_SORT);
    expect(SORT_CHOICES.map((c) => c.value)).toEqual(SORT_CHOICES.map((c) => sortValue(c.sort)));
    expect(new Set(SORT_CHOICES.map((c) => c.value)).size).toBe(6);
  });
});
