// Jobs expire: listed for LIMITS.jobListingDays from posting, then closed by the sweep (out of search, the
// company page and the sitemap); Extend keeps a job listed longer, up to a limit; re-opening an expired job
// lists it anew. The clock is the test's: days pass when it moves.
import { LIMITS } from '@portal/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, makeApp, postJob, register } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2026-11-29T12:00:00.000Z');
const clock = () => now;
let app: App;

beforeEach(async () => {
  now = Date.parse('2026-11-29T12:00:00.000Z');
  app = await makeApp({ clock });
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? bearer(token) : {} }).then((res) => res.json());
const put = (url: string, token: string) => app.inject({ method: 'PUT', url, headers: bearer(token) });

describe('jobs expire', () => {
  it('a job is listed for the listing days, then the sweep closes it: out of search and the sitemap', async () => {
    const { token } = await register(app, 'employeer', 'Ella Expiry');
    const job = await postJob(app, token, { title: 'Zyxquartz Listing Engineer' });
    const posted = await get(`/api/jobs/${job._id}`);
    expect(posted.validThrough).toBe(new Date(now + LIMITS.jobListingDays * DAY).toISOString());
    const search = async () =>
      (await get('/api/jobs?keyword=Zyxquartz')).jobs.map((j: { _id: string }) => j._id);
    const inSitemap = async () =>
      (await get(`/api/jobs/sitemap?limit=${LIMITS.sitemapPageSize}`)).jobs.some(
        (j: { _id: string }) => j._id === job._id,
      );
    expect(await search()).toEqual([job._id]);

    // A minute before its date, the sweep leaves it open (the older seeded jobs have gone by then).
    now += LIMITS.jobListingDays * DAY - 60_000;
    app.jobExpiry.sweep();
    expect(await search()).toEqual([job._id]);
    expect((await get(`/api/jobs/${job._id}`)).isClosed).toBe(false);

    now += 60_000;
    expect(app.jobExpiry.sweep()).toEqual({ told: 0, closed: 1 });
    const closed = await get(`/api/jobs/${job._id}`);
    expect(closed.isClosed).toBe(true);
    expect(await search()).toEqual([]);
    expect(await inSitemap()).toBe(false);
    const own = (await get('/api/jobs/get-jobs-employeer', token))[0];
    expect(own).toMatchObject({ _id: job._id, isClosed: true });

    // Re-opened, it is listed anew from today.
    expect((await put(`/api/jobs/${job._id}/toggle-close`, token)).json()).toMatchObject({ isClosed: false });
    const reopened = await get(`/api/jobs/${job._id}`);
    expect(reopened.validThrough).toBe(new Date(now + LIMITS.jobListingDays * DAY).toISOString());
    expect(app.jobExpiry.sweep().closed).toBe(0);
    expect(await search()).toEqual([job._id]);
  });

  it('Extend keeps a job listed longer, from today once expired, and never beyond the limit', async () => {
    const { token } = await register(app, 'employeer', 'Owen Owner');
    const job = await postJob(app, token);
    const extend = () => put(`/api/jobs/${job._id}/extend`, token);
    const until = (days: number) => new Date(now + days * DAY).toISOString();

    // Ten days on, Extend adds its days to the date the job has.
    now += 10 * DAY;
    const once = await extend();
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({
      _id: job._id,
      validThrough: until(LIMITS.jobListingDays - 10 + LIMITS.jobExtendDays),
    });
    // Up to the limit, then refused with the date it has.
    const twice = await extend();
    expect(twice.json().validThrough).toBe(until(LIMITS.jobListedAheadMaxDays));
    const refused = await extend();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This job is already listed until \d{4}-\d\d-\d\d, the longest a job can be listed ahead \(90 days\)$/,
    );

    // Expired and closed, Extend lists it from today (re-opening is the employer's own step).
    now += LIMITS.jobListedAheadMaxDays * DAY;
    app.jobExpiry.sweep();
    const afterExpiry = await extend();
    expect(afterExpiry.json()).toMatchObject({ validThrough: until(LIMITS.jobExtendDays), isClosed: true });
  });

  it('Extend: 401 without a session, 403 for a seeker or another employer, 404 for an unknown job', async () => {
    const owner = await register(app, 'employeer', 'Olive Owner');
    const other = await register(app, 'employeer', 'Oscar Other');
    const seeker = await register(app, 'jobseeker', 'Sam Seeker');
    const job = await postJob(app, owner.token);
    const url = `/api/jobs/${job._id}/extend`;
    expect((await app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    const bySeeker = await put(url, seeker.token);
    expect(bySeeker.statusCode).toBe(403);
    expect(bySeeker.json().message).toBe('Only employers can extend jobs');
    const byOther = await put(url, other.token);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('You can only extend your own jobs');
    expect((await put('/api/jobs/000000000000000000000000/extend', owner.token)).statusCode).toBe(404);
    // Nothing changed on the refusals.
    expect((await get(`/api/jobs/${job._id}`)).validThrough).toBe(
      new Date(now + LIMITS.jobListingDays * DAY).toISOString(),
    );
  });

  it('tells the employer a few days before, once per date (notification and e-mail), again after an Extend', async () => {
    const employer = await register(app, 'employeer', 'Tess Told');
    const job = await postJob(app, employer.token, { title: 'Listing Ends Soon Engineer' });
    const employerId = (await get('/api/auth/profile', employer.token))._id;
    const told = () =>
      app.db
        .prepare(
          `SELECT o.data, o.link FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
           WHERE o.kind = 'job-expiring' AND u.id = ? ORDER BY o.pk`,
        )
        .all(employerId) as { data: string; link: string }[];
    const bell = async () =>
      (await get('/api/notifications', employer.token)).notifications.filter(
        (n: { type: string }) => n.type === 'job-expiring',
      );

    // Four days before: nothing yet.
    now += (LIMITS.jobListingDays - LIMITS.jobExpiryWarningDays - 1) * DAY;
    app.jobExpiry.sweep();
    expect(told()).toEqual([]);
    // Three days before: told once, however often the sweep runs.
    now += DAY;
    app.jobExpiry.sweep();
    app.jobExpiry.sweep();
    const validThrough = (await get(`/api/jobs/${job._id}`)).validThrough;
    expect(told()).toEqual([
      {
        data: JSON.stringify({ jobId: job._id, jobTitle: 'Listing Ends Soon Engineer', validThrough }),
        link: '/employeer/manage-jobs?q=Listing%20Ends%20Soon%20Engineer',
      },
    ]);
    expect(await bell()).toMatchObject([
      { type: 'job-expiring', read: false, job: { _id: job._id, title: 'Listing Ends Soon Engineer' } },
    ]);

    // Extended, the new date is told again when it comes near, not before.
    expect((await put(`/api/jobs/${job._id}/extend`, employer.token)).statusCode).toBe(200);
    app.jobExpiry.sweep();
    expect(told()).toHaveLength(1);
    now += LIMITS.jobExtendDays * DAY;
    app.jobExpiry.sweep();
    expect(told()).toHaveLength(2);
    expect(await bell()).toHaveLength(2);

    // An employer who turned these e-mails off still sees the notification.
    const quiet = await register(app, 'employeer', 'Quinn Quiet');
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(quiet.token),
      payload: { 'job-expiring': false },
    });
    expect(off.statusCode).toBe(200);
    const quietJob = await postJob(app, quiet.token);
    now += (LIMITS.jobListingDays - LIMITS.jobExpiryWarningDays) * DAY;
    app.jobExpiry.sweep();
    const quietId = (await get('/api/auth/profile', quiet.token))._id;
    const quietMails = app.db
      .prepare(
        `SELECT o.status FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
         WHERE o.kind = 'job-expiring' AND u.id = ?`,
      )
      .all(quietId) as { status: string }[];
    expect(quietMails).toEqual([{ status: 'skipped' }]);
    const quietBell = (await get('/api/notifications', quiet.token)).notifications;
    expect(quietBell.map((n: { job: { _id: string } }) => n.job._id)).toContain(quietJob._id);
  });

  it('the seed lists every open job into the future', async () => {
    const { jobs } = await get(`/api/jobs?limit=50`);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(Date.parse(job.validThrough)).toBeGreaterThan(now);
    expect(app.jobExpiry.sweep().closed).toBe(0);
  });
});
