import { getErrorMessage, useDraft, useSessionStore } from '@portal/shared-auth';
import { Button, EmptyState, EyeIcon, LoadingScreen, ChevronLeftIcon } from '@portal/shared-ui';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components';
import { useRequest } from '../../../hooks/use-request';
import { EMPLOYER_PATHS, readJobId } from '../../../lib/paths';
import { getJob } from '../api/get-job';
import { createJob, updateJob } from '../api/save-job';
import { useJobForm } from '../hooks/use-job-form';
import { draftToJobBody, EMPTY_DRAFT, jobToDraft, type JobDraft } from '../lib/job-draft';
import { JOB_FORM_FIELDS } from '../lib/validate-job-form';
import { FIELD_IDS, JobFormFields } from './job-form-fields';
import { JobPreview } from './job-preview';

export const POST_JOB_TEXT = {
  createTitle: 'Post a New Job',
  createSubtitle: 'Fill out the form below to create your job posting',
  editTitle: 'Edit Job',
  editSubtitle: 'Update the details of your job posting',
  posted: 'Job Posted Successfully!',
  updated: 'Job Updated Successfully!',
  failed: 'Failed to post/update job. Please try again',
} as const;

const disabledLook = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

function JobEditor({ jobId, initial }: { jobId: string | null; initial: JobDraft }) {
  const form = useJobForm(initial);
  // Typed work survives a lost session: kept for this user until the job is published.
  const draft = useDraft(jobId ? `post-job:${jobId}` : 'post-job:new', {
    values: form.draft,
    restore: form.reset,
  });
  const [mode, setMode] = useState<'form' | 'preview'>('form');
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const companyName = useSessionStore((s) => s.user?.companyName);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const editing = jobId !== null;

  function showErrors() {
    form.attemptSubmit();
    setMode('form');
    const first = JOB_FORM_FIELDS.find((field) => form.errors[field]);
    // After React has rendered the messages (and the form, when coming back from the preview).
    if (first) setTimeout(() => document.getElementById(FIELD_IDS[first])?.focus(), 0);
  }

  function openPreview() {
    if (!form.valid) return showErrors();
    setMode('preview');
    setTimeout(() => previewHeading.current?.focus(), 0);
  }

  async function publish() {
    if (sending) return;
    if (!form.attemptSubmit()) return showErrors();
    setSending(true);
    try {
      const body = draftToJobBody(form.draft);
      if (jobId) await updateJob(jobId, body);
      else await createJob(body);
      toast.success(editing ? POST_JOB_TEXT.updated : POST_JOB_TEXT.posted);
      draft.clear();
      navigate(EMPLOYER_PATHS.dashboard);
    } catch (error) {
      console.error('Failed to save the job', error);
      toast.error(getErrorMessage(error, POST_JOB_TEXT.failed), { position: 'top-right' });
      setSending(false);
    }
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
      onClick={mode === 'preview' ? () => void publish() : undefined}
      loading={sending}
      aria-disabled={!form.valid || sending}
      className={disabledLook}
    >
      {publishLabel}
    </Button>
  );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={editing ? POST_JOB_TEXT.editTitle : POST_JOB_TEXT.createTitle}
        subtitle={editing ? POST_JOB_TEXT.editSubtitle : POST_JOB_TEXT.createSubtitle}
      />
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
            <JobPreview draft={form.draft} companyName={companyName} />
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setMode('form')} disabled={sending}>
                Back to Edit
              </Button>
              {publishButton}
            </div>
          </div>
        ) : (
          <form
            noValidate
            aria-label={editing ? 'Edit job' : 'New job'}
            onSubmit={(event) => {
              event.preventDefault();
              void publish();
            }}
          >
            <JobFormFields form={form} />
            <div className="mt-8 flex flex-col-reverse gap-3 border-t border-gray-200 pt-6 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={openPreview}
                aria-disabled={!form.valid}
                className={disabledLook}
              >
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

function EditJobLoader({ jobId }: { jobId: string }) {
  const { data, loading } = useRequest(() => getJob(jobId), jobId, 'Failed to load the job for editing');
  if (loading) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={POST_JOB_TEXT.editTitle} subtitle={POST_JOB_TEXT.editSubtitle} />
        <LoadingScreen text="Loading job..." />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mx-auto max-w-4xl">
        <PageHeader title={POST_JOB_TEXT.editTitle} subtitle={POST_JOB_TEXT.editSubtitle} />
        <div className="rounded-xl border border-gray-200 bg-white">
          <EmptyState
            title="This job could not be loaded"
            description="It may have been deleted. Go back to your jobs and try again."
            action={
              <Link to={EMPLOYER_PATHS.manageJobs} className="font-medium text-brand-700 hover:underline">
                Back to Manage Jobs
              </Link>
            }
          />
        </div>
      </div>
    );
  }
  return <JobEditor jobId={jobId} initial={jobToDraft(data)} />;
}

/** SPEC §2 Post-jobs: a new job, or edit mode when navigation state carries `{ jobId }`. */
export function PostJobPage() {
  const jobId = readJobId(useLocation().state);
  return jobId ? (
    <EditJobLoader key={jobId} jobId={jobId} />
  ) : (
    <JobEditor key="new" jobId={null} initial={EMPTY_DRAFT} />
  );
}
