export { getJobs, toJobsParams } from './get-jobs';
export { getJob } from './get-job';
export { getSimilarJobs, SIMILAR_JOBS_LIMIT } from './get-similar-jobs';
export { applyToJob } from './apply-to-job';
export { saveJob, unsaveJob } from './save-job';
export {
  jobKeys,
  jobsSearchQuery,
  jobDetailQuery,
  similarJobsQuery,
  JOBS_PAGE_SIZE,
  type JobsSearchData,
} from './queries';
