import type { JobDetail as JobDetailData } from '@portal/contracts';
import { httpStatusOf, useAddressParams } from '@portal/shared-data';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { BriefcaseIcon, ChevronLeftIcon } from '@portal/shared-ui/icons';
import { LoadingScreen } from '@portal/shared-ui/loading-screen';
import { PageState } from '@portal/shared-ui/page-state';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../lib/viewer';
import {
  INTENT_PARAM,
  JobDetail,
  JobHead,
  jobDetailQuery,
  readIntent,
  SimilarJobs,
  useJobActions,
  type JobActions,
} from '../../features/jobs';
import { SeekerLayout } from '../../features/layout';
import { SEEKER_PATHS } from '../route-patterns';

/**
 * What a visitor asked for before signing in (`?intent=apply|save`), finished once they are back as a job
 * seeker: Apply opens the confirmation, Save saves. The intent leaves the URL either way, so a reload or a
 * shared link never repeats it.
 */
function useFinishIntent(job: JobDetailData | undefined, actions: JobActions) {
  const [params, setParams] = useAddressParams();
  const intent = readIntent(params);
  const done = useRef(false);
  useEffect(() => {
    if (!intent || !job || done.current) return;
    done.current = true;
    if (actions.viewer === 'seeker') {
      if (intent === 'apply' && !job.applicationStatus && !job.isClosed) actions.apply(job);
      if (intent === 'save' && !job.isSaved) actions.toggleSave(job);
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(INTENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [intent, job, actions, setParams]);
}

/**
 * /jobs/:jobId, readable by anyone (shared links work signed out); Save and Apply ask a visitor to sign in
 * and bring them back here to finish. Titled by the job once it is known.
 */
export function JobDetailPage() {
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const viewer = useViewer();
  const job = useQuery({ ...jobDetailQuery(viewer?.key ?? 'guest', jobId), enabled: viewer !== null });
  const actions = useJobActions();
  useFinishIntent(job.data, actions);

  const back = (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(SEEKER_PATHS.findJobs))}
      className="mb-4"
    >
      <ChevronLeftIcon className="h-4 w-4" />
      Back
    </Button>
  );
  const browse = (
    <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
      Browse Jobs
    </ButtonLink>
  );

  const missing = job.isError && [400, 404].includes(httpStatusOf(job.error) ?? 0);
  let body;
  if (job.data) {
    body = (
      <>
        <JobDetail job={job.data} actions={actions} />
        <SimilarJobs jobId={job.data._id} viewer={viewer?.key ?? 'guest'} actions={actions} />
      </>
    );
  } else if (job.isError) {
    // An unknown id is a 404; a malformed one a 400: either way there is no such job.
    body = missing ? (
      <PageState
        kind="empty"
        headingLevel={1}
        icon={<BriefcaseIcon className="h-8 w-8" />}
        title="Job not found"
        description="This job does not exist or is no longer available."
        action={browse}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      />
    ) : (
      <PageState
        kind="error"
        headingLevel={1}
        icon={<BriefcaseIcon className="h-8 w-8" />}
        title="This job could not be loaded"
        description="Please check your connection and try again."
        action={<Button onClick={() => void job.refetch()}>Try again</Button>}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      />
    );
  } else {
    body = <LoadingScreen text="Loading job..." />;
  }

  return (
    <SeekerLayout>
      <JobHead job={job.data} missing={missing} />
      <div className="mx-auto max-w-4xl">
        {back}
        {body}
      </div>
      {actions.dialog}
    </SeekerLayout>
  );
}
