import { useRequest } from '../../../hooks/use-request';
import { getEmployerJobs } from '../api/get-employer-jobs';

export function useEmployerJobs() {
  return useRequest(getEmployerJobs, 'employer-jobs', 'Failed to fetch jobs');
}
