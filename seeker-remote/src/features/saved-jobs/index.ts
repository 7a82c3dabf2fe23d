export { getSavedJobs } from './api/get-saved-jobs';
export { useSavedJobs } from './hooks/use-saved-jobs';
