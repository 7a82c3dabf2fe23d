// In-app notifications: made by status changes, own only, newest first, marked read one by one or all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { expectMatrix, fixedClock, iso, makeWorld, NOW, setStatus } from './fixtures.js';
import { bearer, jobBody, login, makeApp, OTHER_EMPLOYER, SEEKER } from './helpers.js';

let app: App;
let other: string;
beforeEach(async () => {
  app = await makeApp({ clock: fixedClock });
  other = await login(app, OTHER_EMPLOYER);
});
afterEach(async () => {
  await app.close();
});

const list = async (token: string, query = '') => {
  const res = await app.inject({ url: `/api/notifications${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const markRead = (token: string, id: string) =>
  app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: bearer(token) });

describe('notifications', () => {
  it('a status change notifies the seeker with what to word it; later changes update that one notification', async () => {
    const w = await makeWorld(app, { titles: ['Notified Role'], seekerNames: ['Ann', 'Ben'] });
    const [ann] = w.seekers;
    const id = w.applications[0]![0]!;
    expect(await list(ann!.token)).toEqual({
      notifications: [],
      unreadCount: 0,
      total: 0,
      page: 1,
      pages: 1,
    });

    await setStatus(app, w.employer.token, id, 'Review');
    await setStatus(app, w.employer.token, id, 'Review');
    await setStatus(app, w.employer.token, id, 'Accepted');
    const body = await list(ann!.token);
    expect(body).toMatchObject({ unreadCount: 1, total: 1, page: 1, pages: 1 });
    expect(body.notifications.map((n: any) => n.status)).toEqual(['Accepted']);
    expect(body.notifications[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'application-status',
      read: false,
      createdAt: iso(NOW),
      readAt: null,
      status: 'Accepted',
      application: { _id: id },
      conversation: null,
      applicant: null,
      sender: null,
      alert: null,
      interview: null,
      job: {
        _id: w.jobs[0]!._id,
        title: 'Notified Role',
        company: {
          _id: w.employer.id,
          name: w.employer.name,
          companyName: 'World Employer Co',
          companyLogo: '',
          slug: 'world-employer-co',
        },
      },
    });
    // Ben's application did not move: nothing for him.
    expect((await list(w.seekers[1]!.token)).total).toBe(0);

    // The data is read live: a renamed job shows its new title.
    await app.inject({
      method: 'PUT',
      url: `/api/jobs/${w.jobs[0]!._id}`,
      headers: bearer(w.employer.token),
      payload: jobBody({ title: 'Renamed Role' }),
    });
    expect((await list(ann!.token)).notifications.map((n: any) => n.job.title)).toEqual(['Renamed Role']);
  });

  it('marks one read (first reading time kept) and all read; the unread filter and count follow', async () => {
    const w = await makeWorld(app, { titles: ['A Role', 'B Role', 'C Role'], seekerNames: ['Ann'] });
    const token = w.seekers[0]!.token;
    for (const row of w.applications) await setStatus(app, w.employer.token, row[0]!, 'Review');
    const all = (await list(token)).notifications;
    expect(all.map((n: any) => n.job.title)).toEqual(['C Role', 'B Role', 'A Role']);

    const res = await markRead(token, all[1]._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification: { ...all[1], read: true, readAt: iso(NOW) }, unreadCount: 2 });
    expect((await markRead(token, all[1]._id)).json().notification.readAt).toBe(iso(NOW));

    const unread = await list(token, '?unread=true');
    expect(unread.notifications.map((n: any) => n._id)).toEqual([all[0]._id, all[2]._id]);
    expect(unread).toMatchObject({ unreadCount: 2, total: 2 });
    const paged = await list(token, '?limit=2&page=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pages: 2, unreadCount: 2 });
    expect(paged.notifications.map((n: any) => n._id)).toEqual([all[2]._id]);

    const readAll = await app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: bearer(token),
    });
    expect(readAll.statusCode).toBe(200);
    expect(readAll.json()).toEqual({
      message: 'All notifications marked as read',
      updated: 2,
      unreadCount: 0,
    });
    const after = await list(token);
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.every((n: any) => n.read && n.readAt === iso(NOW))).toBe(true);
    expect((await list(token, '?unread=true')).notifications).toEqual([]);
    const again = await app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: bearer(token),
    });
    expect(again.json()).toMatchObject({ updated: 0, unreadCount: 0 });
  });

  it('validates the query and the id', async () => {
    const token = await login(app, SEEKER);
    for (const query of ['?unread=maybe', '?limit=0', '?limit=101', '?page=0']) {
      const res = await app.inject({ url: `/api/notifications${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
    }
    for (const id of ['ffffffffffffffffffffffff', 'nope'])
      expect((await markRead(token, id)).statusCode).toBe(404);
  });

  it('the demo seeker has three seeded notifications, two unread, newest first', async () => {
    const token = await login(app, SEEKER);
    const body = await list(token);
    expect(body).toMatchObject({ total: 3, unreadCount: 2 });
    expect(body.notifications.map((n: any) => [n.status, n.read])).toEqual([
      ['Accepted', false],
      ['Rejected', false],
      ['Review', true],
    ]);
    const mine = (await app.inject({ url: '/api/applications/my', headers: bearer(token) })).json();
    const statusById = new Map(mine.applications.map((a: any) => [a._id, a.status]));
    for (const n of body.notifications) expect(statusById.get(n.application._id)).toBe(n.status);
  });

  it('a withdrawn application leaves no notification behind to open', async () => {
    const w = await makeWorld(app, { titles: ['Short Role'], seekerNames: ['Ann'] });
    const token = w.seekers[0]!.token;
    await setStatus(app, w.employer.token, w.applications[0]![0]!, 'Review');
    const [n] = (await list(token)).notifications;
    await app.inject({
      method: 'DELETE',
      url: `/api/applications/${w.applications[0]![0]}`,
      headers: bearer(token),
    });
    expect((await list(token)).total).toBe(0);
    expect((await markRead(token, n._id)).statusCode).toBe(404);
  });

  it('permission matrix: no token 401; each user reads and marks only their own', async () => {
    const w = await makeWorld(app, { titles: ['Private Role'], seekerNames: ['Ann', 'Ben'] });
    const [ann, ben] = w.seekers;
    await setStatus(app, w.employer.token, w.applications[0]![0]!, 'Rejected');
    await setStatus(app, w.employer.token, w.applications[0]![1]!, 'Review');
    const annsId = (await list(ann!.token)).notifications[0]._id;
    const tokens = { seeker: ben!.token, other, owner: ann!.token };

    await expectMatrix(app, { method: 'GET', url: '/api/notifications' }, tokens, {
      none: 401,
      seeker: 200,
      other: 200,
      owner: 200,
    });
    const bens = await list(ben!.token);
    expect(bens.notifications.map((n: any) => n.status)).toEqual(['Review']);
    expect(JSON.stringify(bens)).not.toContain(annsId);
    // The employer's own are of the applications they received, never the seekers' news.
    const employers = await list(w.employer.token);
    expect(employers.notifications.map((n: any) => n.type)).toEqual(['new-application', 'new-application']);
    expect(JSON.stringify(employers)).not.toContain(annsId);

    // Someone else marking all read touches only their own.
    await expectMatrix(
      app,
      { method: 'PUT', url: '/api/notifications/read-all' },
      { ...tokens, owner: ben!.token },
      {
        none: 401,
        seeker: 200,
        other: 200,
        owner: 200,
      },
    );
    expect((await list(ann!.token)).unreadCount).toBe(1);

    await expectMatrix(app, { method: 'PUT', url: `/api/notifications/${annsId}/read` }, tokens, {
      none: 401,
      seeker: 403,
      other: 403,
      owner: 200,
    });
    expect((await markRead(ben!.token, annsId)).json()).toEqual({
      message: 'You can only mark your own notifications',
    });
    expect((await list(ann!.token)).unreadCount).toBe(0);
  });
});
