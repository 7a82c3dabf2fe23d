#!/usr/bin/env node
// Front-end figures (issues: shell, seeker-remote, employer-remote). Prints, never asserts:
//   - production build time of each app;
//   - gzip JS the landing page loads; each remote's own JS (entry + chunks) for its first page;
//   - landing LCP and time to interactive, median of 5 cold loads;
//   - a static page (one HTML file with a job card) measured the same way: the reference of the ratios,
//     loaded again before each run of a page that is given as a ratio (the two alternate, so a ratio compares
//     loads made at the same moment of a busy 2-core machine, not minutes apart);
//   - /find-jobs navigation → first job card, and a job page → the job's text, with the seed data and with
//     100,000 jobs, median of 5, each also as a multiple of the static page;
//   - employer dashboard navigation → figures shown, median of 5, as a multiple of the static page;
//   - per page (landing, /find-jobs, a job, the dashboard): the server's time split (the remote's code, the
//     route loaders, React's render, from its Server-Timing; the first byte; the body's transfer) and the
//     browser's chain before hydration (requests, depth, bytes, and the deepest run of requests);
//   - /find-jobs and the 1,000-applicant pipeline (below) also as their own HTML served static without
//     scripts: what the page's markup and stylesheets cost a first paint, apart from the server and the code;
//   - a job with 1,000 applicants (QA's "busy employer") opened cold by its address → its first rows, as a
//     multiple of the static page, and a bulk move of 100 of them → done (the API call, median of 5);
//   - a conversation of 500 messages (QA's "long conversation") opened cold by its address → its newest
//     message, as a multiple of the static page;
//   - cumulative layout shift (CLS) of the landing page and of a cold /find-jobs, worst of the runs;
//   - a throttled profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, through the DevTools protocol):
//     first paint and first job card on a cold /find-jobs, median of the runs; and the slow phone (the same
//     link, CPU 4× slower): first job card and a job's text;
//   - the shell's server alone, one server and one per core (as `npm start` runs it): anonymous
//     /find-jobs and /jobs/:id at 50 connections with 100,000 jobs (autocannon, 10 s each: requests/s, p99);
//     in a process of its own, its heap after rendering across 20
//     switches of the seeker's release (config.json edited under it, as `npm run release … use` does);
//   - Lighthouse 13 (mobile, its default simulated throttling, Debian's Chromium) on the landing page,
//     /find-jobs and a job page: performance score and LCP.
// Each remote's JS is counted once the page has settled (network idle), each file once: the same build
// gives the same figure on every run.
// Usage: npm run bench            (root; builds first)     BENCH_RUNS=5  BENCH_SKIP_BUILD=1  BENCH_SKIP_100K=1
//        BENCH_SKIP_THROTTLED=1  BENCH_SKIP_SERVER=1  BENCH_SKIP_LIGHTHOUSE=1  BENCH_SECONDS=10
import { execFileSync, fork } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { DEMO } from '@portal/api-mock/demo-accounts';
import { serveStatic, staticFiles } from '@portal/build-config/serve';
import { serveShell } from '@portal/site';
import {
  CONDITIONS,
  distOf,
  firstContentfulPaint,
  kb,
  loadScenario,
  median,
  observeVitals,
  openBrowser,
  PORTS,
  ROOT,
  serveApps,
  sessionCookies,
  signIn,
  SITE_CONFIG,
  SLOW_PHONE_CPU,
  startApi,
  throttle,
  timeTo,
  traceLoad,
  trackScripts,
  watchAppearance,
  URLS,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const rows = [];
/**
 * @param {string} name
 * @param {string} value
 */
const report = (name, value, target = '') => {
  rows.push([name, value, target]);
  console.log(`${name.padEnd(58)} ${String(value).padStart(12)}   ${target}`);
};

// 1. Build time
if (!process.env.BENCH_SKIP_BUILD) {
  // api-mock runs from its build (dist/server.js); esbuild, well under a second.
  execFileSync(process.execPath, [join(ROOT, 'api-mock', 'build.mjs')], { stdio: 'ignore' });
  for (const app of ['shell', 'seeker-remote', 'employer-remote']) {
    const started = process.hrtime.bigint();
    execFileSync(
      process.execPath,
      [join(ROOT, app, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
      {
        cwd: join(ROOT, app),
        stdio: 'ignore',
      },
    );
    report(`build time: ${app}`, `${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
  }
}

const apps = await serveApps();
let api = await startApi();
const browser = await openBrowser();

async function coldPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await observeVitals(page);
  await watchAppearance(page, TIMED);
  return { context, page, scripts: trackScripts(page) };
}

/**
 * Gzip bytes of the JS a page loaded from `origin`, once it has settled.
 * @param {import('playwright-core').Page} page
 * @param {import('./lib.mjs').TrackedScripts} scripts
 * @param {string} [origin] all origins when absent
 */
async function settledJs(page, scripts, origin) {
  await page.waitForLoadState('networkidle');
  await scripts.settled();
  return scripts.filter((s) => !origin || s.origin === origin).reduce((sum, s) => sum + s.gzip, 0);
}

/** @param {import('playwright-core').Page} page */
const cls = (page) => page.evaluate(() => window.__cls);
const JOB_CARD = 'main a[href^="/jobs/"]';
/** A job page's text: its "About This Role" section, with the description in it. */
const JOB_TEXT = 'section[aria-labelledby="job-about"] p';
/** The dashboard's figures: the stat cards mark their figure once it is shown (data-figure). */
const DASHBOARD_FIGURES = '[data-figure="Active Jobs"]';
const APPLICANT_ROWS = 'ul[aria-label="Applicants"] > li';
/** The log holds the newest page of a conversation, oldest first: its last item is the newest message. */
const NEWEST_MESSAGE = '[role="log"][aria-label="Messages"] li:last-child';
/** What the bench times on every page it loads (timeTo). */
const TIMED = [JOB_CARD, JOB_TEXT, DASHBOARD_FIGURES, APPLICANT_ROWS, NEWEST_MESSAGE];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** `value` ms and its multiple of the static page's time. */
const withRatio = (/** @type {number} */ value, /** @type {number} */ reference) =>
  `${value.toFixed(0)} ms (${(value / reference).toFixed(1)}×)`;

/**
 * RUNS runs of `run` (ms each), each right after a cold load of the static reference page: the medians of
 * both, printed as `withRatio` does, with the reference's own median beside.
 * @param {() => Promise<number>} run
 */
async function besideReference(run) {
  const times = [];
  const references = [];
  for (let i = 0; i < RUNS; i++) {
    references.push(await coldTime(reference.url, JOB_CARD, { runs: 1 }));
    times.push(await run());
  }
  const ref = median(references);
  return `${withRatio(median(times), ref)}; static ${ref.toFixed(0)} ms alongside`;
}

/** A job of the running API's list (the newest), for its page. */
async function someJobId() {
  const reply = await (await fetch(`${URLS.api}/api/jobs?limit=1`)).json();
  return /** @type {{ jobs: { _id: string }[] }} */ (reply).jobs[0]?._id ?? '';
}

/**
 * The reference page: one static HTML file (a header and a job card, plain: no stylesheet, no code), served
 * by the project's static server, measured exactly as the site's pages are. Beside it, `copy` serves a
 * page of the site as static HTML, to tell what its own bytes cost from what the server and the code add.
 */
async function serveReference() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-static-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static</title></head><body>' +
      '<header><a href="/">JobPortal</a></header><main><ul aria-label="Jobs"><li><article>' +
      '<a href="/jobs/1"><h3>Senior Engineer</h3></a><p>Acme · Berlin</p></article></li></ul>' +
      '<section aria-labelledby="job-about"><h2 id="job-about">About This Role</h2><p>The text.</p></section>' +
      '</main></body></html>',
  );
  const server = await serveStatic({ dir, port: PORTS.static });
  return {
    url: `http://localhost:${PORTS.static}/`,
    /**
     * `path` of the site as the server sends it (to a visitor with `cookies`), served by this static server
     * without its scripts and what only they use: what the page's own bytes (markup, stylesheets) cost its
     * first paint, apart from the server's time and the page's code. Gives the copy's URL.
     * @param {string} name
     * @param {string} path
     * @param {Record<string, string>} [cookies]
     */
    async copy(name, path, cookies = {}) {
      const cookie = Object.entries(cookies)
        .map(([key, value]) => `${key}=${value}`)
        .join('; ');
      const response = await fetch(`${URLS.shell}${path}`, { headers: { cookie } });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b[^>]*\brel="?(?:module)?preload"?[^>]*>/gi, '');
      writeFileSync(join(dir, `${name}.html`), html);
      return `http://localhost:${PORTS.static}/${name}.html`;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(rmSync(dir, { recursive: true, force: true })));
      }),
  };
}

/**
 * ms to `selector` on a cold load of `url`, median of RUNS; throttled (network, and CPU when given).
 * @param {string} url
 * @param {string} selector
 * @param {{ slow?: boolean, cpu?: number, runs?: number }} [options]
 */
async function coldTime(url, selector, { slow = false, cpu, runs = RUNS } = {}) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const { context, page } = await coldPage();
    const cdp = slow ? await throttle(page, CONDITIONS.slow, { cpu }) : null;
    await page.goto(url, { waitUntil: 'commit' });
    times.push(await timeTo(page, selector, 60_000));
    await cdp?.detach();
    await context.close();
  }
  return median(times);
}

/**
 * The shell's server as `npm start` runs it, `servers` sharing its port (@portal/site's serveShell, each
 * in a process of its own: the load generator in this one shares no event loop with them), on a copy of
 * the shell's build whose config.json is `config`.
 * @param {object} config
 * @param {number} servers
 */
async function startShellServers(config, servers) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-shell-'));
  cpSync(distOf('shell'), dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  /** @type {string[]} */
  const fallbacks = [];
  // Only the lines of pages left to the browser are kept (the figures are those of rendered pages).
  const logs = {
    mode: /** @type {const} */ ('quiet'),
    write: (/** @type {string} */ _part, /** @type {string} */ text, request = false) =>
      void (request || fallbacks.push(text)),
    tail: () => [],
  };
  const app = await serveShell({ dir, port: PORTS.server, servers, logs });
  return {
    url: `http://localhost:${PORTS.server}`,
    fallbacks,
    stop: async () => {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The shell's server alone, in its own process, on a copy of the shell's build whose config.json is
 * `config` (rewritten by `configure`, as a deploy would).
 * @param {object} config
 */
async function startServerProcess(config) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-shell-'));
  cpSync(distOf('shell'), dir, { recursive: true });
  let stamp = Date.now() / 1000;
  const configure = (/** @type {object} */ next) => {
    writeFileSync(join(dir, 'config.json'), JSON.stringify(next));
    // Each edit a newer modification time, however fast they follow each other.
    stamp += 1;
    utimesSync(join(dir, 'config.json'), stamp, stamp);
  };
  configure(config);
  const child = fork(join(ROOT, 'tooling', 'bench', 'shell-server.mjs'), [dir, String(PORTS.server)], {
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  /** @type {string[]} */
  const fallbacks = [];
  /** @type {((value: { heapUsed: number, rss: number }) => void)[]} */
  const waiting = [];
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the shell's server exited (${code})`)));
    child.on('message', (/** @type {any} */ message) => {
      if (message.ready) resolve(undefined);
      if (message.fallback) fallbacks.push(message.fallback);
      if (message.heapUsed) waiting.shift()?.(message);
    });
  });
  return {
    url: `http://localhost:${PORTS.server}`,
    fallbacks,
    configure,
    /** @returns {Promise<{ heapUsed: number, rss: number }>} */
    measure: () =>
      new Promise((resolve) => {
        waiting.push(resolve);
        child.send({ measure: true });
      }),
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve(rmSync(dir, { recursive: true, force: true })));
        child.disconnect();
      }),
  };
}

/**
 * Requests/s and p99 of GETs of `url` at 50 connections (what a browser sends: HTML, compressed).
 * @param {string} url
 * @param {{ unique?: boolean }} [options] unique: each request's URL its own (`?n=<counter>`), so that no
 *   two are the same page: what a server that keeps pages does for pages it has not kept
 */
async function load(url, { unique = false } = {}) {
  let n = 0;
  const headers = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const path = new URL(url).pathname;
  const result = await autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    requests: [
      unique
        ? { method: 'GET', headers, setupRequest: (request) => ({ ...request, path: `${path}?n=${n++}` }) }
        : { method: 'GET', headers },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Lighthouse 13's mobile run (its default: simulated slow 4G and CPU) of `url` with Debian's Chromium.
 * @param {string} url
 */
function lighthouse(url) {
  const json = execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13',
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(json);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

const reference = await serveReference();
try {
  // 2. Landing page: JS size, LCP, TTI
  const lcps = [];
  const ttis = [];
  const landingShifts = [];
  let landingJs = 0;
  for (let i = 0; i < RUNS; i++) {
    const { context, page, scripts } = await coldPage();
    await page.goto(URLS.shell, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Find Jobs' }).first().waitFor();
    await page.waitForTimeout(600);
    const { lcp, tti } = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      return { lcp: window.__lcp, tti: Math.max(nav.domContentLoadedEventEnd, window.__lastLongTask) };
    });
    lcps.push(lcp);
    ttis.push(tti);
    landingJs = await settledJs(page, scripts);
    landingShifts.push(await cls(page));
    await context.close();
  }
  report('landing: JS loaded (gzip)', kb(landingJs), 'target ≤ 150 KB');
  report(`landing: LCP (median of ${RUNS})`, `${median(lcps).toFixed(0)} ms`, 'target < 500 ms');
  report(`landing: time to interactive (median of ${RUNS})`, `${median(ttis).toFixed(0)} ms`);
  report(`landing: CLS (worst of ${RUNS})`, Math.max(...landingShifts).toFixed(3), 'target ≤ 0.02');

  // 3. The seeker's pages: own JS for /find-jobs, the first job card, a job's text (each beside the reference).
  async function findJobsRun() {
    const { context, page, scripts } = await coldPage();
    // Timed from the first byte, as the reference is (waiting for the load event would time the card the
    // HTML already had at the moment every script has run).
    await page.goto(`${URLS.shell}/find-jobs`, { waitUntil: 'commit' });
    // A job card is whatever links to a job's page; the time is taken in the page, from navigation start.
    const ms = await timeTo(page, JOB_CARD);
    const own = await settledJs(page, scripts, URLS.seeker);
    const shift = await cls(page);
    await context.close();
    return { ms, own, shift };
  }
  /** @type {Awaited<ReturnType<typeof findJobsRun>>[]} */
  let samples = [];
  const findJobsRunMs = async () => {
    const sample = await findJobsRun();
    samples.push(sample);
    return sample.ms;
  };
  const findJobsCard = await besideReference(findJobsRunMs);
  report(
    'seeker: remote JS for /find-jobs (gzip, own code)',
    kb(/** @type {(typeof samples)[number]} */ (samples[0]).own),
    'target ≤ 60 KB',
  );
  if (new Set(samples.map((s) => s.own)).size > 1)
    console.log(`  (differs between runs: ${samples.map((s) => kb(s.own)).join(', ')})`);
  report(
    `seeker: /find-jobs → first job card, seed (median of ${RUNS})`,
    findJobsCard,
    'target ≤ 1.5× the static page',
  );
  const findJobsCopy = await reference.copy('find-jobs', '/find-jobs');
  report(
    `seeker: /find-jobs's own HTML served static, no scripts → first job card (median of ${RUNS})`,
    await besideReference(() => coldTime(findJobsCopy, JOB_CARD, { runs: 1 })),
    "what the page's markup and stylesheets cost alone",
  );
  const jobUrl = `${URLS.shell}/jobs/${await someJobId()}`;
  report(
    `seeker: /jobs/:id → the job's text, seed (median of ${RUNS})`,
    await besideReference(() => coldTime(jobUrl, JOB_TEXT, { runs: 1 })),
    'target ≤ 1.5× the static page',
  );
  report(
    `seeker: /find-jobs CLS (worst of ${RUNS})`,
    Math.max(...samples.map((s) => s.shift)).toFixed(3),
    'target ≤ 0.02',
  );

  // 3b. The throttled profile: a cold /find-jobs over a slow link; then the slow phone (CPU 4× slower too).
  if (!process.env.BENCH_SKIP_THROTTLED) {
    const headers = [];
    const cards = [];
    const shifts = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await coldPage();
      const cdp = await throttle(page, CONDITIONS.slow);
      await page.goto(`${URLS.shell}/find-jobs`, { waitUntil: 'commit' });
      cards.push(await timeTo(page, JOB_CARD, 60_000));
      headers.push(await firstContentfulPaint(page));
      shifts.push(await cls(page));
      await cdp.detach();
      await context.close();
    }
    report(
      `throttled: /find-jobs first paint (median of ${RUNS})`,
      `${median(headers).toFixed(0)} ms`,
      'target ≤ 600 ms',
    );
    report(
      `throttled: /find-jobs → first job card (median of ${RUNS})`,
      `${median(cards).toFixed(0)} ms`,
      'target ≤ 1500 ms',
    );
    report(`throttled: /find-jobs CLS (worst of ${RUNS})`, Math.max(...shifts).toFixed(3), 'target ≤ 0.02');
    const phone = { slow: true, cpu: SLOW_PHONE_CPU };
    report(
      `slow phone (CPU ${SLOW_PHONE_CPU}× slower): /find-jobs → first job card (median of ${RUNS})`,
      `${(await coldTime(`${URLS.shell}/find-jobs`, JOB_CARD, phone)).toFixed(0)} ms`,
      'target ≤ 1000 ms',
    );
    report(
      `slow phone (CPU ${SLOW_PHONE_CPU}× slower): /jobs/:id → the job's text (median of ${RUNS})`,
      `${(await coldTime(jobUrl, JOB_TEXT, phone)).toFixed(0)} ms`,
      'target ≤ 1000 ms',
    );
  }

  // 4. Employer remote: own JS for the dashboard, time to its figures (beside the static page, as the
  // other pages: a private page's goal is a multiple of it too)
  let employerJs = 0;
  const dashboard = await besideReference(async () => {
    const { context, page, scripts } = await coldPage();
    await signIn(page, DEMO.employer.email);
    // From the response's first bytes, as every other page's time: waiting for the load event would time
    // figures that came with the HTML at the moment the page's scripts had run.
    await page.goto(`${URLS.shell}/employeer/employeer-dashboard`, { waitUntil: 'commit' });
    const ms = await timeTo(page, DASHBOARD_FIGURES);
    employerJs = await settledJs(page, scripts, URLS.employer);
    await context.close();
    return ms;
  });
  report('employer: remote JS for the dashboard (gzip, own code)', kb(employerJs), 'target ≤ 70 KB');
  report(`employer: dashboard → figures (median of ${RUNS})`, dashboard, 'target ≤ 2.5× the static page');

  // 4b. Where a page's time goes, before the steps that should shorten it: the server's split (its
  // Server-Timing) and the browser's chain up to hydration, per page, median of the runs (each run a URL of
  // its own, so every load is rendered, never a kept page).
  const traced = /** @type {const} */ ([
    ['landing', '/', null],
    ['/find-jobs', '/find-jobs', null],
    ['/jobs/:id', new URL(jobUrl).pathname, null],
    ['dashboard', '/employeer/employeer-dashboard', DEMO.employer.email],
  ]);
  for (const [name, path, who] of traced) {
    /** @type {import('./lib.mjs').LoadTrace[]} */
    const traces = [];
    for (let i = 0; i < RUNS; i++) {
      const { context, page } = await coldPage();
      if (who) await signIn(page, who);
      traces.push(await traceLoad(page, `${URLS.shell}${path}?bench-trace=${Date.now()}-${i}`));
      await context.close();
    }
    const mid = (/** @type {(trace: import('./lib.mjs').LoadTrace) => number} */ pick) =>
      median(traces.map(pick));
    const phases = ['code', 'loader', 'render']
      .map((phase) => `${phase} ${mid((t) => t.server[phase] ?? 0).toFixed(1)}`)
      .join(' + ');
    report(
      `trace: ${name}: server (ms, median of ${RUNS})`,
      `${phases}; first byte ${mid((t) => t.ttfb).toFixed(0)}; body sent in ${mid((t) => t.body).toFixed(1)}`,
    );
    const last = /** @type {import('./lib.mjs').LoadTrace} */ (traces.at(-1));
    report(
      `trace: ${name}: browser before hydration (median of ${RUNS})`,
      `${mid((t) => t.requests)} requests, depth ${mid((t) => t.depth)}, ${kb(mid((t) => t.bytes))}; hydrated at ${mid((t) => t.hydrated).toFixed(0)} ms`,
      'target depth 2 (one round trip after the HTML)',
    );
    console.log(`  (deepest run: ${last.chain.join(' → ')})`);
  }

  // 5. Lighthouse on the three public pages people arrive at.
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    for (const [name, url] of /** @type {const} */ ([
      ['landing', `${URLS.shell}/`],
      ['/find-jobs', `${URLS.shell}/find-jobs`],
      ['a job page', jobUrl],
    ])) {
      try {
        const { score, lcp, tbt } = lighthouse(url);
        report(
          `Lighthouse 13 mobile: ${name} (performance; LCP; TBT)`,
          `${score}; ${(lcp / 1000).toFixed(1)} s; ${tbt.toFixed(0)} ms`,
          'target ≥ 98, LCP ≤ 1.5 s',
        );
      } catch (error) {
        report(`Lighthouse 13 mobile: ${name}`, 'failed', String(error).split('\n')[0]);
      }
    }
  }

  // 5b. The employer's pipeline at scale: QA's "busy employer" (a reset to the seed plus a job with 1,000
  // applicants), the job's applicants opened cold by their address, and a bulk move of 100 of them.
  {
    const token = (await loadScenario(api, 'busy employer'))['busy@demo.test'];
    if (!token) throw new Error('busy employer: the scenario gave no token for busy@demo.test');
    /** @type {(method: string, path: string, body?: unknown) => Promise<any>} */
    const call = async (method, path, body) => {
      const response = await fetch(`${URLS.api}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status}`);
      return response.json();
    };
    const jobs = /** @type {{ _id: string, applicationCount: number }[]} */ (
      await call('GET', '/api/jobs/get-jobs-employeer')
    );
    const busiest = jobs.reduce((a, b) => (b.applicationCount > a.applicationCount ? b : a));
    const firstRows = await besideReference(async () => {
      const { context, page } = await coldPage();
      await signIn(page, 'busy@demo.test');
      await page.goto(`${URLS.shell}/employeer/jobs/${busiest._id}/applicants`, { waitUntil: 'commit' });
      const ms = await timeTo(page, APPLICANT_ROWS, 60_000);
      await context.close();
      return ms;
    });
    report(
      `employer: a job with ${busiest.applicationCount} applicants by its address → first rows (median of ${RUNS})`,
      firstRows,
      'target ≤ 3× the static page',
    );
    const pipelineCopy = await reference.copy(
      'pipeline',
      `/employeer/jobs/${busiest._id}/applicants`,
      sessionCookies(token, 'employeer'),
    );
    report(
      `employer: that page's own HTML served static, no scripts → first rows (median of ${RUNS})`,
      await besideReference(() => coldTime(pipelineCopy, APPLICANT_ROWS, { runs: 1 })),
      "what the page's markup and stylesheets cost alone",
    );
    const moves = [];
    for (let i = 0; i < RUNS; i++) {
      const applied = await call(
        'GET',
        `/api/applications/employer?jobId=${busiest._id}&status=Applied&limit=100`,
      );
      const ids = applied.applications.map((/** @type {{ _id: string }} */ a) => a._id);
      const started = performance.now();
      const moved = await call('PUT', '/api/applications/status', { ids, status: 'Review' });
      moves.push(performance.now() - started);
      // Back as they were, for the next run (and nobody is told).
      await call('POST', `/api/applications/status-changes/${moved.undo._id}/undo`);
    }
    report(
      `employer: a bulk move of 100 candidates → done (median of ${RUNS})`,
      `${median(moves).toFixed(0)} ms`,
      'target ≤ 1000 ms',
    );
  }

  // 5c. A long conversation: QA's "long conversation" (the seed plus 500 messages between the demo employer
  // and the demo seeker), the seeker's page of it opened cold by its address → its newest message shown.
  {
    const tokens = await loadScenario(api, 'long conversation');
    const list = await fetch(`${URLS.api}/api/conversations?limit=1`, {
      headers: { authorization: `Bearer ${tokens[DEMO.seeker.email]}` },
    });
    const [conversation] = (await list.json()).conversations;
    if (!conversation) throw new Error('long conversation: the seeker has no conversation');
    const newest = await besideReference(async () => {
      const { context, page } = await coldPage();
      await signIn(page, DEMO.seeker.email);
      await page.goto(`${URLS.shell}/messages/${conversation._id}`, { waitUntil: 'commit' });
      const ms = await timeTo(page, NEWEST_MESSAGE, 60_000);
      await context.close();
      return ms;
    });
    report(
      `messages: a conversation of 500 messages by its address → its newest message (median of ${RUNS})`,
      newest,
      'target ≤ 3× the static page',
    );
  }

  // 6. /find-jobs and a job page with 100,000 jobs; the server alone under load.
  if (!process.env.BENCH_SKIP_100K) {
    await api.stop();
    const seeded = Date.now();
    api = await startApi({ API_SEED_SIZE: '100000' });
    report(
      'api-mock: start with 100,000 extra jobs',
      `${((Date.now() - seeded) / 1000).toFixed(1)} s`,
      'target < 10 s',
    );
    samples = [];
    report(
      `seeker: /find-jobs → first job card, 100k (median of ${RUNS})`,
      await besideReference(findJobsRunMs),
      'target ≤ 1.5× the static page',
    );
    const bigJob = `/jobs/${await someJobId()}`;
    report(
      `seeker: /jobs/:id → the job's text, 100k (median of ${RUNS})`,
      await besideReference(() => coldTime(`${URLS.shell}${bigJob}`, JOB_TEXT, { runs: 1 })),
      'target ≤ 1.5× the static page',
    );
    if (!process.env.BENCH_SKIP_SERVER) {
      // One server (a single core), then one per core as `npm start` runs it: the same pages, one run.
      const cores = availableParallelism();
      for (const servers of cores > 1 ? [1, cores] : [1]) {
        const server = await startShellServers(SITE_CONFIG, servers);
        const label = `${servers} server${servers > 1 ? 's' : ''}`;
        try {
          for (const [name, path] of /** @type {const} */ ([
            ['/find-jobs', '/find-jobs'],
            ['/jobs/:id', bigJob],
          ])) {
            // The remote's code loaded once in every server, as on a running site (a new connection each,
            // which the kernel hands to any of them).
            for (let i = 0; i < servers * 4; i++)
              await (await fetch(`${server.url}${path}`, { headers: { connection: 'close' } })).text();
            // Every anonymous visitor of one URL: the page rendered once and kept a few seconds.
            const kept = await load(`${server.url}${path}`);
            report(
              `server (${label}): anonymous ${name}, 100k, 50 connections (req/s; p99)`,
              `${kept.rps.toFixed(0)}; ${kept.p99} ms${kept.bad ? ` (${kept.bad} failed)` : ''}`,
              'target p99 < 50 ms',
            );
            // Every request a page of its own: a render each.
            const rendered = await load(`${server.url}${path}`, { unique: true });
            report(
              `server (${label}): anonymous ${name}, each URL new (rendered), 100k, 50 connections (req/s; p99)`,
              `${rendered.rps.toFixed(0)}; ${rendered.p99} ms${rendered.bad ? ` (${rendered.bad} failed)` : ''}`,
              'target ≥ 600 req/s, p99 < 100 ms',
            );
            if (name === '/jobs/:id' && servers === cores) {
              // The reference: the project's static server sending the same page (with its compressed twins).
              const page = await (await fetch(`${server.url}${path}`)).text();
              const dir = mkdtempSync(join(tmpdir(), 'bench-page-'));
              writeFileSync(join(dir, 'page.html'), page);
              writeFileSync(join(dir, 'page.html.br'), brotliCompressSync(page));
              writeFileSync(join(dir, 'page.html.gz'), gzipSync(page, { level: 9 }));
              const files = await serveStatic({ dir, port: 0 });
              const { port } = /** @type {import('node:net').AddressInfo} */ (files.address());
              try {
                const reference = await load(`http://localhost:${port}/page.html`);
                report(
                  `server (${label}): anonymous ${name} kept, × the static server sending the same page (${reference.rps.toFixed(0)} req/s)`,
                  `${(kept.rps / reference.rps).toFixed(2)}×`,
                  'target ≥ 0.5×',
                );
              } finally {
                files.closeAllConnections();
                files.close();
                rmSync(dir, { recursive: true, force: true });
              }
            }
          }
          if (server.fallbacks.length) {
            // Why, grouped (each line is "<url>: <why>: the browser renders the page").
            const why = new Map();
            for (const line of server.fallbacks) {
              const reason = line.replace(/^\S+: /, '');
              why.set(reason, (why.get(reason) ?? 0) + 1);
            }
            const reasons = [...why].map(([reason, count]) => `${count}× ${reason}`).join('; ');
            console.log(`  (left to the browser: ${server.fallbacks.length}: ${reasons})`);
          }
        } finally {
          await server.stop();
        }
      }
    }
  }

  // 7. The server's memory across 20 release switches of the seeker: the same build published under 20
  // release folders (so each is new code to the server), config.json switched to each in turn and pages
  // rendered with it; the heap is read after a full collection.
  if (!process.env.BENCH_SKIP_SERVER) {
    const files = staticFiles({ dir: distOf('seeker-remote') });
    const releases = createServer((req, res) => {
      req.url = (req.url ?? '/').replace(/^\/releases\/[^/]+/, '');
      void files(req, res);
    });
    await new Promise((resolve) =>
      releases.listen(PORTS.seeker + 100, '127.0.0.1', () => resolve(undefined)),
    );
    const releaseConfig = (/** @type {number} */ n) => ({
      ...SITE_CONFIG,
      remotes: {
        ...SITE_CONFIG.remotes,
        seeker: `http://localhost:${PORTS.seeker + 100}/releases/r${n}/mf-manifest.json`,
      },
    });
    const server = await startServerProcess(releaseConfig(0));
    const job = await someJobId();
    const render = async () => {
      for (const path of ['/find-jobs', `/jobs/${job}`, '/find-jobs?keyword=engineer']) {
        for (let i = 0; i < 5; i++) await (await fetch(`${server.url}${path}`)).text();
      }
    };
    try {
      await render();
      const first = await server.measure();
      for (let n = 1; n <= 20; n++) {
        server.configure(releaseConfig(n));
        await new Promise((resolve) => setTimeout(resolve, 300));
        await render();
      }
      const after = await server.measure();
      const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      // The old releases' code must go: what stays is the current release's, and what the first one
      // provides to the share scope for the process's life (a shared module's first provider serves it).
      report(
        'server: heap after rendering with 1 release → after 20 switches',
        `${mb(first.heapUsed)} → ${mb(after.heapUsed)}`,
        `target ≤ 1.5× (${(after.heapUsed / first.heapUsed).toFixed(2)}×); rss ${(after.rss / 1024 / 1024).toFixed(0)} MB${server.fallbacks.length ? `; ${server.fallbacks.length} left to the browser` : ''}`,
      );
    } finally {
      await server.stop();
      releases.closeAllConnections();
      releases.close();
    }
  }
} finally {
  await browser.close();
  await api.stop();
  await apps.close();
  await reference.close();
}
console.log(`\n(ports: shell ${PORTS.shell}, api ${PORTS.api}; Chromium headless, localhost)`);
