export { getJobs, toJobsParams } from './get-jobs';
export { getJob } from './get-job';
export { applyToJob } from './apply-to-job';
export { saveJob, unsaveJob } from './save-job';
