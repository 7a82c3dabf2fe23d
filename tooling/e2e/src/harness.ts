// What every e2e test file uses: the browser (Debian's Chromium through playwright-core, never a
// downloaded one; see @portal/remote-contract/chromium), fresh pages, the QA controls of api-mock, sign-in
// shortcuts and the axe-core check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import type {
  LoginReply,
  QaFault,
  QaFaultBody,
  QaJournalEntry,
  QaScenarioName,
  QaScenarioReply,
  QaStub,
  QaStubBody,
} from '@portal/contracts';
import { ROLE_HINT_COOKIE, SESSION_COOKIE, UTC_OFFSET_COOKIE } from '@portal/contracts/constants';
import { API_PATHS } from '@portal/contracts/paths';
import { launchChromium } from '@portal/remote-contract/chromium';
import { QA_TOKEN_HEADER } from '@portal/site';
import { DEPLOYED, URLS } from './ports';

export { URLS, PORTS, SPARE_PORTS, DEPLOYED, siteConfig } from './ports';

/**
 * The describe of a `*.local.e2e.test.ts` file, whose tests need local builds and processes (they rebuild,
 * stop or start parts of the site): against a deployment (E2E_*_URL) they are skipped, visibly, and say why.
 */
export function describeLocal(name: string, body: () => void): void {
  describe.skipIf(DEPLOYED)(DEPLOYED ? `${name} [local only: skipped against a deployment]` : name, body);
}

export { DEMO, seededSeeker } from '@portal/api-mock/demo-accounts';
export interface Credentials {
  email: string;
  password: string;
}

/** The browser of a test file: the repository's one Chromium launcher (the remotes' contract test's). */
export const openBrowser: () => Promise<Browser> = launchChromium;

const pageErrors = new WeakMap<Page, Error[]>();
const cspViolations: string[] = [];
const hydrationErrors: string[] = [];

/**
 * Content-Security-Policy violations the browser reported on any page since the last call (each page
 * opened with newPage is watched); src/csp-guard.ts fails the test that caused one.
 */
export const takeCspViolations = () => cspViolations.splice(0);

/**
 * Hydration mismatches React reported on any page since the last call: a page whose first render in the
 * browser differed from the server's (React then throws the server's HTML away and renders it again).
 * src/csp-guard.ts fails the test that caused one.
 */
export const takeHydrationErrors = () => hydrationErrors.splice(0);
/** React's production messages for a mismatch (#418, #419, #423, #425) and its development wording. */
const HYDRATION_ERROR = /hydrat|Minified React error #4(?:1[89]|2[35])/i;

/** A page in a fresh context (its own localStorage). Uncaught page errors are collected and reported. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1280, height: 800 },
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: URLS.shell, ...options });
  const page = await context.newPage();
  const errors: Error[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => {
    errors.push(error);
    console.error(`[page error] ${error.message}`);
    // React 19 reports a mismatch it recovered from as an uncaught error (reportError), React 18 on the console.
    if (HYDRATION_ERROR.test(error.message)) hydrationErrors.push(`${page.url()}: ${error.message}`);
  });
  // Chromium reports a blocked script, style, connection or eval as a console error naming the policy.
  const said: string[] = [];
  pageConsoles.set(page, said);
  // Every address the page went through, a history replacement by the app's code included.
  const went: string[] = [];
  pageAddresses.set(page, went);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    went.push(`${new Date().toISOString().slice(11, 23)} ${frame.url()}`);
    if (went.length > ADDRESSES_KEPT) went.shift();
  });
  page.on('console', (message) => {
    said.push(`${message.type()}: ${message.text()}`);
    if (said.length > CONSOLE_KEPT) said.shift();
    if (message.type() !== 'error') return;
    if (/Content Security Policy/i.test(message.text()))
      cspViolations.push(`${page.url()}: ${message.text()}`);
    if (HYDRATION_ERROR.test(message.text())) hydrationErrors.push(`${page.url()}: ${message.text()}`);
  });
  // The one bound of every wait, there only to stop a hang: a wait that names a shorter one of its own
  // asserts a time, and fails whenever the machine is busy (npm test runs every stage at once).
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  return page;
}

/** Uncaught errors the page threw so far. */
export const errorsOf = (page: Page) => pageErrors.get(page) ?? [];

/** The last lines each page wrote to its console (any kind), for a failure's report. */
const pageConsoles = new WeakMap<Page, string[]>();
const CONSOLE_KEPT = 30;
/** The last addresses each page went through (the time of day each was reached), for a failure's report. */
const pageAddresses = new WeakMap<Page, string[]>();
const ADDRESSES_KEPT = 12;

/**
 * What the page shows and holds now, for the message of a wait that failed: its address and the ones it
 * went through, whether the app took it over, where focus is, the state of its form controls, its uncaught
 * errors and last console lines. A failure that happens one run in ten is mended only when its report says what the page was doing.
 */
export async function describePage(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const root = document.getElementById('root');
      const label = (element: Element) =>
        element.getAttribute('aria-label') ??
        (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
        element.closest('label')?.textContent ??
        element.getAttribute('name') ??
        element.tagName;
      const controls = [...document.querySelectorAll('select, input, textarea')]
        .filter((element) => !(element instanceof HTMLInputElement && element.type === 'hidden'))
        .slice(0, 40)
        .map((element) => {
          const control = element as HTMLInputElement;
          const value = ['checkbox', 'radio'].includes(control.type)
            ? String(control.checked)
            : control.value;
          return `${label(element)?.trim()}=${value}`;
        });
      const active = document.activeElement;
      return {
        held: root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer')),
        rendered: document.getElementById('portal-page') !== null,
        marks: performance
          .getEntriesByType('mark')
          .map((mark) => `${mark.name}@${mark.startTime.toFixed(0)}`)
          .join(' '),
        now: performance.now().toFixed(0),
        active: active ? `${active.tagName} ${label(active)?.trim() ?? ''}` : 'none',
        busy: document.querySelectorAll('[aria-busy="true"]').length,
        controls: controls.join('; '),
      };
    })
    .catch((error: unknown) => ({ unreadable: String(error) }));
  return [
    `page: ${page.url()} (at ${new Date().toISOString().slice(11, 23)})`,
    `state: ${JSON.stringify(state)}`,
    `addresses (last ${ADDRESSES_KEPT}):`,
    ...(pageAddresses.get(page) ?? []).map((line) => `  ${line}`),
    `errors: ${
      errorsOf(page)
        .map((error) => error.message)
        .join(' | ') || 'none'
    }`,
    `console (last ${CONSOLE_KEPT}):`,
    ...(pageConsoles.get(page) ?? []).map((line) => `  ${line}`),
  ].join('\n');
}

/** Runs `wait`; when it fails, its error says what the page showed then (describePage). */
export async function explained<T>(page: Page, wait: Promise<T>): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n${await describePage(page)}`, { cause: error });
  }
}

/** The header that opens api-mock's /__qa controls (the suite's token, or E2E_QA_TOKEN). */
export function qaHeaders(): Record<string, string> {
  const token = inject('qaToken');
  return token ? { [QA_TOKEN_HEADER]: token } : {};
}

async function qa(method: string, path: string, body?: unknown) {
  const response = await fetch(`${URLS.api}${path}`, {
    method,
    headers: {
      ...qaHeaders(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json().catch(() => null);
}

export const resetApi = () => qa('POST', '/__qa/reset', {});
export const addFault = (fault: QaFaultBody) => qa('POST', '/__qa/faults', fault);
export const clearFaults = () => qa('DELETE', '/__qa/faults');
export const listFaults = () => qa('GET', '/__qa/faults') as Promise<QaFault[]>;
/** The journal's calls (newest first), filtered as `GET /__qa/journal?…` filters them. */
export const readJournal = (filters: Record<string, string>) =>
  qa('GET', `/__qa/journal?${new URLSearchParams(filters).toString()}`) as Promise<QaJournalEntry[]>;
export const addStub = (stub: QaStubBody) => qa('POST', '/__qa/stubs', stub) as Promise<QaStub>;
export const listStubs = () => qa('GET', '/__qa/stubs') as Promise<QaStub[]>;
export const clearStubs = () => qa('DELETE', '/__qa/stubs');
/** Loads one of api-mock's named QA scenarios (it resets to the seed first); returns what it made. */
export const loadScenario = (name: QaScenarioName) =>
  qa('POST', '/__qa/scenarios', { name }) as Promise<QaScenarioReply>;

/** Signs in through the API; returns the token and user. */
export async function apiLogin(credentials: Credentials): Promise<{ token: string; user: LoginReply }> {
  const response = await fetch(`${URLS.api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login ${credentials.email}: HTTP ${response.status}`);
  const user = (await response.json()) as LoginReply;
  return { token: user.token, user };
}

/** Sends an API request as a signed-in user (a JSON body when given) and returns the raw response. */
export function apiFetch(token: string, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${URLS.api}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Calls the API as a signed-in user; anything but a 2xx throws. */
export async function apiCall<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await apiFetch(token, method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Waits until a job seeker has been told that their application moved to `status`: an employer's change
 * reaches the candidate (their view, a notification, an e-mail) once its Undo window (10 s) is over.
 */
export async function untilCandidateTold(seekerToken: string, applicationId: string, status: string) {
  const started = Date.now();
  for (;;) {
    const seen = await apiCall<{ status: string }>(seekerToken, 'GET', `/api/applications/${applicationId}`);
    if (seen.status === status) return;
    if (Date.now() - started > 40_000)
      throw new Error(`application ${applicationId}: still ${seen.status} for its seeker, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Waits until the app has taken a server-rendered page over (React holds its root, and has hydrated the
 * page: the shell marks that moment). Before that, a link on the page is a plain link, as it is without
 * JavaScript: "Load more" opens the next page from the server instead of adding to the list; and the
 * page's session is still the one it was rendered for. A test of what the app does in place waits for this.
 */
export async function appTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const held = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    // A page rendered in the browser (no state from a server) has no hydration to wait for.
    const rendered = document.getElementById('portal-page') !== null;
    return held && (!rendered || performance.getEntriesByName('portal:hydrated').length > 0);
  });
}

/** What a signed-in header reads once the page is alive: its notifications and its unread messages. */
export const HEADER_READS = [API_PATHS.notifications, API_PATHS.conversations];

/**
 * Every read of `paths` answered. Call it before the page opens and await it after: a test that lets the
 * session expire under an idle page waits for the reads the page makes once it is alive (by default its
 * header's), so that what meets the expired token is the person's action and not one of these reads, which
 * the app rightly answers by ending the session. On a busy machine they start well after the network has
 * first gone quiet (their code loads after hydration), so `networkidle` cannot tell.
 */
export function readsAnswered(page: Page, paths: readonly string[] = HEADER_READS): Promise<unknown> {
  return Promise.all(
    paths.map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)),
  );
}

/**
 * Signs in without the UI: writes the session where the app keeps it (token + user in localStorage) and the
 * cookies the app keeps beside it for the site's server.
 */
export async function loginViaApi(page: Page, credentials: Credentials): Promise<LoginReply> {
  const { token, user } = await apiLogin(credentials);
  const { token: _token, ...stored } = user;
  // Any document of the site's origin holds its localStorage: a plain text file, not a page that the
  // server renders and the browser then hydrates only to be left at once (most signed-in tests start here).
  if (!page.url().startsWith(URLS.shell)) await page.goto('/robots.txt');
  // The stored session and the cookies the app writes beside it (shared-auth's writeSessionCookies), as a
  // sign-in through the form leaves them: the site's server renders the next page for this person.
  await page.evaluate(
    ([t, u, role, names]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
      const cookies = {
        [names.role]: role,
        [names.session]: encodeURIComponent(t),
        [names.offset]: String(-new Date().getTimezoneOffset() || 0),
      };
      for (const [name, value] of Object.entries(cookies)) {
        document.cookie = `${name}=${value}; Path=/; SameSite=Lax`;
      }
    },
    [
      token,
      JSON.stringify(stored),
      user.role,
      { role: ROLE_HINT_COOKIE, session: SESSION_COOKIE, offset: UTC_OFFSET_COOKIE },
    ] as const,
  );
  return user;
}

/** Signs in through the login form and waits for the redirect to the role's home. */
export async function loginViaUi(page: Page, credentials: Credentials): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(credentials.email);
  await page.getByLabel(/^password$/i).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(find-jobs|employeer\/employeer-dashboard)/);
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Puts the page's finite animations at their end, and makes any that start while axe runs end at once: a
 * toast fading in or out has the contrast of its half-way opacity, which is not what anyone reads, and on a
 * busy machine a toast's exit could begin in the middle of the check. Through the browser's own animation
 * clock (DevTools), not a stylesheet: the pages' Content-Security-Policy rightly refuses inline styles.
 * Returns what undoes it.
 */
async function holdAnimationsAtTheirEnd(page: Page): Promise<() => Promise<void>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Animation.enable');
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 100_000 });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  return async () => {
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 }).catch(() => undefined);
    await devtools.detach().catch(() => undefined);
  };
}

/** Runs axe-core in the page with its animations at rest; throws listing every serious or critical violation. */
export async function expectAxeClean(page: Page, label = page.url()): Promise<void> {
  const release = await holdAnimationsAtTheirEnd(page);
  let violations: AxeViolation[];
  try {
    // Once per document: a page checked again (a dialog opened, a list moved) keeps the axe it was given,
    // and the browser does not parse its half megabyte again.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    violations = (await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations;
    })) as AxeViolation[];
  } finally {
    await release();
  }
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const lines = blocking.map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
    throw new Error(
      `axe found ${blocking.length} serious/critical issue(s) on ${label}:\n${lines.join('\n')}`,
    );
  }
}

/** Bytes of small but valid files for upload tests. */
export const FILES = {
  // 1x1 transparent PNG
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/**
 * The usual life cycle of a browser test file: a fresh seed and one browser for the file, a fresh page
 * (own context) per `open()`, faults cleared and pages closed after each test. Call at the file's top level.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  const pages: Page[] = [];
  beforeAll(async () => {
    await resetApi();
    await clearFaults();
    browser = await openBrowser();
  });
  afterEach(async () => {
    await clearFaults();
    await clearStubs();
    await Promise.all(pages.splice(0).map((page) => page.context().close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async open(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<Page> {
      if (!browser) throw new Error('browserSuite: the browser is not open yet (call open() inside a test)');
      const page = await newPage(browser, viewport, options);
      pages.push(page);
      return page;
    },
  };
}
