import type { JobDetail as JobDetailData } from '@portal/contracts';
import { CATEGORY_LABELS } from '@portal/contracts/constants';
import { Badge, JOB_TYPE_TONE } from '@portal/shared-ui/badge';
import { Button } from '@portal/shared-ui/button';
import { formatSalaryPerYear } from '@portal/shared-ui/format';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import {
  BookmarkFilledIcon,
  BookmarkIcon,
  ClockIcon,
  DollarSignIcon,
  MapPinIcon,
} from '@portal/shared-ui/icons';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../lib/messages';
import type { JobActions } from '../hooks/use-job-actions';
import { jobPath } from '../job-intent';
import { companyName, companyPath } from '../job-display';
import { ApplicationStatus } from './application-status';
import { CompanyLogo } from './company-logo';
import { CompanyName } from './company-name';
import { EmployerNote } from './employer-note';
import { ShareButton } from './share-button';

export interface JobDetailProps {
  job: JobDetailData;
  actions: JobActions;
}

/** Apply Now, the status badge, or why neither (closed). */
function ApplyArea({ job, actions, sticky }: JobDetailProps & { sticky?: boolean }) {
  if (job.applicationStatus) {
    return sticky ? null : (
      <ApplicationStatus
        status={job.applicationStatus}
        showLabel
        focus={actions.justApplied === job._id}
        onFocused={actions.statusFocused}
      />
    );
  }
  if (job.isClosed) {
    return sticky ? null : (
      <p className="text-sm text-gray-600">This job is no longer accepting applications.</p>
    );
  }
  const button = (
    <Button
      onClick={() => actions.apply(job)}
      disabled={actions.pending[job._id] === 'apply'}
      fullWidth={sticky}
    >
      Apply Now
    </Button>
  );
  // On a phone the Apply at the top is replaced by the one that stays at the bottom of the screen. (A
  // wrapper hides it: the button's own inline-flex would outrank a `hidden` class on the button itself.)
  return sticky ? button : <div className="hidden md:block">{button}</div>;
}

/**
 * The job's public page body: what the job is, the company behind it, and (for whoever may) Save, Apply and
 * Share. Description, requirements and the company's text are plain text with their line breaks, never HTML;
 * long unbroken words wrap anywhere rather than widen the page.
 */
export function JobDetail({ job, actions }: JobDetailProps) {
  const company = companyName(job);
  const employer = actions.viewer === 'employer';
  const showSticky = !employer && !job.applicationStatus && !job.isClosed;
  return (
    <>
      <article className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
        <div className="border-b border-gray-100 bg-gradient-to-r from-brand-50 to-white p-5 sm:p-8">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex min-w-0 items-start gap-4">
              <CompanyLogo src={job.company.companyLogo || undefined} company={company} size="lg" />
              <div className="min-w-0">
                <h1 className="text-2xl font-bold wrap-anywhere text-gray-900 sm:text-3xl">{job.title}</h1>
                <p className="mt-1 wrap-anywhere text-gray-600">
                  <CompanyName job={job} />
                </p>
                <div className="mt-3 flex min-w-0 flex-wrap items-center gap-2 text-sm text-gray-600">
                  <span className="inline-flex min-w-0 items-center gap-1">
                    <MapPinIcon className="h-4 w-4" />
                    <span className="min-w-0 wrap-anywhere">{job.location}</span>
                  </span>
                  <Badge tone="gray">{CATEGORY_LABELS[job.category] ?? job.category}</Badge>
                  <Badge tone={JOB_TYPE_TONE[job.type] ?? 'gray'}>{job.type}</Badge>
                  {job.isClosed && <Badge tone="red">Closed</Badge>}
                  <span className="inline-flex items-center gap-1">
                    <ClockIcon className="h-4 w-4" />
                    <RelativeDate value={job.createdAt} prefix="Posted" />
                  </span>
                </div>
              </div>
            </div>
            <div className="flex shrink-0 flex-wrap items-start gap-3 sm:flex-col sm:items-end">
              {!employer && <ApplyArea job={job} actions={actions} />}
              {!employer && (
                <Button
                  variant="secondary"
                  onClick={() => actions.toggleSave(job)}
                  disabled={actions.pending[job._id] === 'save'}
                  aria-pressed={job.isSaved}
                >
                  {job.isSaved ? (
                    <BookmarkFilledIcon className="h-4 w-4 text-brand-600" />
                  ) : (
                    <BookmarkIcon className="h-4 w-4" />
                  )}
                  Save job
                </Button>
              )}
              <ShareButton path={jobPath(job._id)} />
            </div>
          </div>
          {employer && <EmployerNote className="mt-5" />}
          {actions.viewer === 'guest' && !job.isClosed && (
            // A visitor can read everything; acting needs an account, and says so before the click.
            <p className="mt-5 text-sm text-gray-700">{MESSAGES.signInToApply}</p>
          )}
        </div>

        <div className="space-y-8 p-5 sm:p-8">
          <section
            aria-labelledby="job-compensation"
            className="rounded-xl border border-green-100 bg-green-50 p-4 sm:p-5"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 items-center justify-center rounded-lg bg-green-600 text-white"
                >
                  <DollarSignIcon className="h-5 w-5" />
                </span>
                <div>
                  <h2 id="job-compensation" className="text-sm font-semibold text-gray-900">
                    Compensation
                  </h2>
                  <p className="text-lg font-bold text-gray-900">
                    {formatSalaryPerYear(job.salaryMin, job.salaryMax)}
                  </p>
                </div>
              </div>
              <Badge tone="green">Competitive</Badge>
            </div>
          </section>

          <section aria-labelledby="job-about">
            <h2 id="job-about" className="mb-3 text-lg font-semibold text-gray-900">
              About This Role
            </h2>
            <p className="leading-relaxed whitespace-pre-line wrap-anywhere text-gray-700">
              {job.description}
            </p>
          </section>

          <section aria-labelledby="job-requirements">
            <h2 id="job-requirements" className="mb-3 text-lg font-semibold text-gray-900">
              What We're Looking For
            </h2>
            <p className="leading-relaxed whitespace-pre-line wrap-anywhere text-gray-700">
              {job.requirements}
            </p>
          </section>

          <section aria-labelledby="job-company" className="border-t border-gray-100 pt-8">
            <h2 id="job-company" className="mb-4 text-lg font-semibold text-gray-900">
              About the company
            </h2>
            <div className="flex min-w-0 items-start gap-4">
              <CompanyLogo src={job.company.companyLogo || undefined} company={company} />
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-gray-900">{company}</p>
                <p className="mt-1 leading-relaxed whitespace-pre-line wrap-anywhere text-gray-700">
                  {job.company.companyDescription?.trim() ||
                    `${company} has not written about the company yet.`}
                </p>
                {job.company.slug && (
                  <Link
                    to={companyPath(job.company.slug)}
                    className="mt-3 inline-flex rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {`All jobs at ${company}`}
                  </Link>
                )}
              </div>
            </div>
          </section>
        </div>
      </article>
      {showSticky && (
        // Phones: Apply stays at the bottom of the screen while the job is read, and rests at its end.
        <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur md:hidden">
          <ApplyArea job={job} actions={actions} sticky />
        </div>
      )}
    </>
  );
}
