import type { EmployerJob } from '@portal/contracts';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  EditIcon,
  formatDate,
  JobStatusBadge,
  Skeleton,
  TrashIcon,
  UsersIcon,
} from '@portal/shared-ui';
import { ariaSort, type SortKey, type SortState } from '../lib/job-table';

export interface JobsTableProps {
  jobs: EmployerJob[] | null;
  sort: SortState;
  onSort: (key: SortKey) => void;
  busyIds: ReadonlySet<string>;
  onApplicants: (job: EmployerJob) => void;
  onEdit: (job: EmployerJob) => void;
  onToggle: (job: EmployerJob) => void;
  onDelete: (job: EmployerJob) => void;
}

// Below 640 px the Status column folds into the title cell so the actions stay on screen.
const COLUMNS: ReadonlyArray<{ key: SortKey; label: string; className: string }> = [
  { key: 'title', label: 'Job Title', className: 'w-full' },
  { key: 'status', label: 'Status', className: 'hidden sm:table-cell' },
  { key: 'applicants', label: 'Applicants', className: '' },
];

const iconButton =
  'inline-flex cursor-pointer items-center justify-center rounded-lg p-2 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

function SortIcon({ sort, column }: { sort: SortState; column: SortKey }) {
  if (sort.key !== column) return <ArrowUpIcon className="h-3.5 w-3.5 opacity-0 group-hover:opacity-40" />;
  return sort.direction === 'asc' ? (
    <ArrowUpIcon className="h-3.5 w-3.5" />
  ) : (
    <ArrowDownIcon className="h-3.5 w-3.5" />
  );
}

/** The manage-jobs table: sortable headers (buttons, aria-sort on the th), five skeleton rows while loading. */
export function JobsTable({
  jobs,
  sort,
  onSort,
  busyIds,
  onApplicants,
  onEdit,
  onToggle,
  onDelete,
}: JobsTableProps) {
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
                className={`px-3 sm:px-4 py-3 font-semibold whitespace-nowrap text-gray-700 ${column.className}`}
              >
                <button
                  type="button"
                  onClick={() => onSort(column.key)}
                  className="group inline-flex cursor-pointer items-center gap-1 rounded uppercase tracking-wide text-xs hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {column.label}
                  <SortIcon sort={sort} column={column.key} />
                </button>
              </th>
            ))}
            <th
              scope="col"
              className="px-3 sm:px-4 py-3 text-right text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase"
            >
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 bg-white">
          {jobs === null
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={i} aria-hidden="true" data-testid="skeleton-row">
                  <td className="px-3 sm:px-4 py-4">
                    <Skeleton className="h-4 w-48 max-w-full" />
                    <Skeleton className="mt-2 h-3 w-32 max-w-full" />
                  </td>
                  <td className="hidden px-3 py-4 sm:table-cell sm:px-4">
                    <Skeleton className="h-5 w-16" />
                  </td>
                  <td className="px-3 sm:px-4 py-4">
                    <Skeleton className="h-5 w-10" />
                  </td>
                  <td className="px-3 sm:px-4 py-4">
                    <Skeleton className="ml-auto h-8 w-32" />
                  </td>
                </tr>
              ))
            : jobs.map((job) => {
                const busy = busyIds.has(job._id);
                const company = job.company?.companyName || job.company?.name || '';
                return (
                  <tr key={job._id} className="hover:bg-gray-50">
                    <td className="px-3 sm:px-4 py-3">
                      <p className="font-medium text-gray-900">{job.title}</p>
                      <p className="text-xs text-gray-600">{company}</p>
                      <p className="text-xs text-gray-600">
                        Posted {formatDate(job.createdAt, 'DD/MM/YYYY')}
                      </p>
                      <JobStatusBadge isClosed={job.isClosed} className="mt-1 sm:hidden" />
                    </td>
                    <td className="hidden px-3 py-3 sm:table-cell sm:px-4">
                      <JobStatusBadge isClosed={job.isClosed} />
                    </td>
                    <td className="px-3 sm:px-4 py-3">
                      <button
                        type="button"
                        onClick={() => onApplicants(job)}
                        aria-label={`${job.applicationCount} applicants for ${job.title}`}
                        className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-2 py-1 font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        <UsersIcon className="h-4 w-4" />
                        {job.applicationCount}
                      </button>
                    </td>
                    <td className="px-3 sm:px-4 py-3">
                      <div className="flex items-center justify-end gap-1">
                        <button
                          type="button"
                          onClick={() => onEdit(job)}
                          aria-label={`Edit ${job.title}`}
                          title="Edit"
                          className={`${iconButton} text-gray-600 hover:bg-brand-50 hover:text-brand-700`}
                        >
                          <EditIcon className="h-4 w-4" />
                        </button>
                        <button
                          type="button"
                          onClick={() => onToggle(job)}
                          disabled={busy}
                          aria-label={`${job.isClosed ? 'Activate' : 'Close'} ${job.title}`}
                          className={`cursor-pointer rounded-lg px-2.5 py-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 ${
                            job.isClosed
                              ? 'bg-green-50 text-green-800 hover:bg-green-100'
                              : 'bg-yellow-50 text-yellow-800 hover:bg-yellow-100'
                          }`}
                        >
                          {job.isClosed ? 'Activate' : 'Close'}
                        </button>
                        <button
                          type="button"
                          onClick={() => onDelete(job)}
                          disabled={busy}
                          aria-label={`Delete ${job.title}`}
                          title="Delete"
                          className={`${iconButton} text-gray-600 hover:bg-red-50 hover:text-red-700`}
                        >
                          <TrashIcon className="h-4 w-4" />
                        </button>
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
