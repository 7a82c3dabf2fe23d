// The production static server of an app's dist/ folder, used by `npm start`, the e2e suite and the
// benchmarks. The file serving itself is `send` (the module behind express.static: conditional GET with
// ETag/Last-Modified and 304, Range with If-Range, HEAD, path traversal and dotfile protection, read errors
// reported instead of thrown); around it this file keeps the portal's own rules:
//  - cache: hashed files and release folders (releases/<id>/) are immutable for a year; remoteEntry.js,
//    mf-manifest.json, config.json and HTML elsewhere are `no-cache` (revalidated with their ETag), so a
//    remote redeployed in place reaches users on their next load;
//  - compression: the build writes a `.br` and a `.gz` beside every compressible file (the files nginx's
//    brotli_static and gzip_static serve), chosen here by what the client accepts, Brotli first;
//  - SPA fallback: a path without an extension that is not a file is the app's index.html (deep links);
//  - runtime configuration: an optional config.json given by the caller replaces the build's own;
//  - CORS for every origin (the shell loads the remotes cross-origin) and security headers, with a
//    Content-Security-Policy built from the runtime configuration (the API and remote origins);
//  - nothing a request can do, and no file that fails to read, takes the process down.
// docs/DEPLOY.md gives the same headers and cache rules for nginx and CDNs. The shell's rendering server
// serves its files with the same rules (`staticFiles`); `portal-serve` (bin/) is the command line.
import { stat, readFile } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { extname, join, posix, relative as relativePath, resolve, sep } from 'node:path';
import { etag } from 'etag';
import fresh from 'fresh';
import send from 'send';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** @type {Readonly<Record<string, string>>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
/** Files whose name stays the same across deploys: always revalidated. */
const NO_CACHE = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'config.json',
  'index.html',
]);
/** webpack's `[name].[contenthash:10].ext`: a new content is a new name, so the old one never changes. */
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|gif|ico|woff2)$/;
/** What the build precompresses (packages/build-config/webpack.mjs) and the server may send compressed. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|map|txt)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file inside a published release (`npm run release`): the folder never changes once published. */
const RELEASED = /(^|\/)releases\/[A-Za-z0-9][A-Za-z0-9._-]*\/./;

/**
 * Cache-Control of a file, by its path: hashed files and everything in a release folder are immutable, but
 * a config.json, which every environment edits (a release's is its standalone page's API URL).
 * @param {string} path
 */
export function cacheControlFor(path) {
  const name = posix.basename(path);
  if (name === 'config.json') return 'no-cache';
  return RELEASED.test(path) || (!NO_CACHE.has(name) && HASHED.test(name)) ? IMMUTABLE : 'no-cache';
}

/** Sent with every response. */
export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // frame-ancestors in the CSP says the same to current browsers; this is for the older ones.
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

/**
 * @param {string | undefined} url
 * @returns {string | null}
 */
const originOf = (url) => {
  try {
    // (undefined throws as well: no origin)
    const origin = new URL(/** @type {string} */ (url)).origin;
    return origin === 'null' ? null : origin;
  } catch {
    // a relative URL ("/api") is the page's own origin, already 'self'
    return null;
  }
};

/**
 * The Content-Security-Policy of a page, from the runtime configuration it runs with: scripts only from
 * the app's own origin and the remotes (never inline, never eval), API calls and images from the API.
 * Styles allow 'unsafe-inline' because react-hot-toast (goober) writes its styles into a <style> element
 * at run time; a style cannot run code.
 * The origins a remote may be pointed at in this environment (config.json `overrides`, never in
 * production) count as remotes, and may push updates over a WebSocket (a development server's).
 * @param {Partial<import('@portal/remote-contract/runtime-config').RuntimeConfig> | null | undefined} config
 */
export function contentSecurityPolicy(config) {
  const api = originOf(config?.apiUrl);
  const overrides = (config?.overrides ?? []).map(originOf);
  const remotes = [...Object.values(config?.remotes ?? {}).map(originOf), ...overrides];
  // A team's development server, where an override points, sends its hot updates over a WebSocket to the
  // same host and port (ws: for http:, wss: for https:), which an http(s) source does not cover.
  const updates = overrides.map((origin) => origin?.replace(/^http/, 'ws') ?? null);
  const list = (/** @type {(string | null | (string | null)[])[]} */ ...sources) =>
    [...new Set(sources.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", remotes)}`,
    `style-src ${list("'self'", "'unsafe-inline'", remotes)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, remotes)}`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    `connect-src ${list("'self'", api, remotes, updates)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * Whether the request's Accept-Encoding takes `coding` (listed, and not with q=0).
 * @param {IncomingMessage} req
 * @param {string} coding
 */
export function accepts(req, coding) {
  return String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return name.trim() === coding && !(q && Number(q.slice(2)) === 0);
    });
}

/** The encodings the build writes twins for, best first: file suffix and Content-Encoding. */
const ENCODINGS = /** @type {const} */ ([
  ['br', '.br'],
  ['gzip', '.gz'],
]);

/**
 * The build's compressed twin (`suffix`), when present and not older than the file (a file edited by hand
 * after the build).
 * @param {string} file
 * @param {string} suffix
 */
async function hasTwin(file, suffix) {
  try {
    const [plain, packed] = await Promise.all([stat(file), stat(`${file}${suffix}`)]);
    // Files of one build (or one copy of it) are written within moments of each other, in any order.
    return plain.isFile() && packed.isFile() && packed.mtimeMs + 1000 >= plain.mtimeMs;
  } catch {
    return false;
  }
}

const CONTENT_HEADERS = [
  'Content-Type',
  'Content-Encoding',
  'Content-Length',
  'Content-Range',
  'Content-Security-Policy',
  'Cache-Control',
  'ETag',
  'Last-Modified',
  'Accept-Ranges',
];

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {import('node:http').OutgoingHttpHeaders} [extraHeaders]
 */
function plain(res, status, extraHeaders = {}) {
  for (const name of CONTENT_HEADERS) res.removeHeader(name);
  const body = `${STATUS_CODES[status] ?? 'Error'}\n`;
  res.writeHead(status, {
    ...extraHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * The portal's rules for a build folder, as a request handler (`(req, res) => Promise<void>`, which never
 * rejects: a failure is answered and reported to `onError`).
 * @param {import('./serve.d.mts').StaticFilesOptions} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<void>}
 */
export function staticFiles({
  dir,
  spa = false,
  hidden = [],
  config = null,
  onError = (error) => console.error(`static server (${dir}): ${error.stack ?? error}`),
}) {
  const root = resolve(dir);
  const configBody = config ? Buffer.from(JSON.stringify(config)) : null;
  const configTag = configBody ? etag(configBody) : null;

  // The policy follows the config in effect: the one given, else the build's config.json (re-read when
  // it changes, since deploys edit it in place).
  let fileConfig = { mtimeMs: -1, csp: contentSecurityPolicy(null) };
  async function policy() {
    if (config) return contentSecurityPolicy(config);
    try {
      const file = join(root, 'config.json');
      const { mtimeMs } = await stat(file);
      if (mtimeMs !== fileConfig.mtimeMs) {
        fileConfig = { mtimeMs, csp: contentSecurityPolicy(JSON.parse(await readFile(file, 'utf8'))) };
      }
    } catch {
      // no config.json, or not JSON: the app can reach nothing but its own origin
      fileConfig = { mtimeMs: -1, csp: contentSecurityPolicy(null) };
    }
    return fileConfig.csp;
  }

  /**
   * Sends `relative` (a decoded URL path) from the build; `fallback` serves index.html in its place.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} relative
   * @param {boolean} fallback
   * @returns {Promise<void>}
   */
  async function sendFile(req, res, relative, fallback, compressed = true) {
    const name = posix.basename(relative);
    const file = join(root, relative);
    if (file !== root && !file.startsWith(root + sep)) {
      plain(res, 403);
      return;
    }
    // A folder of the build that is not the browser's (the shell's own server code): as if it were not there.
    if (hidden.includes(relativePath(root, file).split(sep)[0] ?? '')) {
      if (fallback) run(sendFile(req, res, '/index.html', false), req, res);
      else plain(res, 404);
      return;
    }
    const ext = extname(name);
    if (TYPES[ext]) res.setHeader('Content-Type', TYPES[ext]);
    else res.removeHeader('Content-Type');
    res.setHeader('Cache-Control', cacheControlFor(relative));
    if (ext === '.html') res.setHeader('Content-Security-Policy', await policy());
    else res.removeHeader('Content-Security-Policy');
    res.removeHeader('Content-Encoding');
    let target = relative;
    if (COMPRESSIBLE.test(name)) {
      res.setHeader('Vary', 'Accept-Encoding');
      for (const [coding, suffix] of compressed ? ENCODINGS : []) {
        if (accepts(req, coding) && (await hasTwin(file, suffix))) {
          target = `${relative}${suffix}`;
          res.setHeader('Content-Encoding', coding);
          break;
        }
      }
    }
    const stream = send(req, encodeURI(target), {
      root,
      index: false,
      dotfiles: 'ignore',
      etag: true,
      lastModified: true,
      cacheControl: false,
      acceptRanges: true,
    });
    /**
     * A read error of `send` (with its HTTP status), or a folder's stand-in 404.
     * @param {Partial<Error> & { status?: number, statusCode?: number, headers?: import('node:http').OutgoingHttpHeaders }} error
     */
    const failed = (error) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (res.headersSent) {
        // The file failed mid-way: cut this response, keep serving the others.
        onError(/** @type {Error} */ (error));
        res.destroy();
      } else if (status === 404 && target !== relative) {
        // The compressed twin went away between the check and the read: send the file itself.
        run(sendFile(req, res, relative, fallback, false), req, res);
      } else if (status === 404 && fallback) {
        run(sendFile(req, res, '/index.html', false), req, res);
      } else {
        if (status >= 500) onError(/** @type {Error} */ (error));
        plain(res, status, error.headers ?? {});
      }
    };
    stream.on('error', failed);
    // A folder is not a page: the SPA answers for it, as for any other unknown path.
    stream.on('directory', () => failed({ status: 404 }));
    stream.pipe(res);
  }

  /**
   * Only called when a config was given, so `configBody` and `configTag` are set.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function sendConfig(req, res) {
    res.setHeader('Content-Type', /** @type {string} */ (TYPES['.json']));
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', /** @type {string} */ (configTag));
    if (fresh(req.headers, { etag: /** @type {string} */ (configTag) })) {
      res.writeHead(304).end();
      return;
    }
    res.setHeader('Content-Length', /** @type {Buffer} */ (configBody).length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : configBody);
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, { Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      plain(res, 400);
      return;
    }
    if (pathname.includes('\0')) {
      plain(res, 400);
      return;
    }
    if (configBody && pathname === '/config.json') {
      sendConfig(req, res);
      return;
    }
    // Client-side routes fall back to the app; a missing asset (it has an extension) is a real 404.
    const fallback = spa && !extname(pathname);
    await sendFile(req, res, pathname.endsWith('/') ? `${pathname}index.html` : pathname, fallback);
  }

  /**
   * @param {Promise<void>} promise
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  function run(promise, req, res) {
    return promise.catch((error) => {
      onError(error);
      if (res.headersSent) res.destroy();
      else plain(res, 500);
    });
  }

  return (req, res) => run(handle(req, res), req, res);
}

/**
 * @param {import('./serve.d.mts').ServeOptions} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  config = null,
  log = false,
  onError,
  timeouts = {},
}) {
  // Slow or stuck clients give up their socket instead of holding it forever.
  const { headersMs = 20_000, requestMs = 30_000 } = timeouts;
  const report = typeof log === 'function' ? log : log ? defaultLog : null;
  const handle = staticFiles({ dir, spa, config, ...(onError ? { onError } : {}) });
  const server = createServer(
    {
      headersTimeout: headersMs,
      requestTimeout: requestMs,
      // Node looks for expired requests on this interval (30 s by default): often enough to honour them.
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(headersMs / 2))),
    },
    (req, res) => {
      if (report) {
        const started = performance.now();
        res.once('close', () =>
          report({
            method: req.method ?? '?',
            url: req.url ?? '/',
            status: res.statusCode,
            ms: performance.now() - started,
          }),
        );
      }
      void handle(req, res);
    },
  );

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.removeListener('error', reject);
      // Errors of a listening server (accept failing when out of file descriptors…) are reported, not fatal.
      server.on('error', (error) => (onError ?? console.error)(error));
      resolvePromise(server);
    });
  });
}

/** @param {import('./serve.d.mts').RequestLogEntry} entry */
function defaultLog({ method, url, status, ms }) {
  console.log(`${method} ${url} ${status} ${ms.toFixed(1)} ms`);
}
