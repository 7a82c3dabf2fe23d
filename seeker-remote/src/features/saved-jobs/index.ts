export { getSavedJobs } from './api/get-saved-jobs';
export { savedJobKeys, savedJobsQuery } from './api/queries';
