import { useSessionStore } from '@portal/shared-auth';
import { icons, LoadingScreen } from '@portal/shared-ui';
import { PageState } from '../../components/page-state';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { JobDetail, useJob, useJobActions } from '../../features/jobs';
import { SeekerLayout } from '../../features/layout';

const primaryLink =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** /jobs/:jobId (SPEC §2). The job loads only for a signed-in user; a visitor is asked to log in. */
export function JobDetailPage() {
  const { jobId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const sessionLoading = useSessionStore((s) => s.loading);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const job = useJob(jobId, !sessionLoading && isAuthenticated);
  const actions = useJobActions(job.patch);

  const back = (
    <button
      type="button"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/find-jobs'))}
      className="mb-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <icons.ChevronLeft className="h-4 w-4" />
      Back
    </button>
  );

  let body;
  if (sessionLoading) {
    body = <LoadingScreen text="Loading job..." />;
  } else if (!isAuthenticated) {
    body = (
      <PageState
        icon={<icons.User className="h-8 w-8" />}
        title="Log in to view this job"
        description="Sign in to see the full job description, the salary and to apply."
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/login" state={{ from: location }} className={primaryLink}>
              Log in
            </Link>
            <Link
              to="/find-jobs"
              className="inline-flex items-center rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Browse Jobs
            </Link>
          </div>
        }
      />
    );
  } else if (job.status === 'ready') {
    body = (
      <JobDetail job={job.job} onApply={actions.apply} applying={actions.pending[job.job._id] === 'apply'} />
    );
  } else if (job.status === 'not-found') {
    body = (
      <PageState
        icon={<icons.Briefcase className="h-8 w-8" />}
        title="Job not found"
        description="This job does not exist or is no longer available."
        action={
          <Link to="/find-jobs" className={primaryLink}>
            Browse Jobs
          </Link>
        }
      />
    );
  } else if (job.status === 'error') {
    body = (
      <PageState
        icon={<icons.Briefcase className="h-8 w-8" />}
        title="This job could not be loaded"
        description="Please check your connection and try again."
        action={
          <button type="button" onClick={job.retry} className={primaryLink}>
            Try again
          </button>
        }
      />
    );
  } else {
    body = <LoadingScreen text="Loading job..." />;
  }

  return (
    <SeekerLayout>
      <div className="mx-auto max-w-4xl">
        {back}
        {body}
      </div>
    </SeekerLayout>
  );
}
