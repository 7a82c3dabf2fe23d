import { useAddressParams } from '@portal/shared-data';
import type { EmployerJob } from '@portal/contracts';
import {
  Button,
  ButtonLink,
  EmptyState,
  Input,
  Modal,
  PlusIcon,
  SearchIcon,
  Select,
} from '@portal/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader, Pagination } from '../../../components';
import { useMediaQuery, WIDE_SCREEN } from '../../../hooks/use-media-query';
import { useUrlText } from '../../../hooks/use-url-text';
import { EMPLOYER_PATHS, readStateString } from '../../../lib/paths';
import { employerJobsQuery } from '../api/queries';
import { JOB_ACTION_TEXT, useDeleteJob, useExtendJob, useToggleJobClose } from '../hooks/use-job-actions';
import {
  filterJobs,
  nextSort,
  pageOfJob,
  paginate,
  readJobsView,
  SORT_CHOICES,
  sortJobs,
  sortValue,
  writeJobsView,
  type JobsView,
  type SortKey,
  type StatusFilter,
} from '../lib/job-table';
import { JobCards } from './job-cards';
import type { JobHandlers } from './job-list-props';
import { JobsTable } from './jobs-table';
import { useEmployerViewer } from '../../../lib/viewer';

export const MANAGE_JOBS_TEXT = {
  title: 'Job Managment',
  subtitle: 'Manage your job posting and track applications',
  ...JOB_ACTION_TEXT,
} as const;

/**
 * Manage Jobs: the employer's jobs with search, status filter, sort and pages of 5; a table from 640 px up,
 * one card per job below. Arriving with `{ highlightJobId }` (after a publish) opens the page the job is on
 * under the current sort and highlights it.
 */
export function ManageJobsPage() {
  const viewer = useEmployerViewer();
  const { data, isPending, isFetching } = useQuery(employerJobsQuery(viewer));
  const wide = useMediaQuery(WIDE_SCREEN);
  const location = useLocation();
  // The highlight stays through the view's own changes (a new sort, a page): they keep the state.
  const state: unknown = location.state;
  const highlightId = readStateString(state, 'highlightJobId');
  // The list's view is in the address (lib/job-table: readJobsView): typing replaces the current history
  // step, a new filter, sort or page is a step of its own.
  const [params, setParams] = useAddressParams();
  const { search: searched, status, sort, page } = readJobsView(params);
  const change = (next: Partial<JobsView>, replace = false) =>
    setParams((current) => writeJobsView(current, next), {
      replace,
      preventScrollReset: true,
      state,
    });
  const setPage = (next: number) => change({ page: next });
  // The list filters on what is typed at once; the address follows.
  const [search, setSearch] = useUrlText(searched, (text) => change({ search: text, page: 1 }, true));
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<EmployerJob | null>(null);
  const toggle = useToggleJobClose();
  const extend = useExtendJob();
  const remove = useDeleteJob();

  const jobs = useMemo(() => data ?? [], [data]);
  const filtered = useMemo(
    () => sortJobs(filterJobs(jobs, search, status), sort),
    [jobs, search, status, sort],
  );
  const current = paginate(filtered, page);

  // Once the list has the highlighted job, go to the page it is on and bring its row into view (a list
  // cached from before the publish is refetched first; a job that is not there after that is not waited for).
  const [shownHighlight, setShownHighlight] = useState<string | null>(null);
  useEffect(() => {
    if (!highlightId || shownHighlight === highlightId || isPending) return;
    const onPage = pageOfJob(filtered, highlightId);
    if (onPage === null) {
      if (!isFetching) setShownHighlight(highlightId);
      return;
    }
    setShownHighlight(highlightId);
    if (onPage !== page) change({ page: onPage }, true);
    requestAnimationFrame(() =>
      document
        .querySelector(`[data-job-id="${CSS.escape(highlightId)}"]`)
        ?.scrollIntoView?.({ block: 'center' }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `change` is made anew each render; it reads nothing stale
  }, [highlightId, shownHighlight, isPending, isFetching, filtered, page]);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const handlers: JobHandlers = {
    returnTo: `${location.pathname}${location.search}`,
    onToggle: (job) => {
      setBusy(job._id, true);
      toggle.mutate(job, { onSettled: () => setBusy(job._id, false) });
    },
    onExtend: (job) => {
      setBusy(job._id, true);
      extend.mutate(job, { onSettled: () => setBusy(job._id, false) });
    },
    onDelete: setToDelete,
  };

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
  }

  const listProps = {
    jobs: isPending ? null : current.items,
    busyIds,
    highlightId,
    ...handlers,
  };

  return (
    <div>
      <PageHeader
        title={MANAGE_JOBS_TEXT.title}
        subtitle={MANAGE_JOBS_TEXT.subtitle}
        actions={
          <ButtonLink as={Link} to={EMPLOYER_PATHS.postJobs}>
            <PlusIcon className="h-5 w-5" />
            Add New Job
          </ButtonLink>
        }
      />

      <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-gray-200 p-4 sm:flex-row sm:items-center">
          <div className="flex-1">
            <label htmlFor="job-search" className="sr-only">
              Search jobs
            </label>
            <Input
              id="job-search"
              type="search"
              placeholder="Search Jobs..."
              leading={<SearchIcon className="h-5 w-5" />}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
            />
          </div>
          <div className="sm:w-48">
            <label htmlFor="job-status-filter" className="sr-only">
              Filter by status
            </label>
            <Select
              id="job-status-filter"
              value={status}
              onChange={(e) => change({ status: e.target.value as StatusFilter, page: 1 })}
            >
              <option value="All">All Status</option>
              <option value="Active">Active</option>
              <option value="Closed">Closed</option>
            </Select>
          </div>
          {!wide && (
            <div>
              <label htmlFor="job-sort" className="sr-only">
                Sort by
              </label>
              <Select
                id="job-sort"
                value={sortValue(sort)}
                onChange={(e) => {
                  const choice = SORT_CHOICES.find((c) => c.value === e.target.value);
                  if (choice) change({ sort: choice.sort, page: 1 });
                }}
              >
                {SORT_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    Sort: {choice.label}
                  </option>
                ))}
              </Select>
            </div>
          )}
        </div>
        <p className="px-4 pt-3 text-sm text-gray-700" aria-live="polite">
          {isPending ? 'Loading jobs...' : `Showing ${filtered.length} of ${jobs.length} jobs.`}
        </p>

        {!isPending && filtered.length === 0 ? (
          <EmptyState
            icon={<SearchIcon className="h-8 w-8" />}
            title="No jobs found"
            description="Try adjusting your search or filter criteria"
          />
        ) : (
          <div className="mt-3">
            {wide ? (
              <JobsTable
                {...listProps}
                sort={sort}
                onSort={(key: SortKey) => change({ sort: nextSort(sort, key), page: 1 })}
              />
            ) : (
              <JobCards {...listProps} />
            )}
            <Pagination page={current} onPage={setPage} />
          </div>
        )}
      </div>

      <Modal
        open={toDelete !== null}
        onClose={() => !remove.isPending && setToDelete(null)}
        title="Delete job"
        footer={
          <>
            <Button variant="secondary" onClick={() => setToDelete(null)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
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
