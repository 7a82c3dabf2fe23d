// The portal's formatters (initials, salaries, dates). Pure, dependency-free (importable alone via "@portal/shared-ui/format").

/** First letters of the words of a name, upper-cased, at most 2 ("jane van doe" → "JV"). */
export function getInitials(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function trimNumber(value: number, maxDecimals: number): string {
  return String(Number(value.toFixed(maxDecimals)));
}

/** Thousands with a K suffix: 50000 → "50K", 52500 → "52.5K", 1500000 → "1500K"; below 1000 the plain number. */
export function formatSalaryK(n: number): string {
  if (!Number.isFinite(n)) return '';
  if (Math.abs(n) < 1000) return trimNumber(n, 2);
  return `${trimNumber(n / 1000, 2)}K`;
}

/** Job card salary: "50K - 80K/year". */
export function formatSalaryRange(min: number, max: number): string {
  return `${formatSalaryK(min)} - ${formatSalaryK(max)}/year`;
}

// Made on first use: a page that only needs, say, getInitials does not build (or bundle) a formatter.
let usd: Intl.NumberFormat | undefined;

/** A dollar amount with thousands separators: 50000 → "$50,000". */
export function formatCurrency(n: number): string {
  if (!Number.isFinite(n)) return '';
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return usd.format(n);
}

/** Job detail compensation: "$50,000 - $80,000 per year". */
export function formatSalaryPerYear(min: number, max: number): string {
  return `${formatCurrency(min)} - ${formatCurrency(max)} per year`;
}

export type DatePattern = 'DD/MM/YYYY' | 'DD-MM-YYYY' | 'DD MM YYYY';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The one absolute date of the portal's pages, "26 Nov 2026": the month in words, so no reader mistakes
 * day for month, as the three numeric patterns allowed (written by hand: Intl's short months change with
 * the runtime's locale data, "Sep" or "Sept"). `utc`: the date in UTC, which every machine agrees on (a
 * page rendered on a server, before it knows the reader's time zone). Invalid input → ''.
 */
export function formatExactDate(
  value: string | Date | number | null | undefined,
  { utc = false } = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  return utc
    ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A month of a profile ("2021-09") as words, "Sep 2021"; anything else as it is. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : value;
}

function toDate(value: string | Date | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Local-time date in one of the product's patterns: DD/MM/YYYY (cards, manage list), DD-MM-YYYY (detail page,
 * applicant modal) and DD MM YYYY (applicant row; the spec's "DD MM YYY" is a typo). Invalid input → ''.
 */
export function formatDate(
  value: string | Date | number | null | undefined,
  pattern: DatePattern = 'DD/MM/YYYY',
): string {
  const date = toDate(value);
  if (!date) return '';
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const yyyy = String(date.getFullYear()).padStart(4, '0');
  const separator = pattern === 'DD/MM/YYYY' ? '/' : pattern === 'DD-MM-YYYY' ? '-' : ' ';
  return [dd, mm, yyyy].join(separator);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * Where the page keeps its clock offset: @portal/contracts' CLOCK_OFFSET_GLOBAL, written here as it is (this
 * module depends on nothing); a global because this package may be loaded in more than one copy.
 */
const CLOCK_OFFSET = Symbol.for('portal.clockOffsetMs');

/**
 * How far the page's time is moved from the device's (ms): in a QA environment, as far as the API's QA
 * clock (its replies say it, the shared API client keeps it, the server puts it in the page it renders);
 * 0 elsewhere.
 */
export function clockOffset(): number {
  const value = (globalThis as Record<symbol, unknown>)[CLOCK_OFFSET];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Sets the page's clock offset (the shell does, from the page the server rendered). */
export function setClockOffset(ms: number): void {
  (globalThis as Record<symbol, unknown>)[CLOCK_OFFSET] = Number.isFinite(ms) ? ms : 0;
}

/** The page's "now": the device's time moved by clockOffset(), for "N days ago" and "N days left". */
export function portalNow(): number {
  return Date.now() + clockOffset();
}

/** "just now", "5 minutes ago", "1 hour ago", "3 days ago", "2 months ago", "1 year ago". Invalid → ''. */
export function formatTimeAgo(
  value: string | Date | number | null | undefined,
  now: number = portalNow(),
): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = now - date.getTime();
  if (elapsed < MINUTE) return 'just now'; // includes small clock skew into the future
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.floor(days / 30), 'month');
  return ago(Math.floor(days / 365), 'year');
}
