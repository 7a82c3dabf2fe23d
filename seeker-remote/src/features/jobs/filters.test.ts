import { describe, expect, it } from 'vitest';
import { toJobsParams } from './api/get-jobs';
import {
  EMPTY_FILTERS,
  countActiveFilters,
  filtersKey,
  parseFilters,
  parseSalary,
  salaryRangeSummary,
  toJobsQuery,
  writeFilters,
} from './filters';

describe('parseSalary (SPEC §5: integers on blur, cleared if empty, min 0)', () => {
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
        'keyword=react&location=Berlin&type=Remote&category=HR&minSalary=40000&maxSalary=x&foo=1',
      ),
    );
    expect(filters).toEqual({
      keyword: 'react',
      location: 'Berlin',
      type: 'Remote',
      category: 'HR',
      minSalary: '40000',
      maxSalary: '',
    });
    expect(parseFilters(new URLSearchParams('type=Freelance&category=Cooking'))).toEqual(EMPTY_FILTERS);
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
  });

  it('toJobsParams drops empty strings and undefined', () => {
    expect(
      toJobsParams({ keyword: '', location: undefined, type: 'Remote', page: 2, minSalary: '' }),
    ).toEqual({
      type: 'Remote',
      page: 2,
    });
  });

  it('counts the side filters that are set', () => {
    expect(countActiveFilters({ ...EMPTY_FILTERS, keyword: 'x', type: 'Remote', minSalary: '1' })).toBe(2);
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
