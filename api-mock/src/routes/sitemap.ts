// The open jobs as the site's sitemap lists them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, ErrorReply, JobSitemapQuery, JobSitemapReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';

/**
 * Public (only what every job page shows already), a sitemap file's worth at most per page, so the site's
 * server writes each file from one request.
 */
const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    API_PATHS.jobsSitemap,
    {
      schema: {
        tags: ['jobs'],
        summary:
          'The open jobs, oldest first, as a sitemap lists them (id, last change); 50,000 a page at most',
        querystring: JobSitemapQuery,
        response: { 200: JobSitemapReply, '4xx': ErrorReply },
      },
    },
    async (request): Promise<JobSitemapReply> => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? LIMITS.sitemapPageSize;
      const { jobs, total } = app.jobs.openJobs(page, limit);
      return { jobs, total, page, pages: Math.ceil(total / limit) };
    },
  );
};

export default fp(sitemapRoutes, {
  name: 'routes/sitemap',
  dependencies: ['repositories'],
  encapsulate: true,
});
