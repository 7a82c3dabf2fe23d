// A job as search engines and link previews read it: schema.org's JobPosting (the fields Google's job
// search requires and recommends) and the short description of the page's meta tags. Plain data, built
// from the API's job; the page writes it as JSON-LD.
import type { JobDetail } from '@portal/contracts';
import type { JobType } from '@portal/contracts/constants';
import { companyName } from './job-display';

/** A meta description's length search engines show. */
const SUMMARY_LENGTH = 160;

/** schema.org employmentType for the portal's job types ("Remote" is where, not how: see jobLocationType). */
const EMPLOYMENT: Record<JobType, string | null> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
  Remote: null,
};

/** The start of a text, whole words, for a meta description. */
export function summary(text: string, length = SUMMARY_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2)).trimEnd()}…`;
}

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * The job's JobPosting, or null for a closed job: it is no live posting (its page stays, saying so, and
 * leaves the search engines' job listings).
 */
export function jobPosting(job: JobDetail, url: string): Record<string, unknown> | null {
  if (job.isClosed) return null;
  const employmentType = EMPLOYMENT[job.type];
  const logo = job.company.companyLogo;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.description}\n\n${job.requirements}`,
    datePosted: job.createdAt,
    // The job's own date: past it the job closes by itself (or the employer extends it).
    validThrough: job.validThrough,
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: companyName(job),
      ...(logo && isWebUrl(logo) ? { logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: job.location },
    },
    ...(job.type === 'Remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salaryMin,
        maxValue: job.salaryMax,
        unitText: 'YEAR',
      },
    },
    directApply: true,
    url,
    identifier: { '@type': 'PropertyValue', name: 'JobPortal', value: job._id },
  };
}
