import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, OTHER_EMPLOYER, postJob, register, SEEKER } from './helpers.js';
import { tellCandidates } from './fixtures.js';

let app: App;
let employer: string;
let other: string;
let seeker: string;
beforeEach(async () => {
  app = await makeApp();
  [employer, other, seeker] = await Promise.all([
    login(app, EMPLOYER),
    login(app, OTHER_EMPLOYER),
    login(app, SEEKER),
  ]);
});
afterEach(async () => {
  await app.close();
});

describe('saved jobs', () => {
  it('save, list newest first, save twice keeps one, remove, remove again 404', async () => {
    const { _id } = await postJob(app, employer);
    const save = await app.inject({ method: 'POST', url: `/api/save-jobs/${_id}`, headers: bearer(seeker) });
    expect(save.statusCode).toBe(201);
    expect(save.json()).toEqual({ message: 'Job saved successfully', isSaved: true });
    const twice = await app.inject({ method: 'POST', url: `/api/save-jobs/${_id}`, headers: bearer(seeker) });
    expect(twice.statusCode).toBe(200);
    const mine = (await app.inject({ url: '/api/save-jobs/my', headers: bearer(seeker) })).json();
    expect(mine.filter((e: any) => e.job._id === _id)).toHaveLength(1);
    expect(mine[0].job._id).toBe(_id);
    expect(mine[0].job.isSaved).toBe(true);
    expect(mine.length).toBe(4); // 3 seeded + 1
    const detail = (await app.inject({ url: `/api/jobs/${_id}`, headers: bearer(seeker) })).json();
    expect(detail.isSaved).toBe(true);
    const del = await app.inject({ method: 'DELETE', url: `/api/save-jobs/${_id}`, headers: bearer(seeker) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Job removed successfully', isSaved: false });
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/save-jobs/${_id}`, headers: bearer(seeker) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/save-jobs/ffffffffffffffffffffffff',
          headers: bearer(seeker),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('permission matrix: no token 401, employers 403', async () => {
    const { _id } = await postJob(app, employer);
    for (const call of [
      { method: 'POST' as const, url: `/api/save-jobs/${_id}` },
      { method: 'DELETE' as const, url: `/api/save-jobs/${_id}` },
      { method: 'GET' as const, url: '/api/save-jobs/my' },
    ]) {
      expect((await app.inject(call)).statusCode).toBe(401);
      expect((await app.inject({ ...call, headers: bearer(employer) })).statusCode).toBe(403);
      expect((await app.inject({ ...call, headers: bearer(other) })).statusCode).toBe(403);
    }
  });
});

describe('applications', () => {
  it('a seeker applies once (201, Applied); a second time 409', async () => {
    const { _id } = await postJob(app, employer);
    const res = await app.inject({
      method: 'POST',
      url: `/api/applications/${_id}`,
      headers: bearer(seeker),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Applied to job successfully',
      application: { status: 'Applied', job: { _id }, applicant: { email: SEEKER } },
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/applications/${_id}`,
      headers: bearer(seeker),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already applied to this job');
  });

  it('20 concurrent applies end in exactly one application', async () => {
    const { _id } = await postJob(app, employer);
    const { token } = await register(app, 'jobseeker');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: `/api/applications/${_id}`, headers: bearer(token) }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const apps = (
      await app.inject({ url: `/api/applications/job/${_id}`, headers: bearer(employer) })
    ).json();
    expect(apps).toHaveLength(1);
  });

  it('employers cannot apply; closed and unknown jobs refuse', async () => {
    const { _id } = await postJob(app, employer);
    const emp = await app.inject({ method: 'POST', url: `/api/applications/${_id}`, headers: bearer(other) });
    expect(emp.statusCode).toBe(403);
    expect(emp.json()).toEqual({ message: 'Only Job Seekers can apply' });
    expect((await app.inject({ method: 'POST', url: `/api/applications/${_id}` })).statusCode).toBe(401);
    await app.inject({ method: 'PUT', url: `/api/jobs/${_id}/toggle-close`, headers: bearer(employer) });
    const closed = await app.inject({
      method: 'POST',
      url: `/api/applications/${_id}`,
      headers: bearer(seeker),
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/closed/);
    expect(
      (await app.inject({ method: 'POST', url: '/api/applications/nope', headers: bearer(seeker) }))
        .statusCode,
    ).toBe(404);
  });

  it('the job’s employer reads the candidate as they built their profile; nobody else, and not in lists', async () => {
    const { _id } = await postJob(app, employer);
    const profile = {
      headline: 'Backend engineer, 6 years of Go',
      skills: ['Go', 'PostgreSQL'],
      desiredLocation: 'Berlin',
      openToRemote: true,
      summary: 'I build <b>reliable</b> services.',
      experience: [{ title: 'Engineer', company: 'Acme', start: '2020-01', end: '', description: 'APIs' }],
      education: [{ school: 'TU Berlin', degree: 'MSc', start: '2014-10', end: '2016-09' }],
    };
    const put = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(seeker),
      payload: profile,
    });
    expect(put.statusCode).toBe(200);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/applications/${_id}`,
      headers: bearer(seeker),
    });
    const id = applied.json().application._id as string;

    const seen = await app.inject({ url: `/api/applications/${id}`, headers: bearer(employer) });
    expect(seen.statusCode).toBe(200);
    const candidate = seen.json().candidate;
    expect(candidate).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      ...profile,
      verified: expect.any(Boolean),
    });
    // The card is the profile's public part: no e-mail address, no résumé file, nothing of the account.
    expect(JSON.stringify(candidate)).not.toContain(SEEKER);
    expect(Object.keys(candidate)).not.toContain('email');

    // The candidate's own view, the employer's lists, and another employer: no candidate.
    expect(
      (await app.inject({ url: `/api/applications/${id}`, headers: bearer(seeker) })).json().candidate,
    ).toBeUndefined();
    const list = (
      await app.inject({ url: `/api/applications/employer?jobId=${_id}`, headers: bearer(employer) })
    ).json();
    expect(list.applications[0].candidate).toBeUndefined();
    expect((await app.inject({ url: `/api/applications/${id}`, headers: bearer(other) })).statusCode).toBe(
      403,
    );
  });

  it('GET /api/applications/job/:id: owner only, applicant and job filled in', async () => {
    const own = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })).json();
    const job = own[0];
    const url = `/api/applications/job/${job._id}`;
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect((await app.inject({ url, headers: bearer(seeker) })).statusCode).toBe(403);
    expect((await app.inject({ url, headers: bearer(other) })).statusCode).toBe(403);
    expect(
      (await app.inject({ url: '/api/applications/job/ffffffffffffffffffffffff', headers: bearer(employer) }))
        .statusCode,
    ).toBe(404);
    const res = await app.inject({ url, headers: bearer(employer) });
    expect(res.statusCode).toBe(200);
    const apps = res.json();
    expect(apps.length).toBe(job.applicationCount);
    expect(apps[0]).toMatchObject({
      status: expect.stringMatching(/^(Applied|Review|Accepted|Rejected)$/),
      job: { _id: job._id, title: job.title, location: job.location, type: job.type, category: job.category },
      applicant: {
        name: expect.any(String),
        email: expect.any(String),
        avatar: expect.any(String),
        resume: expect.any(String),
        createdAt: expect.any(String),
      },
    });
    expect(JSON.stringify(apps)).not.toMatch(/password/);
  });

  it("the demo employer's applications cover every status", async () => {
    const own = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })).json();
    const statuses = new Set<string>();
    for (const job of own) {
      for (const a of (
        await app.inject({ url: `/api/applications/job/${job._id}`, headers: bearer(employer) })
      ).json())
        statuses.add(a.status);
    }
    expect([...statuses].sort()).toEqual(['Accepted', 'Applied', 'Rejected', 'Review']);
  });

  it('PUT /api/applications/:id/status: owner only, any status, validated', async () => {
    const { _id } = await postJob(app, employer);
    const applied = (
      await app.inject({ method: 'POST', url: `/api/applications/${_id}`, headers: bearer(seeker) })
    ).json().application;
    const url = `/api/applications/${applied._id}/status`;
    const call = { method: 'PUT' as const, url, payload: { status: 'Review' } };
    expect((await app.inject(call)).statusCode).toBe(401);
    expect((await app.inject({ ...call, headers: bearer(seeker) })).statusCode).toBe(403);
    expect((await app.inject({ ...call, headers: bearer(other) })).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          ...call,
          url: '/api/applications/ffffffffffffffffffffffff/status',
          headers: bearer(employer),
        })
      ).statusCode,
    ).toBe(404);
    for (const status of ['Review', 'Accepted', 'Applied', 'Rejected']) {
      const res = await app.inject({ ...call, headers: bearer(employer), payload: { status } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ _id: applied._id, status });
    }
    const bad = await app.inject({ ...call, headers: bearer(employer), payload: { status: 'Hired' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of Applied, Review, Accepted, Rejected');
    const missing = await app.inject({ ...call, headers: bearer(employer), payload: {} });
    expect(missing.statusCode).toBe(400);
    // The seeker sees it once the change's Undo window is over (they were told).
    expect(
      (await app.inject({ url: `/api/jobs/${_id}`, headers: bearer(seeker) })).json().applicationStatus,
    ).toBe('Applied');
    tellCandidates(app);
    const detail = (await app.inject({ url: `/api/jobs/${_id}`, headers: bearer(seeker) })).json();
    expect(detail.applicationStatus).toBe('Rejected');
  });
});
