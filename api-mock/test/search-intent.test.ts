// Searches people type that name a job type, a misspelt city or a whole title: "part time" finds Part-Time
// jobs (and not partners), "remote react" finds remote React jobs, the location "Berlni" finds Berlin, and a
// job titled exactly as the keyword comes first, then the titles with the words side by side. A profession
// the portal has no job for ("nurse") finds nothing, and the reply names the categories that have jobs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobBody, JobsListReply } from '@portal/contracts';
import { CATEGORY_LABELS, JOB_CATEGORIES, LIMITS } from '@portal/contracts/constants';
import type { App } from '../src/app.js';
import { EMPLOYER, login, makeApp, postJob } from './helpers.js';

let app: App;
const ids: Record<string, string> = {};

/** Posted in this order, so later ones are newer (and come first among equal scores). */
const JOBS: [string, Partial<JobBody>][] = [
  [
    'partner',
    { title: 'HR Business Partner', type: 'Full-Time', description: 'A full-time partner to every team.' },
  ],
  ['barista', { title: 'Barista', type: 'Part-Time', location: 'Porto, Portugal', description: 'Coffee.' }],
  [
    'remoteReact',
    { title: 'Frontend Developer', type: 'Remote', location: 'Berlin, Germany', description: 'React.' },
  ],
  [
    'officeReact',
    { title: 'Frontend Developer', type: 'Full-Time', location: 'Lisbon, Portugal', description: 'React.' },
  ],
  ['exact', { title: 'Software Engineer', description: 'Services.' }],
  ['phrase', { title: 'Junior Software Engineer', description: 'Services.' }],
  ['support1', { title: 'Software Support Engineer', description: 'Tickets.' }],
  ['support2', { title: 'Software Support Engineer', description: 'Tickets.' }],
  ['support3', { title: 'Software Support Engineer', description: 'Tickets.' }],
  ['support4', { title: 'Software Support Engineer', description: 'Tickets.' }],
];

beforeAll(async () => {
  app = await makeApp();
  const owner = await login(app, EMPLOYER);
  for (const [name, job] of JOBS) ids[name] = (await postJob(app, owner, job))._id;
});
afterAll(async () => {
  await app.close();
});

async function search(query: Record<string, string>): Promise<JobsListReply> {
  const res = await app.inject({
    url: `/api/jobs?${new URLSearchParams({ limit: '100', ...query }).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply: JobsListReply = res.json();
  // Every match on the one page, so that "every job found" below means every one.
  expect(reply.total).toBe(reply.jobs.length);
  return reply;
}

const says = (job: JobsListReply['jobs'][number], pattern: RegExp) =>
  pattern.test(`${job.title} ${job.description} ${job.location}`);

describe('searches that name a job type, a misspelt city or a whole title', () => {
  it('"part time" (and "part-time", "parttime") finds the Part-Time jobs, not partners of full-time jobs', async () => {
    for (const keyword of ['part time', 'Part-Time', 'parttime', 'Part  Time']) {
      const reply = await search({ keyword });
      const found = reply.jobs.map((j) => j._id);
      expect(found, keyword).toContain(ids.barista);
      expect(found, keyword).not.toContain(ids.partner);
      for (const job of reply.jobs)
        expect(job.type === 'Part-Time' || says(job, /part[- ]?time/i), `${keyword}: ${job.title}`).toBe(
          true,
        );
    }
    // Full-Time the same way, and a Part-Time job is not full-time.
    const full = (await search({ keyword: 'full time' })).jobs.map((j) => j._id);
    expect(full).toContain(ids.partner);
    expect(full).not.toContain(ids.barista);
  });

  it('"remote react" finds remote React jobs: the Remote type counts as much as a remote location', async () => {
    const reply = await search({ keyword: 'remote react' });
    expect(reply.match.mode).toBe('all');
    const found = reply.jobs.map((j) => j._id);
    expect(found).toContain(ids.remoteReact);
    expect(found).not.toContain(ids.officeReact);
    for (const job of reply.jobs) {
      expect(job.type === 'Remote' || says(job, /remote/i), job.title).toBe(true);
      expect(says(job, /react/i), job.title).toBe(true);
    }
  });

  it('a location with one typo ("Berlni") finds that city, as the keyword does', async () => {
    const berlin = (await search({ location: 'Berlin' })).jobs.map((j) => j._id);
    expect(berlin).toContain(ids.remoteReact);
    for (const location of ['Berlni', 'berln', 'Berlin Germany', ' BERLNI ']) {
      expect(
        (await search({ location })).jobs.map((j) => j._id),
        location,
      ).toEqual(berlin);
    }
    expect((await search({ keyword: 'berlni' })).jobs.map((j) => j._id)).toContain(ids.remoteReact);
    // Two typos, a wrong first letter, or a short word is no city; a made-up place is still nothing.
    for (const location of ['Brelni', 'Verlin', 'Prto', 'Xqzzyvk']) {
      expect((await search({ location })).total, location).toBe(0);
    }
    // The typo combines with the other filters and the keyword.
    const both = await search({ keyword: 'react', location: 'Berlni', type: 'Remote' });
    expect(both.jobs.map((j) => j._id)).toEqual([ids.remoteReact]);
  });

  it('an exact title ranks first, then titles with the words side by side, then the words apart', async () => {
    const reply = await search({ keyword: 'software engineer' });
    const titles = reply.jobs.map((j) => j.title.toLowerCase());
    expect(reply.jobs[0]!.title).toBe('Software Engineer');
    const lastSideBySide = titles.findLastIndex((t) => t.includes('software engineer'));
    const firstApart = titles.findIndex((t) => t.includes('software support engineer'));
    expect(firstApart).toBeGreaterThan(-1);
    expect(lastSideBySide).toBeLessThan(firstApart);
    const found = reply.jobs.map((j) => j._id);
    expect(found.indexOf(ids.phrase!)).toBeLessThan(found.indexOf(ids.support4!));
    // Case and spacing do not matter; a title is not exact when the keyword is only part of it.
    expect((await search({ keyword: '  SOFTWARE   Engineer ' })).jobs[0]!.title).toBe('Software Engineer');
  });
});

/** How many open jobs the list finds for `query`, whatever their number (the search above wants one page). */
async function count(query: Record<string, string>): Promise<number> {
  const res = await app.inject({
    url: `/api/jobs?${new URLSearchParams({ limit: '1', ...query }).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as JobsListReply).total;
}

/** The categories as the list counts them with `kept` filters, most first, ties in JOB_CATEGORIES order. */
async function categoriesBy(kept: Record<string, string>) {
  const all = [];
  for (const category of JOB_CATEGORIES) {
    all.push({ category, label: CATEGORY_LABELS[category], total: await count({ ...kept, category }) });
  }
  return all
    .filter((c) => c.total > 0)
    .sort((a, b) => b.total - a.total)
    .slice(0, LIMITS.relatedCategoriesMax);
}

describe('a search for what no job is: the categories that have jobs', () => {
  it('"nurse" finds nothing, offers no false spelling, and names the categories with the most open jobs', async () => {
    const reply = await search({ keyword: 'nurse' });
    expect(reply.total).toBe(0);
    expect(reply.match.suggestion).toBeNull();
    const related = reply.match.related;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(5);
    expect(related).toEqual(await categoriesBy({}));
    for (let i = 1; i < related.length; i++)
      expect(related[i - 1]!.total).toBeGreaterThanOrEqual(related[i]!.total);
    // Each count is what browsing that category finds.
    for (const { category, total } of related) expect(await count({ category })).toBe(total);
  });

  it('a made-up word gets the same list: what the portal has, not a correction', async () => {
    const reply = await search({ keyword: 'xqzzyvk' });
    expect(reply.total).toBe(0);
    expect(reply.match.suggestion).toBeNull();
    expect(reply.match.related).toEqual((await search({ keyword: 'nurse' })).match.related);
  });

  it('the counts keep the filters the visitor kept, as "widen" does; the category chosen is not one of them', async () => {
    const kept = { type: 'Part-Time', location: 'Porto' };
    const reply = await search({ keyword: 'nurse', ...kept, category: 'Engineering' });
    expect(reply.total).toBe(0);
    // The barista is a Part-Time job in Porto, so there is something to offer.
    expect(reply.match.related.length).toBeGreaterThan(0);
    expect(reply.match.related).toEqual(await categoriesBy(kept));
    expect(reply.match.related).not.toEqual(await categoriesBy({}));
    // Filters nothing passes: no category to offer either.
    expect((await search({ keyword: 'nurse', location: 'Xqzzyvk' })).match.related).toEqual([]);
  });

  it('a search that found jobs, or a misspelling with its fix, gets no list', async () => {
    const found = await search({ keyword: 'barista' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.match.related).toEqual([]);
    const misspelt = await search({ keyword: 'enjineerr' });
    expect(misspelt.total).toBe(0);
    expect(misspelt.match.suggestion).toBe('engineer');
    expect(misspelt.match.related).toEqual([]);
  });
});
