// What the site says to crawlers: robots.txt (everything public may be crawled; where the sitemap is) and
// the sitemap, an index of files of at most 5,000 URLs each (a page of the API's listing of open jobs or of
// companies; the protocol allows 50,000): the site's public pages, every open job, then every company page,
// a file per page of each listing.
// A file is written out as it is made (a stream), so even the largest starts at once and never sits whole
// in memory as text.
import { API_PATHS, type CompanySitemapReply, type JobSitemapReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ConfigSource } from './config-source';

/** The public pages a visitor can open without an account (every job page is listed after them). */
const PUBLIC_PAGES = ['/', '/find-jobs', '/signup', '/login'];
/** The API's listing must answer within this, or the sitemap file is refused for now (503, retried later). */
const API_TIMEOUT_MS = 10_000;
const XML = 'application/xml; charset=utf-8';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Where the API's listing is, and the headers its calls carry (a QA environment's, or none). */
type ApiCalls = { apiUrl: string; headers: Record<string, string> | null };

async function openJobs(api: ApiCalls, page: number, limit: number): Promise<JobSitemapReply> {
  return listing<JobSitemapReply>(api, API_PATHS.jobsSitemap, page, limit);
}

async function companies(api: ApiCalls, page: number, limit: number): Promise<CompanySitemapReply> {
  return listing<CompanySitemapReply>(api, API_PATHS.companiesSitemap, page, limit);
}

async function listing<T>(api: ApiCalls, path: string, page: number, limit: number): Promise<T> {
  const url = new URL(path, `${api.apiUrl}/`);
  url.search = new URLSearchParams({ page: String(page), limit: String(limit) }).toString();
  const response = await fetch(url, {
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
    ...(api.headers ? { headers: api.headers } : {}),
  });
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** A sitemap file's text, made as it is read. */
function urlset(entries: Iterable<{ loc: string; lastmod?: string }>): Readable {
  return Readable.from(
    (function* () {
      yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
      for (const { loc, lastmod } of entries) {
        yield `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;
      }
      yield '</urlset>\n';
    })(),
  );
}

export function registerSeoRoutes(
  app: FastifyInstance,
  {
    config,
    siteUrl,
    onError,
    callHeaders,
  }: {
    config: ConfigSource;
    /** The site's configured public origin (never the request's Host). */
    siteUrl: () => string;
    onError: (message: string) => void;
    /**
     * The headers of the API calls made for a request: in a QA environment, the visitor's QA session and
     * the server's mark, as for a page's render (so a tester's faults and stubs reach the sitemap too).
     */
    callHeaders: (request: FastifyRequest) => Record<string, string> | null;
  },
): void {
  const apiCalls = async (request: FastifyRequest): Promise<ApiCalls> => ({
    apiUrl: (await config.current()).apiUrl,
    headers: callHeaders(request),
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap.xml\n`),
  );

  /** The API being unreachable is no server error of the site's: crawlers are told to come back. */
  const unavailable = (reply: FastifyReply, why: unknown) => {
    onError(
      `sitemap: the API's listing of open jobs or companies failed (${why instanceof Error ? why.message : String(why)})`,
    );
    return reply.code(503).header('Retry-After', '300').type('text/plain').send('Service Unavailable\n');
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteUrl();
    let total: number;
    let companyTotal: number;
    try {
      const api = await apiCalls(request);
      [{ total }, { total: companyTotal }] = await Promise.all([openJobs(api, 1, 1), companies(api, 1, 1)]);
    } catch (error) {
      return unavailable(reply, error);
    }
    const files = ['/sitemap-pages.xml'];
    for (let page = 1; page <= Math.ceil(total / LIMITS.sitemapPageSize); page += 1)
      files.push(`/sitemap-jobs-${page}.xml`);
    for (let page = 1; page <= Math.ceil(companyTotal / LIMITS.sitemapPageSize); page += 1)
      files.push(`/sitemap-companies-${page}.xml`);
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      files.map((file) => `<sitemap><loc>${escapeXml(`${site}${file}`)}</loc></sitemap>\n`).join('') +
      '</sitemapindex>\n';
    return reply.type(XML).header('Cache-Control', 'no-cache').send(body);
  });

  app.get('/sitemap-pages.xml', async (_request, reply) => {
    const site = siteUrl();
    return reply
      .type(XML)
      .header('Cache-Control', 'no-cache')
      .send(urlset(PUBLIC_PAGES.map((path) => ({ loc: `${site}${path}` }))));
  });

  /**
   * `/sitemap-<name>-<page>.xml`: one page of the API's listing at `path`, an URL per item, with the item's last
   * change. A page past the end is a 404: the index names only pages that exist.
   */
  const sitemapFile = <T, Item extends { updatedAt: string }>(
    name: string,
    path: string,
    items: (listed: T) => readonly Item[],
    pagePath: (item: Item) => string,
  ) => {
    const file = new RegExp(`^/sitemap-${name}-([1-9][0-9]{0,6})\\.xml$`);
    app.get(`/sitemap-${name}-:file`, async (request, reply) => {
      const match = file.exec(request.url.split('?')[0] ?? '');
      if (!match) return reply.callNotFound();
      let listed: readonly Item[];
      try {
        listed = items(
          await listing<T>(await apiCalls(request), path, Number(match[1]), LIMITS.sitemapPageSize),
        );
      } catch (error) {
        return unavailable(reply, error);
      }
      if (listed.length === 0) return reply.callNotFound();
      const site = siteUrl();
      return reply
        .type(XML)
        .header('Cache-Control', 'no-cache')
        .send(
          urlset(
            (function* () {
              for (const item of listed) yield { loc: `${site}${pagePath(item)}`, lastmod: item.updatedAt };
            })(),
          ),
        );
    });
  };

  sitemapFile(
    'jobs',
    API_PATHS.jobsSitemap,
    (listed: JobSitemapReply) => listed.jobs,
    (job) => `/jobs/${encodeURIComponent(job._id)}`,
  );
  sitemapFile(
    'companies',
    API_PATHS.companiesSitemap,
    (listed: CompanySitemapReply) => listed.companies,
    (company) => `/companies/${encodeURIComponent(company.slug)}`,
  );
}
