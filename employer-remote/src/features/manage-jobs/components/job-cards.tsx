import { JobStatusBadge, Skeleton, UsersIcon } from '@portal/shared-ui';
import { jobApplicantsPath } from '../../../lib/paths';
import { JobActionControl, jobActions, JobSummary } from './job-actions';
import { actionLabels, type JobListProps } from './job-list-props';

/**
 * Manage Jobs below 640 px: one card per job, every action a full-size button with its word, laid out in
 * two columns that wrap, so nothing needs a sideways scroll on a 320-390 px phone.
 */
export function JobCards({ jobs, busyIds, highlightId, ...on }: JobListProps) {
  if (jobs === null) {
    return (
      <ul aria-hidden="true" className="divide-y divide-gray-100">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} data-testid="skeleton-row" className="space-y-2 p-4">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-32 max-w-full" />
            <Skeleton className="h-9 w-full" />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul aria-label="Your job postings" className="divide-y divide-gray-100">
      {jobs.map((job) => {
        const busy = busyIds.has(job._id);
        const labels = actionLabels(job);
        const highlighted = job._id === highlightId;
        return (
          <li key={job._id} data-job-id={job._id} className={highlighted ? 'bg-brand-50 p-4' : 'p-4'}>
            <article aria-label={job.title}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <JobSummary job={job} highlighted={highlighted} titleAs="h2" />
                </div>
                <JobStatusBadge isClosed={job.isClosed} className="shrink-0" />
              </div>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <JobActionControl
                  action={{ label: labels.applicants, link: { to: jobApplicantsPath(job._id) } }}
                  variant="secondary"
                  className="col-span-2 text-brand-700!"
                >
                  <UsersIcon className="h-4 w-4" />
                  {job.applicationCount} Applicants
                </JobActionControl>
                {jobActions(job, on, busy).map((action) => (
                  <JobActionControl
                    key={action.key}
                    action={action}
                    variant="secondary"
                    className={action.danger ? 'text-red-700! hover:bg-red-50!' : undefined}
                  >
                    {action.Icon && <action.Icon className="h-4 w-4" />}
                    {action.text}
                  </JobActionControl>
                ))}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
