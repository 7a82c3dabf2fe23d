// HTML first, as crawlers, link previews and people with a slow phone (or no JavaScript) meet the site: a
// job page's HTML names the job (title, description, link-preview tags, canonical link, JobPosting data);
// unknown pages and jobs are real 404s; the sitemap lists the open jobs and not the closed ones; a search
// with JavaScript off finds a job and opens it; markup in a job's title stays text everywhere; the
// signed-in person's header is theirs from the first byte. (That the user menu opens on the first click
// right after signing in is first-click.e2e.test.ts's: a race in the page's code, which the nginx smoke,
// running this file behind nginx, need not run again.)
import type { EmployerJob } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  expectAxeClean,
  loginViaApi,
  loginViaUi,
  URLS,
} from '../src/harness';

const { open } = browserSuite();

let employerToken: string;
const MARKUP_TITLE = '</script><script>window.__pwned=1</script><b>Bold</b> & "quoted"';

async function createJob(title: string): Promise<EmployerJob> {
  return apiCall<EmployerJob>(employerToken, 'POST', '/api/jobs', {
    title,
    location: 'Porto, Portugal',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Build the server-rendered portal. Every page is HTML first.',
    requirements: 'React on the server.',
    salaryMin: 70000,
    salaryMax: 90000,
  });
}

/** The document the server sends, as a crawler reads it (no script runs). */
async function html(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const response = await fetch(`${URLS.shell}${path}`, { headers });
  return { status: response.status, body: await response.text() };
}

/** The head's tags, read with the browser's parser from the raw HTML (no script of the page runs). */
async function headOf(page: Page, body: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      titles: Array.from(doc.querySelectorAll('title')).map((title) => title.textContent),
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      ogUrl: meta('meta[property="og:url"]'),
      twitterCard: meta('meta[name="twitter:card"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ld: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => script.textContent,
      ),
      h1: doc.querySelector('h1')?.textContent ?? null,
      executable: Array.from(doc.querySelectorAll('script')).filter(
        (script) => !script.src && !/json/.test(script.type),
      ).length,
    };
  }, body);
}

beforeAll(async () => {
  ({ token: employerToken } = await apiLogin(DEMO.employer));
});

describe('pages crawlers and link previews can read', () => {
  test("a job page's HTML: title, description, Open Graph and Twitter tags, canonical link, JobPosting", async () => {
    const job = await createJob('Staff Server Rendering Engineer');
    const { status, body } = await html(`/jobs/${job._id}`);
    expect(status).toBe(200);
    const page = await open();
    const head = await headOf(page, body);
    const url = `${URLS.shell}/jobs/${job._id}`;
    expect(head.titles).toEqual(['Staff Server Rendering Engineer · JobPortal']);
    expect(head.h1).toBe('Staff Server Rendering Engineer');
    expect(head.description).toBe('Build the server-rendered portal. Every page is HTML first.');
    expect(head.ogTitle).toMatch(/^Staff Server Rendering Engineer at /);
    expect(head.ogDescription).toBe(head.description);
    expect(head.ogUrl).toBe(url);
    expect(head.twitterCard).toBe('summary');
    expect(head.canonical).toBe(url);
    expect(head.executable).toBe(0);
    expect(head.ld).toHaveLength(1);
    const posting = JSON.parse(head.ld[0] ?? '{}') as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Staff Server Rendering Engineer',
      datePosted: job.createdAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { address: { addressLocality: 'Porto, Portugal' } },
      baseSalary: { currency: 'USD', value: { minValue: 70000, maxValue: 90000, unitText: 'YEAR' } },
    });
    expect(String(posting.description)).toContain('Every page is HTML first.');
    expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.now());

    // Closed, it is no live posting: the page says so and carries no JobPosting. An anonymous visitor's page
    // is kept a few seconds (by the server, and by nginx when deployed): a later visitor sees the change.
    await apiCall(employerToken, 'PUT', `/api/jobs/${job._id}/toggle-close`);
    await expect
      .poll(async () => (await headOf(page, (await html(`/jobs/${job._id}`)).body)).ld, { timeout: 30_000 })
      .toEqual([]);
    expect((await headOf(page, (await html(`/jobs/${job._id}`)).body)).canonical).toBe(url);
  });

  test('unknown pages and unknown jobs are 404s with the site’s not-found page', async () => {
    const page = await open();
    for (const path of ['/no-such-page', '/jobs/000000000000000000000000', '/jobs/not-an-id']) {
      const { status, body } = await html(path);
      expect(status, path).toBe(404);
      const head = await headOf(page, body);
      expect(head.h1, path).toMatch(/not found/i);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: /not found/i }).waitFor();
    }
    await expectAxeClean(page, 'a 404');
  });

  test('robots.txt points to the sitemap; the sitemap lists an open job and not a closed one', async () => {
    const robots = await (await fetch(`${URLS.shell}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${URLS.shell}/sitemap.xml`);
    const open = await createJob('Sitemap Open Job');
    const closed = await createJob('Sitemap Closed Job');
    await apiCall(employerToken, 'PUT', `/api/jobs/${closed._id}/toggle-close`);
    const index = await (await fetch(`${URLS.shell}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(files[0]).toBe(`${URLS.shell}/sitemap-pages.xml`);
    let listed = '';
    for (const file of files) {
      const response = await fetch(file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
      const text = await response.text();
      expect(text.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(5_000);
      listed += text;
    }
    expect(listed).toContain(`<loc>${URLS.shell}/jobs/${open._id}</loc>`);
    expect(listed).not.toContain(closed._id);
    expect(listed).toContain(`<loc>${URLS.shell}/find-jobs</loc>`);
  });

  test('markup in a job title stays text: in the HTML, the page state, the JobPosting and the page', async () => {
    const job = await createJob(MARKUP_TITLE);
    const { body } = await html(`/jobs/${job._id}`);
    // Exactly the page's own script elements: the title opened none.
    expect(body).not.toContain('<script>window.__pwned');
    const page = await open();
    const head = await headOf(page, body);
    expect(head.h1).toBe(MARKUP_TITLE);
    expect(head.titles).toEqual([`${MARKUP_TITLE} · JobPortal`]);
    expect((JSON.parse(head.ld[0] ?? '{}') as { title?: string }).title).toBe(MARKUP_TITLE);
    // In a browser, with the page's code: the title is text and nothing of it ran.
    await page.goto(`/jobs/${job._id}`);
    await page.getByRole('heading', { level: 1, name: MARKUP_TITLE }).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.title()).toBe(`${MARKUP_TITLE} · JobPortal`);
    expect(await page.locator('h1 b').count()).toBe(0);
  });
});

describe('the browser takes the server’s page over as it is', () => {
  test('every public page hydrates without a mismatch, for a visitor, a job seeker and an employer', async () => {
    const job = await createJob('Hydration Check Job');
    const paths = [
      '/',
      '/find-jobs',
      '/find-jobs?keyword=engineer&page=2',
      `/jobs/${job._id}`,
      '/login',
      '/signup',
      '/nowhere',
    ];
    for (const who of [null, DEMO.seeker, DEMO.employer]) {
      const page = await open();
      if (who) await loginViaApi(page, who);
      const complaints: string[] = [];
      page.on('console', (message) => {
        if (/hydrat|did not match|server rendered/i.test(message.text())) complaints.push(message.text());
      });
      for (const path of paths) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Hydration is what complains of a mismatch: it must be over before the complaints are read (on a
        // busy machine it ends well after the network has gone quiet).
        await appTakenOver(page);
        await page.waitForLoadState('networkidle');
        expect(complaints, `${who?.email ?? 'visitor'} ${path}`).toEqual([]);
        // The page marks the moment it came alive, once (the bench's chain before hydration ends there).
        const marks = await page.evaluate(() => performance.getEntriesByName('portal:hydrated').length);
        expect(marks, `${who?.email ?? 'visitor'} ${path}`).toBe(1);
      }
    }
  });
});

describe('usable before scripts, no click lost', () => {
  test('with JavaScript off, a search finds jobs and a card opens its job page', async () => {
    const offline = await open(undefined, { javaScriptEnabled: false });
    {
      await offline.goto('/find-jobs');
      await offline.getByPlaceholder('Job, title, company, or keywords').fill('engineer');
      await offline.getByRole('radio', { name: 'Full-Time' }).check();
      await offline.getByRole('button', { name: 'Search Jobs' }).click();
      await offline.waitForURL(/keyword=engineer/);
      expect(new URL(offline.url()).searchParams.get('type')).toBe('Full-Time');
      const results = offline.getByRole('list', { name: 'Jobs' });
      await results.getByRole('article').first().waitFor();
      // The next page of results is a link too.
      const more = offline.getByRole('link', { name: 'Load more' });
      if (await more.count()) expect(await more.getAttribute('href')).toMatch(/page=2/);
      const card = results.getByRole('article').first();
      const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
      await card.getByRole('link').first().click();
      await offline.waitForURL(/\/jobs\//);
      expect((await offline.getByRole('heading', { level: 1 }).textContent())?.trim()).toBe(title);
    }
  });

  test('a signed-in person’s header is theirs from the first byte: no Login link, their links', async () => {
    const page = await open();
    await loginViaUi(page, DEMO.seeker);
    const documents: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document')
        void response.text().then((text) => documents.push(text));
    });
    await page.goto('/find-jobs');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Job Seeker/ })
      .waitFor();
    await expect.poll(() => documents.length).toBe(1);
    const head = await headOf(page, documents[0] ?? '');
    expect(head.h1).toBe('Find your Dream Job');
    expect(documents[0]).not.toMatch(/>Login</);
    expect(documents[0]).toContain('href="/saved-jobs"');
    // A visitor's first byte has the Login link.
    expect((await html('/find-jobs')).body).toMatch(/>Login</);
    // An employer's has no Apply on a job page.
    const job = await createJob('Employer Chrome Job');
    const asEmployer = (await html(`/jobs/${job._id}`, { cookie: 'portal_role=employeer' })).body;
    expect(asEmployer).not.toMatch(/>Apply Now</);
    expect(asEmployer).not.toMatch(/>Login</);
  });
});
