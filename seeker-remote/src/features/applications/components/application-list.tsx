import type { MyApplication } from '@portal/contracts';
import { WITHDRAWABLE_STATUSES } from '@portal/contracts/constants';
import { ApplicationStatusBadge, Badge } from '@portal/shared-ui/badge';
import { Button, buttonClasses } from '@portal/shared-ui/button';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { MapPinIcon } from '@portal/shared-ui/icons';
import { Link } from 'react-router-dom';

const canWithdraw = (application: MyApplication) =>
  (WITHDRAWABLE_STATUSES as readonly string[]).includes(application.status);

export interface ApplicationListProps {
  applications: MyApplication[];
  onWithdraw: (application: MyApplication) => void;
}

/**
 * One row per application: the job (a link to its page), the company, where, when the seeker applied, the
 * résumé it went with when that was the built one (its PDF as sent), the status, its conversation with the
 * employer, and Withdraw while the employer has not decided yet (Applied or Review).
 */
export function ApplicationList({ applications, onWithdraw }: ApplicationListProps) {
  return (
    <ul aria-label="Applications" className="space-y-3">
      {applications.map((application) => {
        const { job } = application;
        const company = job.company.companyName || job.company.name;
        return (
          <li
            key={application._id}
            data-application={application._id}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
          >
            <div className="min-w-0">
              <h2 className="text-base font-semibold wrap-anywhere text-gray-900">
                <Link
                  to={`/jobs/${encodeURIComponent(job._id)}`}
                  className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {job.title}
                </Link>
              </h2>
              <p className="text-sm wrap-anywhere text-gray-700">{company}</p>
              <p className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
                <span className="inline-flex min-w-0 items-center gap-1">
                  <MapPinIcon className="h-4 w-4" />
                  <span className="min-w-0 wrap-anywhere">{job.location}</span>
                </span>
                <RelativeDate value={application.createdAt} prefix="Applied" />
                {job.isClosed && <Badge tone="gray">Job closed</Badge>}
              </p>
              {application.resume && (
                <p className="mt-1 text-sm text-gray-600">
                  Sent with your built résumé:{' '}
                  <a
                    href={application.resume}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${application.resumeName || 'Résumé'} sent for ${job.title} (PDF, opens in a new tab)`}
                    className="font-medium break-all text-brand-700 underline-offset-2 hover:underline"
                  >
                    {application.resumeName || 'Résumé (PDF)'}
                  </a>
                </p>
              )}
            </div>
            <div className="flex shrink-0 items-center gap-3">
              <span className="inline-flex items-center gap-2 text-sm text-gray-600">
                <span className="sr-only">Status:</span>
                <ApplicationStatusBadge status={application.status} />
              </span>
              <Link
                to={`/messages/${encodeURIComponent(application._id)}`}
                aria-label={`Messages about ${job.title}`}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                Messages
              </Link>
              {canWithdraw(application) && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onWithdraw(application)}
                  aria-label={`Withdraw application for ${job.title}`}
                >
                  Withdraw
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
