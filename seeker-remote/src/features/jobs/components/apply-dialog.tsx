// "Apply with a look first": before an application goes out, the seeker sees the job and chooses the
// resume that goes with it: the file on their profile (added on the spot when there is none) or a PDF of
// the résumé they built on their profile; and answers the employer's screening questions, when the job
// asks any.
import type { Job, ScreeningAnswerBody, User } from '@portal/contracts';
import type { ResumeChoice } from '@portal/contracts/constants';
import { hasBuiltResume } from '@portal/contracts/resume';
import { getErrorMessage, useRefreshedUser, useSessionStore } from '@portal/shared-auth';
import { RESUME_ACCEPT, validateResumeFile } from '@portal/shared-auth/validators';
import { Alert } from '@portal/shared-ui/alert';
import { Button, buttonClasses } from '@portal/shared-ui/button';
import { UploadIcon } from '@portal/shared-ui/icons';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
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
  /**
   * Sends the application; `answers` when the job asks screening questions, `resume` 'built' to send a PDF
   * of the résumé built on the profile instead of the uploaded file.
   */
  onConfirm: (answers?: ScreeningAnswerBody[], resume?: ResumeChoice) => void;
  applying: boolean;
  /** Why the last attempt failed (the server's message), shown in the dialog. */
  error: string | null;
}

const radioClasses = 'mt-0.5 h-4 w-4 shrink-0 border-gray-300 accent-brand-600 disabled:opacity-50';

/**
 * The résumé that goes with the application: the file uploaded on the profile (one can be uploaded on the
 * spot when there is none), or a PDF of the résumé built on the profile, made as the application is sent.
 */
function ResumeToSend({
  choice,
  onChoose,
}: {
  choice: ResumeChoice;
  onChoose: (choice: ResumeChoice) => void;
}) {
  const user = useSessionStore((s) => s.user);
  const attach = useAttachResume();
  const [problem, setProblem] = useState<string | null>(null);
  const helpId = useId();
  if (!user) return null;
  const built = hasBuiltResume(user);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const invalid = validateResumeFile(file);
    setProblem(invalid || null);
    if (invalid) return;
    // The file was picked to be sent: it is the choice from now on.
    onChoose('uploaded');
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

  const sent =
    choice === 'built' ? 'A PDF of your built résumé' : user.resume ? 'Your uploaded resume' : 'No resume';

  return (
    <fieldset className="rounded-lg border border-gray-200 p-4">
      <legend className="px-1">
        <h3 className="text-sm font-semibold text-gray-900">Resume</h3>
      </legend>
      <div className="space-y-4">
        <div className="flex gap-3">
          <input
            id={`${helpId}-uploaded`}
            type="radio"
            name={`${helpId}-resume`}
            value="uploaded"
            checked={choice === 'uploaded'}
            onChange={() => onChoose('uploaded')}
            aria-describedby={`${helpId}-uploaded-help`}
            className={radioClasses}
          />
          <div className="min-w-0">
            <label htmlFor={`${helpId}-uploaded`} className="text-sm font-medium text-gray-900">
              Use my uploaded file
            </label>
            {user.resume ? (
              <p id={`${helpId}-uploaded-help`} className="mt-1 text-sm text-gray-700">
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
                )}
                . You can change it on your profile.
              </p>
            ) : (
              <>
                <p id={`${helpId}-uploaded-help`} className="mt-1 text-sm text-gray-700">
                  There is no resume on your profile, so employers would only see your name and e-mail. Upload
                  one (PDF, DOC or DOCX) to send it with this application and keep it on your profile.
                </p>
                <label className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-3`}>
                  {attach.isPending ? <Spinner className="h-4 w-4" /> : <UploadIcon className="h-4 w-4" />}
                  {attach.isPending ? 'Uploading resume...' : 'Upload resume'}
                  <input
                    type="file"
                    accept={RESUME_ACCEPT}
                    className="sr-only"
                    aria-describedby={`${helpId}-uploaded-help`}
                    disabled={attach.isPending}
                    onChange={(event) => {
                      choose(event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </label>
              </>
            )}
          </div>
        </div>
        <div className="flex gap-3">
          <input
            id={`${helpId}-built`}
            type="radio"
            name={`${helpId}-resume`}
            value="built"
            checked={choice === 'built'}
            disabled={!built}
            onChange={() => onChoose('built')}
            aria-describedby={`${helpId}-built-help`}
            className={radioClasses}
          />
          <div className="min-w-0">
            <label
              htmlFor={`${helpId}-built`}
              className={`text-sm font-medium ${built ? 'text-gray-900' : 'text-gray-500'}`}
            >
              Use my built résumé
            </label>
            <p id={`${helpId}-built-help`} className="mt-1 text-sm text-gray-700">
              {built ? (
                <>
                  A PDF of the résumé on your profile, made as you send this application (later edits do not
                  change it).{' '}
                  <Link
                    to="/resume"
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    See your résumé
                  </Link>
                </>
              ) : (
                <>
                  You have not built a résumé yet.{' '}
                  <Link
                    to="/resume"
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    Build your résumé
                  </Link>
                </>
              )}
            </p>
          </div>
        </div>
      </div>
      <p className="mt-4 text-sm text-gray-900" aria-live="polite">
        {sent} will be sent with this application.
      </p>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** What the dialog offers first: the uploaded file when there is one, else the built résumé when there is one. */
const firstChoice = (user: User | null): ResumeChoice =>
  user && !user.resume && hasBuiltResume(user) ? 'built' : 'uploaded';

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
  const user = useSessionStore((s) => s.user);
  const [chosen, setChoice] = useState<ResumeChoice>(() => firstChoice(user));
  // The profile as the server has it now (refreshed below) may have no built résumé any more.
  const choice = chosen === 'built' && user && !hasBuiltResume(user) ? 'uploaded' : chosen;
  const send = () => {
    const resume = choice === 'built' ? choice : undefined;
    if (questions.length === 0) return onConfirm(undefined, resume);
    const firstInvalid = questions.find((q) => errors[q.id]);
    setChecked(true);
    if (firstInvalid) return focusQuestion(idPrefix, firstInvalid.id);
    onConfirm(answersToSend(questions, typed), resume);
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
        <ResumeToSend choice={choice} onChoose={setChoice} />
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
