import type { Job } from '@portal/contracts';

/** The name shown for a job's company (the employer's company name, else the employer's own name). */
export function companyName(job: Job): string {
  return job.company.companyName.trim() || job.company.name.trim() || 'Company';
}

/** `/companies/:slug`: the company's page on the site. */
export function companyPath(slug: string): string {
  return `/companies/${encodeURIComponent(slug)}`;
}
