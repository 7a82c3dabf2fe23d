// Closing, activating, extending and deleting a job from Manage Jobs. The list changes in place as soon as
// the server said yes, then everything the write touched is refetched (see lib/cache-updates). Failures are
// logged; the product shows no message for them, except Extend's refusal, which says how long the job is
// listed already.
import type { EmployerJob, EmployerJobsReply } from '@portal/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@portal/shared-auth';
import { formatDate } from '@portal/shared-ui/format';
import toast from 'react-hot-toast';
import { invalidateAfterJobWrite } from '../../../lib/cache-updates';
import { queryKeys } from '../../../lib/query-keys';
import { deleteJob } from '../api/delete-job';
import { extendJob } from '../api/extend-job';
import { toggleJobClose } from '../api/toggle-job-close';
import { useEmployerViewer } from '../../../lib/viewer';

export const JOB_ACTION_TEXT = {
  closed: 'Job is Closed',
  active: 'Job is Active',
  deleted: 'Job deleted successfully',
} as const;

function updateList(
  client: QueryClient,
  viewer: string,
  change: (jobs: EmployerJobsReply) => EmployerJobsReply,
) {
  client.setQueryData<EmployerJobsReply>(queryKeys.employerJobs(viewer), (jobs) =>
    jobs ? change(jobs) : jobs,
  );
}

export function useToggleJobClose() {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  return useMutation({
    mutationFn: (job: EmployerJob) => toggleJobClose(job._id),
    onSuccess: async (reply, job) => {
      updateList(client, viewer, (jobs) =>
        jobs.map((j) => (j._id === job._id ? { ...j, isClosed: reply.isClosed } : j)),
      );
      toast.success(reply.isClosed ? JOB_ACTION_TEXT.closed : JOB_ACTION_TEXT.active);
      await invalidateAfterJobWrite(client);
    },
    onError: (error) => console.error('Failed to change the job status', error),
  });
}

/** What Manage Jobs says of a job's listing date (the product's list date pattern). */
export const listedUntil = (validThrough: string) => `Listed until ${formatDate(validThrough, 'DD/MM/YYYY')}`;

export function useExtendJob() {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  return useMutation({
    mutationFn: (job: EmployerJob) => extendJob(job._id),
    onSuccess: async (reply, job) => {
      updateList(client, viewer, (jobs) =>
        jobs.map((j) => (j._id === job._id ? { ...j, validThrough: reply.validThrough } : j)),
      );
      toast.success(listedUntil(reply.validThrough));
      await invalidateAfterJobWrite(client);
    },
    onError: (error) => toast.error(getErrorMessage(error, 'The job could not be extended')),
  });
}

export function useDeleteJob() {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  return useMutation({
    mutationFn: (job: EmployerJob) => deleteJob(job._id),
    onSuccess: async (_reply, job) => {
      updateList(client, viewer, (jobs) => jobs.filter((j) => j._id !== job._id));
      client.removeQueries({ queryKey: queryKeys.job(viewer, job._id) });
      toast.success(JOB_ACTION_TEXT.deleted);
      await invalidateAfterJobWrite(client);
    },
    onError: (error) => console.error('Failed to delete the job', error),
  });
}
