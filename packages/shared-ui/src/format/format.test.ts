import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatExactDate,
  formatMonth,
  formatSalaryK,
  formatSalaryPerYear,
  formatSalaryRange,
  formatTimeAgo,
  getInitials,
  portalNow,
  setClockOffset,
} from './index';

describe("the page's clock (a QA environment's offset)", () => {
  afterEach(() => {
    setClockOffset(0);
    vi.useRealTimers();
  });

  it('is the device time moved by the offset; "ago" counts from it', () => {
    const device = new Date(2026, 10, 29, 12, 0, 0).getTime();
    vi.useFakeTimers({ now: device });
    const posted = device - 60_000;
    expect(portalNow()).toBe(device);
    expect(formatTimeAgo(posted)).toBe('1 minute ago');
    setClockOffset(10 * 86_400_000);
    expect(portalNow()).toBe(device + 10 * 86_400_000);
    expect(formatTimeAgo(posted)).toBe('10 days ago');
    // What the API's client writes under the one global key (any copy of this package reads it).
    (globalThis as Record<symbol, unknown>)[Symbol.for('portal.clockOffsetMs')] = -86_400_000;
    expect(portalNow()).toBe(device - 86_400_000);
    setClockOffset(Number.NaN);
    expect(portalNow()).toBe(device);
  });
});

describe('getInitials (first letters of the words, upper-cased, at most 2)', () => {
  it.each([
    ['Jane Doe', 'JD'],
    ['jane doe', 'JD'],
    ['Jane van der Doe', 'JV'],
    ['Cher', 'C'],
    ['  spaced   out  ', 'SO'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
  it('is safe with null/undefined', () => {
    expect(getInitials(undefined)).toBe('');
    expect(getInitials(null)).toBe('');
  });
});

describe('salary (thousands with K, per year)', () => {
  it.each([
    [50000, '50K'],
    [52500, '52.5K'],
    [52550, '52.55K'],
    [1500000, '1500K'],
    [1000, '1K'],
    [0, '0'],
    [999, '999'],
  ])('formatSalaryK(%d) → %s', (n, text) => {
    expect(formatSalaryK(n)).toBe(text);
  });
  it('card range: "50K - 80K/year"', () => {
    expect(formatSalaryRange(50000, 80000)).toBe('50K - 80K/year');
    expect(formatSalaryRange(52500, 120000)).toBe('52.5K - 120K/year');
  });
  it('detail page: "$50,000 - $80,000 per year"', () => {
    expect(formatSalaryPerYear(50000, 80000)).toBe('$50,000 - $80,000 per year');
    expect(formatSalaryPerYear(0, 1250000)).toBe('$0 - $1,250,000 per year');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe("formatDate (the product's date patterns, local time)", () => {
  const date = new Date(2025, 2, 7, 23, 59); // 7 March 2025, local
  it.each([
    ['DD/MM/YYYY', '07/03/2025'],
    ['DD-MM-YYYY', '07-03-2025'],
    ['DD MM YYYY', '07 03 2025'],
  ] as const)('%s → %s', (pattern, text) => {
    expect(formatDate(date, pattern)).toBe(text);
    expect(formatDate(date.getTime(), pattern)).toBe(text);
    expect(formatDate(date.toISOString(), pattern)).toBe(text);
  });
  it('defaults to DD/MM/YYYY and pads day and month', () => {
    expect(formatDate(new Date(2024, 11, 25))).toBe('25/12/2024');
    expect(formatDate(new Date(2024, 0, 1))).toBe('01/01/2024');
  });
  it('returns "" for invalid input', () => {
    expect(formatDate('not a date', 'DD/MM/YYYY')).toBe('');
    expect(formatDate('', 'DD-MM-YYYY')).toBe('');
    expect(formatDate(Number.NaN, 'DD MM YYYY')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date(2025, 5, 15, 12, 0, 0).getTime();
  const minus = (ms: number) => now - ms;
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [-30_000, 'just now'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR, '23 hours ago'],
    [DAY, '1 day ago'],
    [3 * DAY, '3 days ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [65 * DAY, '2 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%d ms ago → %s', (elapsed, text) => {
    expect(formatTimeAgo(minus(elapsed), now)).toBe(text);
  });
  it('accepts ISO strings and Dates, and returns "" for invalid input', () => {
    expect(formatTimeAgo(new Date(now - 2 * HOUR).toISOString(), now)).toBe('2 hours ago');
    expect(formatTimeAgo(new Date(now - 3 * DAY), now)).toBe('3 days ago');
    expect(formatTimeAgo('garbage', now)).toBe('');
  });
});

describe('formatExactDate', () => {
  it('writes the month in words, in local time or in UTC', () => {
    expect(formatExactDate(new Date(2026, 10, 26, 12))).toBe('26 Nov 2026');
    expect(formatExactDate('2026-01-05T23:30:00.000Z', { utc: true })).toBe('5 Jan 2026');
    expect(formatExactDate('garbage')).toBe('');
    expect(formatExactDate(null)).toBe('');
    expect(formatExactDate(new Date(2026, 8, 3))).toBe('3 Sep 2026');
  });
  it('formatMonth: a profile month in words', () => {
    expect(formatMonth('2021-09')).toBe('Sep 2021');
    expect(formatMonth('2021-13')).toBe('2021-13');
  });
});
