#!/usr/bin/env node
// Front-end figures (issues: shell, seeker-remote, employer-remote). Prints, never asserts:
//   - production build time of each app;
//   - gzip JS the landing page loads; each remote's own JS (entry + chunks) for its first page;
//   - landing LCP and time to interactive, median of 5 cold loads;
//   - /find-jobs navigation → first job card, with the seed data and with 100,000 jobs, median of 5;
//   - employer dashboard navigation → figures shown, median of 5;
//   - cumulative layout shift (CLS) of the landing page and of a cold /find-jobs, worst of the runs;
//   - a throttled profile (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency, through the DevTools protocol):
//     header painted (the first contentful paint: index.html carries the header) and first job card on a
//     cold /find-jobs, median of the runs.
// Each remote's JS is counted once the page has settled (network idle), each file once: the same build
// gives the same figure on every run.
// Usage: npm run bench            (root; builds first)     BENCH_RUNS=5  BENCH_SKIP_BUILD=1  BENCH_SKIP_100K=1
//        BENCH_SKIP_THROTTLED=1
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  CONDITIONS,
  firstContentfulPaint,
  kb,
  median,
  observeVitals,
  openBrowser,
  PORTS,
  ROOT,
  serveApps,
  signIn,
  startApi,
  throttle,
  timeTo,
  trackScripts,
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
  report('landing: JS loaded (gzip)', kb(landingJs), 'target ≤ 130 KB');
  report(`landing: LCP (median of ${RUNS})`, `${median(lcps).toFixed(0)} ms`, 'target < 500 ms');
  report(`landing: time to interactive (median of ${RUNS})`, `${median(ttis).toFixed(0)} ms`);
  report(`landing: CLS (worst of ${RUNS})`, Math.max(...landingShifts).toFixed(3), 'target ≤ 0.02');

  // 3. Seeker remote: own JS for /find-jobs, time to the first job card
  async function findJobsRun() {
    const { context, page, scripts } = await coldPage();
    await page.goto(`${URLS.shell}/find-jobs`);
    // A job card is whatever links to a job's page; the time is taken in the page, from navigation start.
    const ms = await timeTo(page, JOB_CARD);
    const own = await settledJs(page, scripts, URLS.seeker);
    const shift = await cls(page);
    await context.close();
    return { ms, own, shift };
  }
  let samples = [];
  for (let i = 0; i < RUNS; i++) samples.push(await findJobsRun());
  report(
    'seeker: remote JS for /find-jobs (gzip, own code)',
    kb(/** @type {(typeof samples)[number]} */ (samples[0]).own),
    'target ≤ 60 KB',
  );
  if (new Set(samples.map((s) => s.own)).size > 1)
    console.log(`  (differs between runs: ${samples.map((s) => kb(s.own)).join(', ')})`);
  report(
    `seeker: /find-jobs → first job card, seed (median of ${RUNS})`,
    `${median(samples.map((s) => s.ms)).toFixed(0)} ms`,
    'target ≤ 250 ms',
  );
  report(
    `seeker: /find-jobs CLS (worst of ${RUNS})`,
    Math.max(...samples.map((s) => s.shift)).toFixed(3),
    'target ≤ 0.02',
  );

  // 3b. The throttled profile: a cold /find-jobs over a slow link.
  if (!process.env.BENCH_SKIP_THROTTLED) {
    // The first paint is the header's only when index.html carries it (a build from before it did not).
    const html = await (await fetch(`${URLS.shell}/find-jobs`)).text();
    const painted = /<header[\s>]/.test(html) ? 'header painted' : 'first paint (no header in index.html)';
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
      `throttled: /find-jobs ${painted} (median of ${RUNS})`,
      `${median(headers).toFixed(0)} ms`,
      'target ≤ 600 ms',
    );
    report(
      `throttled: /find-jobs → first job card (median of ${RUNS})`,
      `${median(cards).toFixed(0)} ms`,
      'target ≤ 1500 ms',
    );
    report(`throttled: /find-jobs CLS (worst of ${RUNS})`, Math.max(...shifts).toFixed(3), 'target ≤ 0.02');
  }

  // 4. Employer remote: own JS for the dashboard, time to its figures
  const dash = [];
  let employerJs = 0;
  for (let i = 0; i < RUNS; i++) {
    const { context, page, scripts } = await coldPage();
    await signIn(page, 'employer@demo.test');
    await page.goto(`${URLS.shell}/employeer/employeer-dashboard`);
    // The stat cards mark their figure once it is shown (data-figure); timed from navigation start.
    dash.push(await timeTo(page, '[data-figure="Active Jobs"]'));
    employerJs = await settledJs(page, scripts, URLS.employer);
    await context.close();
  }
  report('employer: remote JS for the dashboard (gzip, own code)', kb(employerJs), 'target ≤ 70 KB');
  report(
    `employer: dashboard → figures (median of ${RUNS})`,
    `${median(dash).toFixed(0)} ms`,
    'target ≤ 250 ms',
  );

  // 5. /find-jobs with 100,000 jobs
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
    for (let i = 0; i < RUNS; i++) samples.push(await findJobsRun());
    report(
      `seeker: /find-jobs → first job card, 100k (median of ${RUNS})`,
      `${median(samples.map((s) => s.ms)).toFixed(0)} ms`,
      'target ≤ 250 ms',
    );
  }
} finally {
  await browser.close();
  await api.stop();
  await apps.close();
}
console.log(`\n(ports: shell ${PORTS.shell}, api ${PORTS.api}; Chromium headless, localhost)`);
