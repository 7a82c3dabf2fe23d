// The employer dashboard on a fixed clock: trends (last 7 days against the 7 before, signed) and
// applications per day over the last 30 days, in UTC or the viewer's offset.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { trend } from '../src/repos/analytics-repo.js';
import {
  backdate,
  DAY,
  expectMatrix,
  fixedClock,
  makeWorld,
  NOW,
  setStatus,
  type World,
} from './fixtures.js';
import { bearer, EMPLOYER, login, makeApp, OTHER_EMPLOYER, postJob, SEEKER } from './helpers.js';

let app: App;
beforeEach(async () => {
  app = await makeApp({ clock: fixedClock });
});
afterEach(async () => {
  await app.close();
});

const overview = async (token: string, query = '') => {
  const res = await app.inject({ url: `/api/analytics/overview${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const HOUR = 3_600_000;

describe('trends', () => {
  it('compare the last 7 days with the 7 before, with sign, on a fixed clock', async () => {
    // 4 jobs; 7 seekers who applied to the first.
    const w: World = await makeWorld(app, {
      titles: ['Job A'],
      seekerNames: ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'],
    });
    const h = w.employer.token;
    const a = w.jobs[0]!._id;
    const [b, c, d] = await Promise.all(
      ['Job B', 'Job C', 'Job D'].map(async (title) => (await postJob(app, h, { title }))._id),
    );
    // Open jobs posted: last week A; the week before B and C (so -50). D is closed: it never counts.
    backdate(app, 'jobs', a, { created: NOW - 2 * DAY });
    backdate(app, 'jobs', b!, { created: NOW - 9 * DAY });
    backdate(app, 'jobs', c!, { created: NOW - 14 * DAY });
    backdate(app, 'jobs', d!, { created: NOW - 1 * DAY });
    await app.inject({ method: 'PUT', url: `/api/jobs/${d}/toggle-close`, headers: bearer(h) });
    // Applications: last week 3 (the window's first instant included), the week before 2 (+50), older 2.
    const apps = w.applications[0]!;
    const created = [
      NOW - HOUR,
      NOW - 3 * DAY,
      NOW - 7 * DAY,
      NOW - 7 * DAY - 1,
      NOW - 13 * DAY,
      NOW - 14 * DAY - 1,
      NOW - 20 * DAY,
    ];
    apps.forEach((id, i) => backdate(app, 'applications', id, { created: created[i], updated: created[i] }));
    // Hires by the time they were moved to Accepted: last week 1, the week before none (+100 from nothing).
    await setStatus(app, h, apps[4]!, 'Accepted');
    backdate(app, 'applications', apps[4]!, { updated: NOW - 5 * DAY });
    await setStatus(app, h, apps[6]!, 'Accepted');
    backdate(app, 'applications', apps[6]!, { updated: NOW - 15 * DAY });

    const body = await overview(h);
    expect(body.counts).toEqual({
      totalActiveJobs: 3,
      totalApplications: 7,
      totalHired: 2,
      trends: { activeJobs: -50, totalApplicants: 50, totalHired: 100 },
      trendWindows: {
        last7Days: { activeJobs: 1, totalApplicants: 3, totalHired: 1 },
        previous7Days: { activeJobs: 2, totalApplicants: 2, totalHired: 0 },
      },
    });

    // Fewer this week than last: a negative trend.
    await setStatus(app, h, apps[5]!, 'Accepted');
    backdate(app, 'applications', apps[5]!, { updated: NOW - 10 * DAY });
    await setStatus(app, h, apps[3]!, 'Accepted');
    backdate(app, 'applications', apps[3]!, { updated: NOW - 12 * DAY });
    expect((await overview(h)).counts.trends.totalHired).toBe(-50);
  });

  it('read 0 when both weeks are empty and +100 when growing from nothing', async () => {
    expect([trend(0, 0), trend(5, 0), trend(2, 4), trend(6, 4), trend(1, 3)]).toEqual([0, 100, -50, 50, -67]);
    const w = await makeWorld(app, { titles: ['Old Job'], seekerNames: ['S1'] });
    backdate(app, 'jobs', w.jobs[0]!._id, { created: NOW - 40 * DAY });
    backdate(app, 'applications', w.applications[0]![0]!, {
      created: NOW - 40 * DAY,
      updated: NOW - 40 * DAY,
    });
    const body = await overview(w.employer.token);
    expect(body.counts.trends).toEqual({ activeJobs: 0, totalApplicants: 0, totalHired: 0 });
    expect(body.data.applicationsPerDay.every((d: any) => d.count === 0)).toBe(true);
  });
});

describe('applications per day', () => {
  const world = async () => {
    const w = await makeWorld(app, { titles: ['Chart Job'], seekerNames: ['S1', 'S2', 'S3', 'S4', 'S5'] });
    // NOW is 2030-03-15T12:00Z; the series of 30 days runs 2030-02-14 .. 2030-03-15 (UTC).
    const at = [
      '2030-03-15T12:00:00.000Z',
      '2030-03-14T23:30:00.000Z',
      '2030-03-14T01:00:00.000Z',
      '2030-02-14T00:00:00.000Z',
      '2030-02-13T23:59:59.999Z',
    ].map(Date.parse);
    w.applications[0]!.forEach((id, i) =>
      backdate(app, 'applications', id, { created: at[i], updated: at[i] }),
    );
    return w;
  };

  it('has 30 consecutive days, oldest first, today last, counted in UTC by default', async () => {
    const w = await world();
    const series = (await overview(w.employer.token)).data.applicationsPerDay;
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2030-02-14', count: 1 });
    expect(series[28]).toEqual({ date: '2030-03-14', count: 2 });
    expect(series[29]).toEqual({ date: '2030-03-15', count: 1 });
    series.forEach((d: any, i: number) => {
      expect(d.date).toBe(new Date(Date.parse('2030-02-14T00:00:00Z') + i * DAY).toISOString().slice(0, 10));
    });
    expect(series.reduce((n: number, d: any) => n + d.count, 0)).toBe(4);
  });

  it("begins each day in the viewer's offset", async () => {
    const w = await world();
    const lisbonSummer = (await overview(w.employer.token, '?utcOffsetMinutes=60')).data.applicationsPerDay;
    expect(lisbonSummer.slice(-2)).toEqual([
      { date: '2030-03-14', count: 1 },
      { date: '2030-03-15', count: 2 },
    ]);
    expect(lisbonSummer[0]).toEqual({ date: '2030-02-14', count: 2 });
    // At UTC-13 it is still 2030-03-14 (23:00): that is the last day.
    const farWest = (await overview(w.employer.token, '?utcOffsetMinutes=-780')).data.applicationsPerDay;
    expect(farWest.slice(-2)).toEqual([
      { date: '2030-03-13', count: 1 },
      { date: '2030-03-14', count: 2 },
    ]);
    expect(farWest[0]!.date).toBe('2030-02-13');
    for (const query of ['?utcOffsetMinutes=900', '?utcOffsetMinutes=x', '?utcOffsetMinutes=1.5']) {
      const res = await app.inject({
        url: `/api/analytics/overview${query}`,
        headers: bearer(w.employer.token),
      });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the seeded demo employer', () => {
  it('has applications spread over the weeks and trends that move', async () => {
    const token = await login(app, EMPLOYER);
    const body = await overview(token);
    const { last7Days, previous7Days } = body.counts.trendWindows;
    expect(last7Days.totalApplicants).toBeGreaterThan(0);
    expect(previous7Days.totalApplicants).toBeGreaterThan(0);
    expect(last7Days.totalHired).toBeGreaterThan(0);
    expect(previous7Days.totalHired).toBeGreaterThan(0);
    for (const key of ['activeJobs', 'totalApplicants', 'totalHired'] as const)
      expect(body.counts.trends[key]).toBe(trend(last7Days[key], previous7Days[key]));
    expect(body.counts.trends.totalApplicants).not.toBe(0);

    const series = body.data.applicationsPerDay;
    expect(series.filter((d: any) => d.count > 0).length).toBeGreaterThanOrEqual(10);
    const all = (
      await app.inject({ url: '/api/applications/employer?limit=100', headers: bearer(token) })
    ).json().applications;
    const since = Date.parse(`${series[0].date}T00:00:00.000Z`);
    const recent = all.filter((a: any) => Date.parse(a.createdAt) >= since).length;
    expect(series.reduce((n: number, d: any) => n + d.count, 0)).toBe(recent);
  });

  it('permission matrix: no token 401, seekers 403, each employer their own figures', async () => {
    const [owner, other, seeker] = await Promise.all([
      login(app, EMPLOYER),
      login(app, OTHER_EMPLOYER),
      login(app, SEEKER),
    ]);
    await expectMatrix(
      app,
      { method: 'GET', url: '/api/analytics/overview' },
      { seeker, other, owner },
      {
        none: 401,
        seeker: 403,
        other: 200,
        owner: 200,
      },
    );
    const mine = await overview(owner);
    const theirs = await overview(other);
    expect(theirs.counts.totalApplications).not.toBe(mine.counts.totalApplications);
  });
});
