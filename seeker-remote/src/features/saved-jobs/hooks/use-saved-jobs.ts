import type { Job, SavedJobEntry } from '@portal/contracts';
import toast from 'react-hot-toast';
import { useCallback, useEffect, useState } from 'react';
import { unsaveJob } from '../../jobs';
import { MESSAGES } from '../../../lib/messages';
import { getSavedJobs } from '../api/get-saved-jobs';

type Status = 'loading' | 'ready' | 'error';

/** The signed-in seeker's saved jobs, with removal (SPEC §8 saved-list messages). */
export function useSavedJobs() {
  const [entries, setEntries] = useState<SavedJobEntry[]>([]);
  const [status, setStatus] = useState<Status>('loading');
  const [removing, setRemoving] = useState<Record<string, 'save' | undefined>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setStatus('loading');
    getSavedJobs()
      .then((list) => {
        if (!live) return;
        setEntries(list);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        console.error('Failed to load saved jobs', error);
        setStatus('error');
      });
    return () => {
      live = false;
    };
  }, [attempt]);

  const remove = useCallback(async (job: Job) => {
    setRemoving((prev) => ({ ...prev, [job._id]: 'save' }));
    try {
      await unsaveJob(job._id);
      setEntries((prev) => prev.filter((entry) => entry.job._id !== job._id));
      toast.success(MESSAGES.jobRemoved);
    } catch (error) {
      console.error('Remove saved job failed', error);
      toast.error(MESSAGES.somethingWrongSaved);
    } finally {
      setRemoving((prev) => ({ ...prev, [job._id]: undefined }));
    }
  }, []);

  /** Local change after apply. */
  const patchJob = useCallback((jobId: string, patch: Partial<Job>) => {
    setEntries((prev) =>
      prev.map((entry) => (entry.job._id === jobId ? { ...entry, job: { ...entry.job, ...patch } } : entry)),
    );
  }, []);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const jobs = entries.map((entry) => ({ ...entry.job, isSaved: true }));

  return { jobs, status, remove, removing, patchJob, retry };
}
