// Public surface of the jobs feature (other features and src/app import only from here).
export { getJobs, getJob, applyToJob, saveJob, unsaveJob, toJobsParams } from './api';
export {
  EMPTY_FILTERS,
  countActiveFilters,
  filtersKey,
  parseFilters,
  parseSalary,
  salaryRangeSummary,
  toJobsQuery,
  writeFilters,
  type JobFilters,
} from './filters';
export { companyName } from './job-display';
export { useJobFilters, FILTER_DEBOUNCE_MS } from './hooks/use-job-filters';
export { useJobsSearch, JOBS_PAGE_SIZE } from './hooks/use-jobs-search';
export { useJobActions } from './hooks/use-job-actions';
export { useJob } from './hooks/use-job';
export { JobCard, type JobCardProps } from './components/job-card';
export { JobGrid } from './components/job-grid';
export { JobSearchBar } from './components/job-search-bar';
export { JobFiltersPanel } from './components/job-filters-panel';
export { SalaryRangeFilter } from './components/salary-range-filter';
export { LoadMore } from './components/load-more';
export { JobDetail } from './components/job-detail';
export { CompanyLogo } from './components/company-logo';
