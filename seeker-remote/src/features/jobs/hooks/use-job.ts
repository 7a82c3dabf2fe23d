import type { Job } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getJob } from '../api/get-job';

export type JobState =
  | { status: 'idle' | 'loading'; job: null }
  | { status: 'ready'; job: Job }
  | { status: 'not-found' | 'error'; job: null };

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as { response?: { status?: number } }).response?.status;
}

/** One job by id, loaded only when `enabled` (signed in, SPEC §2). 404 (or 400, a malformed id) → not-found. */
export function useJob(jobId: string | undefined, enabled: boolean) {
  const [state, setState] = useState<JobState>({ status: 'idle', job: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    if (!jobId) {
      setState({ status: 'not-found', job: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading', job: null });
    getJob(jobId, controller.signal)
      .then((job) => setState({ status: 'ready', job }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const status = httpStatus(error);
        // SPEC §8: a failed detail load is only logged; the page still says what happened.
        console.error('Failed to load job', error);
        setState({ status: status === 404 || status === 400 ? 'not-found' : 'error', job: null });
      });
    return () => controller.abort();
  }, [jobId, enabled, attempt]);

  const patch = useCallback((_id: string, change: Partial<Job>) => {
    setState((prev) =>
      prev.status === 'ready' ? { status: 'ready', job: { ...prev.job, ...change } } : prev,
    );
  }, []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { ...state, patch, retry };
}
