import type { Job } from '@portal/contracts';
import { CATEGORY_LABELS } from '@portal/contracts/constants';
import {
  ApplicationStatusBadge,
  Badge,
  formatDate,
  formatSalaryRange,
  icons,
  JOB_TYPE_TONE,
} from '@portal/shared-ui';

import { Link } from 'react-router-dom';
import { companyName } from '../job-display';
import { CompanyLogo } from './company-logo';

export interface JobCardProps {
  job: Job;
  view?: 'grid' | 'list';
  /** Show the bookmark (signed-in users only, SPEC §6). */
  canSave: boolean;
  onToggleSave?: (job: Job) => void;
  onApply?: (job: Job) => void;
  pending?: 'save' | 'apply' | undefined;
}

const iconButton =
  'relative z-10 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** One job in the results: the whole card opens the job; save and apply are their own buttons. */
export function JobCard({ job, view = 'grid', canSave, onToggleSave, onApply, pending }: JobCardProps) {
  const company = companyName(job);
  const list = view === 'list';
  return (
    <article
      className={`group relative flex rounded-xl border border-gray-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md focus-within:border-brand-500 sm:p-5 ${
        list ? 'flex-col gap-4 md:flex-row md:items-center' : 'h-full flex-col gap-4'
      }`}
    >
      <div className={`flex min-w-0 items-start gap-3 ${list ? 'md:flex-1' : ''}`}>
        <CompanyLogo src={job.company.companyLogo || undefined} company={company} />
        <div className="min-w-0 flex-1">
          <h3 className="text-base font-semibold leading-snug text-gray-900">
            <Link
              to={`/jobs/${encodeURIComponent(job._id)}`}
              className="rounded-sm after:absolute after:inset-0 after:rounded-xl after:content-[''] group-hover:text-brand-700 focus-visible:outline-none"
            >
              {job.title}
            </Link>
          </h3>
          <p className="truncate text-sm text-gray-600">{company}</p>
        </div>
        {canSave && onToggleSave && (
          <button
            type="button"
            onClick={() => onToggleSave(job)}
            disabled={pending === 'save'}
            aria-label={job.isSaved ? 'Remove from saved' : 'Save job'}
            title={job.isSaved ? 'Remove from saved' : 'Save job'}
            className={`${iconButton} ${job.isSaved ? 'text-brand-600 hover:bg-brand-50' : 'text-gray-400 hover:bg-gray-100 hover:text-gray-700'}`}
          >
            {job.isSaved ? (
              <icons.BookmarkFilled className="h-5 w-5" />
            ) : (
              <icons.Bookmark className="h-5 w-5" />
            )}
          </button>
        )}
      </div>

      <div className={`flex flex-wrap items-center gap-2 text-sm ${list ? 'md:w-72 md:shrink-0' : ''}`}>
        <span className="inline-flex items-center gap-1 text-gray-600">
          <icons.MapPin className="h-4 w-4" />
          {job.location}
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
          <p className="inline-flex items-center gap-1 text-gray-500">
            <icons.Clock className="h-3.5 w-3.5" />
            <span className="sr-only">Posted on</span>
            <time dateTime={job.createdAt}>{formatDate(job.createdAt, 'DD/MM/YYYY')}</time>
          </p>
        </div>
        {job.applicationStatus ? (
          <ApplicationStatusBadge status={job.applicationStatus} />
        ) : job.isClosed ? (
          <Badge tone="gray">Closed</Badge>
        ) : (
          onApply && (
            <button
              type="button"
              onClick={() => onApply(job)}
              disabled={pending === 'apply'}
              aria-label={`Apply Now for ${job.title}`}
              className="relative z-10 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {pending === 'apply' ? 'Applying...' : 'Apply Now'}
            </button>
          )
        )}
      </div>
    </article>
  );
}
