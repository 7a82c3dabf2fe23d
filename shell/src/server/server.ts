// The shell's origin: a Fastify server that renders every page (the shell's own, and each remote's through
// the federation) and serves the shell's build with the portal's one set of static rules
// (@portal/build-config/serve: cache, Brotli/gzip twins, CSP and security headers). It re-reads config.json
// when it changes, so switching or rolling back a remote's release changes what it renders with no restart.
//
// Every page it cannot render (a remote that is down, slow or throws) is the build's index.html with the
// site's header and a page skeleton in it, then the browser renders the page. A request never gets a 5xx
// from rendering, and nothing a request sends (a path, a query, a slow body) can stall or crash it.
import { QA_SESSION_COOKIE, QA_SESSION_HEADER, type Role } from '@portal/contracts/constants';
import { readRoleHint } from '@portal/shared-auth';
import { contentSecurityPolicy, SECURITY_HEADERS, staticFiles } from '@portal/build-config/serve';
import { createRemoteRoutes } from '@portal/remote-contract';
import { clockOffset } from '@portal/shared-ui/format';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createConfigSource, withConfigApi, type ConfigSource } from './config-source';
import { allowedOverrides } from '../federation/remote-override';
import { compactErrorLogs } from './console';
import {
  createRemoteHost,
  type RemoteHost,
  type RemoteManifestInfo,
  REMOTE_CODE_BUDGET_MS,
} from '@portal/remote-host/federation';
import { renderFrame, renderPage, RenderError } from './render';
import { toasterAtStart } from '../app/root-layout';
import { browserRenderedPage, parseTemplate, type PageTemplate } from './template';
import { createPageCache } from './page-cache';
import { pageLinks, readPageCode } from './page-code';
import { createInlineStylesheets } from './stylesheets';
import { qaSessionOf, renderCallHeaders, withRenderCalls } from './qa-calls';
import { carriesSession, confirmSession, withRequestSession } from './request-session';
import { SERVER_DATA_BUDGET_MS } from '@portal/shared-data';
import { registerSeoRoutes } from './seo';

export interface RequestLogEntry {
  method: string;
  url: string;
  status: number;
  ms: number;
}

export interface ShellServerOptions {
  /** The shell's browser build (index.html, its files, config.json). */
  dir: string;
  port: number;
  host?: string;
  /** The runtime configuration to use instead of the build's config.json (re-read when it changes). */
  config?: object | null;
  /**
   * The site's public origin (`https://portal.example`): canonical links, link previews, JobPosting data,
   * robots.txt and the sitemap. Default: `http://localhost:<the port it listens on>`; never the request's
   * Host header, which any client sets to what it likes.
   */
  siteUrl?: string;
  /** How long a remote's code may take on the server before its page is left to the browser. */
  remoteBudgetMs?: number;
  log?: false | ((entry: RequestLogEntry) => void);
  /** A client that has not sent its request's headers within this is cut off (default 20 s). */
  headersTimeoutMs?: number;
  /** …and its whole request (default 30 s). */
  requestTimeoutMs?: number;
  /** A page left to the browser (why), or an unexpected failure: one line each. */
  onError?: (message: string) => void;
  /**
   * The API's QA controls are on (a QA environment, never production): the API calls of a page's first
   * render carry the visitor's QA session (their X-QA-Session header or qa-session cookie, and nothing
   * else of theirs) and say they are the rendering server's (X-QA-Render), so a tester's faults and stubs
   * reach their first load. Default false: the API hears nothing of the visitor's.
   */
  qa?: boolean;
  /**
   * How long an anonymous visitor's page is served as rendered, then while a new render runs (ms).
   * Default 2000 + 3000: a changed job shows within 5 s. `{ freshMs: 0 }` renders every request.
   */
  pageCache?: { freshMs: number; staleMs: number };
  /**
   * Share the port with other servers of this build (SO_REUSEPORT, Linux): the kernel spreads new
   * connections between them, so one server per core (each in a thread of its own, see @portal/site) uses
   * every core with no process in front. Default false: a second server on the port is refused.
   */
  reusePort?: boolean;
}

/** Anonymous pages: fresh for 2 s, then served stale for 3 s more while a new render runs. */
export const PAGE_CACHE = { freshMs: 2000, staleMs: 3000 } as const;

/** A rendered page as it is sent again (only pages every visitor sees alike are kept). */
interface RenderedPage {
  kind: 'page';
  status: number;
  /**
   * The HTML as the bytes it is sent as, encoded once: hashed for its ETag, sent, compressed and counted
   * from the same buffer. (A page's text holds characters outside Latin-1, which V8 keeps two bytes each:
   * every use of it as text encoded all of it to UTF-8 again. Hashing the 190 KB pipeline page that way
   * took 2.1 ms, 1.9 of them encoding; sending and compressing it encoded it once more.)
   */
  body: Buffer;
  /** A validator of the HTML, for conditional requests (304). */
  etag: string;
  /** The HTML compressed once per encoding, when first asked for. */
  encoded: Map<'br' | 'gzip', Buffer>;
  /** How its render spent its time (ms): the remote's code, the route loaders (the page's data), React. */
  timing: { code: number; loader: number; render: number };
}

/** What rendering a URL gives: a page, a redirect, a page left to the browser, or a visitor gone. */
type PageOutcome =
  | RenderedPage
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'browser'; why: string }
  | { kind: 'gone' };

const QA_COOKIE = new RegExp(`(?:^|;\\s*)${QA_SESSION_COOKIE}=`);

/** The pages kept for later visitors are a QA session's never (a tester's faults must reach the page). */
function carriesQaSession(request: FastifyRequest): boolean {
  return request.headers[QA_SESSION_HEADER] !== undefined || QA_COOKIE.test(request.headers.cookie ?? '');
}

function encode(page: RenderedPage, encoding: 'br' | 'gzip'): Buffer {
  let body = page.encoded.get(encoding);
  if (!body) {
    // Once per kept page and encoding. Brotli 5: on a 40 KB job page it is as small as 9 (7.7 KB) at a
    // fourteenth of the time (1.6 ms, not 22 ms).
    body =
      encoding === 'br'
        ? brotliCompressSync(page.body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(page.body, { level: 6 });
    page.encoded.set(encoding, body);
  }
  return body;
}

/** The Server-Timing header of a rendered page (durations in ms, one decimal). */
function serverTiming(timing: RenderedPage['timing'], kept: boolean): string {
  const phases = Object.entries(timing).map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`);
  return [...phases, ...(kept ? ['cache;desc="kept"'] : [])].join(', ');
}

/** URLs longer than this are refused (414): no page of the site has one, and each costs a render. */
const MAX_URL_LENGTH = 4096;

/** A same-origin path for a redirect: runs of slashes and backslashes (which browsers read as slashes)
 * collapsed into one, so that `//evil.example/x` or `/\\evil.example/x` cannot name another host. */
export function sameOriginPath(target: string): string {
  return `/${target.replace(/^[/\\]+/, '').replace(/[/\\]+/g, '/')}`;
}

/** A route's redirect: a path of this site, or a URL on the site's own origin; anything else goes home. */
function redirectTarget(location: string, siteUrl: string): string {
  if (/^[/\\]/.test(location)) return sameOriginPath(location);
  try {
    const url = new URL(location);
    if (url.origin === new URL(siteUrl).origin)
      return sameOriginPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    // not a URL: a relative path, which no route of the site writes
  }
  return '/';
}

export function createShellServer(options: ShellServerOptions) {
  return buildShellServer(options).app;
}

/** How long a starting server waits for its remotes' code before it says it is ready (it serves either way). */
const WARM_UP_MS = 10_000;

function buildShellServer(options: ShellServerOptions) {
  // Configured, or this server's own local address once it listens (see startShellServer).
  const site = { url: (options.siteUrl ?? `http://localhost:${options.port}`).replace(/\/+$/, '') };
  const siteUrlOf = () => site.url;
  const onError = options.onError ?? ((message: string) => console.error(`[shell] ${message}`));
  const template: PageTemplate = parseTemplate(readFileSync(join(options.dir, 'index.html'), 'utf8'));
  const pageCode = readPageCode(options.dir);
  const remotes: RemoteHost = createRemoteHost({
    policy: __PORTAL_SHARED__,
    budgetMs: options.remoteBudgetMs ?? REMOTE_CODE_BUDGET_MS,
  });
  const styles = createInlineStylesheets({ dir: options.dir, origins: () => remotes.origins() });
  const stylesheet = (href: string) => styles.element(href);
  const browserPage = browserRenderedPage(
    template,
    pageLinks(pageCode, { stylesheets: template.stylesheets, stylesheet, remote: null, signedIn: false }),
    renderFrame(),
  );
  const files = staticFiles({
    dir: options.dir,
    spa: false,
    // This server's own code and its source map (dist/server/) are no file of the site's.
    hidden: ['server'],
    config: options.config ?? null,
    onError: (error) => onError(String(error.stack ?? error)),
  });
  const config: ConfigSource = createConfigSource({
    dir: options.dir,
    config: options.config ?? null,
    onError,
  });

  const headersTimeout = options.headersTimeoutMs ?? 20_000;
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const app = Fastify({
    logger: false,
    // Slow or stuck clients give up their socket instead of holding it forever: the headers within
    // headersTimeout, the whole request within requestTimeout (checked that often).
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout,
          requestTimeout,
          connectionsCheckingInterval: Math.min(headersTimeout, requestTimeout, 30_000),
        },
        handler,
      ),
    // (Fastify sets the server's request time-out from its own option as well.)
    requestTimeout,
    connectionTimeout: 60_000,
    // The site takes no request bodies: anything larger than this is refused before it is read.
    bodyLimit: 1024,
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
  });
  app.addHook('onClose', async () => remotes.dispose());

  void app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // A page is compressed once per request: a fast Brotli setting (files get the build's best one).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  if (options.log) {
    const log = options.log;
    // An e-mail's link carries its secret in the query (a password reset opens the account): never logged.
    app.addHook('onRequest', async (request, reply) => {
      const started = performance.now();
      reply.raw.once('close', () =>
        log({
          method: request.method,
          url: loggedUrl(request.url),
          status: reply.raw.statusCode,
          ms: performance.now() - started,
        }),
      );
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    if (request.url.length > MAX_URL_LENGTH) await reply.code(414).type('text/plain').send('URI Too Long\n');
  });

  /** The page the browser renders: the site's frame, then the app (see browserRenderedPage). */
  async function clientRendered(reply: FastifyReply, why: string) {
    // One line per page left to the browser (the federation runtime's messages span several).
    onError(`${why.replace(/\s*\n\s*/g, ' ')}: the browser renders the page`);
    const csp = contentSecurityPolicy(await config.current());
    return reply
      .code(200)
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(browserPage);
  }

  const cacheTimes = options.pageCache ?? PAGE_CACHE;
  const pages = createPageCache<PageOutcome>(cacheTimes, (outcome) =>
    outcome.kind === 'page' && (outcome.status === 200 || outcome.status === 404)
      ? outcome.body.length
      : null,
  );
  /**
   * The remotes' releases the kept pages were rendered with. A switch forgets them: they name the other
   * release's code, and no visitor is sent them again (expired pages otherwise stay in memory until the cache
   * is full: 20 release switches left 60 such pages to the server's heap).
   */
  let keptRelease = '';
  /** What an anonymous visitor's page may be kept for, by this server and by a proxy or CDN in front. */
  const sharedCacheControl =
    cacheTimes.freshMs > 0
      ? `public, max-age=0, s-maxage=${Math.floor(cacheTimes.freshMs / 1000)}, stale-while-revalidate=${Math.floor(cacheTimes.staleMs / 1000)}`
      : 'no-cache';

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const runtime = await config.current();
    remotes.configure(runtime.remotes);
    const role = readRoleHint(request.headers.cookie);
    // A browser that points a remote elsewhere (remote-override.ts) gets its pages rendered there: the
    // server cannot load a developer's machine, and must not render the release the browser replaced.
    const overridden = Object.keys(allowedOverrides(runtime, request.headers.cookie));
    if (overridden.length) {
      return clientRendered(reply, `${request.url}: ${overridden.join(', ')} overridden in this browser`);
    }
    // Every anonymous visitor without a QA session gets the same page for a URL and a release: rendered
    // once for all of them, and kept a few seconds. Anyone else's is rendered for them (their own data, or
    // their role's chrome; a tester's faults), and stops when they leave.
    const signedIn = carriesSession(request.headers.cookie);
    const shared = role === null && !signedIn && !carriesQaSession(request);
    let answer;
    // In a QA environment, the render's API calls say they are the server's, with the visitor's QA session.
    const calls = options.qa ? renderCallHeaders(shared ? null : qaSessionOf(request.headers)) : null;
    // The page's API calls go to the API of the config read for this request (./config-source).
    if (shared) {
      // Nobody's leaving stops a render others may be waiting for (its data has a budget of its own).
      const release = JSON.stringify(runtime.remotes);
      if (release !== keptRelease) {
        pages.clear();
        keptRelease = release;
      }
      answer = await pages.get(`${release} ${request.url}`, () =>
        withConfigApi(runtime.apiUrl, () =>
          render(request.url, role, new AbortController().signal, calls, undefined),
        ),
      );
    } else {
      const aborted = new AbortController();
      request.raw.once('close', () => aborted.abort());
      const value = await withConfigApi(runtime.apiUrl, () =>
        render(request.url, role, aborted.signal, calls, request.headers.cookie),
      );
      answer = { value, age: null, kept: false };
    }
    const outcome = answer.value;
    if (outcome.kind === 'browser') return clientRendered(reply, outcome.why);
    // The visitor left while the page's data was on its way: nobody to send a page to, and no page left to
    // the browser. 499 in the request log, as nginx writes a closed request.
    if (outcome.kind === 'gone') return reply.code(499).send();
    if (outcome.kind === 'redirect')
      return reply
        .code(outcome.status)
        .header('Location', redirectTarget(outcome.location, siteUrlOf()))
        .send();
    reply
      .code(outcome.status)
      .header('Content-Security-Policy', contentSecurityPolicy(runtime))
      // A role's page (its chrome) and a tester's are theirs: revalidated every time, kept by nobody; a
      // person's page holds their data: not even stored.
      .header(
        'Cache-Control',
        shared ? sharedCacheControl : signedIn ? 'private, no-store' : 'private, no-cache',
      )
      // (Spelt as the compression plugin spells it, which adds its own otherwise: one name, once.)
      .header('Vary', 'Cookie, accept-encoding')
      .header('ETag', outcome.etag)
      .type('text/html; charset=utf-8');
    if (answer.age !== null) reply.header('Age', Math.floor(answer.age / 1000));
    // Where the time of this answer went, for the browser's developer tools and the bench: a kept page
    // cost nothing now (its render's figures are those of the visitor it was rendered for).
    reply.header('Server-Timing', serverTiming(outcome.timing, answer.age !== null));
    if (request.headers['if-none-match'] === outcome.etag) return reply.code(304).send();
    // A page served again is compressed once for all (on this thread, at a better setting); one served once
    // is left to the compression of every response, which runs off this thread.
    const encoding = answer.kept ? negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']) : null;
    if (encoding) return reply.header('Content-Encoding', encoding).send(encode(outcome, encoding));
    return reply.send(outcome.body);
  }

  /**
   * Renders `url` for a visitor of `role` (`signal`: they left), through the remote that owns it; its API
   * calls carry `calls` (a QA environment's headers, see ./qa-calls); `cookie`: the request's Cookie
   * header when the page is this visitor's alone (their session, if it carries one, see
   * ./request-session).
   */
  async function render(
    url: string,
    hintedRole: Role | null,
    signal: AbortSignal,
    calls: Record<string, string> | null,
    cookie: string | undefined,
  ): Promise<PageOutcome> {
    const started = performance.now();
    // Who the page is for, asked of the API while the page's code loads.
    const confirming = withRenderCalls(calls, () =>
      confirmSession(cookie, { budgetMs: SERVER_DATA_BUDGET_MS, signal }),
    );
    const pathname = new URL(url, 'http://x').pathname;
    const siteUrl = siteUrlOf();
    let remote = null;
    const { owner, failed } = await remotes.ownerOf(pathname);
    if (!owner && failed.length > 0) {
      return { kind: 'browser', why: `${url}: the manifest of ${failed.join(', ')} could not be read` };
    }
    const stylesheets = [...template.stylesheets];
    let ownerManifest: RemoteManifestInfo | null = null;
    const code = owner ? Promise.all([remotes.routesModule(owner), remotes.manifest(owner)]) : null;
    // (Its failure is answered below, once the session is known.)
    code?.catch(() => undefined);
    const session = await confirming;
    const role = session?.user.role ?? hintedRole;
    if (owner && code) {
      try {
        const [module, manifest] = await code;
        // One budget for the page's data from the request's start: what asking who the session is took
        // is not given again to the loaders.
        const env = {
          target: 'server',
          siteUrl,
          signedIn: role !== null,
          dataBudgetMs: SERVER_DATA_BUDGET_MS - (performance.now() - started),
        } as const;
        remote = { name: owner, routes: createRemoteRoutes(module, env, owner) };
        stylesheets.push(...manifest.stylesheets);
        ownerManifest = manifest;
      } catch (error) {
        return { kind: 'browser', why: `${url}: ${error instanceof Error ? error.message : String(error)}` };
      }
    }
    const codeDone = performance.now();
    let loaded = codeDone;
    let result;
    try {
      result = await withRenderCalls(calls, () =>
        withRequestSession(session, () =>
          renderPage({
            onLoaded: () => (loaded = performance.now()),
            url: `${siteUrl}${url}`,
            role,
            viewer: session?.user ?? null,
            siteUrl,
            remote,
            signal,
            // The QA clock's offset the API's replies named (shared-auth keeps it): the page counts from it.
            ...(options.qa ? { clockOffsetMs: clockOffset } : {}),
          }),
        ),
      );
    } catch (error) {
      // React Router's handler fails on loads aborted because the visitor left.
      if (signal.aborted) return { kind: 'gone' };
      const cause = error instanceof RenderError ? error.cause : null;
      const why = (value: unknown) => (value instanceof Error ? value.message : String(value));
      return { kind: 'browser', why: `${url}: ${why(error)}${cause ? ` (${why(cause)})` : ''}` };
    }
    if (result.kind === 'redirect')
      return { kind: 'redirect', status: result.status, location: result.location };
    const links = pageLinks(pageCode, {
      stylesheets,
      stylesheet,
      remote: ownerManifest,
      pages: result.pages,
      signedIn: role !== null,
      toaster: toasterAtStart(pathname),
    });
    const body = Buffer.from(
      `${template.head}${links}${result.head}${template.beforeRoot}${result.root}${result.state}${template.afterRoot}`,
    );
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const timing = {
      code: codeDone - started,
      loader: loaded - codeDone,
      render: performance.now() - loaded,
    };
    return { kind: 'page', status: result.status, body, etag, encoded: new Map(), timing };
  }

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain').send('Not Found\n'));

  // A form the app sends itself (sign-in…) that the browser sent on its own, before the page's first script
  // ran: what was typed is dropped unread and the page loads again, ready (never an error page).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, _body, done) => done(null, null),
  );

  // The routes are declared once the compression plugin has loaded: it adds its hook to each route as the
  // route is declared, and a route declared before it sent every page it rendered uncompressed.
  app.after(() => {
    registerSeoRoutes(app, {
      config,
      siteUrl: siteUrlOf,
      onError,
      // In a QA environment, a tester's sitemap is read as their QA session, as their pages are.
      callHeaders: (request) => (options.qa ? renderCallHeaders(qaSessionOf(request.headers)) : null),
    });

    // One route for everything else: a page (GET or HEAD of a path without an extension), else a file.
    app.all('/*', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const pagePath = !/\.[^/]*$/.test(pathname) && pathname !== '';
      if (pagePath && (request.method === 'GET' || request.method === 'HEAD')) return page(request, reply);
      if (
        pagePath &&
        request.method === 'POST' &&
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      )
        return reply.code(303).header('Location', sameOriginPath(request.url)).send();
      reply.hijack();
      await files(request.raw, reply.raw);
      return reply;
    });
  });

  // Anything unexpected is the fallback page for a page, a plain 500 for a file (its response is the static
  // server's own), and one line in the log.
  app.setErrorHandler(async (error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).type('text/plain').send(`${error.message}\n`);
    }
    if (request.method === 'GET' || request.method === 'HEAD')
      return clientRendered(reply, `${request.url}: ${error.message}`);
    onError(`${request.method} ${request.url}: ${error.stack ?? error.message}`);
    return reply.code(500).type('text/plain').send('Internal Server Error\n');
  });

  async function warmStylesheets() {
    const names = Object.keys((await config.current()).remotes);
    await Promise.all(
      names.map((name) =>
        remotes.manifest(name).then(
          (manifest) => styles.load(manifest.stylesheets),
          () => undefined,
        ),
      ),
    );
  }

  /** config.json's remotes, their code loaded (or WARM_UP_MS gone by: a remote that is down stays to the browser). */
  async function warm() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      remotes.configure((await config.current()).remotes);
      await Promise.race([
        // The remotes' code, and their pages' stylesheets for the pages to carry.
        Promise.all([remotes.warm(), warmStylesheets()]),
        new Promise((resolve) => (timer = setTimeout(resolve, WARM_UP_MS))),
      ]);
    } catch (error) {
      // Pages say what is wrong, one by one; a server that cannot warm up still starts.
      onError(`warming up the remotes: ${String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return { app, warm, site };
}

/** A request's URL as the request log keeps it: the value of every `token` parameter left out. */
export function loggedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]');
}

/**
 * Starts the server; resolves once it listens and has loaded its remotes' code, so that its first visitors
 * get rendered pages (a page asked for meanwhile is served, from the browser's side if the code is late).
 */
export async function startShellServer(options: ShellServerOptions) {
  // The server has its process (its thread, under @portal/site) to itself: its log writes errors short.
  compactErrorLogs();
  const { app, warm, site } = buildShellServer(options);
  // Fastify hands its listen options to Node's server.listen, which knows reusePort (its types do not).
  const listen = {
    port: options.port,
    host: options.host ?? '127.0.0.1',
    reusePort: options.reusePort ?? false,
  };
  await app.listen(listen);
  if (!options.siteUrl) site.url = `http://localhost:${(app.server.address() as AddressInfo).port}`;
  await warm();
  return {
    server: app.server,
    close: async () => {
      app.server.closeAllConnections?.();
      await app.close();
    },
  };
}
