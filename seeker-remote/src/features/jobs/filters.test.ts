import { describe, expect, it } from 'vitest';
import { toJobsParams } from './api/get-jobs';
import {
  EMPTY_FILTERS,
  countActiveFilters,
  filtersKey,
  jobsSearchFromUrl,
  searchPageHref,
  parseFilters,
  parseSalary,
  salaryRangeSummary,
  toJobsQuery,
  writeFilters,
} from './filters';

describe('parseSalary (whole numbers on blur, cleared if empty, min 0)', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['50000', '50000'],
    ['50000.9', '50000'],
    [' 1200 ', '1200'],
    ['-5', '0'],
    ['abc', ''],
    ['1e3', '1000'],
  ])('%j → %j', (input, expected) => {
    expect(parseSalary(input)).toBe(expected);
  });
});

describe('URL ⇄ filters', () => {
  it('reads known values and drops unknown or malformed ones', () => {
    const filters = parseFilters(
      new URLSearchParams(
        'keyword=react&location=Berlin&type=Remote&category=HR&minSalary=40000&maxSalary=x&foo=1&sort=salary&datePosted=7d',
      ),
    );
    expect(filters).toEqual({
      keyword: 'react',
      location: 'Berlin',
      type: 'Remote',
      category: 'HR',
      minSalary: '40000',
      maxSalary: '',
      sort: 'salary',
      datePosted: '7d',
    });
    expect(
      parseFilters(new URLSearchParams('type=Freelance&category=Cooking&sort=cheapest&datePosted=1y')),
    ).toEqual(EMPTY_FILTERS);
  });

  it('writes only set filters and keeps unrelated parameters', () => {
    const next = writeFilters(new URLSearchParams('view=list&keyword=old'), {
      ...EMPTY_FILTERS,
      type: 'Contract',
      minSalary: '1000',
    });
    expect(next.toString()).toBe('view=list&type=Contract&minSalary=1000');
    expect(filtersKey(EMPTY_FILTERS)).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { ...EMPTY_FILTERS, keyword: 'c++ (senior)', category: 'IT & Software' as const };
    expect(parseFilters(new URLSearchParams(filtersKey(filters)))).toEqual(filters);
  });
});

describe('API query', () => {
  it('omits empty filters and sends salaries as numbers', () => {
    expect(toJobsQuery({ ...EMPTY_FILTERS, keyword: '  design ', maxSalary: '90000' })).toEqual({
      keyword: 'design',
      maxSalary: 90000,
    });
    expect(toJobsQuery(EMPTY_FILTERS)).toEqual({});
    expect(toJobsQuery({ ...EMPTY_FILTERS, sort: 'newest', datePosted: '24h' })).toEqual({
      sort: 'newest',
      datePosted: '24h',
    });
  });

  it("jobsSearchFromUrl: the URL's search as the page asks it, from its first page (the loader's key is the page's key)", () => {
    expect(jobsSearchFromUrl('http://site/find-jobs?keyword=%20nurse%20&minSalary=10.5&sort=x')).toEqual({
      query: toJobsQuery(parseFilters(new URLSearchParams('keyword=nurse&minSalary=10'))),
      firstPage: 1,
    });
    expect(jobsSearchFromUrl('http://site/find-jobs?page=3').firstPage).toBe(3);
    for (const page of ['0', '-1', '2.5', 'x', '1e9']) {
      expect(jobsSearchFromUrl(`http://site/find-jobs?page=${page}`).firstPage, page).toBe(1);
    }
  });

  it('searchPageHref: the link to a page of the same search (page 1 has no parameter)', () => {
    const params = new URLSearchParams('keyword=nurse&page=2');
    expect(searchPageHref(params, 3)).toBe('?keyword=nurse&page=3');
    expect(searchPageHref(params, 1)).toBe('?keyword=nurse');
    expect(searchPageHref(new URLSearchParams('page=2'), 1)).toBe('?');
  });

  it('toJobsParams drops empty strings and undefined', () => {
    expect(
      toJobsParams({ keyword: '', location: undefined, type: 'Remote', page: 2, minSalary: '' }),
    ).toEqual({
      type: 'Remote',
      page: 2,
    });
  });

  it('counts the side filters that are set (the order is not one)', () => {
    expect(
      countActiveFilters({ ...EMPTY_FILTERS, keyword: 'x', type: 'Remote', minSalary: '1', sort: 'salary' }),
    ).toBe(2);
    expect(countActiveFilters({ ...EMPTY_FILTERS, datePosted: '7d' })).toBe(1);
  });
});

describe('salary range summary', () => {
  it('describes every combination', () => {
    expect(salaryRangeSummary('', '')).toBe('Any salary');
    expect(salaryRangeSummary('50000', '')).toBe('From $50,000 per year');
    expect(salaryRangeSummary('', '80000')).toBe('Up to $80,000 per year');
    expect(salaryRangeSummary('50000', '80000')).toBe('$50,000 - $80,000 per year');
  });
});
