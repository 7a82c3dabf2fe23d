import type { Application } from '@portal/contracts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import { ApplicationStatusBadge, Avatar, DownloadIcon, formatDate, Modal } from '@portal/shared-ui';
import { inputClass } from '../../../components';
import { useStatusChange } from '../hooks/use-status-change';

const termClass = 'text-xs font-medium tracking-wide text-gray-600 uppercase';

function ApplicantProfile({ application }: { application: Application }) {
  const { status, updating, message, change } = useStatusChange(application._id, application.status);
  const { applicant, job } = application;
  return (
    <div>
      <div className="flex flex-col items-center text-center">
        <Avatar src={applicant.avatar} name={applicant.name} size="lg" />
        <p className="mt-3 text-lg font-semibold text-gray-900">{applicant.name}</p>
        <p className="text-sm break-all text-gray-600">{applicant.email}</p>
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
          <dd className="mt-1">
            <ApplicationStatusBadge status={status} />
          </dd>
        </div>
        <div>
          <dt className={termClass}>Applied Date</dt>
          <dd className="mt-1 text-gray-900">{formatDate(application.createdAt, 'DD-MM-YYYY')}</dd>
        </div>
      </dl>
      {applicant.resume ? (
        <a
          href={applicant.resume}
          target="_blank"
          rel="noopener noreferrer"
          download
          className="mt-4 flex w-full items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <DownloadIcon className="h-5 w-5" />
          Download Resume
        </a>
      ) : (
        <p className="mt-4 text-center text-sm text-gray-600">No resume uploaded</p>
      )}
      <div className="mt-6">
        <label htmlFor="application-status" className="mb-1.5 block text-sm font-medium text-gray-800">
          Change Application Status
        </label>
        <select
          id="application-status"
          className={inputClass}
          value={status}
          disabled={updating}
          aria-describedby="application-status-note"
          onChange={(e) => void change(e.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
        <p id="application-status-note" role="status" className="mt-2 min-h-5 text-sm">
          {updating ? (
            <span className="text-gray-600">Updating status...</span>
          ) : message ? (
            <span className="text-green-700">{message}</span>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** SPEC §2 "Applicant Profile" modal. The parent reloads the list when it closes. */
export function ApplicantProfileModal({
  application,
  onClose,
}: {
  application: Application | null;
  onClose: () => void;
}) {
  return (
    <Modal open={application !== null} onClose={onClose} title="Applicant Profile">
      {/* Keyed by the application so a reopened modal starts from its current status. */}
      {application && <ApplicantProfile key={application._id} application={application} />}
    </Modal>
  );
}
