import { httpStatusOf } from '@portal/shared-data';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { BuildingIcon } from '@portal/shared-ui/icons';
import { LoadingScreen } from '@portal/shared-ui/loading-screen';
import { PageState } from '@portal/shared-ui/page-state';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { useViewer } from '../../lib/viewer';
import {
  CompanyHead,
  CompanyProfile,
  companyJobsQuery,
  companyPageOf,
  companyQuery,
} from '../../features/companies';
import { companyPath, useJobActions } from '../../features/jobs';
import { SeekerLayout } from '../../features/layout';
import { SEEKER_PATHS } from '../route-patterns';

/**
 * /companies/:slug, readable by anyone: the company and its open jobs. A former slug (the company was
 * renamed) moves to the current one: the server answers it with a permanent redirect, the browser replaces
 * the address.
 */
export function CompanyPageRoute() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  const viewer = useViewer();
  const page = companyPageOf(new URLSearchParams(search));
  const company = useQuery({ ...companyQuery(slug), enabled: viewer !== null });
  const jobs = useQuery({
    ...companyJobsQuery(viewer?.key ?? 'guest', slug, page),
    enabled: viewer !== null && (company.data?.openJobs ?? 0) > 0,
  });
  const actions = useJobActions();

  if (company.data && company.data.slug !== slug) {
    return <Navigate to={`${companyPath(company.data.slug)}${search}`} replace />;
  }

  const missing = company.isError && [400, 404].includes(httpStatusOf(company.error) ?? 0);
  let body;
  if (company.data) {
    body = (
      <CompanyProfile company={company.data} jobs={jobs.data} jobsFailed={jobs.isError} actions={actions} />
    );
  } else if (company.isError) {
    body = missing ? (
      <PageState
        kind="empty"
        headingLevel={1}
        icon={<BuildingIcon className="h-8 w-8" />}
        title="Company not found"
        description="This company does not exist or has no page any more."
        action={
          <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
            Browse Jobs
          </ButtonLink>
        }
        className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      />
    ) : (
      <PageState
        kind="error"
        headingLevel={1}
        icon={<BuildingIcon className="h-8 w-8" />}
        title="This company could not be loaded"
        description="Please check your connection and try again."
        action={<Button onClick={() => void company.refetch()}>Try again</Button>}
        className="rounded-2xl bg-white shadow-sm ring-1 ring-gray-200"
      />
    );
  } else {
    body = <LoadingScreen text="Loading company..." />;
  }

  return (
    <SeekerLayout>
      <CompanyHead company={company.data} missing={missing} />
      <div className="mx-auto max-w-5xl">{body}</div>
      {actions.dialog}
    </SeekerLayout>
  );
}
