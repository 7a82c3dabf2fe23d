// The public job page's reply: readable signed out, with the company's About data; the caller's own
// state (saved, application status) only when signed in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { openSeeded } from './fixtures.js';
import { bearer, postJob, register } from './helpers.js';

let app: App;
let employer: string;
let seeker: string;
beforeEach(async () => {
  ({ app, employer, seeker } = await openSeeded());
});
afterEach(async () => {
  await app.close();
});

const ACME_ABOUT =
  'Acme Demo Labs builds developer tools and cloud services for small teams. We are 120 people across three offices and a remote-first engineering group.';

describe('GET /api/jobs/:id signed out', () => {
  it('replies the whole job with the company About data and no caller state', async () => {
    const own = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })).json();
    for (const job of [own.find((j: any) => !j.isClosed), own.find((j: any) => j.isClosed)]) {
      const res = await app.inject({ url: `/api/jobs/${job._id}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        _id: job._id,
        title: job.title,
        location: job.location,
        category: job.category,
        type: job.type,
        description: job.description,
        requirements: job.requirements,
        salaryMin: job.salaryMin,
        salaryMax: job.salaryMax,
        isClosed: job.isClosed,
        createdAt: job.createdAt,
        isSaved: false,
        applicationStatus: null,
      });
      expect(body.company).toEqual({
        _id: job.company._id,
        name: 'Morgan Reyes',
        companyName: 'Acme Demo Labs',
        companyLogo: job.company.companyLogo,
        slug: 'acme-demo-labs',
        companyDescription: ACME_ABOUT,
      });
    }
  });

  it('treats a stale or malformed token like none', async () => {
    const job = (await app.inject({ url: '/api/jobs?limit=1' })).json().jobs[0];
    const anonymous = (await app.inject({ url: `/api/jobs/${job._id}` })).json();
    for (const authorization of ['Bearer not.a.token', 'Bearer null', 'Basic abc']) {
      const res = await app.inject({ url: `/api/jobs/${job._id}`, headers: { authorization } });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json()).toEqual(anonymous);
    }
  });
});

describe('GET /api/jobs/:id signed in', () => {
  it("keeps the caller's saved flag and application status beside the About data", async () => {
    const mine = (await app.inject({ url: '/api/applications/my', headers: bearer(seeker) })).json();
    const applied = mine.applications.find((a: any) => a.status === 'Review');
    await app.inject({ method: 'POST', url: `/api/save-jobs/${applied.job._id}`, headers: bearer(seeker) });
    const body = (await app.inject({ url: `/api/jobs/${applied.job._id}`, headers: bearer(seeker) })).json();
    expect(body).toMatchObject({ isSaved: true, applicationStatus: 'Review' });
    expect(body.company.companyDescription).toBe(ACME_ABOUT);
    const signedOut = (await app.inject({ url: `/api/jobs/${applied.job._id}` })).json();
    expect(signedOut).toMatchObject({ isSaved: false, applicationStatus: null });
  });

  it('shows an edited company description at once; an employer without one has ""', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(employer),
      payload: { companyDescription: '  We ship on Fridays.  ' },
    });
    const own = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })).json();
    expect((await app.inject({ url: `/api/jobs/${own[0]._id}` })).json().company.companyDescription).toBe(
      'We ship on Fridays.',
    );
    const fresh = await register(app, 'employeer', 'Nia New', { company: 'New Co' });
    const { _id } = await postJob(app, fresh.token);
    expect((await app.inject({ url: `/api/jobs/${_id}` })).json().company).toMatchObject({
      companyName: 'New Co',
      companyDescription: '',
    });
  });

  it('the list rows stay without the About text (the detail page alone shows it)', async () => {
    const list = (await app.inject({ url: '/api/jobs?limit=5' })).json();
    for (const job of list.jobs) expect(job.company.companyDescription).toBeUndefined();
  });
});
