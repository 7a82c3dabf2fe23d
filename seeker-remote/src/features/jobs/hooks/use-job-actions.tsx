// Save/unsave and apply, as mutations, for whoever is looking: a job seeker acts, a visitor is sent to sign
// in and brought back to the job to finish (the login page returns to `state.from`), an employer is offered
// neither. Applying opens the confirmation first. A success updates every cached copy of the job in place
// (loaded pages stay loaded) and invalidates what it changes elsewhere (saved list, my applications).
import type { Job, ScreeningAnswerBody } from '@portal/contracts';
import type { ResumeChoice } from '@portal/contracts/constants';
import { getErrorMessage } from '@portal/shared-auth';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../lib/messages';
import { afterApply, afterSaveChange } from '../../../lib/cache-updates';
import { useViewer, type ViewerKind } from '../../../lib/viewer';
import { applyToJob } from '../api/apply-to-job';
import { saveJob, unsaveJob } from '../api/save-job';
import { jobPath, type JobIntent } from '../job-intent';

// The confirmation is only needed once someone applies: its code loads then, not with the list.
const ApplyDialog = lazy(() =>
  import('../components/apply-dialog').then((m) => ({ default: m.ApplyDialog })),
);

const SAVE_KEY = ['jobs', 'save'];
const APPLY_KEY = ['jobs', 'apply'];

export type PendingAction = 'save' | 'apply';

/** What an Apply sends: the job, and the answers to its screening questions when it asks any. */
interface Application {
  job: Job;
  answers?: ScreeningAnswerBody[] | undefined;
  /** `built`: a PDF of the résumé built on the profile goes with it, not the uploaded file. */
  resume?: ResumeChoice | undefined;
}

export interface JobActions {
  /** Who is looking: what the job views offer (seekers act; visitors are asked to sign in; employers read). */
  viewer: ViewerKind;
  toggleSave: (job: Job) => void;
  /** Opens the Apply confirmation (a visitor goes to sign in first). */
  apply: (job: Job) => void;
  /** Jobs with a save or an apply on its way, by id. */
  pending: Record<string, PendingAction | undefined>;
  /** The job just applied to: its status badge takes keyboard focus, then calls `statusFocused`. */
  justApplied: string | null;
  statusFocused: () => void;
  /** The confirmation dialog, to render once anywhere on the page. */
  dialog: ReactNode;
}

/** Unsaving from the saved list says its own failure message (with a final period). */
export interface JobActionsOptions {
  saveFailedMessage?: string;
}

export function useJobActions({
  saveFailedMessage = MESSAGES.somethingWrong,
}: JobActionsOptions = {}): JobActions {
  const viewer = useViewer();
  const kind: ViewerKind = viewer?.kind ?? 'guest';
  const client = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Job | null>(null);
  const [justApplied, setJustApplied] = useState<string | null>(null);

  const toSignIn = useCallback(
    (job: Job, intent: JobIntent) => navigate('/login', { state: { from: jobPath(job._id, intent) } }),
    [navigate],
  );

  const save = useMutation({
    mutationKey: SAVE_KEY,
    mutationFn: (job: Job) => (job.isSaved ? unsaveJob(job._id) : saveJob(job._id)),
    onSuccess: (_reply, job) => {
      afterSaveChange(client, job._id, !job.isSaved);
      toast.success(job.isSaved ? MESSAGES.jobRemoved : MESSAGES.jobSaved);
    },
    onError: (error) => {
      console.error('Save job failed', error);
      toast.error(saveFailedMessage);
    },
  });

  const applyMutation = useMutation({
    mutationKey: APPLY_KEY,
    mutationFn: ({ job, answers, resume }: Application) =>
      resume === 'built'
        ? applyToJob(job._id, answers, resume)
        : answers
          ? applyToJob(job._id, answers)
          : applyToJob(job._id),
    onSuccess: (reply, { job }) => {
      afterApply(client, job._id, reply?.application?.status ?? 'Applied');
      toast.success(MESSAGES.applied);
      setConfirming(null);
      setJustApplied(job._id);
    },
    onError: (error) => console.error('Apply failed', error),
  });

  const toggleSave = useCallback(
    (job: Job) => {
      if (kind === 'guest') return void toSignIn(job, 'save');
      if (kind === 'seeker') save.mutate(job);
    },
    [kind, save, toSignIn],
  );

  const apply = useCallback(
    (job: Job) => {
      if (kind === 'guest') return void toSignIn(job, 'apply');
      if (kind !== 'seeker') return;
      applyMutation.reset();
      setJustApplied(null);
      setConfirming(job);
    },
    [kind, applyMutation, toSignIn],
  );

  const saving = useMutationState({
    filters: { mutationKey: SAVE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Job | undefined)?._id,
  });
  const applying = useMutationState({
    filters: { mutationKey: APPLY_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Application | undefined)?.job._id,
  });
  const pending = useMemo(() => {
    const byJob: Record<string, PendingAction | undefined> = {};
    for (const id of saving) if (id) byJob[id] = 'save';
    for (const id of applying) if (id) byJob[id] = 'apply';
    return byJob;
  }, [saving, applying]);

  const dialog = confirming ? (
    <Suspense fallback={null}>
      <ApplyDialog
        job={confirming}
        viewerKey={viewer?.key ?? 'guest'}
        onClose={() => setConfirming(null)}
        onConfirm={(answers, resume) => applyMutation.mutate({ job: confirming, answers, resume })}
        applying={applyMutation.isPending}
        error={applyMutation.isError ? getErrorMessage(applyMutation.error, MESSAGES.somethingWrong) : null}
      />
    </Suspense>
  ) : null;

  const statusFocused = useCallback(() => setJustApplied(null), []);

  return { viewer: kind, toggleSave, apply, pending, justApplied, statusFocused, dialog };
}
