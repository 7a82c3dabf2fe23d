import type { Application } from '@portal/contracts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import {
  ApplicationStatusBadge,
  Avatar,
  Badge,
  ButtonLink,
  CheckCircleIcon,
  DownloadIcon,
  Field,
  formatExactDate,
  LoadingScreen,
  Modal,
  Select,
  Button,
  TYPE,
} from '@portal/shared-ui';
import { usePortalForm } from '@portal/shared-ui/form';
import { isResumeEmpty, ResumeSections } from '@portal/shared-ui/resume-sections';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { invalidateAfterStatusChange } from '../../../lib/cache-updates';
import { applicationQuery } from '../api/queries';
import { useStatusChange } from '../hooks/use-status-change';
import { ApplicationNotes } from './application-notes';
import { KnockedOutBadge, ScreeningAnswers } from './screening-answers';
import {
  REJECTION_DEFAULTS,
  REJECTION_RULES,
  RejectionFields,
  rejectionExtras,
  type RejectionValues,
} from './rejection-fields';
import { UndoControl } from './undo-control';
import { useEmployerViewer } from '../../../lib/viewer';

const termClass = 'text-xs font-medium tracking-wide text-gray-600 uppercase';

/** A rejection waiting for its reason (and optional message) before it is sent. */
function RejectForm({
  name,
  onReject,
  onCancel,
}: {
  name: string;
  onReject: (values: RejectionValues) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = usePortalForm<RejectionValues>({ defaultValues: REJECTION_DEFAULTS, rules: REJECTION_RULES });
  return (
    <form
      {...form.formProps(onReject)}
      aria-label={`Reject ${name}`}
      className="mt-4 space-y-4 rounded-lg border border-red-200 bg-red-50/40 p-4"
    >
      <RejectionFields form={form} idPrefix={id} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" size="sm">
          Reject {name}
        </Button>
      </div>
    </form>
  );
}

/**
 * The candidate as they built their profile (its headline, summary, experience, education and skills): the
 * single application's reply carries it, so while the list's copy is shown it is on its way.
 */
function CandidateProfile({ application, failed }: { application: Application; failed: boolean }) {
  const id = useId();
  const { candidate } = application;
  const heading = `${id}-profile`;
  return (
    <section aria-labelledby={heading} className="mt-6">
      <h3 id={heading} className={TYPE.sectionTitle}>
        Candidate profile
      </h3>
      {!candidate ? (
        <p role="status" className="mt-2 text-sm text-gray-600">
          {failed
            ? "The candidate's profile could not be loaded. Close and open the application again to retry."
            : "Loading the candidate's profile..."}
        </p>
      ) : !candidate.headline && isResumeEmpty(candidate) ? (
        <p className="mt-2 text-sm text-gray-600">{candidate.name} has not filled in a profile yet.</p>
      ) : (
        <div className="text-gray-900">
          {candidate.headline && <p className="mt-2 text-gray-700">{candidate.headline}</p>}
          <ResumeSections resume={candidate} headingLevel={4} idPrefix={id} />
        </div>
      )}
    </section>
  );
}

/** Who applied, to what and when, the resume, the status select and the private notes. */
export function ApplicantProfile({
  application,
  profileFailed = false,
}: {
  application: Application;
  /** The candidate's profile could not be read (the rest is the list's copy). */
  profileFailed?: boolean;
}) {
  const { status, updating, message, change, undoHandle, undoLast, undoing } = useStatusChange(
    application._id,
    application.status,
  );
  const { applicant, job } = application;
  // Rejected is chosen in the select, then sent with its reason from the form below it.
  const [rejecting, setRejecting] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const backToSelect = () => requestAnimationFrame(() => select.current?.focus());
  return (
    <div>
      <div className="flex flex-col items-center text-center">
        <Avatar src={applicant.avatar} name={applicant.name} size="lg" />
        <p className="mt-3 text-lg font-semibold text-gray-900">{applicant.name}</p>
        <p className="text-sm break-all text-gray-600">{applicant.email}</p>
        {applicant.emailVerified && (
          <Badge tone="green" className="mt-2 gap-1">
            <CheckCircleIcon className="h-3.5 w-3.5" />
            Verified
          </Badge>
        )}
      </div>
      <dl className="mt-6 grid grid-cols-1 gap-4 rounded-lg bg-gray-50 p-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className={termClass}>Applied Position</dt>
          <dd className="mt-1 font-medium text-gray-900">{job.title}</dd>
          <dd className="text-sm text-gray-600">
            {job.location} · {job.type}
          </dd>
        </div>
        <div>
          <dt className={termClass}>Status</dt>
          <dd className="mt-1 flex flex-wrap gap-2">
            <ApplicationStatusBadge status={status} />
            {application.knockedOut && <KnockedOutBadge />}
          </dd>
        </div>
        <div>
          <dt className={termClass}>Applied Date</dt>
          <dd className="mt-1 text-gray-900">{formatExactDate(application.createdAt)}</dd>
        </div>
        {status === 'Rejected' && application.rejection && (
          <div className="sm:col-span-2">
            <dt className={termClass}>Rejection reason</dt>
            <dd className="mt-1 text-gray-900">{application.rejection.reason}</dd>
            {application.rejection.message && (
              <dd className="mt-2 text-sm whitespace-pre-line text-gray-700">
                <span className="sr-only">Message sent: </span>“{application.rejection.message}”
              </dd>
            )}
          </div>
        )}
      </dl>
      {applicant.resume ? (
        <ButtonLink
          href={applicant.resume}
          target="_blank"
          rel="noopener noreferrer"
          download
          variant="secondary"
          fullWidth
          className="mt-4"
        >
          <DownloadIcon className="h-5 w-5" />
          Download Resume
        </ButtonLink>
      ) : (
        <p className="mt-4 text-center text-sm text-gray-600">No resume uploaded</p>
      )}
      <Field id="application-status" label="Change Application Status" className="mt-6">
        {(control) => (
          <Select
            {...control}
            ref={select}
            value={rejecting ? 'Rejected' : status}
            disabled={updating}
            aria-describedby="application-status-note"
            onChange={(e) => {
              const next = e.target.value as ApplicationStatus;
              if (next === 'Rejected' && status !== 'Rejected') setRejecting(true);
              else {
                setRejecting(false);
                void change(next);
              }
            }}
          >
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {rejecting && (
        <RejectForm
          name={applicant.name}
          onCancel={() => {
            setRejecting(false);
            backToSelect();
          }}
          onReject={(values) => {
            setRejecting(false);
            backToSelect();
            void change('Rejected', rejectionExtras(values));
          }}
        />
      )}
      <div id="application-status-note" role="status" className="mt-2 min-h-5 space-y-2 text-sm">
        {updating ? (
          <span className="text-gray-600">Updating status...</span>
        ) : message ? (
          <span className={message.tone === 'success' ? 'text-green-700' : 'text-red-700'}>
            {message.text}
          </span>
        ) : null}
      </div>
      {undoHandle && !updating && (
        <div className="mt-2">
          <UndoControl
            handle={undoHandle}
            label={`Undo moving ${applicant.name} to ${status}`}
            busy={undoing}
            onUndo={() => {
              void undoLast();
              backToSelect();
            }}
          />
        </div>
      )}
      <CandidateProfile application={application} failed={profileFailed} />
      {application.screeningAnswers && application.screeningAnswers.length > 0 && (
        <ScreeningAnswers answers={application.screeningAnswers} />
      )}
      <ApplicationNotes applicationId={application._id} />
    </div>
  );
}

/**
 * The application from the API (with the candidate's profile), the list's copy of it shown meanwhile when
 * it was opened from a list.
 */
function ApplicantProfileLoader({
  applicationId,
  initial,
}: {
  applicationId: string;
  initial?: Application;
}) {
  const viewer = useEmployerViewer();
  const { data, isPending, isError } = useQuery({
    ...applicationQuery(viewer, applicationId),
    ...(initial ? { placeholderData: initial } : {}),
  });
  // A failed read leaves the list's copy on screen (everything but the candidate's profile).
  const shown = data ?? initial;
  if (isPending && !shown) return <LoadingScreen text="Loading applicant..." />;
  if (!shown) return <p className="py-8 text-center text-gray-600">This application could not be loaded.</p>;
  return <ApplicantProfile application={shown} profileFailed={isError} />;
}

/**
 * The "Applicant Profile" modal: who applied, to what and when, the resume, the status select and the
 * private notes. Closing it reloads the applications (and what counts them): a status changed in it shows
 * in the list behind it, its stage counts and the dashboard.
 */
export function ApplicantProfileModal({
  applicationId,
  initial,
  onClose,
}: {
  applicationId: string | null;
  /** The application as the opening list has it (shown at once, without a request). */
  initial?: Application | undefined;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const close = () => {
    onClose();
    void invalidateAfterStatusChange(client);
  };
  return (
    <Modal open={applicationId !== null} onClose={close} title="Applicant Profile" className="max-w-xl">
      {/* Keyed by the application so a reopened modal starts from its current status. */}
      {applicationId && (
        <ApplicantProfileLoader key={applicationId} applicationId={applicationId} initial={initial} />
      )}
    </Modal>
  );
}
