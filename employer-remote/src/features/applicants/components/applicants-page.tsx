import type { Application, Job } from '@portal/contracts';
import { CATEGORY_LABELS } from '@portal/contracts/constants';
import {
  ApplicationStatusBadge,
  Avatar,
  BriefcaseIcon,
  ChevronLeftIcon,
  EmptyState,
  EyeIcon,
  FileTextIcon,
  formatDate,
  LoadingScreen,
  MapPinIcon,
  UsersIcon,
} from '@portal/shared-ui';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useRequest } from '../../../hooks/use-request';
import { EMPLOYER_PATHS, readJobId } from '../../../lib/paths';
import { getJobApplications, getJobSummary } from '../api/get-job-applications';
import { groupApplicationsByJob, type ApplicationGroup } from '../lib/group-applications';
import { ApplicantProfileModal } from './applicant-profile-modal';

interface Loaded {
  applications: Application[];
  /** Only fetched when there are no applications (the group header needs a job). */
  job: Job | null;
}

async function loadApplications(jobId: string): Promise<Loaded> {
  const applications = await getJobApplications(jobId);
  if (applications.length > 0) return { applications, job: null };
  const job = await getJobSummary(jobId).catch((error: unknown) => {
    console.error('Failed to load the job', error);
    return null;
  });
  return { applications, job };
}

function JobMeta({ job }: { job: Pick<Job, 'title' | 'location' | 'type' | 'category'> }) {
  return (
    <div className="min-w-0">
      <h2 className="text-lg font-semibold break-words text-gray-900">{job.title}</h2>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <span className="inline-flex items-center gap-1">
          <MapPinIcon className="h-4 w-4" />
          {job.location}
        </span>
        <span className="inline-flex items-center gap-1">
          <BriefcaseIcon className="h-4 w-4" />
          {job.type}
        </span>
        <span>{CATEGORY_LABELS[job.category] ?? job.category}</span>
      </p>
    </div>
  );
}

function GroupHeader({ job, count }: { job: ApplicationGroup['job']; count: number }) {
  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 bg-gray-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <JobMeta job={job} />
      <span className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 sm:self-auto">
        <UsersIcon className="h-4 w-4" />
        {count} Application(s)
      </span>
    </div>
  );
}

function ApplicationRow({ application, onView }: { application: Application; onView: () => void }) {
  const { applicant } = application;
  const action =
    'inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={applicant.avatar} name={applicant.name} />
        <div className="min-w-0">
          <p className="truncate font-medium text-gray-900">{applicant.name}</p>
          <p className="truncate text-sm text-gray-600">{applicant.email}</p>
          <p className="text-xs text-gray-600">Applied {formatDate(application.createdAt, 'DD MM YYYY')}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 md:justify-end">
        <ApplicationStatusBadge status={application.status} />
        {applicant.resume ? (
          <a
            href={applicant.resume}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Resume of ${applicant.name} (opens in a new tab)`}
            className={`${action} border border-gray-300 bg-white text-gray-700 hover:bg-gray-50`}
          >
            <FileTextIcon className="h-4 w-4" />
            Resume
          </a>
        ) : (
          <span className="px-3 py-1.5 text-sm text-gray-600">No resume</span>
        )}
        <button
          type="button"
          onClick={onView}
          aria-label={`View Profile of ${applicant.name}`}
          className={`${action} bg-brand-600 text-white hover:bg-brand-700`}
        >
          <EyeIcon className="h-4 w-4" />
          View Profile
        </button>
      </div>
    </li>
  );
}

function ApplicantsOverview({ jobId }: { jobId: string }) {
  const { data, loading, reload } = useRequest(
    () => loadApplications(jobId),
    jobId,
    'Failed to load applications',
  );
  const [selected, setSelected] = useState<Application | null>(null);
  const groups = data ? groupApplicationsByJob(data.applications) : [];

  return (
    <div className="mx-auto max-w-5xl">
      <div className="mb-6 flex flex-col gap-3">
        <Link
          to={EMPLOYER_PATHS.manageJobs}
          className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          Back
        </Link>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Applications Overview</h1>
      </div>

      {loading ? (
        <LoadingScreen text="Loading applications..." />
      ) : groups.length === 0 ? (
        <section
          className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
          aria-label="Applications"
        >
          {data?.job && <GroupHeader job={data.job} count={0} />}
          <EmptyState
            icon={<UsersIcon className="h-8 w-8" />}
            title="No applications available"
            description="No applications found at the moment"
          />
        </section>
      ) : (
        <div className="space-y-6">
          {groups.map((group) => (
            <section
              key={group.job._id}
              aria-label={`Applications for ${group.job.title}`}
              className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
            >
              <GroupHeader job={group.job} count={group.applications.length} />
              <ul className="divide-y divide-gray-100">
                {group.applications.map((application) => (
                  <ApplicationRow
                    key={application._id}
                    application={application}
                    onView={() => setSelected(application)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}

      <ApplicantProfileModal
        application={selected}
        onClose={() => {
          setSelected(null);
          void reload();
        }}
      />
    </div>
  );
}

/** SPEC §2 Applicants: needs `{ jobId }` in navigation state, else back to manage-jobs. */
export function ApplicantsPage() {
  const jobId = readJobId(useLocation().state);
  if (!jobId) return <Navigate to={EMPLOYER_PATHS.manageJobs} replace />;
  return <ApplicantsOverview key={jobId} jobId={jobId} />;
}
