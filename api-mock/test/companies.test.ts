// Company pages: a slug made from the company name, a page anyone can read with its open jobs newest first,
// former slugs that still find the company (renamed: the reply names the current slug), 404s with a message.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyJobsReply, CompanyPage, CompanySitemapReply, Job, User } from '@portal/contracts';
import type { App } from '../src/app.js';
import { fold, migrate } from '../src/db/database.js';
import { slugify } from '../src/lib/company-slugs.js';
import { bearer, EMPLOYER, login, makeApp, postJob, register } from './helpers.js';

let app: App;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const get = (url: string, token?: string) =>
  app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });
const rename = async (token: string, companyName: string) => {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: { companyName },
  });
  expect(res.statusCode).toBe(200);
  return res.json<User>();
};

describe('slugs', () => {
  it('are the name in lower case, any script, other characters one hyphen', () => {
    expect(slugify('Acme Demo Labs')).toBe('acme-demo-labs');
    expect(slugify('  Zoë & Café, Ltd. ')).toBe('zoë-café-ltd');
    expect(slugify('株式会社 テスト')).toBe('株式会社-テスト');
    expect(slugify('!!!')).toBe('company');
    const long = slugify('Word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(76);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('company pages', () => {
  it('shows a seeded company with its open jobs, newest first, to anyone', async () => {
    const res = await get('/api/companies/acme-demo-labs');
    expect(res.statusCode).toBe(200);
    const page = res.json<CompanyPage>();
    expect(page).toMatchObject({ slug: 'acme-demo-labs', name: 'Acme Demo Labs' });
    expect(page.description).toMatch(/developer tools/);
    expect(page.openJobs).toBe(7);
    expect(page.locations.length).toBeGreaterThan(0);

    const jobs = (await get('/api/companies/acme-demo-labs/jobs?limit=5')).json<CompanyJobsReply>();
    expect(jobs).toMatchObject({ total: 7, page: 1, pages: 2 });
    expect(jobs.jobs).toHaveLength(5);
    const times = jobs.jobs.map((j) => Date.parse(j.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(jobs.jobs.every((j: Job) => !j.isClosed && j.company.slug === 'acme-demo-labs')).toBe(true);
    const second = (await get('/api/companies/acme-demo-labs/jobs?limit=5&page=2')).json<CompanyJobsReply>();
    expect(second.jobs).toHaveLength(2);
  });

  it('names the slug on every job and on the employer’s profile', async () => {
    const list = (await get('/api/jobs?limit=50')).json<{ jobs: Job[] }>();
    expect(list.jobs.every((j) => j.company.slug === slugify(j.company.companyName))).toBe(true);
    const token = await login(app, EMPLOYER);
    expect((await get('/api/auth/profile', token)).json<User>().companySlug).toBe('acme-demo-labs');
  });

  it('gives a new company its slug on its first name, a free one when taken, and none before', async () => {
    const { token } = await register(app, 'employeer', 'Nora New', { company: '' });
    expect((await get('/api/auth/profile', token)).json<User>().companySlug).toBe('');
    // Another company holds "acme-demo-labs": this one is the next free address.
    const user = await rename(token, 'Acme Demo Labs');
    expect(user.companySlug).toBe('acme-demo-labs-2');
    const job = await postJob(app, token, { title: 'Named Company Role' });
    expect((await get(`/api/jobs/${job._id}`)).json<Job>().company.slug).toBe('acme-demo-labs-2');
    const page = (await get('/api/companies/acme-demo-labs-2')).json<CompanyPage>();
    expect(page).toMatchObject({ name: 'Acme Demo Labs', openJobs: 1, locations: ['Lisbon, Portugal'] });
    const { token: seeker } = await register(app, 'jobseeker');
    expect((await get('/api/auth/profile', seeker)).json<User>().companySlug).toBe('');
  });

  it('keeps finding a renamed company by its former slugs, and never gives them to another', async () => {
    const { token } = await register(app, 'employeer', 'Rita Rename');
    expect((await rename(token, 'Old Name Co')).companySlug).toBe('old-name-co');
    expect((await rename(token, 'New Name Co')).companySlug).toBe('new-name-co');
    const old = await get('/api/companies/old-name-co');
    expect(old.statusCode).toBe(200);
    expect(old.json<CompanyPage>()).toMatchObject({ slug: 'new-name-co', name: 'New Name Co' });
    expect((await get('/api/companies/old-name-co/jobs')).statusCode).toBe(200);
    // Saving the same name again, or going back to the old one, keeps or takes back its own slugs.
    expect((await rename(token, 'New Name Co')).companySlug).toBe('new-name-co');
    expect((await rename(token, 'Old Name Co')).companySlug).toBe('old-name-co');
    expect((await rename(token, 'New Name Co')).companySlug).toBe('new-name-co');
    const { token: other } = await register(app, 'employeer', 'Olga Other');
    expect((await rename(other, 'Old Name Co')).companySlug).toBe('old-name-co-2');
    expect((await get('/api/companies/old-name-co')).json<CompanyPage>().name).toBe('New Name Co');
  });

  it('has no page for a company without a name, or an unknown slug: a 404 with a message', async () => {
    const { token } = await register(app, 'employeer', 'Clara Clear', { company: '' });
    await rename(token, 'Cleared Soon');
    expect((await get('/api/companies/cleared-soon')).statusCode).toBe(200);
    await rename(token, '');
    for (const url of [
      '/api/companies/cleared-soon',
      '/api/companies/no-such-company',
      '/api/companies/no-such-company/jobs',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Company not found' });
    }
    // A path parameter no slug can be is no page either (as an impossible job id is).
    const tooLong = await get(`/api/companies/${'a'.repeat(90)}`);
    expect(tooLong.statusCode).toBe(404);
    expect(typeof tooLong.json().message).toBe('string');
    expect((await get('/api/companies/acme-demo-labs/jobs?page=0')).statusCode).toBe(400);
  });

  it('lists every company with a page for the sitemap', async () => {
    const res = await get('/api/companies/sitemap');
    expect(res.statusCode).toBe(200);
    const listing = res.json<CompanySitemapReply>();
    expect(listing.companies.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['acme-demo-labs', 'northwind-analytics', 'new-name-co']),
    );
    expect(listing.companies.map((c) => c.slug)).not.toContain('cleared-soon');
    expect(listing.total).toBe(listing.companies.length);
    const paged = (await get('/api/companies/sitemap?limit=2&page=2')).json<CompanySitemapReply>();
    expect(paged.companies).toEqual(listing.companies.slice(2, 4));
  });
});

describe('migration 16', () => {
  it('gives every employer who named their company a slug, oldest first, and nobody else one', () => {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      db.function('portal_fold', { deterministic: true }, (value: unknown) =>
        typeof value === 'string' ? fold(value) : value,
      );
      migrate(db, 15);
      const at = '2026-01-01T00:00:00.000Z';
      db.exec(`
        INSERT INTO users (pk, id, name, email, password_hash, role, company_name, created_at, updated_at) VALUES
          (1, 'u1', 'First', 'a@x.test', 'x', 'employeer', 'Same Name', '${at}', '${at}'),
          (2, 'u2', 'Second', 'b@x.test', 'x', 'employeer', 'Same  Name!', '${at}', '${at}'),
          (3, 'u3', 'Nameless', 'c@x.test', 'x', 'employeer', '  ', '${at}', '${at}'),
          (4, 'u4', 'Seeker', 'd@x.test', 'x', 'jobseeker', '', '${at}', '${at}');
      `);
      migrate(db);
      const slugs = db.prepare('SELECT pk, company_slug FROM users ORDER BY pk').all();
      expect(slugs).toEqual([
        { pk: 1, company_slug: 'same-name' },
        { pk: 2, company_slug: 'same-name-2' },
        { pk: 3, company_slug: null },
        { pk: 4, company_slug: null },
      ]);
    } finally {
      db.close();
    }
  });
});
