// Company pages as crawlers, link previews and people meet them: the HTML of /companies/:slug names the
// company (title, description, link-preview tags, canonical link, Organization data) and lists its open
// jobs; every company page is in the sitemap; an unknown company is a real 404; a job card's company name
// opens its page; a renamed company's old address redirects to its new one; the employer opens the page
// from Company Profile.
import type { CompanyJobsReply, CompanyPage, EmployerJob } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiCall, browserSuite, expectAxeClean, loginViaApi, URLS } from '../src/harness';
import { newAccount } from './journey-helpers';

const suite = browserSuite();
const { open } = suite;

/** The document the server sends, as a crawler reads it (no script runs; redirects not followed). */
async function html(path: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await fetch(`${URLS.shell}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
}

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${URLS.api}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** What a crawler reads of a page, with the browser's parser from the raw HTML (no script of the page runs). */
async function read(page: Page, body: string) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      titles: Array.from(doc.querySelectorAll('title')).map((title) => title.textContent),
      h1: doc.querySelector('h1')?.textContent ?? null,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogUrl: meta('meta[property="og:url"]'),
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ld: Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => script.textContent ?? '',
      ),
      jobLinks: Array.from(doc.querySelectorAll('main a[href^="/jobs/"]')).map((a) => a.textContent),
      text: doc.body.textContent ?? '',
    };
  }, body);
}

describe('company pages', () => {
  test("a company page's HTML: the company, its open jobs, Organization data; in the sitemap", async () => {
    const company = await api<CompanyPage>('/api/companies/acme-demo-labs');
    const jobs = await api<CompanyJobsReply>('/api/companies/acme-demo-labs/jobs?limit=12');
    expect(jobs.total).toBeGreaterThan(0);
    const { status, body } = await html('/companies/acme-demo-labs');
    expect(status).toBe(200);
    const page = await open();
    const doc = await read(page, body);
    const url = `${URLS.shell}/companies/acme-demo-labs`;
    expect(doc.titles).toEqual(['Acme Demo Labs · JobPortal']);
    expect(doc.h1).toBe('Acme Demo Labs');
    expect(doc.description).toMatch(/^Acme Demo Labs builds developer tools/);
    expect(doc.ogTitle).toBe('Acme Demo Labs: jobs and company profile');
    expect(doc.ogUrl).toBe(url);
    expect(doc.canonical).toBe(url);
    expect(doc.text).toContain(`${company.openJobs} open jobs`);
    // Its open jobs, newest first, as the API lists them.
    expect(doc.jobLinks).toEqual(jobs.jobs.map((job) => job.title));
    expect(doc.ld).toHaveLength(1);
    expect(JSON.parse(doc.ld[0]!)).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'Organization',
      name: 'Acme Demo Labs',
      url,
    });

    const index = await (await fetch(`${URLS.shell}/sitemap.xml`)).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const companies = files.find((file) => /\/sitemap-companies-1\.xml$/.test(file));
    expect(companies).toBeDefined();
    const listed = await (await fetch(companies!.replace(/^https?:\/\/[^/]+/, URLS.shell))).text();
    expect(listed).toContain(`/companies/acme-demo-labs</loc>`);
    expect(listed).toContain(`/companies/northwind-analytics</loc>`);
  });

  test('an unknown company is a 404 with the not-found page', async () => {
    const { status, body } = await html('/companies/no-such-company');
    expect(status).toBe(404);
    const doc = await read(await open(), body);
    expect(doc.h1).toBe('Company not found');
  });

  test("a job card's company name opens the company's page", async () => {
    const page = await open();
    await page.goto('/find-jobs');
    const card = page.getByRole('article').first();
    await card.waitFor();
    const link = card.getByRole('link').nth(1);
    const name = (await link.textContent()) ?? '';
    expect(name).not.toBe('');
    await link.click();
    await page.waitForURL(/\/companies\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: 'Open jobs' }).waitFor();
    await page.getByRole('list', { name: `Open jobs at ${name}` }).waitFor();
    await expectAxeClean(page, '/companies/:slug');
  });

  test("a renamed company's old address redirects; the employer opens the page from Company Profile", async () => {
    const employer = await newAccount('company-rename', 'employeer', 'Rita Rename');
    const rename = (companyName: string) =>
      apiCall(employer.token, 'PUT', '/api/user/profile', { companyName });
    await rename('E2E Old Name');
    // A company without open jobs says so.
    const empty = await read(await open(), (await html('/companies/e2e-old-name')).body);
    expect(empty.h1).toBe('E2E Old Name');
    expect(empty.text).toContain('No open jobs right now');

    await apiCall<EmployerJob>(employer.token, 'POST', '/api/jobs', {
      title: 'Renamed Company Engineer',
      location: 'Porto, Portugal',
      category: 'Engineering',
      type: 'Full-Time',
      description: 'Work for a company that found a better name.',
      requirements: 'A liking for good names.',
      salaryMin: 50000,
      salaryMax: 70000,
    });
    await rename('E2E New Name');
    // An anonymous visitor's page is kept a few seconds (by the server, and by nginx when deployed): the
    // old address answers the redirect once what was kept of it has gone.
    await expect
      .poll(async () => (await html('/companies/e2e-old-name')).status, { timeout: 30_000 })
      .toBe(301);
    expect((await html('/companies/e2e-old-name')).location).toBe('/companies/e2e-new-name');
    const current = await read(await open(), (await html('/companies/e2e-new-name')).body);
    expect(current.h1).toBe('E2E New Name');
    expect(current.jobLinks).toEqual(['Renamed Company Engineer']);

    const page = await open();
    await loginViaApi(page, employer);
    await page.goto('/employeer/company-profile');
    await page.getByRole('link', { name: 'View company page' }).click();
    await page.waitForURL(/\/companies\/e2e-new-name$/);
    await page.getByRole('heading', { level: 1, name: 'E2E New Name' }).waitFor();
    // Signed in, an old link is moved in the browser.
    await page.goto('/companies/e2e-old-name');
    await page.waitForURL(/\/companies\/e2e-new-name$/);
    await page.getByRole('heading', { level: 1, name: 'E2E New Name' }).waitFor();
  });
});
