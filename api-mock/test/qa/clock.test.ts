// The QA clock (/__qa/clock): set, advanced and reset, it is the "now" every part of the API reads, and a
// move runs the periodic sweeps at once, so what the new time made due (a job past its date, a reminder, a
// digest) shows on the very next call. The base clock is the test's, so every time is exact.
import { LIMITS, QA_LIMITS } from '@portal/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, login, makeApp, postJob, qa, register, SEEKER } from '../helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const BASE = Date.parse('2026-11-29T12:00:00.000Z');
const iso = (t: number) => new Date(t).toISOString();
let app: App;

beforeEach(async () => {
  app = await makeApp({ clock: () => BASE });
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, token?: string) =>
  app.inject({ url, headers: token ? bearer(token) : {} }).then((res) => res.json());

describe('the QA clock', () => {
  it('follows the base clock until set; set and advance move what the API reads; DELETE goes back', async () => {
    expect((await qa(app, 'GET', '/__qa/clock')).json()).toEqual({
      now: iso(BASE),
      systemNow: iso(BASE),
      offsetMs: 0,
    });

    const at = BASE + 10 * DAY;
    const set = await qa(app, 'PUT', '/__qa/clock', { at: iso(at) });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ now: iso(at), systemNow: iso(BASE), offsetMs: 10 * DAY });
    // A job posted now is posted at the QA time, and listed for its days from it.
    const { token } = await register(app, 'employeer', 'Clara Clock');
    const job = await postJob(app, token, { title: 'Qzclockwork Engineer' });
    const posted = await get(`/api/jobs/${job._id}`);
    expect(posted.createdAt).toBe(iso(at));
    expect(posted.validThrough).toBe(iso(at + LIMITS.jobListingDays * DAY));

    const advanced = await qa(app, 'POST', '/__qa/clock/advance', {
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      ms: 5,
    });
    const by = DAY + 2 * 3_600_000 + 3 * 60_000 + 4_000 + 5;
    expect(advanced.json()).toEqual({ now: iso(at + by), systemNow: iso(BASE), offsetMs: 10 * DAY + by });
    expect(app.settings.clock()).toBe(at + by);

    expect((await qa(app, 'DELETE', '/__qa/clock')).json()).toEqual({
      now: iso(BASE),
      systemNow: iso(BASE),
      offsetMs: 0,
    });
    expect(app.settings.clock()).toBe(BASE);
  });

  it('advanced past a job’s date, the job is closed at once: out of search, its page says closed', async () => {
    const { token, user } = await register(app, 'employeer', 'Ezra Expiry');
    const job = await postJob(app, token, { title: 'Qzexpiring Roofer' });
    const search = async () =>
      (await get('/api/jobs?keyword=Qzexpiring')).jobs.map((j: { _id: string }) => j._id);
    expect(await search()).toEqual([job._id]);

    // Inside the warning days: the employer is reminded (a notification and an e-mail), the job stays open.
    await qa(app, 'POST', '/__qa/clock/advance', { days: LIMITS.jobListingDays - 1 });
    expect(await search()).toEqual([job._id]);
    const notifications = (await get('/api/notifications', token)).notifications as { type: string }[];
    expect(notifications.map((n) => n.type)).toContain('job-expiring');
    const mails = (await qa(app, 'GET', '/__qa/mail?kind=job-expiring')).json().mails as { to: string }[];
    expect(mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);

    // Past its date: no sweep call, no waiting — the move ran the sweep.
    await qa(app, 'POST', '/__qa/clock/advance', { days: 1 });
    expect((await get(`/api/jobs/${job._id}`)).isClosed).toBe(true);
    expect(await search()).toEqual([]);
  });

  it('advanced a day, a daily job alert sends its digest without waiting for the digest timer', async () => {
    const seeker = await register(app, 'jobseeker', 'Dana Digest');
    const saved = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: bearer(seeker.token),
      payload: { keyword: 'qzdigester', frequency: 'daily' },
    });
    expect(saved.statusCode).toBe(201);
    const { token } = await register(app, 'employeer', 'Dora Digest');
    const digests = async () => (await qa(app, 'GET', '/__qa/mail?kind=job-alert')).json().mails.length;
    // The first digest goes at the first look after a job came (a look the move makes); the next a day on.
    await postJob(app, token, { title: 'Qzdigester' });
    await app.alerts.idle();
    expect(await digests()).toBe(0);
    await qa(app, 'POST', '/__qa/clock/advance', { minutes: 1 });
    expect(await digests()).toBe(1);
    await postJob(app, token, { title: 'Senior Qzdigester' });
    await app.alerts.idle();
    await qa(app, 'POST', '/__qa/clock/advance', { hours: 23 });
    expect(await digests()).toBe(1);
    await qa(app, 'POST', '/__qa/clock/advance', { hours: 1 });
    expect(await digests()).toBe(2);
  });

  it('a QA reset (and a scenario) puts the clock back, and the seed is dated from the system’s time', async () => {
    await qa(app, 'POST', '/__qa/clock/advance', { days: 30 });
    expect((await qa(app, 'POST', '/__qa/reset')).statusCode).toBe(200);
    expect((await qa(app, 'GET', '/__qa/clock')).json().offsetMs).toBe(0);
    const seekerToken = await login(app, SEEKER);
    const applied = (await get('/api/applications/my', seekerToken)).applications as { createdAt: string }[];
    expect(applied.length).toBeGreaterThan(0);
    for (const a of applied) expect(Date.parse(a.createdAt)).toBeLessThanOrEqual(BASE);

    await qa(app, 'POST', '/__qa/clock/advance', { days: 3 });
    expect((await qa(app, 'POST', '/__qa/scenarios', { name: 'empty employer' })).statusCode).toBe(200);
    expect((await qa(app, 'GET', '/__qa/clock')).json().offsetMs).toBe(0);
  });

  it('sessions stay on the system’s time: a month on, the tester is still signed in', async () => {
    const token = await login(app, SEEKER);
    await qa(app, 'POST', '/__qa/clock/advance', { days: 30 });
    expect((await app.inject({ url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('refuses what it cannot do with a 400 that says why, and needs the QA token', async () => {
    const refused = async (method: 'PUT' | 'POST', url: string, body: unknown, message: RegExp) => {
      const res = await qa(app, method, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    };
    await refused('PUT', '/__qa/clock', { at: 'next tuesday' }, /at.*date-time/);
    await refused('PUT', '/__qa/clock', {}, /at/);
    await refused('PUT', '/__qa/clock', { at: iso(BASE), in: 1 }, /unknown field "in"/);
    const far = BASE + (QA_LIMITS.maxClockOffsetDays + 1) * DAY;
    await refused('PUT', '/__qa/clock', { at: iso(far) }, /at most 3650 days/);
    await refused('POST', '/__qa/clock/advance', {}, /./);
    await refused('POST', '/__qa/clock/advance', { days: -1 }, /days/);
    await refused('POST', '/__qa/clock/advance', { weeks: 1 }, /unknown field "weeks"/);
    await refused('POST', '/__qa/clock/advance', { days: 1.5 }, /days/);
    await qa(app, 'POST', '/__qa/clock/advance', { days: QA_LIMITS.maxClockOffsetDays - 1 });
    await refused('POST', '/__qa/clock/advance', { days: 2 }, /advance: .*at most 3650 days/);
    // Nothing refused moved it.
    expect((await qa(app, 'GET', '/__qa/clock')).json().offsetMs).toBe(
      (QA_LIMITS.maxClockOffsetDays - 1) * DAY,
    );
    // Back in time is a set.
    const back = await qa(app, 'PUT', '/__qa/clock', { at: iso(BASE - 400 * DAY) });
    expect(back.json().offsetMs).toBe(-400 * DAY);

    for (const [method, url] of [
      ['GET', '/__qa/clock'],
      ['PUT', '/__qa/clock'],
      ['POST', '/__qa/clock/advance'],
      ['DELETE', '/__qa/clock'],
    ] as const) {
      expect((await app.inject({ method, url, payload: { days: 1 } })).statusCode).toBe(401);
    }
  });

  it('every API reply says how far the clock is moved, and CORS lets the pages read it', async () => {
    expect((await app.inject({ url: '/api/jobs?limit=1' })).headers['x-qa-clock-offset']).toBe('0');
    await qa(app, 'POST', '/__qa/clock/advance', { days: 2 });
    const moved = await app.inject({
      url: '/api/jobs?limit=1',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(moved.headers['x-qa-clock-offset']).toBe(String(2 * DAY));
    expect(String(moved.headers['access-control-expose-headers'])).toMatch(/x-qa-clock-offset/i);
    // An error reply as well: the page reads it from whatever the API answers.
    const missing = await app.inject({ url: '/api/jobs/000000000000000000000000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-qa-clock-offset']).toBe(String(2 * DAY));
    await qa(app, 'DELETE', '/__qa/clock');
    expect((await app.inject({ url: '/api/jobs?limit=1' })).headers['x-qa-clock-offset']).toBe('0');
  });

  it('without the QA controls there is no clock to move', async () => {
    const off = await makeApp({ qa: false, clock: () => BASE });
    try {
      expect((await off.inject({ url: '/api/jobs?limit=1' })).headers).not.toHaveProperty(
        'x-qa-clock-offset',
      );
      expect(off.settings.qaClock).toBeNull();
      expect(off.settings.clock()).toBe(BASE);
      expect((await off.inject({ url: '/__qa/clock' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
