// Company pages (public): a company by its slug, and its open jobs a page at a time. A former slug finds
// the company too; the reply carries the current one, and the site redirects to it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyJobsQuery,
  CompanyJobsReply,
  CompanyPage,
  CompanySlugParams,
  ErrorReply,
  ROUTE_PATTERNS,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { notFound } from '../lib/errors.js';

const COMPANY_NOT_FOUND = 'Company not found';

const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const company = (slug: string) => {
    const user = app.companies.findBySlug(slug);
    if (!user) throw notFound(COMPANY_NOT_FOUND);
    return user;
  };

  app.get(
    ROUTE_PATTERNS.company,
    {
      schema: {
        tags: ['companies'],
        summary:
          'A company page (public): name, description, logo, where it hires, how many open jobs; a former slug answers with the current one',
        params: CompanySlugParams,
        response: { 200: CompanyPage, '4xx': ErrorReply },
      },
    },
    async (request) => app.companies.page(company(request.params.slug)),
  );

  app.get(
    ROUTE_PATTERNS.companyJobs,
    {
      schema: {
        tags: ['companies'],
        summary:
          "The company's open jobs, newest first, paged (public; signed in, with isSaved/applicationStatus)",
        params: CompanySlugParams,
        querystring: CompanyJobsQuery,
        response: { 200: CompanyJobsReply, '4xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const user = company(request.params.slug);
      const viewer = app.auth.optionalUser(request);
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? LIMITS.jobsPageSizeDefault;
      const total = app.companies.openJobs(user.pk);
      const pks = app.companies.openJobPks(user.pk, page, limit);
      // Pre-serialised like the jobs list (the jobs' cached JSON); the schema above documents the shape.
      const body = app.jobs.pageJson(pks, total, page, limit, viewer?.pk ?? null);
      return reply.type('application/json; charset=utf-8').send(body as unknown as CompanyJobsReply);
    },
  );
};

export default fp(companyRoutes, {
  name: 'routes/companies',
  dependencies: ['repositories', 'auth'],
  encapsulate: true,
});
