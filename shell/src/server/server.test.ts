// @vitest-environment node
// The shell's rendering server on a stand-in build (its index.html as the real build writes it, one hashed
// file, config.json): pages rendered with React on the server, real 404s, the fallback page when a remote
// is down or slow, the static rules for files, robots.txt and the sitemap from the API's listing, config.json
// read again when it changes, and nothing a request does — hostile paths and queries, oversized URLs, slow
// headers or bodies — gets a 5xx or hangs. (Remotes rendered through the federation: the e2e suite.)
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import {
  createServer,
  get as httpGet,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employer } from '@portal/shared-auth/testing';
import { loggedUrl, startShellServer } from './server';
import { jobsManifest } from '@portal/remote-host/test-manifest';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Default">' +
  '<title>JobPortal</title><link rel=preload href=/config.json as=fetch crossorigin>' +
  '<script defer src=/main.0123456789.js></script><link rel=preload href=/bootstrap.0123456789.css as=style>' +
  '</head><body class="bg-gray-50"><noscript>You need JavaScript</noscript>' +
  '<div id=root></div></body></html>';

/** The start-up stylesheet as the build has it, and as a page carries it (its text, named by its file). */
const STARTUP_CSS = 'body{margin:0}';
const STARTUP_STYLE = `<style data-href="/bootstrap.0123456789.css">${STARTUP_CSS}</style>`;

/**
 * The page the browser renders: the file's defaults and head, the start-up stylesheet in it, and the site's
 * frame (a link home over a skeleton that says it is loading) in its root, with no page state.
 */
function expectBrowserPage(html: string) {
  expect(html).toMatch(/^<!doctype html><html lang=en><head><meta charset=utf-8>/);
  expect(html).toContain(
    `${STARTUP_STYLE}<title>JobPortal</title><meta name=description content="Default"></head>`,
  );
  expect(html).toContain('<script defer src=/main.0123456789.js></script>');
  const root = /<div id="root">(.*)<\/div><\/body><\/html>$/.exec(html)?.[1] ?? '';
  expect(root).toMatch(/<header[^>]*>.*<a [^>]*href="\/"[^>]*>.*<\/header>/);
  expect(root).toContain('Loading...');
  expect(html).not.toContain('portal-page');
}

let dir: string;
let server: { server: Server; close: () => Promise<void> };
let base: string;
/** The site's address when none is configured: this server's own, never a request's Host. */
let site: string;
const lines: string[] = [];
/** Stand-ins of what the server talks to: an API (the sitemap's listing) and a remote that never answers. */
let api: Server;
let apiFails = false;
/** The headers of every call the stand-in API was sent. */
const apiCalls: IncomingHttpHeaders[] = [];
let hung: Server;

const listen = (handler: RequestListener) =>
  new Promise<Server>((resolve) => {
    const s = createServer(handler);
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
const portOf = (s: Server) => (s.address() as AddressInfo).port;

function writeConfig(remotes: Record<string, string>, overrides?: string[]) {
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ apiUrl: `http://127.0.0.1:${portOf(api)}`, remotes, overrides }),
  );
  // A new mtime every time (writes within one clock tick look unchanged).
  const when = new Date(Date.now() + Math.random() * 1e6);
  utimesSync(join(dir, 'config.json'), when, when);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shell-server-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  writeFileSync(join(dir, 'main.0123456789.js'), 'console.log("main")');
  writeFileSync(join(dir, 'bootstrap.0123456789.css'), STARTUP_CSS);
  // The server's own code is in the build folder, as in the real build (dist/server/).
  mkdirSync(join(dir, 'server'));
  writeFileSync(join(dir, 'server', 'index.cjs'), 'exports.secret = "server code";');
  writeFileSync(join(dir, 'server', 'index.cjs.map'), '{"sourcesContent":["server code"]}');
  api = await listen((req, res) => {
    apiCalls.push(req.headers);
    if (apiFails) return void res.writeHead(500).end('{}');
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/auth/profile') {
      // The one session the stand-in API knows.
      const known = req.headers.authorization === 'Bearer good.token';
      res.writeHead(known ? 200 : 401, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(known ? employer : { message: 'Not authorized' }));
    }
    if (url.pathname === '/api/companies/sitemap') {
      const companies = [
        { slug: 'acme-demo-labs', updatedAt: '2025-01-01T00:00:00.000Z' },
        { slug: 'zoë-café', updatedAt: '2025-01-02T00:00:00.000Z' },
      ];
      const listed = url.searchParams.get('page') === '1' ? companies : [];
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ companies: listed, total: 2, page: 1, pages: 1 }));
    }
    const total = 120_001;
    const limit = Number(url.searchParams.get('limit'));
    const page = Number(url.searchParams.get('page'));
    const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
    const jobs = Array.from({ length: count }, (_, i) => ({
      _id: `job${(page - 1) * limit + i}`,
      updatedAt: '2025-01-02T03:04:05.000Z',
    }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ jobs, total, page, pages: Math.ceil(total / limit) }));
  });
  hung = await listen(() => undefined);
  writeConfig({});
  server = await startShellServer({
    dir,
    port: 0,
    remoteBudgetMs: 200,
    headersTimeoutMs: 500,
    requestTimeoutMs: 1000,
    log: false,
    onError: (line) => lines.push(line),
  });
  base = `http://127.0.0.1:${portOf(server.server)}`;
  site = `http://localhost:${portOf(server.server)}`;
});

afterAll(async () => {
  await server?.close();
  for (const s of [api, hung]) {
    s?.closeAllConnections();
    s?.close();
  }
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, { redirect: 'manual', ...init });

describe('the request log', () => {
  it('never keeps the secret of an e-mail link (a reset link opens the account)', () => {
    expect(loggedUrl('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[hidden]');
    expect(loggedUrl('/unsubscribe?kind=job-alert&token=x.y.z&b=1')).toBe(
      '/unsubscribe?kind=job-alert&token=[hidden]&b=1',
    );
    expect(loggedUrl('/find-jobs?keyword=token')).toBe('/find-jobs?keyword=token');
  });
});

describe('one server per core', () => {
  it('servers started with reusePort share one port, and the kernel hands each of them connections', async () => {
    const served: [number, number] = [0, 0];
    const start = (i: 0 | 1, port: number) =>
      startShellServer({
        dir,
        port,
        reusePort: true,
        log: () => (served[i] += 1),
        onError: (line) => lines.push(line),
      });
    const first = await start(0, 0);
    const port = portOf(first.server);
    const second = await start(1, port);
    try {
      // A new connection each (the kernel picks a listener per connection, by its address and port).
      for (let i = 0; i < 40; i++) {
        const response = await fetch(`http://127.0.0.1:${port}/robots.txt`, {
          headers: { connection: 'close' },
        });
        expect(response.status).toBe(200);
        await response.text();
      }
      expect(served[0] + served[1]).toBe(40);
      expect(served[0]).toBeGreaterThan(0);
      expect(served[1]).toBeGreaterThan(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('without reusePort a second server on the port is refused', async () => {
    await expect(startShellServer({ dir, port: portOf(server.server), onError: () => {} })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});

describe('pages', () => {
  it('renders the landing page on the server: its title, the page state, the start-up stylesheets', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=3',
    );
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    // Exactly one title and one description: the page's, not the file's defaults.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Home · JobPortal</title>');
    expect(html.match(/name="?description"?/g)).toHaveLength(1);
    // The stylesheet is in the page (painted without another request), its preload gone.
    expect(html).toContain(STARTUP_STYLE);
    expect(html).not.toContain('bootstrap.0123456789.css as=style');
    expect(html).toMatch(/<h1[^>]*>Find Your Dream Job or/);
    expect(html).not.toContain('Loading...');
    // The state is data in a JSON block (the Content-Security-Policy runs no inline script).
    const state = /<script type="application\/json" id="portal-page">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state ?? 'null')).toMatchObject({ remote: null, role: null, siteUrl: site });
    expect(html).not.toMatch(/<script>(?!<)/);
  });

  it('compresses a page rendered for one visitor (a role’s page here), as it does a kept one', async () => {
    const raw = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; bytes: number }>((resolve, reject) => {
        httpGet(`${base}/`, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
        }).on('error', reject);
      });
    const plain = await raw({ cookie: 'portal_role=employeer' });
    expect(plain.encoding).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const packed = await raw({ cookie: 'portal_role=employeer', 'accept-encoding': encoding });
      expect(packed.encoding).toBe(encoding);
      expect(packed.bytes).toBeLessThan(plain.bytes / 2);
    }
  });

  it('renders the chrome of the role the hint cookie names, and only a role', async () => {
    const employer = await (await get('/', { headers: { cookie: 'portal_role=employeer' } })).text();
    expect(employer).toMatch(/href="\/employeer\/employeer-dashboard"[^>]*>.*Dashboard/);
    expect(employer).not.toContain('>Login<');
    const forged = await (await get('/', { headers: { cookie: 'portal_role=admin; other=1' } })).text();
    expect(forged).toContain('>Login<');
  });

  it('renders a signed-in person’s page for them: their session asked of the API, the page neither kept nor stored, the token nowhere in it', async () => {
    const cookie = 'portal_role=employeer; portal_session=good.token; portal_utc_offset=60';
    for (let visit = 1; visit <= 2; visit += 1) {
      apiCalls.length = 0;
      const response = await get('/', { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      // Each visit asks again (nothing kept), with their token: the API is who says who they are.
      expect(apiCalls.map((headers) => headers.authorization)).toContain('Bearer good.token');
      expect(html).not.toContain('good.token');
      const state = /<script type="application\/json" id="portal-page">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(state ?? 'null')).toMatchObject({
        role: 'employeer',
        viewer: { _id: employer._id, name: employer.name },
      });
    }
  });

  it("sends each page's API calls to its own server's API: another server in the process does not redirect them", async () => {
    const otherCalls: (string | undefined)[] = [];
    const otherApi = await listen((req, res) => {
      otherCalls.push(req.headers.authorization);
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Not authorized"}');
    });
    const other = await startShellServer({
      dir,
      port: 0,
      config: { apiUrl: `http://127.0.0.1:${portOf(otherApi)}`, remotes: {} },
      log: false,
      onError: () => {},
    });
    try {
      const cookie = 'portal_role=employeer; portal_session=good.token';
      apiCalls.length = 0;
      await (await get('/', { headers: { cookie } })).text();
      expect(apiCalls.map((headers) => headers.authorization)).toContain('Bearer good.token');
      expect(otherCalls).toEqual([]);
      apiCalls.length = 0;
      await fetch(`http://127.0.0.1:${portOf(other.server)}/`, { headers: { cookie } }).then((r) => r.text());
      expect(otherCalls).toContain('Bearer good.token');
      expect(apiCalls).toEqual([]);
    } finally {
      await other.close();
      otherApi.closeAllConnections();
      otherApi.close();
    }
  });

  it("counts a QA page's clock from its own server's API: another server's API in the process does not move it", async () => {
    /** A QA environment's API whose clock is `days` ahead: every reply says so; it knows one session. */
    const qaApi = (days: number) =>
      listen((req, res) => {
        const known = req.headers.authorization === 'Bearer good.token';
        res.writeHead(known ? 200 : 401, {
          'content-type': 'application/json',
          'x-qa-clock-offset': String(days * 86_400_000),
        });
        res.end(JSON.stringify(known ? employer : { message: 'Not authorized' }));
      });
    const apis = [await qaApi(1), await qaApi(2)];
    const start = (qa: Server) =>
      startShellServer({
        dir,
        port: 0,
        qa: true,
        config: { apiUrl: `http://127.0.0.1:${portOf(qa)}`, remotes: {} },
        log: false,
        onError: () => {},
      });
    const first = await start(apis[0] as Server);
    const second = await start(apis[1] as Server);
    /** The clock offset of the page `path` of the server `at` (the page state the server rendered it with). */
    const offsetOf = async (at: { server: Server }, path: string, cookie?: string) => {
      const html = await fetch(`http://127.0.0.1:${portOf(at.server)}${path}`, {
        headers: cookie ? { cookie } : {},
      }).then((r) => r.text());
      const state = /<script type="application\/json" id="portal-page">(.*?)<\/script>/.exec(html)?.[1];
      return (JSON.parse(state ?? '{}') as { clockOffsetMs?: number }).clockOffsetMs ?? 0;
    };
    try {
      const signedIn = 'portal_role=employeer; portal_session=good.token';
      expect(await offsetOf(first, '/', signedIn)).toBe(86_400_000);
      expect(await offsetOf(second, '/', signedIn)).toBe(2 * 86_400_000);
      // A page whose render asks the API nothing counts from what its own API said last.
      expect(await offsetOf(first, '/login')).toBe(86_400_000);
    } finally {
      await Promise.all([first.close(), second.close()]);
      for (const qa of apis) {
        qa.closeAllConnections();
        qa.close();
      }
    }
  });

  it('a hostile session cookie is never a 5xx and never reaches the API as it came', async () => {
    const hostile = [
      'portal_session=%E0%A4%A',
      `portal_session=${'x'.repeat(3000)}`,
      'portal_session=a%0d%0aX-Injected:%201',
      'portal_session=<script>; portal_utc_offset=99999',
      'portal_session=; portal_role=employeer',
      'portal_session=good.token; portal_session=other',
    ];
    for (const cookie of hostile) {
      apiCalls.length = 0;
      const response = await get('/', { headers: { cookie } });
      expect(response.status, cookie).toBe(200);
      await response.text();
      for (const headers of apiCalls) {
        expect(headers.authorization ?? '', cookie).toMatch(/^(Bearer [\w.~+/=-]+)?$/);
        expect(headers['x-injected'], cookie).toBeUndefined();
      }
    }
  });

  it('a session the API refuses is rendered as its role hint, and still kept by nobody', async () => {
    const response = await get('/', { headers: { cookie: 'portal_role=employeer; portal_session=revoked' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/href="\/employeer\/employeer-dashboard"[^>]*>.*Dashboard/);
    const state = /<script type="application\/json" id="portal-page">(.*?)<\/script>/.exec(html)?.[1];
    const parsed = JSON.parse(state ?? 'null') as { role: string; viewer?: unknown };
    expect(parsed.role).toBe('employeer');
    expect(parsed.viewer).toBeUndefined();
  });

  it('a form the browser sent before the page’s script ran loads its page again, what was typed unread', async () => {
    const response = await get('/login?next=%2Fsaved-jobs', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=secret',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?next=%2Fsaved-jobs');
    // Any other body is still no page's.
    const text = await get('/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(text.status).toBe(405);
  });

  it('answers an unknown page with 404 and the site’s not-found page', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<title>Page not found · JobPortal</title>');
    expect(html).toContain('Page not found');
  });

  it('serves a page the browser renders when a remote is down, and says why in one line', async () => {
    writeConfig({ jobs: 'http://127.0.0.1:9/mf-manifest.json' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    lines.length = 0;
    const response = await get('/anything');
    expect(response.status).toBe(200);
    expectBrowserPage(await response.text());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\/anything: .*the browser renders the page$/);
  });

  it('does not wait for a remote that does not answer beyond its budget', async () => {
    writeConfig({ jobs: `http://127.0.0.1:${portOf(hung)}/mf-manifest.json` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The remote never answers: any reply at all is the budget cutting the wait short.
    const response = await get('/jobs-x');
    expect(response.status).toBe(200);
    expectBrowserPage(await response.text());
    writeConfig({});
    await new Promise((resolve) => setTimeout(resolve, 300));
    // config.json was read again: with no remote, the same path is a 404 again.
    expect((await get('/jobs-x')).status).toBe(404);
  });
});

describe('anonymous pages, rendered once for every visitor and kept a few seconds', () => {
  // A URL of its own per test: what another test kept does not answer for it.
  const path = (name: string) => `/no-such-page-${name}`;

  it('a page asked again is kept for the next anonymous visitor (its age said), a proxy may keep it too', async () => {
    const first = await get(path('kept'));
    expect(first.status).toBe(404);
    expect(first.headers.get('age')).toBeNull();
    expect(first.headers.get('vary')).toBe('Cookie, accept-encoding');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const html = await first.text();
    // Asked once, a URL is only remembered: the second visitor's page is rendered too, then kept.
    const second = await get(path('kept'));
    expect(second.headers.get('age')).toBeNull();
    expect(await second.text()).toBe(html);
    const third = await get(path('kept'));
    expect(third.headers.get('age')).toMatch(/^\d+$/);
    // Where a page's time went: its render's phases, and, kept, that this answer cost no render.
    const timing = /^code;dur=[\d.]+, loader;dur=[\d.]+, render;dur=[\d.]+/;
    expect(first.headers.get('server-timing')).toMatch(new RegExp(`${timing.source}$`));
    expect(third.headers.get('server-timing')).toMatch(new RegExp(`${timing.source}, cache;desc="kept"$`));
    expect(third.headers.get('etag')).toBe(etag);
    expect(await third.text()).toBe(html);
  });

  it('a browser that has the page gets a 304; compressed once, the page is the same page', async () => {
    const first = await get(path('conditional'));
    const etag = first.headers.get('etag') ?? '';
    const bytes = Buffer.from(await first.arrayBuffer());
    const html = bytes.toString();
    // The validator is the hash of the bytes the page is sent as: another page is another validator.
    expect(etag).toBe(`"${createHash('sha1').update(bytes).digest('base64url')}"`);
    const again = await get(path('conditional'), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    for (const encoding of ['br', 'gzip']) {
      const response = await get(path('conditional'), { headers: { 'accept-encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(html);
    }
  });

  it('a role’s page or a tester’s (QA session) is rendered for them every time, and kept by nobody', async () => {
    const visitors: Record<string, string>[] = [
      { cookie: 'portal_role=jobseeker' },
      { 'x-qa-session': 'alice' },
      { cookie: 'theme=dark; qa-session=alice' },
    ];
    for (const headers of visitors) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path('personal'), { headers });
        expect(response.headers.get('age')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        await response.body?.cancel();
      }
    }
  });

  it('a switched release is a new page at once, and the pages kept of the old one are forgotten', async () => {
    for (let i = 0; i < 2; i++) await (await get(path('release'))).text();
    expect((await get(path('release'))).headers.get('age')).not.toBeNull();
    writeConfig({ seeker: 'http://127.0.0.1:9/releases/new/mf-manifest.json' });
    // Once the server has read config.json again (it checks it a few times a second).
    await vi.waitFor(async () => {
      const after = await get(path('release'));
      await after.body?.cancel();
      expect(after.headers.get('age')).toBeNull();
    });
    // Back to the first release within the pages' window: its page was let go at the switch, so the first
    // page the server sends with that release again (its policy names no remote) is rendered anew.
    writeConfig({});
    await vi.waitFor(async () => {
      const back = await get(path('release'));
      await back.body?.cancel();
      expect(back.headers.get('content-security-policy')).not.toContain('127.0.0.1:9');
      expect(back.headers.get('age')).toBeNull();
    });
  });
});

describe('a remote overridden in one browser', () => {
  const cookie = `portal_remote_override=${encodeURIComponent('seeker=http://localhost:4001/mf-manifest.json')}`;
  const seeker = { seeker: 'http://127.0.0.1:9/mf-manifest.json' };

  it('where the site allows the origin, that browser’s pages render in the browser, under a policy that lets its code run', async () => {
    writeConfig(seeker, ['http://localhost:4001']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    lines.length = 0;
    const response = await get('/', { headers: { cookie } });
    expect(response.status).toBe(200);
    expectBrowserPage(await response.text());
    expect(response.headers.get('content-security-policy')).toMatch(
      /script-src [^;]*http:\/\/localhost:4001/,
    );
    // Said as such, before the (here unreachable) seeker's manifest is even asked for.
    expect(lines).toEqual(['/: seeker overridden in this browser: the browser renders the page']);
    // Any other browser is not: the server goes for the configured seeker.
    lines.length = 0;
    await get('/');
    expect(lines).toEqual(['/: the manifest of seeker could not be read: the browser renders the page']);
  });

  it('where the site allows no override (production), or not that origin, the cookie changes nothing', async () => {
    for (const overrides of [undefined, ['http://localhost:4002']]) {
      writeConfig(seeker, overrides);
      await new Promise((resolve) => setTimeout(resolve, 300));
      lines.length = 0;
      const response = await get('/', { headers: { cookie } });
      expect(lines).toEqual(['/: the manifest of seeker could not be read: the browser renders the page']);
      expect(response.headers.get('content-security-policy')).not.toContain('localhost:4001');
    }
    writeConfig({});
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
});

describe('remote code comes from config.json’s origins only', () => {
  it('does not follow a manifest to code on another origin, and never sends the visitor’s cookie', async () => {
    const asked: { url: string; cookie: string | undefined }[] = [];
    const elsewhere = await listen((req, res) => {
      asked.push({ url: req.url ?? '', cookie: req.headers.cookie });
      res.writeHead(200, { 'content-type': 'text/javascript' }).end('module.exports = {};');
    });
    const manifestHost = await listen((req, res) => {
      asked.push({ url: req.url ?? '', cookie: req.headers.cookie });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(jobsManifest({ publicPath: `http://127.0.0.1:${portOf(elsewhere)}/` })));
    });
    try {
      writeConfig({ jobs: `http://127.0.0.1:${portOf(manifestHost)}/mf-manifest.json` });
      await new Promise((resolve) => setTimeout(resolve, 300));
      lines.length = 0;
      const response = await get('/jobs-x', { headers: { cookie: 'portal_role=jobseeker; secret=s3cret' } });
      expect(response.status).toBe(200);
      expectBrowserPage(await response.text());
      // The manifest was read; the code it points to on another origin was never fetched.
      expect(asked.map((request) => request.url)).toEqual(['/mf-manifest.json']);
      expect(asked.every((request) => request.cookie === undefined)).toBe(true);
      expect(lines.join('\n')).toMatch(/is not on a remote origin of config\.json/);
    } finally {
      writeConfig({});
      for (const s of [elsewhere, manifestHost]) {
        s.closeAllConnections();
        s.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  });
});

describe('files, crawlers', () => {
  it('serves the build’s files with the static rules', async () => {
    const file = await get('/main.0123456789.js');
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/missing.0123456789.js')).status).toBe(404);
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });

  it('robots.txt points to the sitemap', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  });

  it('the sitemap is an index of files of at most 5,000 URLs (a page of the API’s listing): the public pages, every open job, then every company page', async () => {
    const index = await (await get('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
      `${site}/sitemap-pages.xml`,
      ...Array.from({ length: 25 }, (_, i) => `${site}/sitemap-jobs-${i + 1}.xml`),
      `${site}/sitemap-companies-1.xml`,
    ]);
    const companies = await (await get('/sitemap-companies-1.xml')).text();
    expect(companies).toContain(
      `<url><loc>${site}/companies/acme-demo-labs</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(companies).toContain(`<loc>${site}/companies/zo%C3%AB-caf%C3%A9</loc>`);
    expect((await get('/sitemap-companies-2.xml')).status).toBe(404);
    const pages = await (await get('/sitemap-pages.xml')).text();
    expect(pages).toContain(`<loc>${site}/find-jobs</loc>`);
    const first = await get('/sitemap-jobs-1.xml');
    expect(first.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await first.text();
    expect(text.match(/<url>/g)).toHaveLength(5_000);
    expect(text).toContain(
      `<url><loc>${site}/jobs/job0</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>`,
    );
    expect((await (await get('/sitemap-jobs-25.xml')).text()).match(/<url>/g)).toHaveLength(1);
    expect((await get('/sitemap-jobs-26.xml')).status).toBe(404);
    expect((await get('/sitemap-jobs-0.xml')).status).toBe(404);
    apiFails = true;
    expect((await get('/sitemap.xml')).status).toBe(503);
    apiFails = false;
  });

  it("in a QA environment, the sitemap's API calls are the visitor's QA session's, marked as the server's, and nothing else of theirs", async () => {
    const qa = await startShellServer({ dir, port: 0, qa: true, log: false, onError: () => {} });
    try {
      apiCalls.length = 0;
      const response = await fetch(`http://127.0.0.1:${portOf(qa.server)}/sitemap.xml`, {
        headers: { 'x-qa-session': 'alice', authorization: 'Bearer secret', cookie: 'portal_role=jobseeker' },
      });
      expect(response.status).toBe(200);
      await fetch(`http://127.0.0.1:${portOf(qa.server)}/sitemap-jobs-1.xml`, {
        headers: { cookie: 'qa-session=bob' },
      }).then((r) => r.text());
    } finally {
      await qa.close();
    }
    expect(apiCalls.map((headers) => [headers['x-qa-session'], headers['x-qa-render']])).toEqual([
      ['alice', 'server'],
      ['alice', 'server'],
      ['bob', 'server'],
    ]);
    expect(apiCalls.every((headers) => !headers.authorization && !headers.cookie)).toBe(true);
    // Without QA, the calls carry nothing of the visitor's.
    apiCalls.length = 0;
    await (await get('/sitemap.xml', { headers: { 'x-qa-session': 'alice' } })).text();
    expect(apiCalls.every((headers) => !headers['x-qa-session'] && !headers['x-qa-render'])).toBe(true);
  });
});

/** Sends raw bytes and resolves with the response's status line, or "closed"/"timeout". */
function raw(request: string, { end = true, waitMs = 3000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(portOf(server.server), '127.0.0.1');
    let data = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('timeout');
    }, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve(data.split('\r\n')[0] || 'closed');
      socket.destroy();
    };
    // The status line is the answer (a keep-alive connection may stay open after it).
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      if (data.includes('\r\n')) done();
    });
    socket.on('close', done);
    socket.on('error', () => undefined);
    if (end) socket.end(request);
    else socket.write(request);
  });
}

/** Sends a raw request (path and headers exactly as given) and resolves with the whole response as text. */
function rawResponse(request: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(portOf(server.server), '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('close', () => resolve(data));
    socket.on('error', () => resolve(data));
    // Written, not ended: the server closes the connection once it answered (Connection: close).
    socket.write(request);
  });
}

describe('what a request cannot change', () => {
  it('names the site by its configured address, never by the Host header a client sends', async () => {
    for (const path of ['/robots.txt', '/', '/sitemap.xml', '/sitemap-pages.xml']) {
      const text = await rawResponse(
        `GET ${path} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      );
      expect(text, path).toMatch(/^HTTP\/1\.1 200 /);
      expect(text, path).not.toContain('evil.example');
      expect(text, path).toContain(site);
    }
  });

  it('a form sent to //host/… or /\\host/… comes back to a path of this site, never to that host', async () => {
    for (const [path, location] of [
      ['//evil.example/login', '/evil.example/login'],
      ['/\\evil.example/login', '/evil.example/login'],
      ['/\\/\\evil.example//login?next=x', '/evil.example/login?next=x'],
      ['/login', '/login'],
    ]) {
      const text = await rawResponse(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b`,
      );
      expect(text, path).toMatch(/^HTTP\/1\.1 303 /);
      expect(/\r\nlocation: ([^\r]*)\r\n/i.exec(text)?.[1], path).toBe(location);
    }
  });

  it('does not serve its own code: the server bundle and its source map are not files of the site', async () => {
    for (const path of [
      '/server/index.cjs',
      '/server/index.cjs.map',
      '/./server/index.cjs',
      '/%73erver/index.cjs',
      '/x/../server/index.cjs',
    ]) {
      const text = await rawResponse(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(text, path).toMatch(/^HTTP\/1\.1 404 /);
      expect(text, path).not.toContain('server code');
    }
  });
});

describe('hostile requests', () => {
  /** A small seeded generator: the same requests every run. */
  let seed = 17;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const PIECES = [
    '',
    'jobs',
    'find-jobs',
    '..',
    '%2e%2e',
    '%00',
    '%ZZ',
    '<script>',
    'a'.repeat(300),
    '😀',
    '%F0',
    '//',
    '\\',
    '?',
    '#',
    'employeer',
    ':id',
    '*',
    'sitemap-jobs-9999999.xml',
  ];
  const QUERIES = [
    '',
    '?page=-1',
    '?page=1e99',
    '?keyword=%3C%2Fscript%3E',
    '?sort=x&type=y',
    `?q=${'x'.repeat(3000)}`,
    '?%zz=1',
    '?page=2&page=3',
  ];

  // A request that hangs fails the test at its time-out; how fast each answers is the bench's to say (a bound
  // here failed whenever the machine was busy).
  it('300 generated paths and queries: never a 5xx, every one answered', async () => {
    const bad: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      const path = `/${Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(PIECES)).join('/')}${pick(QUERIES)}`;
      const response = await get(path).catch((error: unknown) => ({ status: -1, error }));
      if (response.status >= 500 || response.status < 0)
        bad.push(`${path.slice(0, 80)} → ${response.status}`);
    }
    expect(bad).toEqual([]);
  });

  it('an oversized URL is a 414, oversized headers a 431, a request body a 413', async () => {
    expect((await get(`/find-jobs?keyword=${'x'.repeat(5000)}`)).status).toBe(414);
    expect(await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Huge: ${'h'.repeat(40_000)}\r\n\r\n`)).toMatch(/ 431 /);
    expect(
      await raw(
        `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n${'x'.repeat(2000)}`,
      ),
    ).toMatch(/ 413 /);
  });

  it('a client that sends its headers or its body too slowly is cut off; nonsense is a 400', async () => {
    expect(await raw('GET / HTTP/1.1\r\nHost: x\r\n', { end: false, waitMs: 5000 })).toMatch(/ 408 |closed/);
    // A page takes no body: one that does not come in full is cut off too.
    const slowBody =
      'POST /find-jobs HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 500\r\n\r\nslow';
    expect(await raw(slowBody, { end: false, waitMs: 5000 })).toMatch(/ 408 |closed/);
    expect(await raw('BREW / HTTP/9.9\r\n\r\n')).toMatch(/ 400 |closed/);
    expect(await raw('\u0016\u0003\u0001\u0000')).toMatch(/ 400 |closed/);
    // And it still serves everyone else.
    expect((await get('/')).status).toBe(200);
  });
});
