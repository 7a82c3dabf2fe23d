import type { EmployerJob } from '@portal/contracts';
import { Button, EmptyState, Modal, PlusIcon, SearchIcon } from '@portal/shared-ui';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router-dom';
import { inputClass, PageHeader } from '../../../components';
import { EMPLOYER_PATHS, type JobIdState } from '../../../lib/paths';
import { deleteJob } from '../api/delete-job';
import { toggleJobClose } from '../api/toggle-job-close';
import { useEmployerJobs } from '../hooks/use-employer-jobs';
import {
  DEFAULT_SORT,
  filterJobs,
  nextSort,
  paginate,
  sortJobs,
  type SortKey,
  type SortState,
  type StatusFilter,
} from '../lib/job-table';
import { JobsTable } from './jobs-table';
import { Pagination } from './pagination';

export const MANAGE_JOBS_TEXT = {
  title: 'Job Managment',
  subtitle: 'Manage your job posting and track applications',
  closed: 'Job is Closed',
  active: 'Job is Active',
  deleted: 'Job deleted successfully',
} as const;

/** SPEC §2 Manage-jobs. */
export function ManageJobsPage() {
  const { data, loading, reload } = useEmployerJobs();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('All');
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<EmployerJob | null>(null);
  const [deleting, setDeleting] = useState(false);

  const jobs = useMemo(() => data ?? [], [data]);
  const filtered = useMemo(
    () => sortJobs(filterJobs(jobs, search, status), sort),
    [jobs, search, status, sort],
  );
  const current = paginate(filtered, page);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const openWithJob = (path: string, job: EmployerJob) =>
    navigate(path, { state: { jobId: job._id } satisfies JobIdState });

  async function toggle(job: EmployerJob) {
    setBusy(job._id, true);
    try {
      const reply = await toggleJobClose(job._id);
      toast.success(reply.isClosed ? MANAGE_JOBS_TEXT.closed : MANAGE_JOBS_TEXT.active);
      await reload();
    } catch (error) {
      console.error('Failed to change the job status', error);
    } finally {
      setBusy(job._id, false);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteJob(toDelete._id);
      toast.success(MANAGE_JOBS_TEXT.deleted);
      setToDelete(null);
      await reload();
    } catch (error) {
      console.error('Failed to delete the job', error);
      setToDelete(null);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div>
      <PageHeader
        title={MANAGE_JOBS_TEXT.title}
        subtitle={MANAGE_JOBS_TEXT.subtitle}
        actions={
          <Link
            to={EMPLOYER_PATHS.postJobs}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <PlusIcon className="h-5 w-5" />
            Add New Job
          </Link>
        }
      />

      <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-gray-200 p-4 sm:flex-row sm:items-center">
          <div className="relative flex-1">
            <label htmlFor="job-search" className="sr-only">
              Search jobs
            </label>
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-gray-500" />
            <input
              id="job-search"
              type="search"
              placeholder="Search Jobs..."
              className={`${inputClass} pl-10`}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </div>
          <div className="sm:w-48">
            <label htmlFor="job-status-filter" className="sr-only">
              Filter by status
            </label>
            <select
              id="job-status-filter"
              className={inputClass}
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as StatusFilter);
                setPage(1);
              }}
            >
              <option value="All">All Status</option>
              <option value="Active">Active</option>
              <option value="Closed">Closed</option>
            </select>
          </div>
        </div>
        <p className="px-4 pt-3 text-sm text-gray-700" aria-live="polite">
          {loading ? 'Loading jobs...' : `Showing ${filtered.length} of ${jobs.length} jobs.`}
        </p>

        {!loading && filtered.length === 0 ? (
          <EmptyState
            icon={<SearchIcon className="h-8 w-8" />}
            title="No jobs found"
            description="Try adjusting your search or filter criteria"
          />
        ) : (
          <div className="mt-3">
            <JobsTable
              jobs={loading ? null : current.items}
              sort={sort}
              onSort={(key: SortKey) => {
                setSort((s) => nextSort(s, key));
                setPage(1);
              }}
              busyIds={busyIds}
              onApplicants={(job) => openWithJob(EMPLOYER_PATHS.applicants, job)}
              onEdit={(job) => openWithJob(EMPLOYER_PATHS.postJobs, job)}
              onToggle={(job) => void toggle(job)}
              onDelete={setToDelete}
            />
            <Pagination page={current} onPage={setPage} />
          </div>
        )}
      </div>

      <Modal
        open={toDelete !== null}
        onClose={() => !deleting && setToDelete(null)}
        title="Delete job"
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={deleting}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirmDelete()} loading={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          </>
        }
      >
        <p className="text-gray-700">
          Are you sure you want to delete{' '}
          <strong className="font-semibold text-gray-900">{toDelete?.title}</strong>? Its applications will be
          removed too. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
