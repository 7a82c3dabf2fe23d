import { API_PATHS, ErrorReply, JobSitemapQuery, JobSitemapReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import type { AppContext } from '../context.js';
import type { App } from '../types.js';

/**
 * The open jobs as the site's sitemap lists them: public (only what every job page shows already), a
 * sitemap file's worth at most per page, so the site's server writes each file from one request.
 */
export function sitemapRoutes(app: App, ctx: AppContext): void {
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
      const { jobs, total } = ctx.jobs.openJobs(page, limit);
      return { jobs, total, page, pages: Math.ceil(total / limit) };
    },
  );
}
