#!/usr/bin/env node
// A cold load's request waterfall, for finding what holds a figure back. Serves the builds (BENCH_DIST_ROOT
// or each app's dist/) and api-mock on the BENCH_*_PORT ports, loads the page cold in Chromium, waits for
// its target and prints every request's start and end, in ms from navigation start.
// Usage: node tooling/bench/waterfall.mjs find-jobs|dashboard|landing|login|pipeline [--runs 3] [--100k]
//        [--throttled]   (pipeline: QA's "busy employer", the applicants of its job with 1,000)
import { DEMO } from '@portal/api-mock/demo-accounts';
import {
  CONDITIONS,
  loadScenario,
  openBrowser,
  printWaterfall,
  readWaterfall,
  serveApps,
  signIn,
  startApi,
  throttle,
  URLS,
} from './lib.mjs';

const args = process.argv.slice(2);
const which = args[0] ?? 'find-jobs';
const runs = Number(args[args.indexOf('--runs') + 1] || 1) || 1;
/** @type {Record<string, { path: string, selector: string, as?: string }>} */
const TARGETS = {
  // The path is found once the scenario is loaded (its busiest job).
  pipeline: { path: '', selector: 'ul[aria-label="Applicants"] > li', as: 'busy@demo.test' },
  'find-jobs': { path: '/find-jobs', selector: 'main a[href^="/jobs/"]' },
  dashboard: {
    path: '/employeer/employeer-dashboard',
    selector: '[data-figure="Active Jobs"]',
    as: DEMO.employer.email,
  },
  landing: { path: '/', selector: 'main h1' },
  login: { path: '/login', selector: 'main h1' },
};
const target = TARGETS[which];
if (!target) throw new Error(`unknown page ${which}: one of ${Object.keys(TARGETS).join(', ')}`);

const apps = await serveApps();
const api = await startApi(args.includes('--100k') ? { API_SEED_SIZE: '100000' } : {});
if (which === 'pipeline') target.path = await busiestApplicants();

/** Loads QA's "busy employer" and gives the address of its busiest job's applicants. */
async function busiestApplicants() {
  const tokens = await loadScenario(api, 'busy employer');
  const jobs = await fetch(`${URLS.api}/api/jobs/get-jobs-employeer`, {
    headers: { authorization: `Bearer ${tokens['busy@demo.test']}` },
  });
  const list = /** @type {{ _id: string, applicationCount: number }[]} */ (await jobs.json());
  const busiest = list.reduce((a, b) => (b.applicationCount > a.applicationCount ? b : a));
  return `/employeer/jobs/${busiest._id}/applicants`;
}
const browser = await openBrowser();
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    if (target.as) await signIn(page, target.as);
    if (args.includes('--throttled')) await throttle(page, CONDITIONS.slow);
    await page.goto(`${URLS.shell}${target.path}`);
    const until = await (
      await page.waitForFunction(
        (selector) => (document.querySelector(selector) ? performance.now() : 0),
        target.selector,
        { timeout: 60_000 },
      )
    ).jsonValue();
    await page.waitForTimeout(300);
    console.log(`${which}, run ${i + 1}: target at ${until.toFixed(0)} ms`);
    printWaterfall(await readWaterfall(page), { until });
    await context.close();
  }
} finally {
  await browser.close();
  await api.stop();
  await apps.close();
}
