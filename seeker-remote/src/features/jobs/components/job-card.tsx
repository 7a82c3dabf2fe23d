import type { Job } from '@portal/contracts';
import { CATEGORY_LABELS } from '@portal/contracts/constants';
import { Badge, JOB_TYPE_TONE } from '@portal/shared-ui/badge';
import { Button } from '@portal/shared-ui/button';
import { formatSalaryRange } from '@portal/shared-ui/format';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { BookmarkFilledIcon, BookmarkIcon, ClockIcon, MapPinIcon } from '@portal/shared-ui/icons';
import { Link } from 'react-router-dom';
import { jobPath } from '../job-intent';
import { companyName } from '../job-display';
import { ApplicationStatus } from './application-status';
import { CompanyLogo } from './company-logo';
import { CompanyName } from './company-name';

export interface JobCardProps {
  job: Job;
  view?: 'grid' | 'list';
  /** Show the bookmark (signed-in job seekers only: a visitor has nothing to save into). */
  canSave: boolean;
  onToggleSave?: (job: Job) => void;
  /** Without it (an employer looking) the card offers no Apply. */
  onApply?: (job: Job) => void;
  pending?: 'save' | 'apply' | undefined;
  /** Move focus to the status badge (it just replaced Apply Now); `onStatusFocused` then says it is done. */
  focusStatus?: boolean;
  onStatusFocused?: () => void;
}

const iconButton =
  'relative z-10 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * One job in the results: the whole card opens the job; save and apply are their own buttons. Long
 * unbroken titles, company names and locations wrap anywhere rather than widen the page.
 */
export function JobCard({
  job,
  view = 'grid',
  canSave,
  onToggleSave,
  onApply,
  pending,
  focusStatus = false,
  onStatusFocused,
}: JobCardProps) {
  const company = companyName(job);
  const list = view === 'list';
  return (
    <article
      className={`group relative flex min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-within:border-brand-500 sm:p-5 ${
        list ? 'flex-col gap-4 md:flex-row md:items-center' : 'h-full flex-col gap-4'
      }`}
    >
      <div className={`flex min-w-0 items-start gap-3 ${list ? 'md:flex-1' : ''}`}>
        <CompanyLogo src={job.company.companyLogo || undefined} company={company} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base leading-snug font-semibold wrap-anywhere text-gray-900">
            <Link
              to={jobPath(job._id)}
              className="rounded-sm group-hover:text-brand-700 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {job.title}
            </Link>
          </h3>
          <p className="truncate text-sm text-gray-600">
            <CompanyName job={job} raised />
          </p>
        </div>
        {canSave && onToggleSave && (
          <button
            type="button"
            onClick={() => onToggleSave(job)}
            disabled={pending === 'save'}
            // Named with the job: a list has one of these per card, and "Save job" twenty times says nothing.
            aria-label={job.isSaved ? `Remove ${job.title} from saved` : `Save ${job.title}`}
            title={job.isSaved ? 'Remove from saved' : 'Save job'}
            className={`${iconButton} ${job.isSaved ? 'text-brand-600 hover:bg-brand-50' : 'text-gray-500 hover:bg-gray-100 hover:text-gray-700'}`}
          >
            {job.isSaved ? <BookmarkFilledIcon className="h-5 w-5" /> : <BookmarkIcon className="h-5 w-5" />}
          </button>
        )}
      </div>

      <div
        className={`flex min-w-0 flex-wrap items-center gap-2 text-sm ${list ? 'md:w-72 md:shrink-0' : ''}`}
      >
        <span className="inline-flex min-w-0 items-center gap-1 text-gray-600">
          <MapPinIcon className="h-4 w-4" />
          <span className="min-w-0 wrap-anywhere">{job.location}</span>
        </span>
        <Badge tone={JOB_TYPE_TONE[job.type] ?? 'gray'}>{job.type}</Badge>
        <Badge tone="gray">{CATEGORY_LABELS[job.category] ?? job.category}</Badge>
      </div>

      <div
        className={`mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 pt-3 ${
          list ? 'md:mt-0 md:w-auto md:shrink-0 md:border-0 md:pt-0' : ''
        }`}
      >
        <div className="text-sm">
          <p className="font-semibold text-gray-900">{formatSalaryRange(job.salaryMin, job.salaryMax)}</p>
          <p className="inline-flex items-center gap-1 text-gray-600">
            <ClockIcon className="h-3.5 w-3.5" />
            <RelativeDate value={job.createdAt} prefix="Posted" />
          </p>
        </div>
        {job.applicationStatus ? (
          <ApplicationStatus status={job.applicationStatus} focus={focusStatus} onFocused={onStatusFocused} />
        ) : job.isClosed ? (
          <Badge tone="gray">Closed</Badge>
        ) : (
          onApply && (
            <Button
              onClick={() => onApply(job)}
              disabled={pending === 'apply'}
              aria-label={`Apply Now for ${job.title}`}
              className="relative z-10"
            >
              Apply Now
            </Button>
          )
        )}
      </div>
    </article>
  );
}
