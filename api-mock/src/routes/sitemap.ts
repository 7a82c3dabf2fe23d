// The open jobs and the company pages as the site's sitemap lists them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_PATHS,
  CompanySitemapQuery,
  CompanySitemapReply,
  ErrorReply,
  JobSitemapQuery,
  JobSitemapReply,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';

/**
 * A page of the listing is built once and kept until a job is posted, edited, closed or deleted (here), or
 * for this long by caches on the way (the sitemap is read by crawlers every few hours; a job a minute
 * late in it costs nothing). Before, every anonymous call built the whole page again: 3.7 MB of JSON per
 * call at 50,000 a page.
 */
export const SITEMAP_CACHE_MS = 60_000;
/** Pages kept at once (any page and limit asked for; the oldest half goes when full). */
const SITEMAP_CACHE_PAGES = 32;

/**
 * Public (only what every job page shows already), a sitemap file's worth at most per page, so the site's
 * server writes each file from one request.
 */
const sitemapRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new Map<string, { changes: number; body: string }>();
  // A QA reset replaces every job: what was kept is of another seed.
  app.seed.onReset(() => cache.clear());

  app.get(
    API_PATHS.jobsSitemap,
    {
      schema: {
        tags: ['jobs'],
        summary: `The open jobs, oldest first, as a sitemap lists them (id, last change); ${LIMITS.sitemapPageSize.toLocaleString('en')} a page at most, each page built once per change of the jobs`,
        querystring: JobSitemapQuery,
        response: { 200: JobSitemapReply, '4xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? LIMITS.sitemapPageSize;
      const key = `${page}:${limit}`;
      let kept = cache.get(key);
      if (kept?.changes !== app.jobs.changes) {
        const { jobs, total } = app.jobs.openJobs(page, limit);
        const listing: JobSitemapReply = { jobs, total, page, pages: Math.ceil(total / limit) };
        if (cache.size >= SITEMAP_CACHE_PAGES)
          for (const old of [...cache.keys()].slice(0, SITEMAP_CACHE_PAGES / 2)) cache.delete(old);
        kept = { changes: app.jobs.changes, body: JSON.stringify(listing) };
        cache.set(key, kept);
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('cache-control', `public, max-age=${SITEMAP_CACHE_MS / 1000}`)
        .send(kept.body as unknown as JobSitemapReply);
    },
  );

  // Companies are few (one per employer) and read from one index: no cache of its own.
  app.get(
    API_PATHS.companiesSitemap,
    {
      schema: {
        tags: ['companies'],
        summary: `The companies with a page (those with a name), oldest first, as a sitemap lists them (slug, last change); ${LIMITS.sitemapPageSize.toLocaleString('en')} a page at most`,
        querystring: CompanySitemapQuery,
        response: { 200: CompanySitemapReply, '4xx': ErrorReply },
      },
    },
    async (request, reply) => {
      const listing = app.companies.sitemap(
        request.query.page ?? 1,
        request.query.limit ?? LIMITS.sitemapPageSize,
      );
      return reply.header('cache-control', `public, max-age=${SITEMAP_CACHE_MS / 1000}`).send(listing);
    },
  );
};

export default fp(sitemapRoutes, {
  name: 'routes/sitemap',
  dependencies: ['repositories', 'seed'],
  encapsulate: true,
});
