// Shared plumbing for the front-end benchmarks: start the site on bench ports through the project's one
// start-up module (@portal/site, as `npm start` and e2e do), drive Debian's chromium, summarise samples.
// Ports: BENCH_API_PORT (4200), BENCH_SHELL_PORT (3200), BENCH_SEEKER_PORT (3201), BENCH_EMPLOYER_PORT (3202).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createLogSink, logModeFrom, portFromEnv, serveApp, startApi as startApiMock } from '@portal/site';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PORTS = {
  api: portFromEnv('BENCH_API_PORT', 4200),
  shell: portFromEnv('BENCH_SHELL_PORT', 3200),
  seeker: portFromEnv('BENCH_SEEKER_PORT', 3201),
  employer: portFromEnv('BENCH_EMPLOYER_PORT', 3202),
};
export const URLS = Object.fromEntries(Object.entries(PORTS).map(([k, p]) => [k, `http://localhost:${p}`]));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// Figures only on the console: the servers print nothing unless BENCH_LOG asks (kept for error messages),
// and a silent api-mock logs only warnings, as a quiet production API would.
const logs = createLogSink({ mode: logModeFrom(process.env.BENCH_LOG, 'silent') });

/** api-mock on a fresh in-memory database; restarted by the 100,000-jobs figure with API_SEED_SIZE. */
export async function startApi(extraEnv = {}) {
  const api = await startApiMock({
    port: PORTS.api,
    env: {
      API_DB_FILE: ':memory:',
      API_CORS_ORIGINS: `${URLS.shell},${URLS.seeker},${URLS.employer}`,
      ...extraEnv,
    },
    logs,
    readyTimeoutMs: 180_000,
  });
  return { stop: () => api.stop() };
}

export async function serveApps() {
  const config = {
    apiUrl: URLS.api,
    remotes: { seeker: `${URLS.seeker}/mf-manifest.json`, employer: `${URLS.employer}/mf-manifest.json` },
  };
  const apps = [];
  for (const [key, part] of [
    ['shell', 'shell'],
    ['seeker', 'seeker-remote'],
    ['employer', 'employer-remote'],
  ]) {
    apps.push(await serveApp({ part, dir: join(ROOT, part, 'dist'), port: PORTS[key], config, logs }));
  }
  return { close: () => Promise.all(apps.map((app) => app.close())) };
}

export function openBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Records every JS response of a page with its transferred (gzip) size and origin. */
export function trackScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url)) return;
    try {
      const headers = await response.allHeaders();
      const body = await response.body();
      const gzip = Number(headers['content-length'] ?? body.length);
      scripts.push({ url, origin: new URL(url).origin, gzip, raw: body.length });
    } catch {
      // not up yet, or a response without a body
    }
  });
  return scripts;
}

export async function signIn(page, email, password = 'Demo1234') {
  const response = await fetch(`${URLS.api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { token, ...user } = await response.json();
  await page.goto(`${URLS.shell}/404-warmup`);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
}
