// Search that finds what people type: every field (title, company, category with its label, location,
// description), hyphen / space / joined variants, simple plurals, partial matches ranked by the words they
// have with a line of the words missing, a spelling suggestion and the filters to drop when nothing matched,
// while a single made-up word still finds nothing and punctuation stays literal text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobBody, JobsListReply } from '@portal/contracts';
import type { App } from '../src/app.js';
import { EMPLOYER, login, makeApp, postJob } from './helpers.js';

let app: App;
const ids: Record<string, string> = {};

/** Jobs with a made-up company word (Qwv…) so the seed's jobs never interfere. */
const JOBS: Record<string, Partial<JobBody>> = {
  frontHyphen: { title: 'Front-End Qwvdev', description: 'Pixels.' },
  frontSpace: { title: 'Front End Qwvdev', description: 'Pixels.' },
  frontJoined: { title: 'Frontend Qwvdev', description: 'Pixels.' },
  software: { title: 'Qwvsys Administrator', category: 'IT & Software', description: 'Servers.' },
  people: { title: 'Qwvpeople Partner', category: 'HR', description: 'Hiring.' },
  lisbon: { title: 'Qwvloc Analyst', location: 'Lisbon, Portugal', description: 'Numbers.' },
  three: { title: 'Qwvmix Senior Python Engineer', description: 'Backend services.' },
  two: { title: 'Qwvmix Python Engineer', description: 'Scripts.' },
  one: { title: 'Qwvmix Gardener', category: 'Other', description: 'Python lover.' },
  remote: { title: 'Qwvwiden Statistician', type: 'Remote', description: 'Models.' },
};

beforeAll(async () => {
  app = await makeApp();
  const owner = await login(app, EMPLOYER);
  for (const [name, job] of Object.entries(JOBS)) ids[name] = (await postJob(app, owner, job))._id;
});
afterAll(async () => {
  await app.close();
});

async function search(query: Record<string, string>): Promise<JobsListReply> {
  const res = await app.inject({
    url: `/api/jobs?${new URLSearchParams({ limit: '50', ...query }).toString()}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const found = async (keyword: string, extra: Record<string, string> = {}) =>
  (await search({ keyword, ...extra })).jobs.map((j) => j._id);

describe('search variants', () => {
  it('"front-end", "front end" and "frontend" find each other', async () => {
    const all = [ids.frontHyphen, ids.frontSpace, ids.frontJoined].sort();
    for (const keyword of ['front-end qwvdev', 'front end qwvdev', 'frontend qwvdev', 'Front-End Qwvdev']) {
      expect((await found(keyword)).sort(), keyword).toEqual(all);
    }
  });

  it('simple plurals meet their singular', async () => {
    expect(await found('qwvmix engineers')).toEqual(expect.arrayContaining([ids.three, ids.two]));
    expect(await found('qwvloc analysts')).toEqual([ids.lisbon]);
    expect(await found('qwvsys administrators')).toEqual([ids.software]);
  });

  it('every field: the category and its label, and the location, as well as title, company and description', async () => {
    expect(await found('qwvsys software')).toEqual([ids.software]);
    expect(await found('qwvpeople human resources')).toEqual([ids.people]);
    expect(await found('qwvloc lisbon')).toEqual([ids.lisbon]);
    expect(await found('qwvmix backend')).toEqual([ids.three]);
    expect(await found('qwvdev acme')).toHaveLength(3);
  });

  it('when no job has every word, the jobs with the most of them, best first, each with the words it lacks', async () => {
    const reply = await search({ keyword: 'qwvmix senior python engineer chef' });
    expect(reply.match.mode).toBe('some');
    expect(reply.match.words).toEqual(['qwvmix', 'senior', 'python', 'engineer', 'chef']);
    const mine = reply.jobs.map((j) => j._id).filter((id) => [ids.three, ids.two, ids.one].includes(id));
    expect(mine).toEqual([ids.three, ids.two, ids.one]);
    const missingOf = (id: string) => reply.match.missing[reply.jobs.findIndex((j) => j._id === id)];
    expect(missingOf(ids.three!)).toEqual(['chef']);
    expect(missingOf(ids.two!)).toEqual(['senior', 'chef']);
    expect(missingOf(ids.one!)).toEqual(['senior', 'engineer', 'chef']);
    expect(reply.total).toBeGreaterThanOrEqual(3);
  });

  it('a full match is "all" mode with nothing missing', async () => {
    const reply = await search({ keyword: 'qwvmix python' });
    expect(reply.match).toMatchObject({ mode: 'all', suggestion: null, widen: [] });
    expect(reply.match.missing.every((m) => m.length === 0)).toBe(true);
  });

  it('a single made-up word still finds nothing; a misspelt one gets a correction', async () => {
    const none = await search({ keyword: 'xqzzyvk' });
    expect(none).toMatchObject({ total: 0, jobs: [], match: { mode: 'all', suggestion: null, widen: [] } });
    const misspelt = await search({ keyword: 'qwvstatistican qwvwiden' });
    // One letter missing is found anyway (typo tolerance); two edits get a suggestion.
    expect(misspelt.total).toBe(1);
    const far = await search({ keyword: 'statstican' });
    expect(far.total).toBe(0);
    expect(far.match.suggestion).toBe('statistician');
  });

  it('an empty result names the filters whose removal finds jobs, with how many', async () => {
    const reply = await search({ keyword: 'qwvwiden', type: 'Full-Time', category: 'Engineering' });
    expect(reply.total).toBe(0);
    expect(reply.match.widen).toEqual([{ filter: 'type', total: 1 }]);
  });

  it('keywords stay literal text: c++, (, quotes and operators search, never crash', async () => {
    for (const keyword of [
      'c++',
      '(',
      '"quoted"',
      'AND OR NOT *',
      'front-',
      '-end',
      '/',
      'a/b/c',
      "'; DROP",
    ]) {
      const reply = await search({ keyword });
      expect(reply.match.words.length, keyword).toBeGreaterThan(0);
    }
  });
});
