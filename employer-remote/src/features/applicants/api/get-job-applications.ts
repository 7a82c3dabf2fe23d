import type { ApplicationsReply, Job } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/applications/job/:id: the applications to one of the employer's jobs. */
export async function getJobApplications(jobId: string): Promise<ApplicationsReply> {
  const { data } = await apiClient.get<ApplicationsReply>(API_PATHS.jobApplications(jobId));
  return Array.isArray(data) ? data : [];
}

/** GET /api/jobs/:id: the job itself, to title the page when it has no applications yet. */
export async function getJobSummary(jobId: string): Promise<Job> {
  const { data } = await apiClient.get<Job>(API_PATHS.job(jobId));
  return data;
}
