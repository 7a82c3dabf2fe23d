// Shared plumbing for the front-end benchmarks: start the site on bench ports through the project's one
// start-up module (@portal/site, as `npm start` and e2e do), drive Debian's chromium, summarise samples.
// Ports: BENCH_API_PORT (4200), BENCH_SHELL_PORT (3200), BENCH_SEEKER_PORT (3201), BENCH_EMPLOYER_PORT (3202),
// BENCH_STATIC_PORT (3203: the reference static page), BENCH_SERVER_PORT (3204: the shell's server in a
// process of its own, for its throughput and memory).
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@portal/api-mock/demo-accounts';
import { launchChromium } from '@portal/remote-contract/chromium';
import {
  createLogSink,
  logModeFrom,
  portFromEnv,
  serveApp,
  serveShell,
  siteConfigAt,
  startApi as startApiMock,
} from '@portal/site';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PORTS = {
  api: portFromEnv('BENCH_API_PORT', 4200),
  shell: portFromEnv('BENCH_SHELL_PORT', 3200),
  seeker: portFromEnv('BENCH_SEEKER_PORT', 3201),
  employer: portFromEnv('BENCH_EMPLOYER_PORT', 3202),
  static: portFromEnv('BENCH_STATIC_PORT', 3203),
  server: portFromEnv('BENCH_SERVER_PORT', 3204),
};
export const URLS = /** @type {Record<keyof typeof PORTS, string>} */ (
  Object.fromEntries(Object.entries(PORTS).map(([k, p]) => [k, `http://localhost:${p}`]))
);

/**
 * @param {number[]} values
 * @returns {number} NaN when there are none (`?? NaN` says so to the type-checker; the sum was NaN already)
 */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[mid])
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};
/** @param {number} bytes */
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
  return { stop: () => api.stop(), qaToken: api.qaToken };
}

/**
 * Loads one of QA's scenarios into the bench's API (the seed again, plus the scenario's data) and gives the
 * tokens of the accounts it signs in, by e-mail.
 * @param {{ qaToken: string }} api
 * @param {string} name
 * @returns {Promise<Record<string, string>>}
 */
export async function loadScenario(api, name) {
  const response = await fetch(`${URLS.api}/__qa/scenarios`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qa-token': api.qaToken },
    body: JSON.stringify({ name }),
  });
  if (!response.ok) throw new Error(`the ${name} scenario: HTTP ${response.status}`);
  return (await response.json()).tokens;
}

/** Where the builds are served from: BENCH_DIST_ROOT (a folder with shell/, seeker-remote/ and
 * employer-remote/ builds, e.g. a copy of an older build) compares builds under one lock hold. */
export const DIST_ROOT = process.env.BENCH_DIST_ROOT ?? null;
/** @param {string} part */
export const distOf = (part) => (DIST_ROOT ? join(DIST_ROOT, part) : join(ROOT, part, 'dist'));

/** The runtime configuration of the bench's site. */
export const SITE_CONFIG = siteConfigAt(URLS);

/**
 * The site's apps: the shell's rendering server (or, for a build from before it had one, the static
 * server: an older build compared with BENCH_DIST_ROOT), and the remotes' folders.
 */
export async function serveApps() {
  const config = SITE_CONFIG;
  /** @type {Awaited<ReturnType<typeof serveApp>>[]} */
  const apps = [];
  apps.push(await serveShell({ dir: distOf('shell'), port: PORTS.shell, config, logs }));
  for (const [key, part] of /** @type {['seeker' | 'employer', string][]} */ ([
    ['seeker', 'seeker-remote'],
    ['employer', 'employer-remote'],
  ])) {
    apps.push(await serveApp({ part, dir: distOf(part), port: PORTS[key], config, logs }));
  }
  return { close: () => Promise.all(apps.map((app) => app.close())) };
}

/**
 * The repository's Chromium launcher, on the full browser (not the tests' headless shell): the figures of
 * earlier runs were measured on it, and a page's timings are only comparable on the same browser.
 */
export function openBrowser() {
  return launchChromium({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', jit: 'full' });
}

/** @typedef {import('playwright-core').Page} Page */
/** @typedef {{ url: string, origin: string, gzip: number, sent: number, raw: number }} ScriptRecord */
/** @typedef {ScriptRecord[] & { settled: () => Promise<void>, reset: () => void }} TrackedScripts */

/**
 * Records every JS response of a page with its gzip size (and the bytes sent) and origin, once per URL (a preload
 * and the script that uses it are one download). Reading a body is asynchronous: `settled()` waits for the
 * responses seen so far, so that a sum taken after it does not depend on timing.
 * @param {Page} page
 * @returns {TrackedScripts}
 */
export function trackScripts(page) {
  const scripts = /** @type {TrackedScripts} */ (/** @type {ScriptRecord[]} */ ([]));
  /** @type {Set<Promise<void>>} */
  const pending = new Set();
  const seen = new Set();
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(url) || seen.has(url)) return;
    seen.add(url);
    const read = (async () => {
      try {
        const headers = await response.allHeaders();
        const body = await response.body();
        // Budgets are in gzip bytes, whatever the server sent (Brotli to Chromium): the same measure on
        // any server, and comparable with earlier figures.
        const gzip = gzipSync(body, { level: 9 }).length;
        const sent = Number(headers['content-length'] ?? body.length);
        scripts.push({ url, origin: new URL(url).origin, gzip, sent, raw: body.length });
      } catch {
        // not up yet, or a response without a body
      }
    })();
    pending.add(read);
    void read.finally(() => pending.delete(read));
  });
  scripts.settled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  scripts.reset = () => {
    scripts.length = 0;
    seen.clear();
  };
  return scripts;
}

/** A layout-shift entry (the Layout Instability API, not in TypeScript's DOM library). */
/** @typedef {PerformanceEntry & { hadRecentInput: boolean, value: number }} LayoutShift */

/**
 * Before any script of the page: records its cumulative layout shift (shifts not caused by input, as CLS
 * counts them) in `window.__cls`, its LCP in `window.__lcp` and the end of its last long task in
 * `window.__lastLongTask`.
 * @param {Page} page
 */
export function observeVitals(page) {
  return page.addInitScript(() => {
    window.__cls = 0;
    window.__lcp = 0;
    window.__lastLongTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of /** @type {LayoutShift[]} */ (list.getEntries()))
        if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lastLongTask = entry.startTime + entry.duration;
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** Per page: the selectors watched from its first byte, and when each first showed. */
const appearances = new WeakMap();

/**
 * Before any script of the page: watches for `selectors` as the document is built, and notes (on the
 * console, where the bench reads it) when each was first shown: the first animation frame in which it
 * matches, but never before the page's first contentful paint (an animation frame comes before its
 * frame's style, layout and paint, and a page's first frame waits for its render-blocking parts: what a
 * server sent in the HTML is shown at that first paint). Nothing else of the bench runs inside the page
 * while it loads: waiting from outside (Playwright's waitForFunction) evaluates Playwright's own script in
 * the page, tens of milliseconds on its main thread that a page still parsing paid before its first paint.
 * @param {Page} page
 * @param {string[]} selectors
 */
export async function watchAppearance(page, selectors) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  appearances.set(page, { selectors: new Set(selectors), seen });
  page.on('console', (message) => {
    const match = /^bench-seen (\d+(?:\.\d+)?) (.*)$/.exec(message.text());
    if (match && !seen.has(/** @type {string} */ (match[2])))
      seen.set(/** @type {string} */ (match[2]), Number(match[1]));
  });
  await page.addInitScript((/** @type {string[]} */ wanted) => {
    /** @type {(at: number) => void} */
    let painted = () => undefined;
    /** @type {Promise<number>} */
    const firstPaint = new Promise((resolve) => (painted = resolve));
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) painted(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
    const left = new Set(wanted);
    const look = () => {
      for (const selector of left) {
        if (!document.querySelector(selector)) continue;
        left.delete(selector);
        requestAnimationFrame(() => {
          const inFrame = performance.now();
          void firstPaint.then((paint) =>
            console.debug(`bench-seen ${Math.max(inFrame, paint)} ${selector}`),
          );
        });
      }
      if (left.size === 0) observer.disconnect();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { childList: true, subtree: true });
  }, selectors);
}

/**
 * ms from navigation start at which `selector` was first shown (watched by watchAppearance).
 * @param {Page} page
 * @param {string} selector
 * @returns {Promise<number>}
 */
export async function timeTo(page, selector, timeout = 30_000) {
  const watched = appearances.get(page);
  if (!watched?.selectors.has(selector)) throw new Error(`timeTo: "${selector}" is not watched on this page`);
  const until = Date.now() + timeout;
  for (;;) {
    const at = watched.seen.get(selector);
    if (at !== undefined) return at;
    if (Date.now() > until) throw new Error(`timeTo: "${selector}" did not show within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The page's first contentful paint, ms from navigation start, waited for: a server-rendered page has its
 * content in the document before its first paint, so asking as soon as an element exists finds none yet.
 * @param {Page} page
 */
export async function firstContentfulPaint(page, timeout = 30_000) {
  const handle = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    undefined,
    { timeout },
  );
  return /** @type {number} */ (await handle.jsonValue());
}

/**
 * @portal/contracts' ROLE_HINT_COOKIE, SESSION_COOKIE and UTC_OFFSET_COOKIE (the benches run on plain Node,
 * without the TypeScript sources).
 */
const SESSION_COOKIES = { role: 'portal_role', token: 'portal_session', offset: 'portal_utc_offset' };

/**
 * The cookies the site's own sign-in sets for `token` (the server renders a signed-in page with them).
 * @param {string} token
 * @param {string} role
 * @returns {Record<string, string>}
 */
export function sessionCookies(token, role) {
  return {
    [SESSION_COOKIES.role]: role,
    [SESSION_COOKIES.token]: encodeURIComponent(token),
    // The browser runs in this machine's time zone: its offset is this process's.
    [SESSION_COOKIES.offset]: String(-new Date().getTimezoneOffset() || 0),
  };
}

/**
 * Signs `email` in for the page's next loads without loading any of the site first (so the load that
 * follows is cold): the token comes from the API, and the session is written into the shell origin's
 * localStorage before any script of the page runs, with the cookies the site's own sign-in sets (so the
 * server renders, with their data, and names the code of, the page a signed-in person gets).
 * @param {Page} page
 * @param {string} email
 */
export async function signIn(page, email, password = DEMO_PASSWORD) {
  const response = await fetch(`${URLS.api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: HTTP ${response.status}`);
  const { token, ...user } = await response.json();
  const cookies = sessionCookies(token, user.role);
  await page.context().addCookies(
    Object.entries(cookies).map(([name, value]) => ({
      name,
      value,
      url: URLS.shell,
      sameSite: /** @type {const} */ ('Lax'),
    })),
  );
  await page.addInitScript(
    ([origin, t, u]) => {
      if (location.origin !== origin) return;
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    /** @type {[string, string, string]} */ ([URLS.shell, token, JSON.stringify(user)]),
  );
}

/** The throttled profile of the figures: 1.6 Mbit/s down, 750 kbit/s up, 150 ms latency. */
export const CONDITIONS = {
  slow: {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  },
};
/** The slow phone: the throttled link, and a CPU four times slower. */
export const SLOW_PHONE_CPU = 4;

/**
 * Applies network conditions to a page through the DevTools protocol (Network.emulateNetworkConditions),
 * and a slower CPU when `cpu` is given (Emulation.setCPUThrottlingRate: 4 is four times slower).
 * @param {Page} page
 * @param {typeof CONDITIONS.slow} conditions
 * @param {{ cpu?: number }} [options]
 */
export async function throttle(page, conditions, { cpu } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return cdp;
}

/** @typedef {{ name: string, type: string, start: number, end: number }} WaterfallRow */
/** @typedef {{ rows: WaterfallRow[], paints: Record<string, number> }} Waterfall */

/**
 * The page's request waterfall from its own Resource Timing entries, in ms from navigation start: every
 * request with its start and end (scripts, styles, fetches, images), the document, and the first paints.
 * @param {Page} page
 * @returns {Promise<Waterfall>}
 */
export function readWaterfall(page) {
  return page.evaluate(() => {
    const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    const rows = [{ name: location.href, type: 'document', start: nav.startTime, end: nav.responseEnd }];
    for (const entry of /** @type {PerformanceResourceTiming[]} */ (
      performance.getEntriesByType('resource')
    )) {
      rows.push({
        name: entry.name,
        type: entry.initiatorType,
        start: entry.startTime,
        end: entry.responseEnd,
      });
    }
    const paints = Object.fromEntries(
      [...performance.getEntriesByType('paint'), ...performance.getEntriesByType('mark')].map((p) => [
        p.name,
        p.startTime,
      ]),
    );
    return { rows: rows.sort((a, b) => a.start - b.start), paints };
  });
}

/**
 * Prints a waterfall as `start–end  type  url` lines, URLs shortened to their origin's port and path.
 * @param {Waterfall} waterfall
 * @param {{ until?: number }} [options] `until`: when the benchmark's target was shown, ms
 */
export function printWaterfall({ rows, paints }, { until } = {}) {
  const short = (/** @type {string} */ url) => {
    const u = new URL(url);
    return `:${u.port}${u.pathname}${u.search}`;
  };
  for (const row of rows) {
    const bar = `${row.start.toFixed(0).padStart(5)}–${row.end.toFixed(0).padStart(5)} ms`;
    console.log(`  ${bar}  ${row.type.padEnd(14)} ${short(row.name)}`);
  }
  for (const [name, at] of Object.entries(paints))
    console.log(`  ${at.toFixed(0).padStart(5)} ms        ${name}`);
  if (until !== undefined) console.log(`  ${until.toFixed(0).padStart(5)} ms        target shown`);
}

/**
 * @typedef {{
 *   server: Record<string, number>,
 *   ttfb: number,
 *   body: number,
 *   hydrated: number,
 *   requests: number,
 *   depth: number,
 *   bytes: number,
 *   chain: string[],
 * }} LoadTrace
 */

/**
 * One cold load of `url` in `page`, traced up to the moment the server's page came alive (the shell marks
 * `portal:hydrated`): the server's split from its Server-Timing header (the remote's code, the route
 * loaders, React's render), the first byte and the body's transfer (the server writing it, on localhost),
 * and the browser's chain before hydration: how many requests, their bytes on the wire, and its depth
 * (the longest run of requests each started by the one before: the document is 1, what it names 2, what
 * those start 3…), with the deepest run's files.
 * @param {Page} page a fresh page (nothing cached)
 * @param {string} url
 * @returns {Promise<LoadTrace>}
 */
export async function traceLoad(page, url) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  /** @type {Map<string, string>} */
  const urlOf = new Map();
  /** @type {Map<string, { from: string | null, bytes: number }>} */
  const requests = new Map();
  /** The script or document whose code asked for a request (an async stack's first known frame). */
  const initiatorOf = (/** @type {any} */ initiator) => {
    if (initiator.url) return initiator.url;
    for (let stack = initiator.stack; stack; stack = stack.parent) {
      const frame = stack.callFrames?.find((/** @type {{ url: string }} */ f) => f.url);
      if (frame) return frame.url;
    }
    return null;
  };
  cdp.on('Network.requestWillBeSent', (/** @type {any} */ event) => {
    urlOf.set(event.requestId, event.request.url);
    if (!requests.has(event.request.url))
      requests.set(event.request.url, { from: initiatorOf(event.initiator), bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (/** @type {any} */ event) => {
    const record = requests.get(urlOf.get(event.requestId) ?? '');
    if (record) record.bytes += event.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('portal:hydrated').length > 0, null, {
    timeout: 60_000,
  });
  const seen = await page.evaluate(() => {
    const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    const hydrated = performance.getEntriesByName('portal:hydrated')[0]?.startTime ?? 0;
    return {
      document: nav.name,
      server: Object.fromEntries(nav.serverTiming.map((entry) => [entry.name, entry.duration])),
      ttfb: nav.responseStart - nav.startTime,
      body: nav.responseEnd - nav.responseStart,
      hydrated,
      // Every request the page started before it came alive (each URL once).
      before: [
        ...new Set(
          /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'))
            .filter((entry) => entry.startTime < hydrated)
            .map((entry) => entry.name),
        ),
      ],
    };
  });
  await cdp.detach();
  /** @type {Map<string, string[]>} */
  const runs = new Map([[seen.document, [seen.document]]]);
  /**
   * The run of requests that led to `name` (the document first), each started by the one before.
   * @param {string} name
   * @returns {string[]}
   */
  const runOf = (name, depth = 0) => {
    const known = runs.get(name);
    if (known) return known;
    const from = requests.get(name)?.from;
    // A request of unknown origin counts as the document's; a loop (none expected) stops the walk.
    /** @type {string[]} */
    const parent = from && from !== name && depth < 50 ? runOf(from, depth + 1) : [seen.document];
    const run = [...parent, name];
    runs.set(name, run);
    return run;
  };
  const chain = [seen.document, ...seen.before]
    .map((name) => runOf(name))
    .reduce((a, b) => (b.length > a.length ? b : a));
  return {
    server: seen.server,
    ttfb: seen.ttfb,
    body: seen.body,
    hydrated: seen.hydrated,
    requests: 1 + seen.before.length,
    depth: chain.length,
    bytes: [seen.document, ...seen.before].reduce((sum, name) => sum + (requests.get(name)?.bytes ?? 0), 0),
    chain: chain.map((name) => {
      const address = new URL(name);
      return `:${address.port}${address.pathname}`;
    }),
  };
}
