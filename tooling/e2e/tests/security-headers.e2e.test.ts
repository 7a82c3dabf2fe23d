// What the static hosting sends with the site (the project's server locally, nginx or a CDN when deployed):
// a Content-Security-Policy without inline or eval scripts, nosniff, a referrer policy, no framing, CORS
// and the cache rules on the remotes' entry files; and every page of the composed site, and each
// remote's standalone page, working under that policy (src/csp-guard.ts fails a test on any violation).
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiLogin,
  browserSuite,
  DEMO,
  DEPLOYED,
  errorsOf,
  loginViaApi,
  takeCspViolations,
  URLS,
} from '../src/harness';

const { open } = browserSuite();

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).first().waitFor();

describe('headers', () => {
  test('every app document has a strict policy and the security headers', async () => {
    for (const url of [`${URLS.shell}/`, `${URLS.shell}/find-jobs`, `${URLS.seeker}/`, `${URLS.employer}/`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).not.toBe('');
      const scripts = directive(csp, 'script-src') || directive(csp, 'default-src');
      expect(scripts, url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive(csp, 'object-src'), url).toBe("object-src 'none'");
      expect(directive(csp, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), url).toBeTruthy();
      // Revalidated by browsers every time (an anonymous page of the shell's may be kept by a proxy briefly).
      expect(response.headers.get('cache-control'), url).toMatch(/no-cache|max-age=0/);
    }
  });

  test('an anonymous page is kept a few seconds for every visitor; a signed-in one’s or a tester’s never', async () => {
    // A URL of its own, so that this run's first request renders it.
    const url = `${URLS.shell}/find-jobs?kept=${Date.now()}`;
    const first = await fetch(url);
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=3',
    );
    await first.arrayBuffer();
    // The site's server keeps a page from the second time its URL is asked (most URLs are asked once);
    // nginx in front of it, deployed, from the first.
    const second = await fetch(url);
    const html = await second.text();
    const again = await fetch(url);
    expect(await again.text()).toBe(html);
    // Kept by the site's server (it says how old) or, deployed, by nginx in front of it (X-Cache-Status).
    if (DEPLOYED) expect(again.headers.get('x-cache-status')).toMatch(/^(HIT|STALE)$/);
    else expect(again.headers.get('age')).toMatch(/^\d+$/);
    const visitors: Record<string, string>[] = [
      { cookie: 'portal_role=jobseeker' },
      { 'x-qa-session': 'e2e-kept' },
    ];
    for (const headers of visitors) {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        expect(response.headers.get('cache-control')).toBe('private, no-cache');
        expect(response.headers.get('age')).toBeNull();
        if (DEPLOYED) expect(response.headers.get('x-cache-status')).toBe('BYPASS');
      }
    }
  });

  test('the shell may reach the API and load the remotes under its policy', async () => {
    const csp = (await fetch(`${URLS.shell}/`)).headers.get('content-security-policy') ?? '';
    const origin = (url: string) => new URL(url).origin;
    expect(directive(csp, 'connect-src')).toContain(origin(URLS.api));
    for (const remote of [URLS.seeker, URLS.employer]) {
      expect(directive(csp, 'script-src')).toContain(origin(remote));
    }
  });

  test("a remote's entry files are cross-origin, revalidated and gzip-encoded", async () => {
    for (const base of [URLS.seeker, URLS.employer]) {
      for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
        const response = await fetch(`${base}/${file}`, {
          headers: { origin: URLS.shell, 'accept-encoding': 'gzip' },
        });
        expect(response.status, file).toBe(200);
        expect(response.headers.get('access-control-allow-origin'), file).toBe('*');
        expect(response.headers.get('cache-control'), file).toBe('no-cache');
        expect(response.headers.get('content-encoding'), file).toBe('gzip');
        const etag = response.headers.get('etag');
        expect(etag, file).toBeTruthy();
        await response.arrayBuffer();
        // As a browser revalidates a no-cache file (fetch would add "no-cache" and forbid a 304 otherwise).
        const again = await fetch(`${base}/${file}`, {
          headers: { 'if-none-match': etag ?? '', 'accept-encoding': 'gzip', 'cache-control': 'max-age=0' },
        });
        expect(again.status, `${file} revalidated`).toBe(304);
      }
    }
  });

  test('a missing hashed file is a 404 that no cache keeps (a chunk published later must not stay missing)', async () => {
    for (const base of [URLS.shell, URLS.seeker, URLS.employer]) {
      const response = await fetch(`${base}/never-built.0123456789.js`);
      expect(response.status, base).toBe(404);
      expect(response.headers.get('cache-control') ?? '', base).not.toMatch(/immutable|max-age=[1-9]/);
      await response.arrayBuffer();
    }
  });
});

describe('every page works under the policy', () => {
  test('an inline script is blocked, and the browser reports it (what the guard of every test listens to)', async () => {
    const page = await open();
    await page.goto('/');
    await heading(page, /dream job/i);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => takeCspViolations().length).toBeGreaterThan(0);
  });

  test('anonymous pages of the shell', async () => {
    const page = await open();
    await page.goto('/');
    await heading(page, /dream job/i);
    await page.goto('/login');
    await heading(page, 'Sign in to your account');
    await page.goto('/signup');
    await heading(page, 'Create Account');
    await page.goto('/find-jobs');
    await heading(page, 'Find your Dream Job');
    const { jobs } = (await (await fetch(`${URLS.api}/api/jobs?limit=1`)).json()) as {
      jobs: { _id: string; title: string }[];
    };
    // Job pages are public: a visitor reads the job itself.
    await page.goto(`/jobs/${jobs[0]!._id}`);
    await heading(page, jobs[0]!.title);
    await page.goto('/no-such-page');
    await heading(page, 'Page not found');
    expect(errorsOf(page)).toEqual([]);
  });

  test('the job seeker pages, images from the API included', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.seeker);
    await page.goto('/find-jobs');
    await heading(page, 'Find your Dream Job');
    const card = page.getByRole('list', { name: 'Jobs' }).getByRole('article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('heading').click();
    await heading(page, title);
    await page.goto('/saved-jobs');
    await heading(page, 'Saved Jobs');
    await page.goto('/profile');
    await heading(page, 'Profile');
    // Every image shown (company logos come from the API's origin) has loaded.
    await page.goto('/find-jobs');
    await heading(page, 'Find your Dream Job');
    await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
    const broken = await page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => img.naturalWidth === 0)
        .map((img) => img.src),
    );
    expect(broken).toEqual([]);
    expect(errorsOf(page)).toEqual([]);
  });

  test('the employer pages', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.employer);
    const pagesAndHeadings = [
      ['/employeer/employeer-dashboard', 'Dashboard'],
      ['/employeer/post-jobs', 'Post a New Job'],
      ['/employeer/manage-jobs', 'Job Managment'],
      ['/employeer/company-profile', 'Employeer Profile'],
    ] as const;
    for (const [path, name] of pagesAndHeadings) {
      await page.goto(path);
      await heading(page, name);
    }
    expect(errorsOf(page)).toEqual([]);
  });

  test("each remote's standalone page", async () => {
    const seeker = await open();
    await seeker.goto(`${URLS.seeker}/find-jobs`);
    await heading(seeker, 'Find your Dream Job');
    await seeker.getByRole('list', { name: 'Jobs' }).getByRole('article').first().waitFor();

    // A production build has no demo sign-in page: the session is put where the standalone page reads it
    // (its own origin's storage), as a person signed in on that origin would have it.
    const employer = await open();
    const { token, user } = await apiLogin(DEMO.employer);
    const { token: _token, ...stored } = user;
    // Storage is written on a page no guard leaves (/login), then the dashboard is opened: reloading a
    // guarded page instead races its redirect to /login, which may already have happened.
    await employer.goto(`${URLS.employer}/login`);
    await employer.evaluate(
      ([t, u]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      [token, JSON.stringify(stored)] as const,
    );
    await employer.goto(`${URLS.employer}/employeer/employeer-dashboard`);
    await heading(employer, 'Dashboard');
    expect([...errorsOf(seeker), ...errorsOf(employer)]).toEqual([]);
  });
});
