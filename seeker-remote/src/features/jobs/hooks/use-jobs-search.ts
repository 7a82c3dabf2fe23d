import type { Job } from '@portal/contracts';
import toast from 'react-hot-toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { getJobs } from '../api/get-jobs';
import { filtersFromKey, toJobsQuery } from '../filters';

export const JOBS_PAGE_SIZE = 12;

export interface JobsSearchState {
  jobs: Job[];
  total: number;
  page: number;
  pages: number;
  status: 'loading' | 'ready' | 'error';
  loadingMore: boolean;
}

const initial: JobsSearchState = {
  jobs: [],
  total: 0,
  page: 0,
  pages: 0,
  status: 'loading',
  loadingMore: false,
};

const isCancel = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: string }).name === 'CanceledError';

/**
 * Pages of GET /api/jobs for the applied search. A new search (or a new signed-in user: isSaved and
 * applicationStatus are per user) starts again at page 1 and cancels what is in flight.
 */
export function useJobsSearch(searchKey: string, userKey: string) {
  const [state, setState] = useState<JobsSearchState>(initial);
  const generation = useRef(0);
  const loadingMore = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const load = useCallback(() => {
    const run = ++generation.current;
    const controller = new AbortController();
    loadingMore.current = false;
    setState((prev) => ({ ...prev, status: 'loading', loadingMore: false }));
    getJobs({ ...toJobsQuery(filtersFromKey(searchKey)), page: 1, limit: JOBS_PAGE_SIZE }, controller.signal)
      .then((reply) => {
        if (run !== generation.current) return;
        setState({
          jobs: reply.jobs,
          total: reply.total,
          page: reply.page,
          pages: reply.pages,
          status: 'ready',
          loadingMore: false,
        });
      })
      .catch((error: unknown) => {
        if (run !== generation.current || isCancel(error)) return;
        console.error('Failed to fetch jobs', error);
        toast.error(MESSAGES.fetchJobsFailed);
        setState({ ...initial, status: 'error' });
      });
    return () => controller.abort();
  }, [searchKey]);

  useEffect(() => load(), [load, userKey]);

  const loadMore = useCallback(() => {
    if (loadingMore.current) return;
    const { page, pages, status } = stateRef.current;
    if (status !== 'ready' || page >= pages) return;
    loadingMore.current = true;
    const run = generation.current;
    setState((prev) => ({ ...prev, loadingMore: true }));
    getJobs({ ...toJobsQuery(filtersFromKey(searchKey)), page: page + 1, limit: JOBS_PAGE_SIZE })
      .then((reply) => {
        if (run !== generation.current) return;
        setState((prev) => {
          const seen = new Set(prev.jobs.map((job) => job._id));
          return {
            ...prev,
            jobs: [...prev.jobs, ...reply.jobs.filter((job) => !seen.has(job._id))],
            total: reply.total,
            page: reply.page,
            pages: reply.pages,
            loadingMore: false,
          };
        });
      })
      .catch((error: unknown) => {
        if (run !== generation.current) return;
        console.error('Failed to fetch more jobs', error);
        toast.error(MESSAGES.fetchJobsFailed);
        setState((prev) => ({ ...prev, loadingMore: false }));
      })
      .finally(() => {
        if (run === generation.current) loadingMore.current = false;
      });
  }, [searchKey]);

  /** Local change after save/apply (no refetch, so loaded pages stay). */
  const patchJob = useCallback((jobId: string, patch: Partial<Job>) => {
    setState((prev) => ({
      ...prev,
      jobs: prev.jobs.map((job) => (job._id === jobId ? { ...job, ...patch } : job)),
    }));
  }, []);

  return {
    ...state,
    hasMore: state.status === 'ready' && state.page < state.pages,
    loadMore,
    retry: load,
    patchJob,
  };
}
