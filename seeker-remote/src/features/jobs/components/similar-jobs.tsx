import { useQuery } from '@tanstack/react-query';
import { similarJobsQuery } from '../api/queries';
import type { JobActions } from '../hooks/use-job-actions';
import { JobGrid } from './job-grid';

/**
 * "Similar jobs" under a job: open jobs of the same kind, with the same actions as any list. Shown only when
 * there are some; a failure here is logged and leaves the job page as it is.
 */
export function SimilarJobs({
  jobId,
  viewer,
  actions,
}: {
  jobId: string;
  viewer: string;
  actions: JobActions;
}) {
  const similar = useQuery(similarJobsQuery(viewer, jobId));
  const jobs = similar.data ?? [];
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="similar-jobs-title" className="mt-8">
      <h2 id="similar-jobs-title" className="mb-4 text-lg font-semibold text-gray-900">
        Similar jobs
      </h2>
      <JobGrid jobs={jobs} view="grid" actions={actions} label="Similar jobs" />
    </section>
  );
}
