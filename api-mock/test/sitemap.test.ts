// GET /api/jobs/sitemap: the open jobs as the site's sitemap lists them (a page per sitemap file).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, postJob } from './helpers.js';

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
    for (const query of ['?limit=50001', '?page=0', '?page=x', '?limit=-1']) {
      const { status, body } = await listing(query);
      expect(status, query).toBe(400);
      expect(typeof body.message, query).toBe('string');
    }
  });
});
