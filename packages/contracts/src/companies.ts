// Company pages: an employer's company as the public sees it at /companies/:slug, with its open jobs. The
// slug is made from the company name when it is first saved; a rename makes a new one from the new name,
// and every slug the company had before still finds it (the site redirects an old one to the current).
import { Type, type Static } from 'typebox';
import { LIMITS } from './constants.js';
import { PageInfo } from './applications.js';
import { Id, Job, Timestamp } from './schemas.js';

/** A company's address on the site: lower-case letters and digits of any script, joined by hyphens. */
export const CompanySlug = Type.String({
  minLength: 1,
  maxLength: LIMITS.companySlugMaxLength,
  examples: ['acme-demo-labs'],
});

export const CompanySlugParams = Type.Object({ slug: CompanySlug }, { additionalProperties: false });
export type CompanySlugParams = Static<typeof CompanySlugParams>;

/** GET /api/companies/:slug (public). */
export const CompanyPage = Type.Object({
  /** The employer's id (as `job.company._id`). */
  _id: Id,
  /** The current slug: differs from the one asked for when that was a former one. */
  slug: CompanySlug,
  name: Type.String(),
  /** "" when the employer wrote none. */
  description: Type.String(),
  /** The logo's URL, "" when none. */
  logo: Type.String(),
  /** Where the company hires: its open jobs' locations, the most jobs first (at most 5). */
  locations: Type.Array(Type.String()),
  openJobs: Type.Integer({ minimum: 0 }),
  updatedAt: Timestamp,
});
export type CompanyPage = Static<typeof CompanyPage>;

/** GET /api/companies/:slug/jobs: a page of the company's open jobs, newest first. */
export const CompanyJobsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.jobsPageSizeMax, default: LIMITS.jobsPageSizeDefault }),
    ),
  },
  { additionalProperties: false },
);
export type CompanyJobsQuery = Static<typeof CompanyJobsQuery>;
export const CompanyJobsReply = Type.Object({ jobs: Type.Array(Job), ...PageInfo });
export type CompanyJobsReply = Static<typeof CompanyJobsReply>;

/** GET /api/companies/sitemap: a page of the companies with a page, oldest first, as a sitemap lists them. */
export const CompanySitemapQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.sitemapPageSize, default: LIMITS.sitemapPageSize }),
    ),
  },
  { additionalProperties: false },
);
export type CompanySitemapQuery = Static<typeof CompanySitemapQuery>;
export const CompanySitemapReply = Type.Object({
  companies: Type.Array(Type.Object({ slug: CompanySlug, updatedAt: Timestamp })),
  ...PageInfo,
});
export type CompanySitemapReply = Static<typeof CompanySitemapReply>;
