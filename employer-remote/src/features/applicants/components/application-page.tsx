import {
  ButtonLink,
  ChevronLeftIcon,
  LoadingScreen,
  MessageIcon,
  PageState,
  PageTitle,
  TYPE,
} from '@portal/shared-ui';
import { useSessionStore } from '@portal/shared-auth';
import { ApplicationInterviews } from '@portal/shared-data/interviews';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { conversationPath, EMPLOYER_PATHS, jobApplicantsPath } from '../../../lib/paths';
import { applicationQuery } from '../api/queries';
import { ApplicantProfile } from './applicant-profile-modal';
import { useEmployerViewer } from '../../../lib/viewer';

/**
 * One application on a page of its own, `/employeer/applications/:applicationId`: what the Applicant
 * Profile modal shows, at an address an employer can reload, bookmark or send to a colleague, with the way
 * to the job's other applicants.
 */
export function ApplicationPage() {
  const { applicationId = '' } = useParams();
  const viewer = useEmployerViewer();
  const { data, isPending } = useQuery(applicationQuery(viewer, applicationId));
  const user = useSessionStore((s) => s.user);

  if (isPending) return <LoadingScreen text="Loading applicant..." />;
  if (!data) {
    return (
      <div className="mx-auto max-w-2xl">
        <PageTitle title="Application not found" />
        <PageState
          kind="empty"
          headingLevel={1}
          title="This application could not be found"
          description="It may have been withdrawn, or it belongs to another employer's job."
          action={
            <ButtonLink as={Link} to={EMPLOYER_PATHS.candidates} variant="secondary">
              All Candidates
            </ButtonLink>
          }
        />
      </div>
    );
  }
  const { applicant, job } = data;
  return (
    <div className="mx-auto max-w-2xl">
      <PageTitle title={`${applicant.name} · ${job.title}`} />
      <div className="mb-6 flex flex-col gap-3">
        <ButtonLink
          as={Link}
          to={jobApplicantsPath(job._id)}
          variant="ghost"
          size="sm"
          className="self-start"
        >
          <ChevronLeftIcon className="h-4 w-4" />
          All applicants for {job.title}
        </ButtonLink>
        <h1 className={TYPE.pageTitle}>Applicant Profile</h1>
        <ButtonLink
          as={Link}
          to={conversationPath(data._id)}
          variant="secondary"
          size="sm"
          className="self-start"
        >
          <MessageIcon className="h-4 w-4" />
          Message {applicant.name}
        </ButtonLink>
      </div>
      <section
        aria-label={`${applicant.name}'s application`}
        className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <ApplicantProfile application={data} />
      </section>
      {user && <ApplicationInterviews applicationId={data._id} status={data.status} viewer={user._id} />}
    </div>
  );
}
