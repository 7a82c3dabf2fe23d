// "Apply with a look first": before an application goes out, the seeker sees the job and the resume that
// will be sent with it (the one on their profile), and can add one on the spot when there is none; and
// answers the employer's screening questions, when the job asks any.
import type { Job, ScreeningAnswerBody } from '@portal/contracts';
import { getErrorMessage, useRefreshedUser, useSessionStore } from '@portal/shared-auth';
import { RESUME_ACCEPT, validateResumeFile } from '@portal/shared-auth/validators';
import { Alert } from '@portal/shared-ui/alert';
import { Button, buttonClasses } from '@portal/shared-ui/button';
import { UploadIcon } from '@portal/shared-ui/icons';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { ATTACH_RESUME_KEY, fileNameOf, resolveFileUrl, useAttachResume } from '../../profile';
import { companyName } from '../job-display';
import { jobDetailQuery } from '../api/queries';
import { CompanyLogo } from './company-logo';
import {
  answerErrors,
  answersToSend,
  focusQuestion,
  ScreeningAnswers,
  type TypedAnswers,
} from './screening-answers';
import { RelativeDate } from '@portal/shared-ui/relative-date';

export interface ApplyDialogProps {
  job: Job;
  /** Whose view of the job to read its questions with (the page's job query, when it has one). */
  viewerKey: string;
  onClose: () => void;
  /** Sends the application; `answers` when the job asks screening questions. */
  onConfirm: (answers?: ScreeningAnswerBody[]) => void;
  applying: boolean;
  /** Why the last attempt failed (the server's message), shown in the dialog. */
  error: string | null;
}

function ResumeToSend() {
  const user = useSessionStore((s) => s.user);
  const attach = useAttachResume();
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();
  if (!user) return null;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const invalid = validateResumeFile(file);
    setProblem(invalid || null);
    if (invalid) return;
    attach.mutate(
      { user, file },
      {
        onError: (error) => {
          console.error('Resume upload failed', error);
          // The server's reason when it gave one (a full upload quota, a file too large).
          setProblem(getErrorMessage(error, MESSAGES.resumeUploadFailed));
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${helpId}-title`} className="rounded-lg border border-gray-200 p-4">
      <h3 id={`${helpId}-title`} className="text-sm font-semibold text-gray-900">
        Resume
      </h3>
      {user.resume ? (
        <p className="mt-1 text-sm text-gray-700">
          Your resume{' '}
          <a
            href={resolveFileUrl(user.resume)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
          >
            {user.resumeName || fileNameOf(user.resume)}
          </a>
          {user.resumeUploadedAt && (
            <>
              {' '}
              (<RelativeDate value={user.resumeUploadedAt} prefix="uploaded" />)
            </>
          )}{' '}
          will be sent with this application. You can change it on your profile.
        </p>
      ) : (
        <>
          <p id={helpId} className="mt-1 text-sm text-gray-700">
            There is no resume on your profile, so employers would only see your name and e-mail. Upload one
            (PDF, DOC or DOCX) to send it with this application and keep it on your profile.
          </p>
          <label className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-3`}>
            {attach.isPending ? <Spinner className="h-4 w-4" /> : <UploadIcon className="h-4 w-4" />}
            {attach.isPending ? 'Uploading resume...' : 'Upload resume'}
            <input
              type="file"
              accept={RESUME_ACCEPT}
              className="sr-only"
              aria-describedby={helpId}
              disabled={attach.isPending}
              onChange={(event) => {
                choose(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
        </>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}

/** The confirmation an Apply opens (card or job page). */
export function ApplyDialog({ job, viewerKey, onClose, onConfirm, applying, error }: ApplyDialogProps) {
  const company = companyName(job);
  // The questions are on the job's own page (a list's card has none): the page's query when it is there.
  const detail = useQuery(jobDetailQuery(viewerKey, job._id));
  const questions = detail.data?.screeningQuestions ?? [];
  const [typed, setTyped] = useState<TypedAnswers>({});
  const [checked, setChecked] = useState(false);
  const errors = answerErrors(questions, typed);
  const idPrefix = useId();
  const send = () => {
    if (questions.length === 0) return onConfirm();
    const firstInvalid = questions.find((q) => errors[q.id]);
    setChecked(true);
    if (firstInvalid) return focusQuestion(idPrefix, firstInvalid.id);
    onConfirm(answersToSend(questions, typed));
  };
  // The resume it offers to send is the one the server has (uploaded from another device, say).
  useRefreshedUser();
  // Sending waits for a resume being uploaded, so the application goes out with it.
  const uploading = useIsMutating({ mutationKey: ATTACH_RESUME_KEY }) > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title="Review your application"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={applying}>
            Cancel
          </Button>
          <Button onClick={send} loading={applying} disabled={uploading || detail.isPending}>
            {applying ? 'Sending application...' : 'Send application'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex min-w-0 items-start gap-3">
          <CompanyLogo src={job.company.companyLogo || undefined} company={company} />
          <div className="min-w-0">
            <p className="font-semibold text-gray-900 wrap-anywhere">{job.title}</p>
            <p className="text-sm text-gray-600 wrap-anywhere">{company}</p>
            <p className="text-sm text-gray-600 wrap-anywhere">{job.location}</p>
          </div>
        </div>
        <ResumeToSend />
        {questions.length > 0 && (
          <ScreeningAnswers
            questions={questions}
            typed={typed}
            onChange={(id, value) => setTyped((now) => ({ ...now, [id]: value }))}
            errors={checked ? errors : {}}
            idPrefix={idPrefix}
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
