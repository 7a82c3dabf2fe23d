import { RULE_MESSAGES } from '@portal/contracts/rules';
import { getErrorMessage, useDraft, useSessionStore } from '@portal/shared-auth';
import {
  Alert,
  Button,
  ButtonLink,
  ChevronLeftIcon,
  EyeIcon,
  LoadingScreen,
  PageState,
} from '@portal/shared-ui';
import { usePortalForm } from '@portal/shared-ui/form';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components';
import {
  editJobPath,
  EMPLOYER_PATHS,
  readReturnTo,
  readStateString,
  type HighlightJobState,
  type SavedJobState,
} from '../../../lib/paths';
import { jobQuery } from '../../../api/job-query';
import { useSaveJob } from '../hooks/use-save-job';
import { draftToJobBody, EMPTY_DRAFT, jobToDraft, type JobDraft } from '../lib/job-draft';
import { isJobFormValid, JOB_FORM_RULES } from '../lib/validate-job-form';
import { CompanyNameFirst } from './company-name-first';
import { JobFormFields } from './job-form-fields';
import { JobPreview } from './job-preview';
import { useEmployerViewer } from '../../../lib/viewer';

export const POST_JOB_TEXT = {
  createTitle: 'Post a New Job',
  createSubtitle: 'Fill out the form below to create your job posting',
  editTitle: 'Edit Job',
  editSubtitle: 'Update the details of your job posting',
  posted: 'Job Posted Successfully!',
  updated: 'Job Updated Successfully!',
  failed: 'Failed to post/update job. Please try again',
} as const;

interface EditorProps {
  /** The job being edited; null for a new job. */
  jobId: string | null;
  initial: JobDraft;
  /** Where the typed values are kept across a lost session. */
  draftKey: string;
  /** The title of the job this new one was copied from. */
  copiedFrom?: string;
  /** Where an edit returns to once saved or cancelled (the page that opened it). */
  returnTo?: string;
}

function JobEditor({ jobId, initial, draftKey, copiedFrom, returnTo }: EditorProps) {
  const form = usePortalForm<JobDraft>({
    defaultValues: initial,
    rules: JOB_FORM_RULES,
    feedback: 'touched',
  });
  const values = form.watch();
  const valid = isJobFormValid(values);
  // Typed work survives a lost session: kept for this user until the job is published.
  const draft = useDraft(draftKey, {
    values,
    restore: (saved) => form.reset(saved, { keepDefaultValues: true }),
  });
  const [mode, setMode] = useState<'form' | 'preview'>('form');
  const save = useSaveJob();
  const sending = save.isPending;
  const navigate = useNavigate();
  const companyName = useSessionStore((s) => s.user?.companyName);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const companyInput = useRef<HTMLInputElement>(null);
  const editing = jobId !== null;
  // A job goes out under its company's name: a new employer names the company first (the API insists).
  const needsCompany = !editing && !companyName?.trim();

  async function publish(job: JobDraft) {
    if (save.isPending) return;
    if (needsCompany) {
      setMode('form');
      setTimeout(() => companyInput.current?.focus(), 0);
      toast.error(RULE_MESSAGES.companyNameRequired, { position: 'top-right' });
      return;
    }
    try {
      const saved = await save.mutateAsync({ jobId, body: draftToJobBody(job) });
      toast.success(editing ? POST_JOB_TEXT.updated : POST_JOB_TEXT.posted);
      draft.clear();
      const savedId = saved && typeof saved === 'object' && saved._id ? saved._id : null;
      if (editing) {
        // Back where the edit was opened from; opened by its address alone, to the job in Manage Jobs.
        if (returnTo) void navigate(returnTo);
        else {
          const state: HighlightJobState | null = savedId ? { highlightJobId: savedId } : null;
          void navigate(EMPLOYER_PATHS.manageJobs, { state });
        }
        return;
      }
      const state: SavedJobState | null = savedId
        ? { savedJobId: savedId, savedJobTitle: saved.title, created: true }
        : null;
      void navigate(EMPLOYER_PATHS.dashboard, { state });
    } catch (error) {
      console.error('Failed to save the job', error);
      toast.error(getErrorMessage(error, POST_JOB_TEXT.failed), { position: 'top-right' });
    }
  }

  const formProps = form.formProps(publish);

  function openPreview() {
    // An invalid form is submitted instead: every message shows and the first invalid field gets focus.
    if (!valid) return formProps.ref.current?.requestSubmit();
    setMode('preview');
    setTimeout(() => previewHeading.current?.focus(), 0);
  }

  const publishLabel = editing
    ? sending
      ? 'Updating Job...'
      : 'Update Job'
    : sending
      ? 'Publishing Job...'
      : 'Publish Job';
  const publishButton = (
    <Button
      type={mode === 'form' ? 'submit' : 'button'}
      onClick={mode === 'preview' ? () => void publish(form.getValues()) : undefined}
      loading={sending}
      aria-disabled={!valid || sending}
    >
      {publishLabel}
    </Button>
  );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={editing ? POST_JOB_TEXT.editTitle : POST_JOB_TEXT.createTitle}
        subtitle={editing ? POST_JOB_TEXT.editSubtitle : POST_JOB_TEXT.createSubtitle}
        actions={
          editing ? (
            <ButtonLink as={Link} to={returnTo ?? EMPLOYER_PATHS.manageJobs} variant="secondary">
              Cancel
            </ButtonLink>
          ) : undefined
        }
      />
      {copiedFrom && mode === 'form' && (
        <Alert tone="info" className="mb-6">
          Copied from “{copiedFrom}”. Publishing creates a new job; the original stays as it is.
        </Alert>
      )}
      {needsCompany && <CompanyNameFirst inputRef={companyInput} />}
      <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-8">
        {mode === 'preview' ? (
          <div>
            <div className="mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-4">
              <h2
                ref={previewHeading}
                tabIndex={-1}
                className="text-lg font-semibold text-gray-900 focus:outline-none"
              >
                Job Preview
              </h2>
              <Button variant="secondary" size="sm" onClick={() => setMode('form')} disabled={sending}>
                <ChevronLeftIcon className="h-4 w-4" />
                Back to Edit
              </Button>
            </div>
            <JobPreview draft={values} companyName={companyName} />
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setMode('form')} disabled={sending}>
                Back to Edit
              </Button>
              {publishButton}
            </div>
          </div>
        ) : (
          <form {...formProps} aria-label={editing ? 'Edit job' : 'New job'}>
            <JobFormFields form={form} />
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={openPreview} aria-disabled={!valid}>
                <EyeIcon className="h-5 w-5" />
                Preview
              </Button>
              {publishButton}
            </div>
          </form>
        )}
      </div>
    </div>
  );
}

/** Loads the job to edit or to copy, then opens the editor with it. */
function JobLoader({
  sourceId,
  mode,
  returnTo,
}: {
  sourceId: string;
  mode: 'edit' | 'copy';
  returnTo?: string | undefined;
}) {
  const viewer = useEmployerViewer();
  const { data, isPending } = useQuery(jobQuery(viewer, sourceId));
  const header =
    mode === 'edit' ? (
      <PageHeader title={POST_JOB_TEXT.editTitle} subtitle={POST_JOB_TEXT.editSubtitle} />
    ) : (
      <PageHeader title={POST_JOB_TEXT.createTitle} subtitle={POST_JOB_TEXT.createSubtitle} />
    );
  if (isPending || !data) {
    return (
      <div className="mx-auto max-w-4xl">
        {header}
        <div className="rounded-xl border border-gray-200 bg-white">
          {isPending ? (
            <LoadingScreen text="Loading job..." />
          ) : (
            <PageState
              kind="empty"
              headingLevel={2}
              title="This job could not be loaded"
              description="It may have been deleted. Go back to your jobs and try again."
              action={
                <ButtonLink as={Link} to={EMPLOYER_PATHS.manageJobs} variant="secondary">
                  Back to Manage Jobs
                </ButtonLink>
              }
            />
          )}
        </div>
      </div>
    );
  }
  return mode === 'edit' ? (
    <JobEditor
      jobId={sourceId}
      initial={jobToDraft(data)}
      draftKey={`post-job:${sourceId}`}
      {...(returnTo ? { returnTo } : {})}
    />
  ) : (
    <JobEditor
      jobId={null}
      initial={jobToDraft(data, false)}
      draftKey={`post-job:copy:${sourceId}`}
      copiedFrom={data.title}
    />
  );
}

/**
 * Post Jobs: a new job, or a new job prefilled from another with `?copyOf=<jobId>` (Duplicate on Manage
 * Jobs; publishing creates a new job). Success returns to the dashboard, which offers a way to the saved
 * job. The product's original edit mode, `{ jobId }` in navigation state, leads on to Edit Job's own
 * address (as does the old `{ copyOf }` state to the copy's).
 */
export function PostJobPage() {
  const state: unknown = useLocation().state;
  const [params] = useSearchParams();
  const jobId = readStateString(state, 'jobId');
  if (jobId) return <Navigate to={editJobPath(jobId)} replace />;
  const copyOf = params.get('copyOf') || readStateString(state, 'copyOf');
  if (copyOf) return <JobLoader key={`copy:${copyOf}`} sourceId={copyOf} mode="copy" />;
  return <JobEditor key="new" jobId={null} initial={EMPTY_DRAFT} draftKey="post-job:new" />;
}

/**
 * Edit Job, `/employeer/jobs/:jobId/edit`: the job's form prefilled; saving or Cancel return to the page
 * that opened it (`{ returnTo }` in navigation state), or to the job in Manage Jobs.
 */
export function EditJobPage() {
  const { jobId = '' } = useParams();
  const returnTo = readReturnTo(useLocation().state) ?? undefined;
  return <JobLoader key={`edit:${jobId}`} sourceId={jobId} mode="edit" returnTo={returnTo} />;
}
