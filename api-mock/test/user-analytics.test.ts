import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../src/app.js';
import { makePdf, makePng } from '../src/lib/sample-files.js';
import { trend } from '../src/repos/analytics-repo.js';
import {
  bearer,
  EMPLOYER,
  login,
  makeApp,
  multipart,
  OTHER_EMPLOYER,
  postJob,
  register,
  SEEKER,
  uploadAs,
} from './helpers.js';

let app: App;
let employer: string;
let seeker: string;
beforeEach(async () => {
  app = await makeApp();
  [employer, seeker] = await Promise.all([login(app, EMPLOYER), login(app, SEEKER)]);
});
afterEach(async () => {
  await app.close();
});

describe('PUT /api/user/profile', () => {
  it('updates a seeker; the e-mail never changes; company fields are ignored', async () => {
    // Profile files must be the caller's own uploads (an outside URL or someone else's file is a 400).
    const avatar = await uploadAs(app, 'image', seeker, makePng());
    const resume = await uploadAs(app, 'file', seeker, makePdf('CV'));
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(seeker),
      payload: { name: 'Jordan L.', email: 'hacker@evil.test', avatar, resume, companyName: 'Nope' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Jordan L.', email: SEEKER, avatar, resume, companyName: '' });
    expect(res.body).not.toMatch(/password/);
  });

  it('updates an employer with company fields', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(employer),
      payload: { name: 'M. Reyes', companyName: 'Acme 2', companyDescription: 'We build.', companyLogo: '' },
    });
    expect(res.json()).toMatchObject({
      name: 'M. Reyes',
      companyName: 'Acme 2',
      companyDescription: 'We build.',
      companyLogo: '',
      email: EMPLOYER,
    });
    const jobs = (
      await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })
    ).json();
    expect(jobs[0].company).toMatchObject({ name: 'M. Reyes', companyName: 'Acme 2' });
    const list = (await app.inject({ url: '/api/jobs?limit=100' })).json();
    expect(list.jobs.filter((j: any) => j.company.companyName === 'Acme 2').length).toBe(7);
  });

  it('validates: 401 without token, blank name, bad URLs', async () => {
    expect(
      (await app.inject({ method: 'PUT', url: '/api/user/profile', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
    for (const payload of [
      { name: '  ' },
      { avatar: 'javascript:alert(1)' },
      { resume: 'ftp://x/y' },
      { name: 5 },
    ]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(seeker),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('resume delete', () => {
  it('clears the resume and deletes the uploaded file (DELETE and POST)', async () => {
    const up = multipart('file', 'cv.pdf', 'application/pdf', makePdf('CV'));
    const fileUrl = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/upload-file',
        headers: { ...up.headers, ...bearer(seeker) },
        payload: up.payload,
      })
    ).json().fileUrl;
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(seeker),
      payload: { resume: fileUrl },
    });
    const file = join(app.uploadsDir, fileUrl.split('/').pop());
    expect(existsSync(file)).toBe(true);
    const res = await app.inject({
      method: 'DELETE',
      url: '/api/user/resume',
      headers: bearer(seeker),
      payload: { resumeUrl: fileUrl },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.resume).toBe('');
    expect(existsSync(file)).toBe(false);
    const post = await app.inject({
      method: 'POST',
      url: '/api/user/resume',
      headers: bearer(seeker),
      payload: { resumeUrl: '' },
    });
    expect(post.statusCode).toBe(200);
    const noBody = await app.inject({ method: 'DELETE', url: '/api/user/resume', headers: bearer(seeker) });
    expect(noBody.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/user/resume', payload: { resumeUrl: '' } }))
        .statusCode,
    ).toBe(401);
    // the shared seed sample is never deleted
    expect(existsSync(join(app.uploadsDir, 'sample-resume.pdf'))).toBe(true);
  });
});

describe('GET /api/analytics/overview', () => {
  it('trend is a signed whole-number % change; from nothing it is +100, and 0 when both are empty', () => {
    expect(trend(3, 0)).toBe(100);
    expect(trend(0, 0)).toBe(0);
    expect(trend(3, 2)).toBe(50);
    expect(trend(1, 3)).toBe(-67);
    expect(trend(0, 4)).toBe(-100);
  });

  it("replies the employer's counts, trends and recent items; 401/403", async () => {
    const res = await app.inject({ url: '/api/analytics/overview', headers: bearer(employer) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const own = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })).json();
    expect(body.counts.totalActiveJobs).toBe(own.filter((j: any) => !j.isClosed).length);
    expect(body.counts.totalApplications).toBe(own.reduce((n: number, j: any) => n + j.applicationCount, 0));
    expect(body.counts.totalHired).toBeGreaterThan(0);
    for (const k of ['activeJobs', 'totalApplicants', 'totalHired'])
      expect(Number.isInteger(body.counts.trends[k])).toBe(true);
    expect(body.data.recentJobs.length).toBeGreaterThan(0);
    expect(body.data.recentJobs[0]._id).toBe(own[0]._id);
    expect(body.data.recentApplications[0]).toMatchObject({
      job: { title: expect.any(String) },
      applicant: { name: expect.any(String) },
    });
    expect((await app.inject({ url: '/api/analytics/overview' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/analytics/overview', headers: bearer(seeker) })).statusCode).toBe(
      403,
    );
    const other = await login(app, OTHER_EMPLOYER);
    const theirs = (await app.inject({ url: '/api/analytics/overview', headers: bearer(other) })).json();
    expect(theirs.data.recentJobs.every((j: any) => j.company.companyName === 'Northwind Analytics')).toBe(
      true,
    );
  });

  it('counts new activity in the last-7-days trend', async () => {
    const { token } = await register(app, 'employeer');
    const { _id } = await postJob(app, token);
    const { token: s } = await register(app, 'jobseeker');
    const a = (
      await app.inject({ method: 'POST', url: `/api/applications/${_id}`, headers: bearer(s) })
    ).json().application;
    await app.inject({
      method: 'PUT',
      url: `/api/applications/${a._id}/status`,
      headers: bearer(token),
      payload: { status: 'Accepted' },
    });
    const body = (await app.inject({ url: '/api/analytics/overview', headers: bearer(token) })).json();
    // A new employer with a job, an applicant and a hire this week grows from nothing: +100 each.
    const week = { activeJobs: 1, totalApplicants: 1, totalHired: 1 };
    expect(body.counts).toEqual({
      totalActiveJobs: 1,
      totalApplications: 1,
      totalHired: 1,
      trends: { activeJobs: 100, totalApplicants: 100, totalHired: 100 },
      trendWindows: { last7Days: week, previous7Days: { activeJobs: 0, totalApplicants: 0, totalHired: 0 } },
    });
  });
});
