// The search of /find-jobs as plain data: parsed from and written to the URL, turned into the API query.
import type { JobsQuery } from '@portal/contracts';
import {
  DATE_POSTED,
  LIMITS,
  JOB_CATEGORIES,
  JOB_SORTS,
  JOB_TYPES,
  type DatePosted,
  type JobCategory,
  type JobSort,
  type JobType,
} from '@portal/contracts/constants';

export interface JobFilters {
  keyword: string;
  location: string;
  type: JobType | '';
  category: JobCategory | '';
  /** Whole numbers as digits, or '' for "any". */
  minSalary: string;
  maxSalary: string;
  /** '' is the API's default order: relevance with a keyword, newest without. */
  sort: JobSort | '';
  /** '' is "Any time". */
  datePosted: DatePosted | '';
}

export const EMPTY_FILTERS: JobFilters = {
  keyword: '',
  location: '',
  type: '',
  category: '',
  minSalary: '',
  maxSalary: '',
  sort: '',
  datePosted: '',
};

/** URL parameter order, fixed so equal searches give equal keys. */
export const FILTER_KEYS = [
  'keyword',
  'location',
  'type',
  'category',
  'minSalary',
  'maxSalary',
  'datePosted',
  'sort',
] as const;

const isType = (value: string): value is JobType => (JOB_TYPES as readonly string[]).includes(value);
const isCategory = (value: string): value is JobCategory =>
  (JOB_CATEGORIES as readonly string[]).includes(value);
const isSort = (value: string): value is JobSort => (JOB_SORTS as readonly string[]).includes(value);
const isDatePosted = (value: string): value is DatePosted =>
  (DATE_POSTED as readonly string[]).includes(value);

/**
 * A salary as typed → whole number digits ('' when empty or not a number). Negative values become 0 (the
 * filter's minimum), fractions are cut ("50000.7" → "50000").
 */
export function parseSalary(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return '';
  return String(Math.max(0, Math.trunc(value)));
}

/** Filters from a URL query; unknown or malformed values are ignored. */
export function parseFilters(params: URLSearchParams): JobFilters {
  const type = params.get('type') ?? '';
  const category = params.get('category') ?? '';
  const sort = params.get('sort') ?? '';
  const datePosted = params.get('datePosted') ?? '';
  return {
    keyword: params.get('keyword') ?? '',
    location: params.get('location') ?? '',
    type: isType(type) ? type : '',
    category: isCategory(category) ? category : '',
    minSalary: parseSalary(params.get('minSalary') ?? ''),
    maxSalary: parseSalary(params.get('maxSalary') ?? ''),
    sort: isSort(sort) ? sort : '',
    datePosted: isDatePosted(datePosted) ? datePosted : '',
  };
}

/** Writes the filters into a copy of `params`, keeping unrelated parameters and omitting empty ones. */
export function writeFilters(params: URLSearchParams, filters: JobFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** A stable string for a search: the filter part of its query string. */
export function filtersKey(filters: JobFilters): string {
  return writeFilters(new URLSearchParams(), filters).toString();
}

export function filtersFromKey(key: string): JobFilters {
  return parseFilters(new URLSearchParams(key));
}

/** The API query (empty filters omitted; salaries as integers). */
export function toJobsQuery(filters: JobFilters): JobsQuery {
  const query: JobsQuery = {};
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim();
  if (filters.location.trim()) query.location = filters.location.trim();
  if (filters.type) query.type = filters.type;
  if (filters.category) query.category = filters.category;
  if (filters.minSalary) query.minSalary = Number(filters.minSalary);
  if (filters.maxSalary) query.maxSalary = Number(filters.maxSalary);
  if (filters.datePosted) query.datePosted = filters.datePosted;
  if (filters.sort) query.sort = filters.sort;
  return query;
}

/** The URL's parameter for the first page of results shown (`?page=3`: results page through links). */
export const PAGE_PARAM = 'page';

/** The first page of results a URL shows: `?page=N` (a whole number from 1), else 1. */
export function firstPageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 && page <= LIMITS.pageMax ? page : 1;
}

/** The search a URL holds (what /find-jobs fetches first, and its loader prefetches): the API query and
 * its first page. */
export function jobsSearchFromUrl(url: string | URL): { query: JobsQuery; firstPage: number } {
  const params = new URL(url, 'http://portal.invalid').searchParams;
  return { query: toJobsQuery(parseFilters(params)), firstPage: firstPageOf(params) };
}

/** The URL of `page` of the results of the search in `params` (its other parameters kept). */
export function searchPageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set(PAGE_PARAM, String(page));
  else next.delete(PAGE_PARAM);
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** How many side filters are set (shown on the mobile "Filters" button). The order is not a filter. */
export function countActiveFilters(filters: JobFilters): number {
  return [filters.type, filters.category, filters.minSalary, filters.maxSalary, filters.datePosted].filter(
    Boolean,
  ).length;
}

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The salary range summary under the two inputs. */
export function salaryRangeSummary(min: string, max: string): string {
  if (min && max) return `${money.format(Number(min))} - ${money.format(Number(max))} per year`;
  if (min) return `From ${money.format(Number(min))} per year`;
  if (max) return `Up to ${money.format(Number(max))} per year`;
  return 'Any salary';
}
