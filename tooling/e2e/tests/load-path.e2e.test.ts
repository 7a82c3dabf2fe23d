// The cold load as a person meets it: the server's HTML is the page itself (header, the first page of jobs)
// before any script has run, nothing moves when the app takes over (cumulative layout shift), a favicon is
// served, the page starts the runtime configuration, the start-up code and its remote's code at once (each
// fetched once), and a page's data comes with its HTML: the browser does not ask for it again; a signed-in
// person's page asks for its data while its own code is still on its way.
import type { EmployerJobsReply } from '@portal/contracts';
import { ROLE_HINT_COOKIE, SESSION_COOKIE } from '@portal/contracts/constants';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  expectAxeClean,
  loginViaApi,
  URLS,
} from '../src/harness';

const { open } = browserSuite();

/** The `<link rel="preload">` tags of an HTML page (minified or not): their href and `as`. */
function preloadsOf(html: string): { href: string; as: string }[] {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|([^\\s>]+))`)
      .exec(tag)
      ?.slice(1)
      .find((v) => v !== undefined) ?? '';
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'preload')
    .map((tag) => ({ href: attribute(tag, 'href'), as: attribute(tag, 'as') }));
}

const firstJobCard = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article').first();

/** Records the page's layout shifts not caused by input (what CLS sums) from before its first script. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const record = window as unknown as { __shift: number };
    record.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.__shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

describe('the cold load', () => {
  test('before any script runs, the page is there: the site header, the jobs as links, its title', async () => {
    const page = await open();
    // No script arrives: what shows is the server's HTML and its stylesheets alone.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/find-jobs');
    const brand = page.getByRole('banner').getByRole('link', { name: 'JobPortal' });
    expect(await brand.isVisible()).toBe(true);
    expect(await brand.getAttribute('href')).toBe('/');
    expect(await firstJobCard(page).getByRole('link').first().getAttribute('href')).toMatch(/^\/jobs\//);
    expect(await page.getByText(/^Showing \d+ jobs$/).isVisible()).toBe(true);
    // Laid out as the app lays it out (styled, same box), not as unstyled markup.
    const painted = await page.getByRole('banner').boundingBox();
    const app = await open();
    await app.goto('/find-jobs');
    await firstJobCard(app).waitFor();
    expect(painted).toEqual(await app.getByRole('banner').boundingBox());
    expect(await page.title()).toBe('Find Jobs · JobPortal');
  });

  test('nothing shifts while a cold /find-jobs and the landing page load (CLS ≤ 0.02)', async () => {
    for (const path of ['/find-jobs', '/']) {
      const page = await open();
      const shift = await watchLayoutShifts(page);
      await page.goto(path);
      if (path === '/') await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
      else await firstJobCard(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await shift(), path).toBeLessThanOrEqual(0.02);
    }
  });

  test('a page carries its stylesheets, the shell’s and its remote’s: none is fetched for its first paint, nor again by the app', async () => {
    // The server reads a remote's stylesheet once, from the remote's origin; a page rendered before it has
    // arrived links it. (Each address new: an anonymous page is kept a few seconds.)
    const carried = (html: string) =>
      [...html.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1] ?? '');
    const fresh = () => `/find-jobs?styles=${Date.now()}-${Math.random()}`;
    await expect
      .poll(async () => carried(await (await fetch(`${URLS.shell}${fresh()}`)).text()), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(new RegExp(`^${URLS.seeker}/.+\\.css$`)));
    const path = fresh();
    const html = await (await fetch(`${URLS.shell}${path}`)).text();
    expect(carried(html)).toContainEqual(expect.stringMatching(/^\/bootstrap\..+\.css$/));
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    const page = await open();
    const styles: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') styles.push(request.url());
    });
    await page.goto(path);
    await appTakenOver(page);
    await page.waitForLoadState('networkidle');
    const inPage = carried(html).map((href) => new URL(href, URLS.shell).href);
    expect(styles.filter((url) => inPage.includes(url))).toEqual([]);
    // Each stylesheet once in the document: the app found the page's own in place.
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll('style[data-href], link[rel="stylesheet"]')].map(
        (element) => element.getAttribute('data-href') ?? element.getAttribute('href'),
      ),
    );
    expect(new Set(hrefs).size).toBe(hrefs.length);
    // Styled by them: the header laid out as the app lays it out.
    expect((await page.getByRole('banner').boundingBox())?.height).toBeGreaterThan(40);
  });

  test('a click before the app holds the page is done once it does, in a part whose code comes last too (the notifications)', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.seeker);
    // The remote's code is held back: the page is painted, and clicked, long before the app holds it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.origin === URLS.seeker && url.pathname.endsWith('.js'),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/find-jobs', { waitUntil: 'commit' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    expect(await page.evaluate(() => performance.getEntriesByName('portal:hydrated').length)).toBe(0);
    release();
    await page.getByRole('link', { name: 'See all your applications' }).waitFor();
  });

  test("a page starts the runtime configuration, the start-up code and its remote's code at once, each fetched once", async () => {
    const page = await open();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/find-jobs');
    await firstJobCard(page).waitFor();
    const preloads = preloadsOf(await (await fetch(`${URLS.shell}/find-jobs`)).text());
    expect(preloads).toContainEqual({ href: '/config.json', as: 'fetch' });
    const scripts = preloads.filter((link) => link.as === 'script').map((link) => link.href);
    expect(scripts.length).toBeGreaterThan(0);
    // The page's remote is named too: its manifest and entry come with the start-up code.
    expect(preloads).toContainEqual({ href: `${URLS.seeker}/mf-manifest.json`, as: 'fetch' });
    expect(scripts).toContain(`${URLS.seeker}/remoteEntry.js`);
    const preloaded = preloads.map((link) => new URL(link.href, URLS.shell).href);
    // A preload the page did not use would be fetched a second time by the script or fetch that needs it.
    for (const url of preloaded) expect(requested.filter((r) => r === url).length, url).toBe(1);
  });

  test("a cold page's data comes with its HTML, a signed-in person's own too: the browser asks for none of it again", async () => {
    // A visitor on the job search and on a job: nothing to ask the API for, the page already shows it.
    for (const path of ['/find-jobs', '/find-jobs?keyword=engineer&sort=newest']) {
      const page = await open();
      const asked: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
      });
      await page.goto(path);
      await firstJobCard(page).waitFor();
      const job = await firstJobCard(page).getByRole('link').first().getAttribute('href');
      await page.waitForLoadState('networkidle');
      expect(asked, path).toEqual([]);
      await page.goto(job ?? '/');
      await page.getByRole('heading', { level: 2, name: 'About This Role' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked, job ?? '').toEqual([]);
    }
    // The employer's dashboard is theirs, rendered for them (their session's cookie): its figures are in
    // the page. Without that cookie (a session from before it, the role hint alone) the browser, which
    // holds the session, asks once, with the token.
    for (const [cookie, expected] of [
      ['kept', []],
      ['dropped', [{ auth: true }]],
    ] as const) {
      const page = await open();
      await loginViaApi(page, DEMO.employer);
      if (cookie === 'dropped') await page.context().clearCookies({ name: SESSION_COOKIE });
      const asked: { auth: boolean }[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/analytics/overview')
          asked.push({ auth: Boolean(request.headers().authorization) });
      });
      await page.goto('/employeer/employeer-dashboard');
      await page
        .getByRole('region', { name: 'Active Jobs' })
        .getByText(/^\d[\d,]*$/)
        .waitFor();
      await page.waitForLoadState('networkidle');
      expect(asked, `session cookie ${cookie}`).toEqual(expected);
    }
  });

  test("a signed-in employer's page names the code it will load, and asks for its data while its own code is on its way", async () => {
    const { token } = await apiLogin(DEMO.employer);
    const jobs = await apiCall<EmployerJobsReply>(token, 'GET', '/api/jobs/get-jobs-employeer');
    const job = jobs.reduce((a, b) => (b.applicationCount > a.applicationCount ? b : a));
    expect(job.applicationCount).toBeGreaterThan(0);
    const path = `/employeer/jobs/${job._id}/applicants`;
    // A signed-in browser whose page the server renders with the role hint alone (a session from before
    // the token's cookie): the session stored, the role hint set, the person's data left to the browser.
    const page = await open();
    await loginViaApi(page, DEMO.employer);
    await page.context().clearCookies({ name: SESSION_COOKIE });
    await page.context().addCookies([{ name: ROLE_HINT_COOKIE, value: 'employeer', url: URLS.shell }]);

    const html = await (
      await fetch(`${URLS.shell}${path}`, { headers: { cookie: `${ROLE_HINT_COOKIE}=employeer` } })
    ).text();
    const preloads = preloadsOf(html);
    // The remote's manifest (fetched as the shell fetches it), its entry, the shell's mounting code and
    // the API client the page's first request needs.
    expect(preloads).toContainEqual({ href: `${URLS.employer}/mf-manifest.json`, as: 'fetch' });
    const scripts = preloads
      .filter((link) => link.as === 'script')
      .map((link) => new URL(link.href, URLS.shell).href);
    expect(scripts).toContain(`${URLS.employer}/remoteEntry.js`);
    expect(scripts.some((href) => /\/mount-remote\.[0-9a-f]+\.js$/.test(href))).toBe(true);
    expect(scripts.some((href) => /\/api-client\.[0-9a-f]+\.js$/.test(href))).toBe(true);

    // The page's own chunk, named in the first response too (its route's handle.code, "applicants"), is
    // held back until the page has asked for its applicants: a page that asks only once its code has
    // arrived and rendered never gets there.
    const requested: string[] = [];
    let askedForData: () => void = () => undefined;
    const dataAsked = new Promise<void>((resolve) => {
      askedForData = resolve;
    });
    page.on('request', (request) => {
      requested.push(request.url());
      if (new URL(request.url()).pathname === '/api/applications/employer') askedForData();
    });
    const held: string[] = [];
    const remoteCode = (url: URL) =>
      url.origin === new URL(URLS.employer).origin && url.pathname.endsWith('.js');
    const pageChunk = scripts.find((href) => /\/applicants\.[0-9a-f]+\.js$/.test(href));
    expect(pageChunk, 'the page chunk is named in the first response').toBeTruthy();
    await page.route(remoteCode, async (route) => {
      if (route.request().url() === pageChunk) {
        held.push(route.request().url());
        await dataAsked;
      }
      await route.continue();
    });
    await page.goto(path);
    await page.getByRole('list', { name: 'Applicants' }).getByRole('listitem').first().waitFor();
    expect(held.length).toBeGreaterThan(0);
    // Each named file was used: a preload the page did not use would be fetched a second time.
    for (const href of [...scripts, `${URLS.employer}/mf-manifest.json`])
      expect(requested.filter((url) => url === href).length, href).toBe(1);
  });

  test('the site has a favicon', async () => {
    const page = await open();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href).toBeTruthy();
    const icon = await fetch(new URL(href ?? '', URLS.shell));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(missing).toEqual([]);
    await expectAxeClean(page, 'landing page');
  });
});
