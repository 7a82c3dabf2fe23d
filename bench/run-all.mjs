#!/usr/bin/env node
// Front-end figures (issues: shell, seeker-remote, employer-remote). Prints, never asserts:
//   - production build time of each app;
//   - gzip JS the landing page loads; each remote's own JS (entry + chunks) for its first page;
//   - landing LCP and time to interactive, median of 5 cold loads;
//   - /find-jobs navigation → first job card, with the seed data and with 100,000 jobs, median of 5;
//   - employer dashboard navigation → figures shown, median of 5.
// Usage: npm run bench            (root; builds first)     BENCH_RUNS=5  BENCH_SKIP_BUILD=1  BENCH_SKIP_100K=1
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  kb,
  median,
  openBrowser,
  PORTS,
  ROOT,
  serveApps,
  signIn,
  startApi,
  trackScripts,
  URLS,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const rows = [];
const report = (name, value, target = '') => {
  rows.push([name, value, target]);
  console.log(`${name.padEnd(58)} ${String(value).padStart(12)}   ${target}`);
};

// 1. Build time
if (!process.env.BENCH_SKIP_BUILD) {
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
  return { context, page, scripts: trackScripts(page) };
}

try {
  // 2. Landing page: JS size, LCP, TTI
  const lcps = [];
  const ttis = [];
  let landingJs = 0;
  for (let i = 0; i < RUNS; i++) {
    const { context, page, scripts } = await coldPage();
    await page.addInitScript(() => {
      window.__lcp = 0;
      window.__lastLongTask = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__lastLongTask = entry.startTime + entry.duration;
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(URLS.shell, { waitUntil: 'load' });
    await page.getByRole('link', { name: 'Find Jobs' }).first().waitFor();
    await page.waitForTimeout(600);
    const { lcp, tti } = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return { lcp: window.__lcp, tti: Math.max(nav.domContentLoadedEventEnd, window.__lastLongTask) };
    });
    lcps.push(lcp);
    ttis.push(tti);
    landingJs = scripts.reduce((sum, s) => sum + s.gzip, 0);
    await context.close();
  }
  report('landing: JS loaded (gzip)', kb(landingJs), 'target ≤ 140 KB');
  report(`landing: LCP (median of ${RUNS})`, `${median(lcps).toFixed(0)} ms`, 'target < 500 ms');
  report(`landing: time to interactive (median of ${RUNS})`, `${median(ttis).toFixed(0)} ms`);

  // 3. Seeker remote: own JS for /find-jobs, time to the first job card
  async function findJobsRun() {
    const { context, page, scripts } = await coldPage();
    await page.goto(`${URLS.shell}/find-jobs`);
    // A job card is whatever links to a job's page; the time is taken in the page, from navigation start.
    const ms = await (
      await page.waitForFunction(
        () => (document.querySelector('main a[href^="/jobs/"]') ? performance.now() : 0),
        null,
        {
          timeout: 30_000,
        },
      )
    ).jsonValue();
    const own = scripts.filter((s) => s.origin === URLS.seeker).reduce((sum, s) => sum + s.gzip, 0);
    await context.close();
    return { ms, own };
  }
  let samples = [];
  for (let i = 0; i < RUNS; i++) samples.push(await findJobsRun());
  report('seeker: remote JS for /find-jobs (gzip, own code)', kb(samples[0].own), 'target ≤ 60 KB');
  report(
    `seeker: /find-jobs → first job card, seed (median of ${RUNS})`,
    `${median(samples.map((s) => s.ms)).toFixed(0)} ms`,
    'target < 300 ms',
  );

  // 4. Employer remote: own JS for the dashboard, time to its figures
  const dash = [];
  let employerJs = 0;
  for (let i = 0; i < RUNS; i++) {
    const { context, page, scripts } = await coldPage();
    await signIn(page, 'employer@demo.test');
    scripts.length = 0;
    await page.goto(`${URLS.shell}/employeer/employeer-dashboard`);
    // The stat cards mark their figure once it is shown (data-figure); timed from navigation start.
    const ms = await (
      await page.waitForFunction(
        () => (document.querySelector('[data-figure="Active Jobs"]') ? performance.now() : 0),
        null,
        {
          timeout: 30_000,
        },
      )
    ).jsonValue();
    dash.push(ms);
    employerJs = scripts.filter((s) => s.origin === URLS.employer).reduce((sum, s) => sum + s.gzip, 0);
    await context.close();
  }
  report('employer: remote JS for the dashboard (gzip, own code)', kb(employerJs), 'target ≤ 70 KB');
  report(
    `employer: dashboard → figures (median of ${RUNS})`,
    `${median(dash).toFixed(0)} ms`,
    'target < 300 ms',
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
      'target < 300 ms',
    );
  }
} finally {
  await browser.close();
  await api.stop();
  await apps.close();
}
console.log(`\n(ports: shell ${PORTS.shell}, api ${PORTS.api}; Chromium headless, localhost)`);
