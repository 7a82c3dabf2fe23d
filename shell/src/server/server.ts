// The shell's origin: a Fastify server that renders every page (the shell's own, and each remote's through
// the federation) and serves the shell's build with the portal's one set of static rules
// (@portal/build-config/serve: cache, Brotli/gzip twins, CSP and security headers). It re-reads config.json
// when it changes, so switching or rolling back a remote's release changes what it renders with no restart.
//
// Every page it cannot render (a remote that is down, slow or throws) is the build's index.html as a static
// host serves it: the header and a skeleton, then the browser renders the page. A request never gets a 5xx
// from rendering, and nothing a request sends (a path, a query, a slow body) can stall or crash it.
import { readRoleHint } from '@portal/shared-auth';
import { contentSecurityPolicy, SECURITY_HEADERS, staticFiles } from '@portal/build-config/serve';
import { createRemoteRoutes } from '@portal/remote-contract';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { createConfigSource, type ConfigSource } from './config-source';
import { allowedOverrides } from '../federation/remote-override';
import { compactErrorLogs } from './console';
import {
  createRemoteHost,
  type RemoteHost,
  type RemoteManifestInfo,
  REMOTE_CODE_BUDGET_MS,
} from './federation';
import { renderPage, RenderError } from './render';
import { parseTemplate, type PageTemplate } from './template';
import { pageLinks, readPageCode } from './page-code';
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
  const remotes: RemoteHost = createRemoteHost({ budgetMs: options.remoteBudgetMs ?? REMOTE_CODE_BUDGET_MS });

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

  /** The build's index.html, as a static host would serve it: the browser renders the page. */
  async function clientRendered(reply: FastifyReply, why: string) {
    // One line per page left to the browser (the federation runtime's messages span several).
    onError(`${why.replace(/\s*\n\s*/g, ' ')}: the browser renders the page`);
    const csp = contentSecurityPolicy(await config.current());
    return reply
      .code(200)
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(template.html);
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const runtime = await config.current();
    remotes.configure(runtime.remotes);
    const pathname = new URL(request.url, 'http://x').pathname;
    const siteUrl = siteUrlOf();
    const role = readRoleHint(request.headers.cookie);
    // A browser that points a remote elsewhere (remote-override.ts) gets its pages rendered there: the
    // server cannot load a developer's machine, and must not render the release the browser replaced.
    const overridden = Object.keys(allowedOverrides(runtime, request.headers.cookie));
    if (overridden.length) {
      return clientRendered(reply, `${request.url}: ${overridden.join(', ')} overridden in this browser`);
    }
    let remote = null;
    const { owner, failed } = await remotes.ownerOf(pathname);
    if (!owner && failed.length > 0) {
      return clientRendered(reply, `${request.url}: the manifest of ${failed.join(', ')} could not be read`);
    }
    const stylesheets = [...template.stylesheets];
    let ownerManifest: RemoteManifestInfo | null = null;
    if (owner) {
      try {
        const [module, manifest] = await Promise.all([remotes.routesModule(owner), remotes.manifest(owner)]);
        const env = { target: 'server', siteUrl, signedIn: role !== null } as const;
        remote = { name: owner, routes: createRemoteRoutes(module, env, owner) };
        stylesheets.push(...manifest.stylesheets);
        ownerManifest = manifest;
      } catch (error) {
        return clientRendered(
          reply,
          `${request.url}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const aborted = new AbortController();
    request.raw.once('close', () => aborted.abort());
    let result;
    try {
      result = await renderPage({
        url: `${siteUrl}${request.url}`,
        role,
        siteUrl,
        remote,
        signal: aborted.signal,
      });
    } catch (error) {
      // The visitor left while the page's data was on its way (React Router's handler then fails on the
      // aborted loads): nobody to send a page to, and no page left to the browser. 499 in the request log,
      // as nginx writes a closed request.
      if (aborted.signal.aborted) return reply.code(499).send();
      const cause = error instanceof RenderError ? error.cause : null;
      const why = (value: unknown) => (value instanceof Error ? value.message : String(value));
      return clientRendered(reply, `${request.url}: ${why(error)}${cause ? ` (${why(cause)})` : ''}`);
    }
    if (result.kind === 'redirect')
      return reply.code(result.status).header('Location', redirectTarget(result.location, siteUrl)).send();
    const links = pageLinks(pageCode, { stylesheets, remote: ownerManifest, signedIn: role !== null });
    const html = `${template.head}${links}${result.head}${template.beforeRoot}${result.root}${result.state}${template.afterRoot}`;
    return (
      reply
        .code(result.status)
        .header('Content-Security-Policy', contentSecurityPolicy(runtime))
        // Rendered for one person's role and for the data of this moment: revalidated every time.
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  }

  registerSeoRoutes(app, { config, siteUrl: siteUrlOf, onError });
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).type('text/plain').send('Not Found\n'));

  // A form the app sends itself (sign-in…) that the browser sent on its own, before the page's first script
  // ran: what was typed is dropped unread and the page loads again, ready (never an error page).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, _body, done) => done(null, null),
  );

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

  /** config.json's remotes, their code loaded (or WARM_UP_MS gone by: a remote that is down stays to the browser). */
  async function warm() {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      remotes.configure((await config.current()).remotes);
      await Promise.race([
        remotes.warm(),
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
  await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
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
