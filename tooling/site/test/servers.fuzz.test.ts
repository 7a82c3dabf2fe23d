// Every server the project runs, fuzzed over real connections with the one helper (http-fuzz.ts): api-mock
// (its build, as npm start runs it) with the routes of its own OpenAPI document, the static server of the
// remotes with the files of a build, and the shell's rendering server on the real builds. No 5xx, no hang, oversized URLs and headers a 4xx, slow clients cut
// off. A new server joins the SERVERS list below with one entry.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { serveStatic } from '@portal/build-config/serve';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { distOf, newQaToken, serveApp, shellServerOf, startApi, type ApiProcess } from '../index.mjs';
import { freePorts } from './helpers';
import { fuzzServer, problemsOf, summaryOf, type FuzzTarget } from './http-fuzz';

/** The servers' own limits for a slow client, shortened so the slow cases take seconds, not minutes. */
const HEADERS_MS = 1500;
const REQUEST_MS = 2500;
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

let root: string;
let api: ApiProcess;
const closers: (() => Promise<unknown>)[] = [];

/** A build's shape: entry, manifest, config, hashed chunks with their Brotli and gzip twins, a release. */
function standInBuild(): string {
  const dir = join(root, 'dist');
  const file = (name: string, body: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), body);
    return name;
  };
  file('index.html', '<!doctype html><title>app</title><div id="root"></div>');
  file('remoteEntry.js', '/* entry */');
  file('mf-manifest.json', '{"id":"app"}');
  file('config.json', '{"apiUrl":"http://localhost:4000","remotes":{}}');
  const chunk = `console.log(${JSON.stringify('x'.repeat(2000))});`;
  file('assets/main.0123456789.js', chunk);
  writeFileSync(join(dir, 'assets/main.0123456789.js.br'), brotliCompressSync(chunk));
  writeFileSync(join(dir, 'assets/main.0123456789.js.gz'), gzipSync(chunk));
  file('releases/r1/remoteEntry.js', '/* release */');
  file('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const SERVERS: [string, () => Promise<FuzzTarget>][] = [
  // api-mock: every path of its OpenAPI document, with real job ids among the odd ones.
  [
    'api-mock',
    async () => {
      const [port] = await freePorts(1);
      api = await startApi({
        port: port!,
        env: {
          API_DB_FILE: ':memory:',
          API_SEED_SIZE: '0',
          API_HEADERS_TIMEOUT_MS: String(HEADERS_MS),
          API_REQUEST_TIMEOUT_MS: String(REQUEST_MS),
        },
      });
      closers.push(() => api.stop());
      const base = `http://127.0.0.1:${port}`;
      const openapi = (await (await fetch(`${base}/openapi.json`)).json()) as {
        paths: Record<string, unknown>;
      };
      const routes = Object.keys(openapi.paths).map((p) => p.replace(/\{(\w+)\}/g, ':$1'));
      const jobs = (await (await fetch(`${base}/api/jobs?limit=3`)).json()) as { jobs: { _id: string }[] };
      return {
        name: 'api-mock',
        base,
        routes: [...routes, '/uploads/:name', '/docs/static/:name'],
        values: { id: jobs.jobs.map((j) => j._id), name: ['sample-resume.pdf', 'swagger-ui.css'] },
      };
    },
  ],
  // The static server of every app (packages/build-config/serve.mjs), as site/ starts it: SPA fallback and a config.
  [
    'static server',
    async () => {
      const [port] = await freePorts(1);
      const server = await serveStatic({
        dir: standInBuild(),
        port: port!,
        spa: true,
        config: {
          apiUrl: 'http://localhost:4000',
          remotes: { seeker: 'http://localhost:3001/mf-manifest.json' },
        },
        onError: () => undefined,
        timeouts: { headersMs: HEADERS_MS, requestMs: REQUEST_MS },
      });
      closers.push(
        () =>
          new Promise((resolve) => {
            server.closeAllConnections();
            server.close(resolve);
          }),
      );
      return {
        name: 'static server',
        base: `http://127.0.0.1:${port}`,
        routes: [
          '/',
          '/index.html',
          '/remoteEntry.js',
          '/mf-manifest.json',
          '/config.json',
          '/assets/:name',
          '/releases/:id/remoteEntry.js',
          '/favicon.svg',
          '/find-jobs',
          '/jobs/:id',
          '/employeer/applicants/:id',
        ],
        values: { name: ['main.0123456789.js', 'main.0123456789.js.br'], id: ['r1'] },
      };
    },
  ],
  // The shell's origin: its rendering server (the shell build's dist/server) rendering every page, the
  // remotes' through their builds, with data from an api-mock of its own; routes from the remotes'
  // manifests (the URLs each owns), the shell's pages and files.
  [
    'rendering server',
    async () => {
      const [apiPort, shellPort, seekerPort, employerPort] = await freePorts(4);
      const ownApi = await startApi({
        port: apiPort!,
        env: { API_DB_FILE: ':memory:', API_SEED_SIZE: '0' },
        qaToken: renderingServer.qaToken,
      });
      closers.push(() => ownApi.stop());
      const apiUrl = `http://127.0.0.1:${apiPort}`;
      const remotes = [
        ['seeker', seekerPort!],
        ['employer', employerPort!],
      ] as const;
      const config = {
        apiUrl,
        remotes: {
          seeker: `http://127.0.0.1:${seekerPort}/mf-manifest.json`,
          employer: `http://127.0.0.1:${employerPort}/mf-manifest.json`,
        },
      };
      const owned: string[] = [];
      for (const [app, port] of remotes) {
        const remote = await serveApp({
          part: app,
          name: app,
          dir: distOf(app),
          port,
          host: '127.0.0.1',
          config,
        });
        closers.push(() => remote.close());
        const manifest = JSON.parse(readFileSync(join(distOf(app), 'mf-manifest.json'), 'utf8')) as {
          metaData?: { portal?: { routes?: string[] } };
        };
        owned.push(...(manifest.metaData?.portal?.routes ?? []));
      }
      expect(owned.length).toBeGreaterThan(0);
      const shellDir = distOf('shell');
      const { startShellServer } = createRequire(import.meta.url)(shellServerOf(shellDir)) as {
        startShellServer: (options: object) => Promise<{ close: () => Promise<void> }>;
      };
      const shell = await startShellServer({
        dir: shellDir,
        port: shellPort,
        config,
        headersTimeoutMs: HEADERS_MS,
        requestTimeoutMs: REQUEST_MS,
        onError: (line: string) => renderingServer.lines.push(line),
      });
      closers.push(() => shell.close());
      const jobs = (await (await fetch(`${apiUrl}/api/jobs?limit=3`)).json()) as { jobs: { _id: string }[] };
      renderingServer.base = `http://127.0.0.1:${shellPort}`;
      renderingServer.api = apiUrl;
      renderingServer.pages = ['/find-jobs', ...jobs.jobs.map((j) => `/jobs/${j._id}`)];
      const files = readdirSync(shellDir).filter((name) => /\.(js|css|json|svg)$/.test(name));
      return {
        name: 'rendering server',
        base: `http://127.0.0.1:${shellPort}`,
        routes: ['/', '/login', '/signup', '/sitemap.xml', '/robots.txt', '/:file', ...owned],
        values: {
          jobId: jobs.jobs.map((j) => j._id),
          id: jobs.jobs.map((j) => j._id),
          // Seeded company pages (/companies/:slug).
          slug: ['acme-demo-labs', 'northwind-analytics'],
          file: files.slice(0, 6),
        },
      };
    },
  ],
];

/** The rendering server the fuzz started: where it is, what it logged, pages it renders with data. */
const renderingServer = {
  base: '',
  api: '',
  qaToken: newQaToken(),
  lines: [] as string[],
  pages: [] as string[],
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'servers-fuzz-'));
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(root, { recursive: true, force: true });
});

describe('every server the project runs, fuzzed', () => {
  test.each(SERVERS)(
    '%s: no 5xx, no hang, oversized requests a 4xx, slow clients cut off',
    async (_, start) => {
      const target = await start().catch((error: unknown) => {
        console.log(error);
        throw error;
      });
      const report = await fuzzServer(target, { seed: SEED, requests: REQUESTS, slowClientMs: REQUEST_MS });
      console.log(`fuzz seed ${SEED}: ${summaryOf(report)}`);
      for (const line of problemsOf(report).slice(0, 20)) console.log(line);
      expect(problemsOf(report)).toEqual([]);
      expect(report.sent).toBeGreaterThanOrEqual(REQUESTS);
      // still serving afterwards
      expect((await fetch(`${target.base}/`)).status).toBeLessThan(500);
    },
    240_000,
  );

  test('rendering server: a visitor who leaves while the page renders is no page left to the browser', async () => {
    expect(renderingServer.base, 'started by the fuzz above').not.toBe('');
    // The API answers the pages' data after 50 ms: the visitors below leave while the server waits for it.
    const fault = await fetch(`${renderingServer.api}/__qa/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-qa-token': renderingServer.qaToken },
      body: JSON.stringify({ pattern: '/api/jobs', delayMs: 50 }),
    });
    expect(fault.status).toBeLessThan(300);
    const before = renderingServer.lines.length;
    await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        const page = renderingServer.pages[i % renderingServer.pages.length];
        const gone = AbortSignal.timeout(5 + (i % 120));
        await fetch(`${renderingServer.base}${page}`, { signal: gone })
          .then((response) => response.text())
          .catch(() => undefined);
      }),
    );
    const leftToBrowser = renderingServer.lines.slice(before).filter((line) => /browser renders/.test(line));
    expect(leftToBrowser).toEqual([]);
    await fetch(`${renderingServer.api}/__qa/faults`, {
      method: 'DELETE',
      headers: { 'x-qa-token': renderingServer.qaToken },
    });
    // And it still renders for those who stay.
    const html = await (await fetch(`${renderingServer.base}${renderingServer.pages[0]}`)).text();
    expect(html).toContain('id="portal-page"');
  }, 60_000);
});
