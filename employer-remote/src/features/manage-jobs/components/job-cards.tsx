import {
  Button,
  CopyIcon,
  EditIcon,
  formatDate,
  JobStatusBadge,
  Skeleton,
  TrashIcon,
  UsersIcon,
} from '@portal/shared-ui';
import { actionLabels, companyOf, type JobListProps } from './job-list-props';
import { JustSavedBadge } from './just-saved-badge';

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
                  <h2 className="font-medium break-words text-gray-900">
                    {job.title}
                    {highlighted && <JustSavedBadge />}
                  </h2>
                  <p className="text-xs text-gray-600">{companyOf(job)}</p>
                  <p className="text-xs text-gray-600">Posted {formatDate(job.createdAt, 'DD/MM/YYYY')}</p>
                </div>
                <JobStatusBadge isClosed={job.isClosed} className="shrink-0" />
              </div>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => on.onApplicants(job)}
                  aria-label={labels.applicants}
                  className="col-span-2 text-brand-700!"
                >
                  <UsersIcon className="h-4 w-4" />
                  {job.applicationCount} Applicants
                </Button>
                <Button variant="secondary" size="sm" onClick={() => on.onEdit(job)} aria-label={labels.edit}>
                  <EditIcon className="h-4 w-4" />
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => on.onDuplicate(job)}
                  aria-label={labels.duplicate}
                >
                  <CopyIcon className="h-4 w-4" />
                  Duplicate
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => on.onToggle(job)}
                  disabled={busy}
                  aria-label={labels.toggle}
                >
                  {job.isClosed ? 'Activate' : 'Close'}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => on.onDelete(job)}
                  disabled={busy}
                  aria-label={labels.delete}
                  className="text-red-700! hover:bg-red-50!"
                >
                  <TrashIcon className="h-4 w-4" />
                  Delete
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
