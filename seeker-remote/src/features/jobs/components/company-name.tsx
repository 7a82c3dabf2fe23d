import type { Job } from '@portal/contracts';
import { Link } from 'react-router-dom';
import { companyName, companyPath } from '../job-display';

/**
 * A job's company, linked to its page when it has one (every company with a job has a slug; a job from
 * before slugs existed shows the plain name). `raised` lifts the link above a card's own link, which covers
 * the whole card, so a click on the name opens the company instead of the job.
 */
export function CompanyName({ job, raised = false }: { job: Job; raised?: boolean }) {
  const name = companyName(job);
  if (!job.company.slug) return <>{name}</>;
  return (
    <Link
      to={companyPath(job.company.slug)}
      className={`${raised ? 'relative z-10 ' : ''}rounded-sm underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
    >
      {name}
    </Link>
  );
}
