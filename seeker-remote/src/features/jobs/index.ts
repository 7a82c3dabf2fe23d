// Public surface of the jobs feature (other features and src/app import only from here).
export {
  getJobs,
  getJob,
  applyToJob,
  saveJob,
  unsaveJob,
  toJobsParams,
  jobKeys,
  jobsSearchQuery,
  jobDetailQuery,
  similarJobsQuery,
  JOBS_PAGE_SIZE,
  type JobsSearchData,
} from './api';
export {
  EMPTY_FILTERS,
  countActiveFilters,
  filtersFromKey,
  filtersKey,
  firstPageOf,
  jobsSearchFromUrl,
  searchPageHref,
  parseFilters,
  parseSalary,
  salaryRangeSummary,
  toJobsQuery,
  writeFilters,
  type JobFilters,
} from './filters';
export { companyName, companyPath } from './job-display';
export { jobPath, readIntent, INTENT_PARAM, type JobIntent } from './job-intent';
export { useJobFilters, FILTER_DEBOUNCE_MS } from './hooks/use-job-filters';
export { useJobActions, type JobActions, type PendingAction } from './hooks/use-job-actions';
export { JobCard, type JobCardProps } from './components/job-card';
export { JobGrid } from './components/job-grid';
export { JobSearchBar } from './components/job-search-bar';
export { JobFiltersPanel } from './components/job-filters-panel';
export { SalaryRangeFilter } from './components/salary-range-filter';
export { LoadMore } from './components/load-more';
export { JobDetail } from './components/job-detail';
export { JobHead } from './components/job-head';
export { jobPosting, summary } from './job-posting';
export { SimilarJobs } from './components/similar-jobs';
export { SortSelect } from './components/sort-select';
export { EmployerNote } from './components/employer-note';
export { ApplicationStatus } from './components/application-status';
export { CompanyLogo } from './components/company-logo';
export { EmptySearchHelp, PartialMatchNote } from './components/search-help';
