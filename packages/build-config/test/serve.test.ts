// The static server against a small build written for each test run: cache rules, gzip twins, SPA
// fallback, runtime config, conditional requests, ranges, security headers, hostile paths, and files
// that fail to read (the server answers 500 or cuts the response, and keeps serving).
import fs, { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { contentSecurityPolicy, IMMUTABLE, serveStatic } from '../serve.mjs';

const CONFIG = {
  apiUrl: 'http://api.example.test:4000',
  remotes: {
    seeker: 'http://seeker.example.test:3001/mf-manifest.json',
    employer: 'http://employer.example.test:3002/mf-manifest.json',
  },
};
const INDEX =
  '<!doctype html><html lang=en><title>App</title><script defer src=/main.0123456789.js></script>';
const MAIN_JS = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const PNG = Buffer.from(Array.from({ length: 256 }, (_, i) => i));

let dir: string;
const servers: Server[] = [];

function write(name: string, content: string | Buffer, gzip = false) {
  writeFileSync(join(dir, name), content);
  if (gzip) writeFileSync(join(dir, `${name}.gz`), gzipSync(content));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'));
  write('index.html', INDEX, true);
  write('main.0123456789.js', MAIN_JS, true);
  write('remoteEntry.js', MAIN_JS, true);
  // A file with both twins, as the build writes them.
  write('both.0123456789.js', MAIN_JS, true);
  writeFileSync(join(dir, 'both.0123456789.js.br'), brotliCompressSync(MAIN_JS));
  write('mf-manifest.json', JSON.stringify({ name: 'app' }), true);
  write('config.json', JSON.stringify(CONFIG));
  write('logo.png', PNG);
  write('.secret', 'do not serve');
  write('notes.txt', 'plain text, edited after the build', true);
  mkdirSync(join(dir, 'assets'));
  write('assets/icon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // A published release (npm run release) beside the in-place files.
  mkdirSync(join(dir, 'releases', '1.2.0-abc'), { recursive: true });
  for (const name of [
    'mf-manifest.json',
    'remoteEntry.js',
    'index.html',
    'config.json',
    'main.0123456789.js',
  ])
    write(`releases/1.2.0-abc/${name}`, name === 'config.json' ? JSON.stringify(CONFIG) : MAIN_JS);
  // A twin written long before its file: someone edited the file after the build.
  const old = new Date(Date.now() - 60_000);
  utimesSync(join(dir, 'notes.txt.gz'), old, old);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

async function start(options: Partial<Parameters<typeof serveStatic>[0]> = {}) {
  const server = await serveStatic({ dir, port: 0, spa: true, onError: () => {}, ...options });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP request: no automatic decompression, the path sent exactly as given. */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Reply>((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

let base: string;
beforeAll(async () => {
  base = await start();
});

describe('what is served, and how it is cached', () => {
  test('the app, its deep links and the index of a folder are index.html, revalidated every time', async () => {
    for (const path of ['/', '/index.html', '/jobs/42', '/employeer/employeer-dashboard', '/assets', '/x/']) {
      const reply = await get(base, path);
      expect(reply.status, path).toBe(200);
      expect(reply.body.toString(), path).toBe(INDEX);
      expect(reply.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(reply.headers['cache-control'], path).toBe('no-cache');
    }
  });

  test('a missing asset is a 404, never the app', async () => {
    const reply = await get(base, '/missing.0123456789.js');
    expect(reply.status).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
  });

  test('without the SPA fallback a deep link is a 404', async () => {
    const strict = await start({ spa: false });
    expect((await get(strict, '/jobs/42')).status).toBe(404);
    expect((await get(strict, '/')).status).toBe(200);
  });

  test('hashed files are immutable; entry points, manifests and config are no-cache', async () => {
    expect((await get(base, '/main.0123456789.js')).headers['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/remoteEntry.js', '/mf-manifest.json', '/config.json', '/logo.png']) {
      expect((await get(base, path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  test('a release folder is immutable, its manifest and entry included; config.json and a 404 are not', async () => {
    for (const name of ['mf-manifest.json', 'remoteEntry.js', 'index.html', 'main.0123456789.js']) {
      const reply = await get(base, `/releases/1.2.0-abc/${name}`);
      expect(reply.status, name).toBe(200);
      expect(reply.headers['cache-control'], name).toBe(IMMUTABLE);
    }
    expect((await get(base, '/releases/1.2.0-abc/config.json')).headers['cache-control']).toBe('no-cache');
    const missing = await get(base, '/releases/1.2.0-abc/gone.0123456789.js');
    expect([missing.status, missing.headers['cache-control']]).toEqual([404, 'no-store']);
    // The entry files at the root (an in-place deploy) stay revalidated.
    expect((await get(base, '/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
  });

  test('content types', async () => {
    expect((await get(base, '/main.0123456789.js')).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await get(base, '/logo.png')).headers['content-type']).toBe('image/png');
    expect((await get(base, '/assets/icon.svg')).headers['content-type']).toBe('image/svg+xml');
  });
});

describe('gzip', () => {
  test("the build's .gz twin is sent to a client that accepts gzip", async () => {
    const reply = await get(base, '/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.body.length).toBeLessThan(MAIN_JS.length / 10);
    expect(gunzipSync(reply.body).toString()).toBe(MAIN_JS);
  });

  test('the file itself to a client that does not', async () => {
    const reply = await get(base, '/main.0123456789.js');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(reply.body.toString()).toBe(MAIN_JS);
  });

  test('the SPA fallback is gzipped too', async () => {
    const reply = await get(base, '/find-jobs', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(reply.body).toString()).toBe(INDEX);
  });

  test('a twin older than its file is stale and ignored', async () => {
    const reply = await get(base, '/notes.txt', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe('plain text, edited after the build');
  });

  test('the two encodings have different ETags', async () => {
    const zipped = await get(base, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
    const plain = await get(base, '/remoteEntry.js');
    expect(zipped.headers.etag).toBeTruthy();
    expect(plain.headers.etag).toBeTruthy();
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
  });
});

describe('brotli', () => {
  test("the build's .br twin goes first to a client that accepts Brotli", async () => {
    const reply = await get(base, '/both.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(reply.body).toString()).toBe(MAIN_JS);
  });

  test('gzip to a client that takes only gzip, or refuses Brotli with q=0', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip']) {
      const reply = await get(base, '/both.0123456789.js', { 'accept-encoding': accepted });
      expect(reply.headers['content-encoding'], accepted).toBe('gzip');
      expect(gunzipSync(reply.body).toString()).toBe(MAIN_JS);
    }
  });

  test('gzip when there is no Brotli twin', async () => {
    const reply = await get(base, '/main.0123456789.js', { 'accept-encoding': 'br, gzip' });
    expect(reply.headers['content-encoding']).toBe('gzip');
  });
});

describe('conditional requests and ranges', () => {
  test('ETag and Last-Modified, then 304 with the cache headers and no body', async () => {
    const first = await get(base, '/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(first.headers.etag).toMatch(/^W\/".+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get(base, '/remoteEntry.js', {
      'accept-encoding': 'gzip',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.etag).toBe(first.headers.etag);
    const byDate = await get(base, '/logo.png', {
      'if-modified-since': String((await get(base, '/logo.png')).headers['last-modified']),
    });
    expect(byDate.status).toBe(304);
  });

  test('a changed file gets a new ETag', async () => {
    write('changing.txt', 'one');
    const before = (await get(base, '/changing.txt')).headers.etag;
    write('changing.txt', 'two, longer');
    const after = await get(base, '/changing.txt', { 'if-none-match': String(before) });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toBe('two, longer');
  });

  test('Range: a slice, a suffix, an unsatisfiable range, a stale If-Range', async () => {
    const slice = await get(base, '/logo.png', { range: 'bytes=10-19' });
    expect(slice.status).toBe(206);
    expect(slice.headers['content-range']).toBe('bytes 10-19/256');
    expect([...slice.body]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(slice.headers['accept-ranges']).toBe('bytes');

    const suffix = await get(base, '/logo.png', { range: 'bytes=-4' });
    expect(suffix.status).toBe(206);
    expect([...suffix.body]).toEqual([252, 253, 254, 255]);

    const beyond = await get(base, '/logo.png', { range: 'bytes=1000-2000' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */256');

    const stale = await get(base, '/logo.png', { range: 'bytes=0-1', 'if-range': '"not-the-etag"' });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(256);
  });

  test('HEAD has the headers and no body', async () => {
    const reply = await get(base, '/main.0123456789.js', {}, 'HEAD');
    expect(reply.status).toBe(200);
    expect(Number(reply.headers['content-length'])).toBe(MAIN_JS.length);
    expect(reply.body.length).toBe(0);
  });
});

describe('runtime configuration and security headers', () => {
  test("the build's config.json is served as is, and the page's policy is built from it", async () => {
    expect(JSON.parse((await get(base, '/config.json')).body.toString())).toEqual(CONFIG);
    const csp = String((await get(base, '/')).headers['content-security-policy']);
    expect(csp).toBe(contentSecurityPolicy(CONFIG));
    expect(csp).toContain(
      "script-src 'self' http://seeker.example.test:3001 http://employer.example.test:3002",
    );
    expect(csp).toContain("connect-src 'self' http://api.example.test:4000");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test('a config given by the caller replaces the file, with an ETag and 304', async () => {
    const override = { apiUrl: 'https://api.portal.test', remotes: { seeker: 'https://s.test/m.json' } };
    const other = await start({ config: override });
    const reply = await get(other, '/config.json');
    expect(JSON.parse(reply.body.toString())).toEqual(override);
    expect(reply.headers['cache-control']).toBe('no-cache');
    const again = await get(other, '/config.json', { 'if-none-match': String(reply.headers.etag) });
    expect(again.status).toBe(304);
    const csp = String((await get(other, '/jobs/1')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://api.portal.test https://s.test");
    expect(csp).not.toContain('example.test');
  });

  test('the policy follows config.json when a deploy edits it', async () => {
    const own = mkdtempSync(join(tmpdir(), 'serve-config-'));
    writeFileSync(join(own, 'index.html'), INDEX);
    writeFileSync(join(own, 'config.json'), JSON.stringify({ apiUrl: 'http://first.test' }));
    const url = await start({ dir: own });
    expect(String((await get(url, '/')).headers['content-security-policy'])).toContain('http://first.test');
    writeFileSync(join(own, 'config.json'), JSON.stringify({ apiUrl: 'http://second.test' }));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(own, 'config.json'), later, later);
    expect(String((await get(url, '/')).headers['content-security-policy'])).toContain('http://second.test');
    writeFileSync(join(own, 'config.json'), '{ not json');
    utimesSync(join(own, 'config.json'), new Date(), new Date());
    const broken = String((await get(url, '/')).headers['content-security-policy']);
    expect(broken).toContain("connect-src 'self'");
    expect(broken).not.toContain('.test');
    rmSync(own, { recursive: true, force: true });
  });

  test('scripts are never inline or eval; styles may be inline (react-hot-toast)', () => {
    const csp = contentSecurityPolicy(CONFIG);
    const script = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(script).not.toMatch(/unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy({ apiUrl: '/api', remotes: { a: 'not a url' } })).toContain(
      "connect-src 'self';",
    );
  });

  test("an override's origin counts as a remote's, and may push a development server's updates", () => {
    const csp = contentSecurityPolicy({
      ...CONFIG,
      overrides: ['http://localhost:4001', 'https://dev.example.test:8443'],
    });
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('http://localhost:4001 https://dev.example.test:8443');
    expect(directive('connect-src')).toContain('ws://localhost:4001 wss://dev.example.test:8443');
    // Only overrides: a remote of the release has no development server to listen to.
    expect(contentSecurityPolicy(CONFIG)).not.toMatch(/wss?:\/\//);
  });

  test('every response carries CORS and the security headers, errors included', async () => {
    for (const path of ['/', '/main.0123456789.js', '/missing.js', '/config.json']) {
      const { headers } = await get(base, path);
      expect(headers['access-control-allow-origin'], path).toBe('*');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
    expect((await get(base, '/main.0123456789.js')).headers['content-security-policy']).toBeUndefined();
  });

  test('OPTIONS is a CORS preflight; other methods are 405', async () => {
    const preflight = await get(base, '/remoteEntry.js', {}, 'OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    const post = await get(base, '/', {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('hostile requests', () => {
  test('no path leaves the build folder', async () => {
    for (const path of [
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2fetc%2fpasswd',
      '/assets/../../x.js',
    ]) {
      const reply = await get(base, path);
      // Either refused, or (once the URL is normalised to /etc/passwd) a deep link of the app.
      if (reply.status === 200) expect(reply.body.toString(), path).toBe(INDEX);
      else expect([400, 403, 404], path).toContain(reply.status);
    }
  });

  test('dotfiles are never served', async () => {
    const reply = await get(base, '/.secret');
    expect(reply.body.toString()).not.toContain('do not serve');
  });

  test('a malformed escape or a NUL byte is a 400', async () => {
    expect((await get(base, '/%E0%A4%A')).status).toBe(400);
    expect((await get(base, '/index.html%00.js')).status).toBe(400);
  });
});

describe('a file that fails to read', () => {
  test('before anything was sent: a 500, reported, and the server keeps serving', async () => {
    const errors: Error[] = [];
    const url = await start({ onError: (error) => errors.push(error) });
    vi.spyOn(fs, 'createReadStream').mockImplementation(() => {
      const stream = new Readable({ read() {} });
      process.nextTick(() =>
        stream.destroy(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })),
      );
      return stream as fs.ReadStream;
    });
    const reply = await get(url, '/logo.png');
    expect(reply.status).toBe(500);
    expect(errors.map((e) => e.message)).toEqual(['EACCES: permission denied']);
    vi.restoreAllMocks();
    expect((await get(url, '/logo.png')).status).toBe(200);
  });

  test('half-way through: the response is cut, the server keeps serving', async () => {
    const errors: Error[] = [];
    const url = await start({ onError: (error) => errors.push(error) });
    vi.spyOn(fs, 'createReadStream').mockImplementation(() => {
      let sent = false;
      const stream = new Readable({
        read() {
          if (sent) return;
          sent = true;
          this.push(PNG.subarray(0, 100));
          setTimeout(() => this.destroy(Object.assign(new Error('EIO: i/o error'), { code: 'EIO' })), 20);
        },
      });
      return stream as fs.ReadStream;
    });
    await expect(get(url, '/logo.png')).rejects.toThrow();
    expect(errors.map((e) => e.message)).toEqual(['EIO: i/o error']);
    vi.restoreAllMocks();
    const reply = await get(url, '/logo.png');
    expect(reply.status).toBe(200);
    expect(reply.body.equals(PNG)).toBe(true);
  });

  test('a file removed after the build (its gzip twin too) is a plain 404', async () => {
    write('gone.0123456789.js', MAIN_JS, true);
    const url = await start();
    expect((await get(url, '/gone.0123456789.js', { 'accept-encoding': 'gzip' })).status).toBe(200);
    rmSync(join(dir, 'gone.0123456789.js.gz'));
    expect((await get(url, '/gone.0123456789.js', { 'accept-encoding': 'gzip' })).status).toBe(200);
    rmSync(join(dir, 'gone.0123456789.js'));
    expect((await get(url, '/gone.0123456789.js', { 'accept-encoding': 'gzip' })).status).toBe(404);
  });

  test('a port in use is an error the caller can name, not a crash', async () => {
    const taken = Number(new URL(base).port);
    await expect(serveStatic({ dir, port: taken })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});

describe('request log', () => {
  test('one entry per request with method, path, status and time', async () => {
    const entries: { method: string; url: string; status: number; ms: number }[] = [];
    const url = await start({ log: (entry) => entries.push(entry) });
    await get(url, '/jobs/7');
    await get(url, '/nope.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entries.map(({ method, url: path, status }) => `${method} ${path} ${status}`)).toEqual([
      'GET /jobs/7 200',
      'GET /nope.js 404',
    ]);
    expect(entries.every((entry) => entry.ms >= 0)).toBe(true);
  });
});

describe('slow clients', () => {
  /**
   * Opens a connection, writes `head`, then one more header byte every 50 ms (a client that trickles its
   * headers and never finishes them), and waits for the first reply line or a close.
   */
  function trickle(url: string, head: string): Promise<{ line: string; ms: number }> {
    const { port } = new URL(url);
    return new Promise((resolve) => {
      const t0 = performance.now();
      let drip: NodeJS.Timeout | undefined;
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(head);
        drip = setInterval(() => socket.write('x'), 50);
      });
      let data = '';
      const done = () => {
        clearInterval(drip);
        resolve({ line: data.split('\r\n')[0] ?? '', ms: performance.now() - t0 });
        socket.destroy();
      };
      socket.on('data', (chunk) => {
        data += chunk.toString('latin1');
        if (data.includes('\r\n')) done();
      });
      socket.on('close', done);
      socket.on('error', done);
    });
  }

  test('are cut off with a 408 after the configured time-out (20 s / 30 s unless told)', async () => {
    const defaults = await serveStatic({ dir, port: 0, onError: () => {} });
    servers.push(defaults);
    expect([defaults.headersTimeout, defaults.requestTimeout]).toEqual([20_000, 30_000]);

    const url = await start({ timeouts: { headersMs: 400, requestMs: 800 } });
    const slow = await trickle(url, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(slow.line).toBe('HTTP/1.1 408 Request Timeout');
    // Node checks for expired requests every headersMs / 2 here (its default is every 30 s).
    expect(slow.ms).toBeGreaterThanOrEqual(350);
    // and the server still serves
    expect((await get(url, '/')).status).toBe(200);
  });
});
