import type { CompanyJobsReply, CompanyPage } from '@portal/contracts';
import { ButtonLink } from '@portal/shared-ui/button';
import { BriefcaseIcon, ChevronLeftIcon, ChevronRightIcon, MapPinIcon } from '@portal/shared-ui/icons';
import { PageState } from '@portal/shared-ui/page-state';
import { Link } from 'react-router-dom';
import { CompanyLogo, JobGrid, companyPath, type JobActions } from '../../jobs';
import { SEEKER_PATHS } from '../../../app/route-patterns';

export interface CompanyProfileProps {
  company: CompanyPage;
  /** The page of open jobs shown, once loaded. */
  jobs: CompanyJobsReply | undefined;
  /** The jobs could not be loaded (the company could). */
  jobsFailed: boolean;
  actions: JobActions;
}

const pageHref = (slug: string, page: number) =>
  page > 1 ? `${companyPath(slug)}?page=${page}` : companyPath(slug);

/**
 * A company's public page: logo, name, where it hires, what it says of itself, and its open jobs, newest
 * first, a page at a time (real links, so every page of jobs can be opened and crawled without the page's
 * code). The description is plain text with its line breaks, never HTML.
 */
export function CompanyProfile({ company, jobs, jobsFailed, actions }: CompanyProfileProps) {
  const openJobs = company.openJobs === 1 ? '1 open job' : `${company.openJobs} open jobs`;
  let list;
  if (company.openJobs === 0) {
    list = (
      <PageState
        kind="empty"
        icon={<BriefcaseIcon className="h-8 w-8" />}
        title="No open jobs right now"
        description={`${company.name} has no open jobs at the moment. Browse other jobs, or come back later.`}
        action={
          <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
            Browse Jobs
          </ButtonLink>
        }
        className="rounded-2xl bg-white ring-1 ring-gray-200"
      />
    );
  } else if (jobs) {
    list = (
      <>
        <JobGrid jobs={jobs.jobs} view="grid" actions={actions} label={`Open jobs at ${company.name}`} />
        {jobs.pages > 1 && (
          <nav aria-label="Pages of jobs" className="mt-6 flex items-center justify-between gap-3">
            {jobs.page > 1 ? (
              <ButtonLink as={Link} to={pageHref(company.slug, jobs.page - 1)} variant="secondary">
                <ChevronLeftIcon className="h-4 w-4" />
                Newer jobs
              </ButtonLink>
            ) : (
              <span />
            )}
            <p className="text-sm text-gray-600">
              Page {jobs.page} of {jobs.pages}
            </p>
            {jobs.page < jobs.pages ? (
              <ButtonLink as={Link} to={pageHref(company.slug, jobs.page + 1)} variant="secondary">
                Older jobs
                <ChevronRightIcon className="h-4 w-4" />
              </ButtonLink>
            ) : (
              <span />
            )}
          </nav>
        )}
      </>
    );
  } else if (jobsFailed) {
    list = (
      <PageState
        kind="error"
        title="The jobs could not be loaded"
        description="Please check your connection and try again."
        className="rounded-2xl bg-white ring-1 ring-gray-200"
      />
    );
  } else {
    list = <PageState kind="loading" title="Loading jobs..." />;
  }

  return (
    <div className="flex flex-col gap-8">
      <article className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
        <div className="bg-gradient-to-r from-brand-50 to-white p-5 sm:p-8">
          <div className="flex min-w-0 items-start gap-4">
            <CompanyLogo src={company.logo || undefined} company={company.name} size="lg" />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold wrap-anywhere text-gray-900 sm:text-3xl">{company.name}</h1>
              <div className="mt-2 flex min-w-0 flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
                {company.locations.length > 0 && (
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <MapPinIcon className="h-4 w-4" />
                    <span className="wrap-anywhere">{company.locations.join(' · ')}</span>
                  </span>
                )}
                <span className="inline-flex items-center gap-1">
                  <BriefcaseIcon className="h-4 w-4" />
                  {openJobs}
                </span>
              </div>
            </div>
          </div>
        </div>
        <section aria-labelledby="company-about" className="border-t border-gray-100 p-5 sm:p-8">
          <h2 id="company-about" className="mb-3 text-lg font-semibold text-gray-900">
            About {company.name}
          </h2>
          <p className="leading-relaxed whitespace-pre-line wrap-anywhere text-gray-700">
            {company.description.trim() || `${company.name} has not written about the company yet.`}
          </p>
        </section>
      </article>
      <section aria-labelledby="company-jobs">
        <h2 id="company-jobs" className="mb-4 text-lg font-semibold text-gray-900">
          Open jobs
        </h2>
        {list}
      </section>
    </div>
  );
}
