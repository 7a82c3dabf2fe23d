import type { Job } from '@portal/contracts';
import { getErrorMessage, useSessionStore } from '@portal/shared-auth';
import toast from 'react-hot-toast';
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../lib/messages';
import { applyToJob } from '../api/apply-to-job';
import { saveJob, unsaveJob } from '../api/save-job';

type Patch = (jobId: string, patch: Partial<Job>) => void;

/**
 * Save/unsave and apply, with the SPEC §8 messages. `onChange` receives the new state of the job. A signed-out
 * visitor is sent to /login instead of making a call that cannot succeed.
 */
export function useJobActions(onChange: Patch) {
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const navigate = useNavigate();
  const location = useLocation();
  const [pending, setPending] = useState<Record<string, 'save' | 'apply' | undefined>>({});

  const mark = (jobId: string, action: 'save' | 'apply' | undefined) =>
    setPending((prev) => ({ ...prev, [jobId]: action }));

  const toLogin = useCallback(() => navigate('/login', { state: { from: location } }), [navigate, location]);

  const toggleSave = useCallback(
    async (job: Job) => {
      if (!isAuthenticated) return toLogin();
      mark(job._id, 'save');
      try {
        if (job.isSaved) await unsaveJob(job._id);
        else await saveJob(job._id);
        onChange(job._id, { isSaved: !job.isSaved });
        toast.success(job.isSaved ? MESSAGES.jobRemoved : MESSAGES.jobSaved);
      } catch (error) {
        console.error('Save job failed', error);
        toast.error(MESSAGES.somethingWrong);
      } finally {
        mark(job._id, undefined);
      }
    },
    [isAuthenticated, onChange, toLogin],
  );

  const apply = useCallback(
    async (job: Job) => {
      if (!isAuthenticated) return toLogin();
      mark(job._id, 'apply');
      try {
        const reply = await applyToJob(job._id);
        onChange(job._id, { applicationStatus: reply?.application?.status ?? 'Applied' });
        toast.success(MESSAGES.applied);
      } catch (error) {
        console.error('Apply failed', error);
        toast.error(getErrorMessage(error, MESSAGES.somethingWrong));
      } finally {
        mark(job._id, undefined);
      }
    },
    [isAuthenticated, onChange, toLogin],
  );

  return { toggleSave, apply, pending };
}
