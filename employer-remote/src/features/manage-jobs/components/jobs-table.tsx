import { ArrowDownIcon, ArrowUpIcon, cx, JobStatusBadge, Skeleton, UsersIcon } from '@portal/shared-ui';
import { ariaSort, type SortKey, type SortState } from '../lib/job-table';
import { jobApplicantsPath } from '../../../lib/paths';
import { JobActionControl, jobActions, JobSummary } from './job-actions';
import { actionLabels, type JobListProps } from './job-list-props';

export interface JobsTableProps extends JobListProps {
  sort: SortState;
  onSort: (key: SortKey) => void;
}

const COLUMNS: ReadonlyArray<{ key: SortKey; label: string; className: string }> = [
  { key: 'title', label: 'Job Title', className: 'w-full' },
  { key: 'status', label: 'Status', className: '' },
  { key: 'applicants', label: 'Applicants', className: '' },
];

const cell = 'px-3 py-3 lg:px-4';

function SortIcon({ sort, column }: { sort: SortState; column: SortKey }) {
  if (sort.key !== column) return <ArrowUpIcon className="h-3.5 w-3.5 opacity-0 group-hover:opacity-40" />;
  return sort.direction === 'asc' ? (
    <ArrowUpIcon className="h-3.5 w-3.5" />
  ) : (
    <ArrowDownIcon className="h-3.5 w-3.5" />
  );
}

/**
 * Manage Jobs from 640 px up: sortable headers (buttons, aria-sort on the th), five skeleton rows while
 * loading. Below 640 px the page shows JobCards instead.
 */
export function JobsTable({ jobs, sort, onSort, busyIds, highlightId, ...on }: JobsTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full divide-y divide-gray-200 text-left text-sm">
        <caption className="sr-only">Your job postings</caption>
        <thead className="bg-gray-50">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(sort, column.key)}
                className={cx(cell, 'font-semibold whitespace-nowrap text-gray-700', column.className)}
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className="group inline-flex cursor-pointer items-center gap-1 rounded text-xs tracking-wide uppercase hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {column.label}
                  <SortIcon sort={sort} column={column.key} />
                </button>
              </th>
            ))}
            <th
              scope="col"
              className={cx(
                cell,
                'text-right text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase',
              )}
            >
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {jobs === null
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true" data-testid="skeleton-row">
                  <td className={cx(cell, 'py-4')}>
                    <Skeleton className="h-4 w-48 max-w-full" />
                    <Skeleton className="mt-2 h-3 w-32 max-w-full" />
                  </td>
                  <td className={cx(cell, 'py-4')}>
                    <Skeleton className="h-5 w-16" />
                  </td>
                  <td className={cx(cell, 'py-4')}>
                    <Skeleton className="h-5 w-10" />
                  </td>
                  <td className={cx(cell, 'py-4')}>
                    <Skeleton className="ml-auto h-8 w-40" />
                  </td>
                </tr>
              ))
            : jobs.map((job) => {
                const busy = busyIds.has(job._id);
                const labels = actionLabels(job);
                const highlighted = job._id === highlightId;
                return (
                  <tr
                    key={job._id}
                    data-job-id={job._id}
                    className={highlighted ? 'bg-brand-50' : 'hover:bg-gray-50'}
                  >
                    <td className={cell}>
                      <JobSummary job={job} highlighted={highlighted} />
                    </td>
                    <td className={cell}>
                      <JobStatusBadge isClosed={job.isClosed} />
                    </td>
                    <td className={cell}>
                      <JobActionControl
                        action={{ label: labels.applicants, link: { to: jobApplicantsPath(job._id) } }}
                        variant="ghost"
                        className="text-brand-700! hover:bg-brand-50! hover:text-brand-800!"
                      >
                        <UsersIcon className="h-4 w-4" />
                        {job.applicationCount}
                      </JobActionControl>
                    </td>
                    <td className={cell}>
                      <div className="flex items-center justify-end gap-1">
                        {jobActions(job, on, busy).map((action) =>
                          action.Icon ? (
                            <JobActionControl
                              key={action.key}
                              action={action}
                              variant="ghost"
                              title={action.text}
                              className={cx('px-2!', action.danger && 'hover:bg-red-50! hover:text-red-700!')}
                            >
                              <action.Icon className="h-4 w-4" />
                            </JobActionControl>
                          ) : (
                            <JobActionControl
                              key={action.key}
                              action={action}
                              variant="secondary"
                              className="px-2.5! text-xs"
                            >
                              {action.text}
                            </JobActionControl>
                          ),
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
