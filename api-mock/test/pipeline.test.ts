// The employer's pipeline: all candidates (search, stage filter, per-stage counts, paging, one job),
// the bulk status move with per-application outcomes, and private notes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { expectMatrix, makeWorld, openSeeded, setStatus, tellCandidates, type World } from './fixtures.js';
import { bearer, OTHER_EMPLOYER, qaHeader } from './helpers.js';

let app: App;
let employer: string;
let other: string;
let seeker: string;
beforeEach(async () => {
  ({ app, employer, other, seeker } = await openSeeded());
});
afterEach(async () => {
  await app.close();
});

const get = async (token: string, url: string) => {
  const res = await app.inject({ url, headers: bearer(token) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
};
const ids = (body: { applications: { _id: string }[] }) => body.applications.map((a) => a._id).sort();

/** Two jobs, three seekers who applied to both: six applications. */
const world = () =>
  makeWorld(app, {
    titles: ['Data Engineer', 'Product Designer'],
    seekerNames: ['Zoë Ångström', "Ben O'Brien", 'Cara 100% Diaz'],
  });

describe('GET /api/applications/employer (all candidates)', () => {
  it("lists every application to the demo employer's jobs, newest first, with counts and paging", async () => {
    const jobs = await get(employer, '/api/jobs/get-jobs-employeer');
    const own = new Set(jobs.map((j: any) => j._id));
    const expected = jobs.reduce((n: number, j: any) => n + j.applicationCount, 0);
    const all = await get(employer, '/api/applications/employer?limit=100');
    expect(all.total).toBe(expected);
    expect(all.counts.total).toBe(expected);
    const { total, ...stages } = all.counts;
    expect(Object.values(stages).reduce((a: number, b) => a + (b as number), 0)).toBe(total);
    for (const status of ['Applied', 'Review', 'Accepted', 'Rejected'])
      expect(all.counts[status]).toBeGreaterThan(0);
    expect(all.applications.every((a: any) => own.has(a.job._id))).toBe(true);
    const dates = all.applications.map((a: any) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    // The seed gives some applicants notes.
    expect(all.applications.some((a: any) => a.notesCount > 0)).toBe(true);

    const page1 = await get(employer, '/api/applications/employer?limit=10');
    expect(page1).toMatchObject({ total: expected, page: 1, pages: Math.ceil(expected / 10) });
    const pages = [page1];
    for (let p = 2; p <= page1.pages; p++)
      pages.push(await get(employer, `/api/applications/employer?limit=10&page=${p}`));
    expect(pages.flatMap((b) => b.applications.map((a: any) => a._id))).toEqual(
      all.applications.map((a: any) => a._id),
    );
    expect((await get(employer, '/api/applications/employer?page=99')).applications).toEqual([]);
  });

  it('searches name, e-mail and job title as literal text in any case; every term must match', async () => {
    const w = await world();
    const h = w.employer.token;
    const q = async (text: string) => get(h, `/api/applications/employer?q=${encodeURIComponent(text)}`);
    const [zoe, ben, cara] = w.seekers;
    const byJob = (j: number, ...s: number[]) => s.map((i) => w.applications[j]![i]!);

    expect(ids(await q('zoë'))).toEqual(byJob(0, 0).concat(byJob(1, 0)).sort());
    expect(ids(await q('ZOË ÅNGSTRÖM'))).toEqual(ids(await q('zoë')));
    expect(ids(await q('designer'))).toEqual(byJob(1, 0, 1, 2).sort());
    expect(ids(await q("o'brien DESIGNER"))).toEqual(byJob(1, 1));
    expect(ids(await q(ben!.email.toUpperCase()))).toEqual(byJob(0, 1).concat(byJob(1, 1)).sort());
    expect(ids(await q(cara!.email.split('@')[0]!))).toEqual(byJob(0, 2).concat(byJob(1, 2)).sort());
    // Literal: % and _ are not wildcards, ( and + are not patterns.
    expect(ids(await q('100%'))).toEqual(byJob(0, 2).concat(byJob(1, 2)).sort());
    expect((await q('%')).total).toBe(2);
    expect((await q('_')).total).toBe(0);
    expect((await q('c++ (')).total).toBe(0);
    expect((await q('nobody')).counts).toEqual({ Applied: 0, Review: 0, Accepted: 0, Rejected: 0, total: 0 });
    expect((await q('   ')).total).toBe(6);
    expect(zoe!.name).toBe('Zoë Ångström');
  });

  it('filters by stage (counts keep every stage of the search) and by job (the pipeline)', async () => {
    const w = await world();
    const h = w.employer.token;
    await setStatus(app, h, w.applications[0]![0]!, 'Review');
    await setStatus(app, h, w.applications[1]![0]!, 'Review');
    await setStatus(app, h, w.applications[1]![1]!, 'Rejected');
    const review = await get(h, '/api/applications/employer?status=Review');
    expect(ids(review)).toEqual([w.applications[0]![0]!, w.applications[1]![0]!].sort());
    expect(review.total).toBe(2);
    expect(review.counts).toEqual({ Applied: 3, Review: 2, Accepted: 0, Rejected: 1, total: 6 });

    const jobId = w.jobs[1]!._id;
    const pipeline = await get(h, `/api/applications/employer?jobId=${jobId}`);
    expect(pipeline.counts).toEqual({ Applied: 1, Review: 1, Accepted: 0, Rejected: 1, total: 3 });
    expect(pipeline.applications.every((a: any) => a.job._id === jobId)).toBe(true);
    const searched = await get(h, `/api/applications/employer?jobId=${jobId}&status=Review&q=zo`);
    expect(ids(searched)).toEqual([w.applications[1]![0]!]);
    expect(searched.counts).toEqual({ Applied: 0, Review: 1, Accepted: 0, Rejected: 0, total: 1 });
    expect((await get(h, '/api/applications/employer?jobId=&status=')).total).toBe(6);
  });

  it('validates the query; jobId must be one of the caller’s jobs', async () => {
    const w = await world();
    for (const query of [`?q=${'x'.repeat(201)}`, '?status=Hired', '?limit=101', '?page=0', '?sort=name']) {
      const res = await app.inject({ url: `/api/applications/employer${query}`, headers: bearer(employer) });
      // Unknown parameters are dropped like everywhere else in the API.
      expect(res.statusCode, query).toBe(query === '?sort=name' ? 200 : 400);
    }
    const unknown = await app.inject({
      url: '/api/applications/employer?jobId=ffffffffffffffffffffffff',
      headers: bearer(employer),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Job not found' });
    const theirs = await app.inject({
      url: `/api/applications/employer?jobId=${w.jobs[0]!._id}`,
      headers: bearer(employer),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toEqual({ message: 'You can only view applications for your own jobs' });
  });

  it('permission matrix: no token 401, seekers 403, another employer 403 on the job and sees none of it', async () => {
    const w = await world();
    await expectMatrix(
      app,
      { method: 'GET', url: `/api/applications/employer?jobId=${w.jobs[0]!._id}` },
      { seeker: w.seekers[0]!.token, other, owner: w.employer.token },
      { none: 401, seeker: 403, other: 403, owner: 200 },
    );
    const theirs = await get(other, '/api/applications/employer?limit=100');
    const mine = new Set(w.applications.flat());
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.applications.some((a: any) => mine.has(a._id))).toBe(false);
  });
});

describe('PUT /api/applications/status (bulk)', () => {
  const bulk = (token: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/applications/status',
      headers: bearer(token),
      payload: payload as object,
    });
  const statusOf = async (w: World, id: string) =>
    (await get(w.employer.token, `/api/applications/${id}`)).status as string;

  it('moves what it may and reports every application: moved, unchanged, or failed with the reason', async () => {
    const w = await world();
    const h = w.employer.token;
    const [a0, a1, a2] = w.applications[0]!;
    await setStatus(app, h, a2!, 'Review');
    const before = (await get(h, `/api/applications/${a2}`)).updatedAt;
    const foreign = (await get(other, '/api/applications/employer?limit=1')).applications[0];
    const unknown = 'ffffffffffffffffffffffff';

    const res = await bulk(h, { ids: [a0, a1, a0, unknown, foreign._id, a2], status: 'Review' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'Review', moved: 2, unchanged: 1, failed: 2 });
    expect(body.results.map((r: any) => [r._id, r.outcome])).toEqual([
      [a0, 'moved'],
      [a1, 'moved'],
      [unknown, 'failed'],
      [foreign._id, 'failed'],
      [a2, 'unchanged'],
    ]);
    expect(body.results[0].application).toMatchObject({ _id: a0, status: 'Review' });
    expect(body.results[2]).toEqual({
      _id: unknown,
      outcome: 'failed',
      error: { statusCode: 404, message: 'Application not found' },
    });
    expect(body.results[3]).toEqual({
      _id: foreign._id,
      outcome: 'failed',
      error: { statusCode: 403, message: 'You can only update applications for your own jobs' },
    });
    expect(body.results[4].application).toMatchObject({ _id: a2, status: 'Review', updatedAt: before });

    // What was reported is what is stored.
    expect(await statusOf(w, a0!)).toBe('Review');
    expect(await statusOf(w, a1!)).toBe('Review');
    expect((await get(other, `/api/applications/${foreign._id}`)).status).toBe(foreign.status);
    // One notification per real move, once its Undo window is over: a2's seeker has only the one from
    // its single move.
    tellCandidates(app);
    const count = async (i: number) =>
      (await get(w.seekers[i]!.token, '/api/notifications')).notifications.filter((n: any) =>
        w.applications[0]!.includes(n.application._id),
      ).length;
    expect([await count(0), await count(1), await count(2)]).toEqual([1, 1, 1]);
  });

  it('moves across several of the employer’s jobs and updates the stage counts', async () => {
    const w = await world();
    const h = w.employer.token;
    const res = await bulk(h, {
      ids: [w.applications[0]![0], w.applications[1]![1], w.applications[1]![2]],
      status: 'Accepted',
    });
    expect(res.json()).toMatchObject({ moved: 3, unchanged: 0, failed: 0 });
    const counts = (await get(h, '/api/applications/employer')).counts;
    expect(counts).toEqual({ Applied: 3, Review: 0, Accepted: 3, Rejected: 0, total: 6 });
    expect((await get(h, '/api/analytics/overview')).counts.totalHired).toBe(3);
  });

  it('an injected failure of the call moves nothing', async () => {
    const w = await world();
    await app.inject({
      method: 'POST',
      url: '/__qa/faults',
      headers: qaHeader,
      payload: { pattern: '/api/applications/status', method: 'PUT', status: 500, times: 1 },
    });
    const res = await bulk(w.employer.token, { ids: w.applications[0], status: 'Rejected' });
    expect(res.statusCode).toBe(500);
    for (const id of w.applications[0]!) expect(await statusOf(w, id)).toBe('Applied');
  });

  it('validates the body after the role check', async () => {
    const w = await world();
    for (const payload of [
      {},
      { ids: [], status: 'Review' },
      { ids: Array.from({ length: 101 }, (_, i) => String(i)), status: 'Review' },
      { ids: [w.applications[0]![0]], status: 'Hired' },
      { ids: [w.applications[0]![0]] },
      { ids: 'abc', status: 'Review' },
      { ids: [''], status: 'Review' },
      { ids: [42], status: 'Review' },
    ]) {
      const res = await bulk(w.employer.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await bulk(seeker, {})).statusCode).toBe(403);
    for (const id of w.applications[0]!) expect(await statusOf(w, id)).toBe('Applied');
  });

  it('permission matrix: no token 401, seekers 403, another employer moves nothing, the owner moves', async () => {
    const w = await world();
    const payload = { ids: [w.applications[0]![0]], status: 'Accepted' };
    const theirs = await bulk(other, payload);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({
      moved: 0,
      failed: 1,
      results: [{ outcome: 'failed', error: { statusCode: 403 } }],
    });
    expect(await statusOf(w, w.applications[0]![0]!)).toBe('Applied');
    await expectMatrix(
      app,
      { method: 'PUT', url: '/api/applications/status', payload },
      { seeker: w.seekers[0]!.token, other, owner: w.employer.token },
      { none: 401, seeker: 403, other: 200, owner: 200 },
    );
    expect(await statusOf(w, w.applications[0]![0]!)).toBe('Accepted');
  });
});

describe('notes on an application', () => {
  const notesUrl = (id: string) => `/api/applications/${id}/notes`;

  it('the job’s employer adds (trimmed), lists newest first and deletes notes; the count shows in the list', async () => {
    const w = await world();
    const h = w.employer.token;
    const id = w.applications[0]![0]!;
    const add = async (text: string) => {
      const res = await app.inject({
        method: 'POST',
        url: notesUrl(id),
        headers: bearer(h),
        payload: { text },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const first = await add('  Strong portfolio  ');
    expect(first).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      text: 'Strong portfolio',
      createdAt: expect.any(String),
      author: { _id: w.employer.id, name: w.employer.name },
    });
    const second = await add('Call on Monday\nabout the <script> role');
    const list = await get(h, notesUrl(id));
    expect(list.map((n: any) => n._id)).toEqual([second._id, first._id]);
    expect(list[0].text).toBe('Call on Monday\nabout the <script> role');
    const row = (await get(h, `/api/applications/employer?q=${encodeURIComponent('zoë')}`)).applications.find(
      (a: any) => a._id === id,
    );
    expect(row.notesCount).toBe(2);
    expect(await get(h, notesUrl(w.applications[0]![1]!))).toEqual([]);

    const del = await app.inject({
      method: 'DELETE',
      url: `${notesUrl(id)}/${first._id}`,
      headers: bearer(h),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Note deleted' });
    expect((await get(h, notesUrl(id))).map((n: any) => n._id)).toEqual([second._id]);
    const again = await app.inject({
      method: 'DELETE',
      url: `${notesUrl(id)}/${first._id}`,
      headers: bearer(h),
    });
    expect(again.statusCode).toBe(404);
    // A note is addressed through its own application only.
    const elsewhere = await app.inject({
      method: 'DELETE',
      url: `${notesUrl(w.applications[0]![1]!)}/${second._id}`,
      headers: bearer(h),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: 'Note not found' });
  });

  it('validates the text: blank, too long, missing or not a string is a 400', async () => {
    const w = await world();
    const url = notesUrl(w.applications[0]![0]!);
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(2001) }, {}, { text: 5 }]) {
      const res = await app.inject({ method: 'POST', url, headers: bearer(w.employer.token), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/^text/);
    }
    const blank = await app.inject({
      method: 'POST',
      url,
      headers: bearer(w.employer.token),
      payload: { text: ' ' },
    });
    expect(blank.json()).toEqual({ message: 'text: Note text is required' });
    const max = await app.inject({
      method: 'POST',
      url,
      headers: bearer(w.employer.token),
      payload: { text: 'x'.repeat(2000) },
    });
    expect(max.statusCode).toBe(201);
  });

  it('permission matrix: no token 401, seekers (the applicant too) 403, another employer 403, the owner', async () => {
    const w = await world();
    const id = w.applications[0]![0]!;
    const applicant = w.seekers[0]!.token;
    const tokens = { seeker: applicant, other, owner: w.employer.token };
    await expectMatrix(app, { method: 'POST', url: notesUrl(id), payload: { text: 'Private' } }, tokens, {
      none: 401,
      seeker: 403,
      other: 403,
      owner: 201,
    });
    await expectMatrix(app, { method: 'GET', url: notesUrl(id) }, tokens, {
      none: 401,
      seeker: 403,
      other: 403,
      owner: 200,
    });
    const noteId = (await get(w.employer.token, notesUrl(id)))[0]._id;
    await expectMatrix(app, { method: 'DELETE', url: `${notesUrl(id)}/${noteId}` }, tokens, {
      none: 401,
      seeker: 403,
      other: 403,
      owner: 200,
    });
    const seekerView = await app.inject({ url: notesUrl(id), headers: bearer(seeker) });
    expect(seekerView.json()).toEqual({ message: 'Only employers can view notes' });
    const otherView = await app.inject({ url: notesUrl(id), headers: bearer(other) });
    expect(otherView.json()).toEqual({ message: 'You can only see notes on applications to your own jobs' });
    // Nothing about notes leaks into what the applicant reads.
    expect(JSON.stringify(await get(applicant, `/api/applications/${id}`))).not.toMatch(/note/i);
    expect(
      (await app.inject({ url: notesUrl('ffffffffffffffffffffffff'), headers: bearer(employer) })).statusCode,
    ).toBe(404);
  });

  it('only a note’s author deletes it', async () => {
    const w = await world();
    const id = w.applications[0]![0]!;
    const db = app.db;
    // A note by someone else (the API only lets the job's employer write; this stands for a colleague).
    const appPk = (db.prepare('SELECT pk FROM applications WHERE id = ?').get(id) as { pk: number }).pk;
    const otherPk = (db.prepare('SELECT pk FROM users WHERE email = ?').get(OTHER_EMPLOYER) as { pk: number })
      .pk;
    const note = app.notes.add(appPk, otherPk, 'From a colleague');
    const res = await app.inject({
      method: 'DELETE',
      url: `${notesUrl(id)}/${note._id}`,
      headers: bearer(w.employer.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'You can only delete your own notes' });
  });
});

describe('OpenAPI', () => {
  it('documents every new call', async () => {
    const spec = (await app.inject({ url: '/openapi.json' })).json();
    const expected: [string, string][] = [
      ['/api/applications/my', 'get'],
      ['/api/applications/{id}', 'get'],
      ['/api/applications/{id}', 'delete'],
      ['/api/applications/employer', 'get'],
      ['/api/applications/status', 'put'],
      ['/api/applications/{id}/notes', 'get'],
      ['/api/applications/{id}/notes', 'post'],
      ['/api/applications/{id}/notes/{noteId}', 'delete'],
      ['/api/notifications', 'get'],
      ['/api/notifications/{id}/read', 'put'],
      ['/api/notifications/read-all', 'put'],
    ];
    for (const [path, method] of expected) {
      const op = spec.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
      expect(Object.keys(op.responses)).toContain('4XX');
    }
    const detail = spec.paths['/api/jobs/{id}'].get.responses['200'].content['application/json'].schema;
    expect(detail.properties.company.properties.companyDescription).toBeDefined();
    const overview = spec.paths['/api/analytics/overview'].get;
    expect(overview.parameters.map((p: any) => p.name)).toContain('utcOffsetMinutes');
  });
});
