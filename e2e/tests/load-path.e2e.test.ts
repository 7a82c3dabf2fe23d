// The cold load as a person meets it: the server's HTML is the page itself (header, the first page of jobs)
// before any script has run, nothing moves when the app takes over (cumulative layout shift), a favicon is
// served, the page starts the runtime configuration and the start-up code at once (each fetched once), and
// a page's data comes with its HTML: the browser does not ask for it again.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, DEMO, expectAxeClean, loginViaApi, URLS } from '../src/harness';

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

  test('index.html starts the runtime configuration and the start-up code at once, each fetched once', async () => {
    const page = await open();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/find-jobs');
    await firstJobCard(page).waitFor();
    const preloads = preloadsOf(await (await fetch(`${URLS.shell}/find-jobs`)).text());
    expect(preloads).toContainEqual({ href: '/config.json', as: 'fetch' });
    const scripts = preloads.filter((link) => link.as === 'script').map((link) => link.href);
    expect(scripts.length).toBeGreaterThan(0);
    const preloaded = ['/config.json', ...scripts];
    // A preload the page did not use would be fetched a second time by the script or fetch that needs it.
    for (const path of preloaded) expect(requested.filter((p) => p === path).length, path).toBe(1);
  });

  test("a cold page's data comes with its HTML; a signed-in person's own data is asked for once, by the browser", async () => {
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
    // The employer's dashboard is theirs: the browser, which holds the session, asks once, with the token.
    const page = await open();
    await loginViaApi(page, DEMO.employer);
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
    expect(asked).toEqual([{ auth: true }]);
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
