// Publishing a new job or saving an edited one. The employer's job list gets the saved job at once (the
// reply is the job as Manage Jobs lists it), then everything a job write touches is refetched.
import type { EmployerJobsReply, JobBody, SaveJobReply } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterJobWrite } from '../../../lib/cache-updates';
import { queryKeys } from '../../../lib/query-keys';
import { createJob, updateJob } from '../api/save-job';
import { useEmployerViewer } from '../../../lib/viewer';

export interface SaveJobInput {
  /** The job being edited; null publishes a new one. */
  jobId: string | null;
  body: JobBody;
}

export function useSaveJob() {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  return useMutation({
    mutationFn: ({ jobId, body }: SaveJobInput): Promise<SaveJobReply> =>
      jobId ? updateJob(jobId, body) : createJob(body),
    onSuccess: async (saved, { jobId }) => {
      if (saved && typeof saved === 'object' && saved._id) {
        client.setQueryData<EmployerJobsReply>(queryKeys.employerJobs(viewer), (jobs) =>
          jobs ? (jobId ? jobs.map((j) => (j._id === jobId ? saved : j)) : [...jobs, saved]) : jobs,
        );
      }
      await invalidateAfterJobWrite(client);
    },
  });
}
