// Shared plumbing for the front-end benchmarks: start api-mock and the built apps on bench ports, drive
// Debian's chromium, and summarise samples.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from '@portal/build-config/serve';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PORTS = { api: 4200, shell: 3200, seeker: 3201, employer: 3202 };
export const URLS = Object.fromEntries(Object.entries(PORTS).map(([k, p]) => [k, `http://localhost:${p}`]));

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function waitForHttp(url, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet, or a response without a body
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

export async function startApi(extraEnv = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'api-mock', 'bin', 'api-mock.mjs')], {
    cwd: join(ROOT, 'api-mock'),
    env: {
      ...process.env,
      PORT: String(PORTS.api),
      API_DB_FILE: ':memory:',
      API_LOG: '0',
      API_PUBLIC_URL: URLS.api,
      API_CORS_ORIGINS: `${URLS.shell},${URLS.seeker},${URLS.employer}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHttp(`${URLS.api}/health`);
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

export async function serveApps() {
  const config = {
    apiUrl: URLS.api,
    remotes: { seeker: `${URLS.seeker}/mf-manifest.json`, employer: `${URLS.employer}/mf-manifest.json` },
  };
  const servers = [
    await serveStatic({ dir: join(ROOT, 'shell', 'dist'), port: PORTS.shell, spa: true, config }),
    await serveStatic({ dir: join(ROOT, 'seeker-remote', 'dist'), port: PORTS.seeker, spa: true, config }),
    await serveStatic({
      dir: join(ROOT, 'employer-remote', 'dist'),
      port: PORTS.employer,
      spa: true,
      config,
    }),
  ];
  return { close: () => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))) };
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
