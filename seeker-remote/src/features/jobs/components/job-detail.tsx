import type { Job } from '@portal/contracts';
import { CATEGORY_LABELS } from '@portal/contracts/constants';
import {
  ApplicationStatusBadge,
  Badge,
  Button,
  formatDate,
  formatSalaryPerYear,
  icons,
  JOB_TYPE_TONE,
} from '@portal/shared-ui';

import { companyName } from '../job-display';
import { CompanyLogo } from './company-logo';

export interface JobDetailProps {
  job: Job;
  onApply: (job: Job) => void;
  applying: boolean;
}

/** The job page body. Description and requirements are plain text with their line breaks, never HTML. */
export function JobDetail({ job, onApply, applying }: JobDetailProps) {
  const company = companyName(job);
  return (
    <article className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <div className="border-b border-gray-100 bg-gradient-to-r from-brand-50 to-white p-5 sm:p-8">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-start gap-4">
            <CompanyLogo src={job.company.companyLogo || undefined} company={company} size="lg" />
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{job.title}</h1>
              <p className="mt-1 text-gray-600">{company}</p>
              <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                <span className="inline-flex items-center gap-1">
                  <icons.MapPin className="h-4 w-4" />
                  {job.location}
                </span>
                <Badge tone="gray">{CATEGORY_LABELS[job.category] ?? job.category}</Badge>
                <Badge tone={JOB_TYPE_TONE[job.type] ?? 'gray'}>{job.type}</Badge>
                {job.isClosed && <Badge tone="red">Closed</Badge>}
                <span className="inline-flex items-center gap-1">
                  <icons.Clock className="h-4 w-4" />
                  <span className="sr-only">Posted on</span>
                  <time dateTime={job.createdAt}>{formatDate(job.createdAt, 'DD-MM-YYYY')}</time>
                </span>
              </div>
            </div>
          </div>
          <div className="shrink-0">
            {job.applicationStatus ? (
              <div className="flex items-center gap-2 text-sm text-gray-600">
                <span>Application status:</span>
                <ApplicationStatusBadge status={job.applicationStatus} />
              </div>
            ) : job.isClosed ? (
              <p className="text-sm text-gray-600">This job is no longer accepting applications.</p>
            ) : (
              <Button
                onClick={() => onApply(job)}
                loading={applying}
                disabled={applying}
                className="w-full sm:w-auto"
              >
                Apply Now
              </Button>
            )}
          </div>
        </div>
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
                <icons.DollarSign className="h-5 w-5" />
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
          <p className="whitespace-pre-line break-words leading-relaxed text-gray-700">{job.description}</p>
        </section>

        <section aria-labelledby="job-requirements">
          <h2 id="job-requirements" className="mb-3 text-lg font-semibold text-gray-900">
            What We're Looking For
          </h2>
          <p className="whitespace-pre-line break-words leading-relaxed text-gray-700">{job.requirements}</p>
        </section>
      </div>
    </article>
  );
}
