// A job seeker's own applications (the tracker), one application, and withdraw.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { expectMatrix, makeWorld, openSeeded, setStatus } from './fixtures.js';
import { bearer, login, register } from './helpers.js';

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

const my = async (token: string, query = '') => {
  const res = await app.inject({ url: `/api/applications/my${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/applications/my', () => {
  it("lists the seeded seeker's applications newest first, with job, company, dates and counts", async () => {
    const body = await my(seeker);
    expect(body.counts).toEqual({ Applied: 1, Review: 1, Accepted: 1, Rejected: 1, total: 4 });
    expect(body).toMatchObject({ total: 4, page: 1, pages: 1 });
    const dates = body.applications.map((a: any) => a.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of body.applications) {
      expect(a).toMatchObject({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        status: expect.stringMatching(/^(Applied|Review|Accepted|Rejected)$/),
        job: {
          _id: expect.any(String),
          title: expect.any(String),
          isClosed: false,
          company: { companyName: expect.any(String), companyLogo: expect.any(String) },
        },
      });
      expect(a.job.company.companyName).not.toBe('');
      expect(Date.parse(a.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.createdAt));
    }
    // The statuses agree with what each job's page tells the seeker.
    for (const a of body.applications) {
      const job = (await app.inject({ url: `/api/jobs/${a.job._id}`, headers: bearer(seeker) })).json();
      expect(job.applicationStatus).toBe(a.status);
    }
  });

  it('filters by status (counts stay whole), pages, and validates the query', async () => {
    const review = await my(seeker, '?status=Review');
    expect(review.applications.map((a: any) => a.status)).toEqual(['Review']);
    expect(review).toMatchObject({ total: 1, pages: 1 });
    expect(review.counts.total).toBe(4);
    expect((await my(seeker, '?status=')).total).toBe(4);

    const all = (await my(seeker)).applications.map((a: any) => a._id);
    const first = await my(seeker, '?limit=3');
    const second = await my(seeker, '?limit=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pages: 2 });
    expect([...first.applications, ...second.applications].map((a: any) => a._id)).toEqual(all);
    expect((await my(seeker, '?limit=3&page=3')).applications).toEqual([]);

    for (const query of ['?status=Hired', '?limit=0', '?limit=101', '?page=0', '?page=x', '?page=1e9']) {
      const res = await app.inject({ url: `/api/applications/my${query}`, headers: bearer(seeker) });
      expect(res.statusCode, query).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it("shows only the caller's own applications; a new seeker has none", async () => {
    const fresh = await register(app, 'jobseeker');
    expect(await my(fresh.token)).toEqual({
      applications: [],
      counts: { Applied: 0, Review: 0, Accepted: 0, Rejected: 0, total: 0 },
      total: 0,
      page: 1,
      pages: 1,
    });
    const mine = new Set((await my(seeker)).applications.map((a: any) => a._id));
    const theirs = await my(await login(app, 'seeker1@demo.test'));
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.applications.some((a: any) => mine.has(a._id))).toBe(false);
  });

  it('permission matrix: no token 401, employers 403, seekers their own list', async () => {
    const seeker1 = await login(app, 'seeker1@demo.test');
    await expectMatrix(
      app,
      { method: 'GET', url: '/api/applications/my' },
      { seeker: seeker1, other, owner: seeker },
      { none: 401, seeker: 200, other: 403, owner: 200 },
    );
    const res = await app.inject({ url: '/api/applications/my', headers: bearer(employer) });
    expect(res.json()).toEqual({ message: 'Only Job Seekers have applications' });
  });
});

describe('GET /api/applications/:id', () => {
  it("permission matrix: its seeker or its job's employer; others 403; unknown 404", async () => {
    const world = await makeWorld(app, { titles: ['Tracker Job'], seekerNames: ['Ann Owner', 'Ben Other'] });
    const id = world.applications[0]![0]!;
    const url = `/api/applications/${id}`;
    await expectMatrix(
      app,
      { method: 'GET', url },
      { seeker: world.seekers[1]!.token, other, owner: world.seekers[0]!.token },
      { none: 401, seeker: 403, other: 403, owner: 200 },
    );
    const asEmployer = await app.inject({ url, headers: bearer(world.employer.token) });
    expect(asEmployer.statusCode).toBe(200);
    expect(asEmployer.json()).toMatchObject({
      _id: id,
      status: 'Applied',
      job: { _id: world.jobs[0]!._id, title: 'Tracker Job' },
      applicant: { name: 'Ann Owner' },
    });
    for (const unknown of ['ffffffffffffffffffffffff', 'nope', 'x'.repeat(64)]) {
      const res = await app.inject({ url: `/api/applications/${unknown}`, headers: bearer(seeker) });
      expect(res.statusCode, unknown).toBe(404);
    }
  });
});

describe('DELETE /api/applications/:id (withdraw)', () => {
  it('permission matrix: only its seeker withdraws; the job’s employer cannot either', async () => {
    const world = await makeWorld(app, { titles: ['Withdraw Job'], seekerNames: ['Ann', 'Ben'] });
    const url = `/api/applications/${world.applications[0]![0]}`;
    const asEmployer = await app.inject({ method: 'DELETE', url, headers: bearer(world.employer.token) });
    expect(asEmployer.statusCode).toBe(403);
    expect(asEmployer.json()).toEqual({ message: 'Only Job Seekers can withdraw applications' });
    const asOtherSeeker = await app.inject({
      method: 'DELETE',
      url,
      headers: bearer(world.seekers[1]!.token),
    });
    expect(asOtherSeeker.json()).toEqual({ message: 'You can only withdraw your own applications' });
    await expectMatrix(
      app,
      { method: 'DELETE', url },
      { seeker: world.seekers[1]!.token, other, owner: world.seekers[0]!.token },
      { none: 401, seeker: 403, other: 403, owner: 200 },
    );
    const again = await app.inject({ method: 'DELETE', url, headers: bearer(world.seekers[0]!.token) });
    expect(again.statusCode).toBe(404);
  });

  it('afterwards the employer sees it in no list, count or figure; notes and notifications go too', async () => {
    const world = await makeWorld(app, { titles: ['Gone Job'], seekerNames: ['Ann Leaving', 'Ben Staying'] });
    const { employer: owner, seekers } = world;
    const jobId = world.jobs[0]!._id;
    const [leaving, staying] = world.applications[0]!;
    await setStatus(app, owner.token, leaving!, 'Review');
    const note = await app.inject({
      method: 'POST',
      url: `/api/applications/${leaving}/notes`,
      headers: bearer(owner.token),
      payload: { text: 'Promising' },
    });
    expect(note.statusCode).toBe(201);
    expect(
      (await app.inject({ url: '/api/notifications', headers: bearer(seekers[0]!.token) })).json().total,
    ).toBe(1);

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/applications/${leaving}`,
      headers: bearer(seekers[0]!.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Application withdrawn', _id: leaving });

    const h = bearer(owner.token);
    const perJob = (await app.inject({ url: `/api/applications/job/${jobId}`, headers: h })).json();
    expect(perJob.map((a: any) => a._id)).toEqual([staying]);
    const candidates = (await app.inject({ url: '/api/applications/employer', headers: h })).json();
    expect(candidates.applications.map((a: any) => a._id)).toEqual([staying]);
    expect(candidates.counts).toEqual({ Applied: 1, Review: 0, Accepted: 0, Rejected: 0, total: 1 });
    const pipeline = (
      await app.inject({ url: `/api/applications/employer?jobId=${jobId}&q=ann`, headers: h })
    ).json();
    expect(pipeline.total).toBe(0);
    const jobs = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: h })).json();
    expect(jobs[0].applicationCount).toBe(1);
    const overview = (await app.inject({ url: '/api/analytics/overview', headers: h })).json();
    expect(overview.counts.totalApplications).toBe(1);
    expect(overview.counts.trendWindows.last7Days.totalApplicants).toBe(1);
    expect(overview.data.recentApplications.map((a: any) => a._id)).toEqual([staying]);
    expect(overview.data.applicationsPerDay.reduce((n: number, d: any) => n + d.count, 0)).toBe(1);
    expect((await app.inject({ url: `/api/applications/${leaving}`, headers: h })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/applications/${leaving}/notes`, headers: h })).statusCode).toBe(
      404,
    );
    const noteRows = app.db
      .prepare(
        'SELECT count(*) AS n FROM application_notes n JOIN users u ON u.pk = n.author_pk WHERE u.id = ?',
      )
      .get(owner.id) as { n: number };
    expect(noteRows.n).toBe(0);

    const notifications = (
      await app.inject({ url: '/api/notifications', headers: bearer(seekers[0]!.token) })
    ).json();
    expect(notifications).toMatchObject({ notifications: [], unreadCount: 0, total: 0 });
    expect((await my(seekers[0]!.token)).total).toBe(0);
  });

  it('the seeker may apply again after withdrawing: a fresh application, Applied', async () => {
    const world = await makeWorld(app, { titles: ['Second Chance Job'], seekerNames: ['Ann Again'] });
    const first = world.applications[0]![0]!;
    const token = world.seekers[0]!.token;
    await app.inject({ method: 'DELETE', url: `/api/applications/${first}`, headers: bearer(token) });
    const jobId = world.jobs[0]!._id;
    expect(
      (await app.inject({ url: `/api/jobs/${jobId}`, headers: bearer(token) })).json().applicationStatus,
    ).toBe(null);
    const again = await app.inject({
      method: 'POST',
      url: `/api/applications/${jobId}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().application).toMatchObject({ status: 'Applied' });
    expect(again.json().application._id).not.toBe(first);
  });

  it('refuses decided applications (409) and leaves them in place', async () => {
    const world = await makeWorld(app, { titles: ['Decided Job'], seekerNames: ['Ann', 'Ben', 'Cy'] });
    const [accepted, rejected, review] = world.applications[0]!;
    await setStatus(app, world.employer.token, accepted!, 'Accepted');
    await setStatus(app, world.employer.token, rejected!, 'Rejected');
    await setStatus(app, world.employer.token, review!, 'Review');
    for (const [i, id, status] of [
      [0, accepted, 'Accepted'],
      [1, rejected, 'Rejected'],
    ] as const) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/api/applications/${id}`,
        headers: bearer(world.seekers[i]!.token),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: `This application is already ${status} and can no longer be withdrawn`,
      });
    }
    const inReview = await app.inject({
      method: 'DELETE',
      url: `/api/applications/${review}`,
      headers: bearer(world.seekers[2]!.token),
    });
    expect(inReview.statusCode).toBe(200);
    const left = (
      await app.inject({
        url: `/api/applications/job/${world.jobs[0]!._id}`,
        headers: bearer(world.employer.token),
      })
    ).json();
    expect(left.map((a: any) => a.status).sort()).toEqual(['Accepted', 'Rejected']);
  });

  it('a deleted job takes its applications off the tracker', async () => {
    const world = await makeWorld(app, { titles: ['Doomed Job'], seekerNames: ['Ann'] });
    await setStatus(app, world.employer.token, world.applications[0]![0]!, 'Review');
    await app.inject({
      method: 'DELETE',
      url: `/api/jobs/${world.jobs[0]!._id}`,
      headers: bearer(world.employer.token),
    });
    const token = world.seekers[0]!.token;
    expect((await my(token)).total).toBe(0);
    expect((await app.inject({ url: '/api/notifications', headers: bearer(token) })).json().total).toBe(0);
  });
});
