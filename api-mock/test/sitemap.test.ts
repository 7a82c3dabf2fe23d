// GET /api/jobs/sitemap: the open jobs as the site's sitemap lists them (a page per sitemap file).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, postJob, qa } from './helpers.js';

let app: App;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const listing = async (query = '') => {
  const res = await app.inject({ method: 'GET', url: `/api/jobs/sitemap${query}` });
  return { status: res.statusCode, body: res.json() };
};

describe('the open jobs for sitemaps', () => {
  it('lists every open job, oldest first, with its last change; a closed job is not listed', async () => {
    const token = await login(app, EMPLOYER);
    const open = await postJob(app, token, { title: 'Listed' });
    const closed = await postJob(app, token, { title: 'Not listed' });
    await app.inject({ method: 'PUT', url: `/api/jobs/${closed._id}/toggle-close`, headers: bearer(token) });
    const { status, body } = await listing();
    expect(status).toBe(200);
    const ids = body.jobs.map((job: { _id: string }) => job._id);
    expect(ids).toContain(open._id);
    expect(ids).not.toContain(closed._id);
    expect(ids.indexOf(open._id)).toBe(ids.length - 1);
    expect(body.jobs[0]).toEqual({ _id: expect.any(String), updatedAt: expect.any(String) });
    expect(body).toMatchObject({ total: ids.length, page: 1, pages: 1 });
  });

  it('pages through them; a page past the end is empty; bad input is a 400 with a message', async () => {
    const { body: all } = await listing();
    const { body: second } = await listing('?page=2&limit=2');
    expect(second.jobs).toEqual(all.jobs.slice(2, 4));
    expect(second).toMatchObject({ total: all.total, page: 2, pages: Math.ceil(all.total / 2) });
    expect((await listing(`?page=${all.total + 1}&limit=1`)).body.jobs).toEqual([]);
    for (const query of ['?limit=5001', '?page=0', '?page=x', '?limit=-1']) {
      const { status, body } = await listing(query);
      expect(status, query).toBe(400);
      expect(typeof body.message, query).toBe('string');
    }
  });

  it('is paged at 5,000 a page at most; a page is built once per change of the jobs, and caches may keep it a minute', async () => {
    const built = vi.spyOn(app.jobs, 'openJobs');
    const get = async (query = '') => {
      const res = await app.inject({ method: 'GET', url: `/api/jobs/sitemap${query}` });
      return { body: res.json(), cache: res.headers['cache-control'], text: res.body };
    };
    const first = await get('?page=1');
    expect(first.cache).toBe('public, max-age=60');
    expect(first.body.jobs.length).toBeLessThanOrEqual(5_000);
    built.mockClear();
    for (let i = 0; i < 5; i++) expect((await get('?page=1')).text).toBe(first.text);
    expect(built).not.toHaveBeenCalled();
    // A new job is in the next answer at once.
    const token = await login(app, EMPLOYER);
    const job = await postJob(app, token, { title: 'Posted meanwhile' });
    const fresh = await get('?page=1');
    expect(fresh.body.jobs.map((j: { _id: string }) => j._id)).toContain(job._id);
    expect(fresh.body.total).toBe(first.body.total + 1);
    expect(built).toHaveBeenCalledTimes(1);
    // A QA reset starts from the seed again: nothing of before is kept.
    await qa(app, 'POST', '/__qa/reset', {});
    expect((await get('?page=1')).body.jobs.map((j: { _id: string }) => j._id)).not.toContain(job._id);
    built.mockRestore();
  });
});
