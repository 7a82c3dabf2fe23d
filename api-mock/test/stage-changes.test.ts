// Safe stage changes: every change (one application, or a bulk move) can be undone for a while, and the
// candidate hears of it only after that window, from the server; an undone change tells them nothing,
// several changes inside one window are one notice, and a rejection carries its reason (kept for the
// employer) and its message (sent to the candidate). The clock is the test's: windows pass when it moves.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { makeWorld, type World } from './fixtures.js';
import { bearer, makeApp } from './helpers.js';

const WINDOW = 10_000;
let now = Date.parse('2030-03-15T12:00:00.000Z');
const clock = () => now;
/** Moves the test's clock and lets the server tell whoever is due. */
function pass(ms: number, app: App): number {
  now += ms;
  return app.stageChanges.deliverDue();
}

let app: App;
let w: World;

beforeAll(async () => {
  app = await makeApp({ clock, statusUndoMs: WINDOW });
  w = await makeWorld(app, {
    titles: ['Undo Job', 'Second Job'],
    seekerNames: ['Ana Undo', 'Ben Bulk', 'Cy Flip', 'Di Reject', 'Ed Late'],
  });
});
afterAll(() => app.close());
// Each test starts with nobody waiting to be told.
afterEach(() => {
  pass(WINDOW, app);
});

const put = (url: string, payload: Record<string, unknown>, token = w.employer.token) =>
  app.inject({ method: 'PUT', url, headers: bearer(token), payload });
const changeOne = (id: string, payload: Record<string, unknown>) =>
  put(`/api/applications/${id}/status`, payload);
const undo = (changeId: string, token = w.employer.token) =>
  app.inject({
    method: 'POST',
    url: `/api/applications/status-changes/${changeId}/undo`,
    headers: bearer(token),
  });
const notificationsOf = async (seeker: number) =>
  (await app.inject({ url: '/api/notifications', headers: bearer(w.seekers[seeker]!.token) })).json()
    .notifications as { status: string; application: { _id: string } }[];
const statusMails = (seeker: number) =>
  app.db
    .prepare(
      `SELECT o.data FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
       WHERE o.kind = 'application-status' AND u.id = ?`,
    )
    .all(w.seekers[seeker]!.id)
    .map((row) => JSON.parse((row as { data: string }).data) as Record<string, unknown>);
const asSeeker = async (seeker: number, applicationId: string) =>
  (
    await app.inject({
      url: `/api/applications/${applicationId}`,
      headers: bearer(w.seekers[seeker]!.token),
    })
  ).json();

describe('one change', () => {
  it('moves at once for the employer, offers an Undo, and tells the candidate only after the window', async () => {
    const id = w.applications[0]![0]!;
    const res = await changeOne(id, { status: 'Review' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ _id: id, status: 'Review' });
    expect(body.undo).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      until: new Date(now + WINDOW).toISOString(),
      windowMs: WINDOW,
      count: 1,
    });
    // The employer's view has moved; the candidate's has not, and nothing was sent yet.
    expect(
      (await app.inject({ url: `/api/applications/${id}`, headers: bearer(w.employer.token) })).json(),
    ).toMatchObject({ status: 'Review' });
    expect(await asSeeker(0, id)).toMatchObject({ status: 'Applied' });
    expect(await notificationsOf(0)).toEqual([]);
    expect(statusMails(0)).toEqual([]);

    expect(pass(WINDOW - 1, app)).toBe(0);
    expect(pass(1, app)).toBe(1);
    expect(await asSeeker(0, id)).toMatchObject({ status: 'Review' });
    expect((await notificationsOf(0)).map((n) => n.status)).toEqual(['Review']);
    expect(statusMails(0)).toEqual([expect.objectContaining({ status: 'Review', jobTitle: 'Undo Job' })]);
  });

  it('an undone change tells the candidate nothing and puts everything back', async () => {
    const id = w.applications[0]![3]!;
    const before = (
      await app.inject({ url: `/api/applications/${id}`, headers: bearer(w.employer.token) })
    ).json();
    const { undo: handle } = (await changeOne(id, { status: 'Rejected', reason: 'Other' })).json();
    now += 5_000;
    const res = await undo(handle._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ restored: 1, skipped: 0 });
    expect(res.json().applications[0]).toMatchObject({
      _id: id,
      status: 'Applied',
      updatedAt: before.updatedAt,
    });
    expect(res.json().applications[0].rejection).toBeUndefined();
    expect(pass(WINDOW, app)).toBe(0);
    expect(await notificationsOf(3)).toEqual([]);
    expect(statusMails(3)).toEqual([]);
    // Undone once is undone.
    expect((await undo(handle._id)).statusCode).toBe(409);
  });

  it('is too late to undo once the window is over (the candidate has been told)', async () => {
    const id = w.applications[0]![4]!;
    const { undo: handle } = (await changeOne(id, { status: 'Review' })).json();
    pass(WINDOW, app);
    const res = await undo(handle._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Too late to undo/);
    expect(await asSeeker(4, id)).toMatchObject({ status: 'Review' });
  });

  it('quick flips inside one window are one notice, of where the candidate ended up', async () => {
    const id = w.applications[1]![2]!;
    await changeOne(id, { status: 'Rejected' });
    await changeOne(id, { status: 'Review' });
    await changeOne(id, { status: 'Accepted' });
    expect(pass(WINDOW, app)).toBe(1);
    expect((await notificationsOf(2)).map((n) => n.status)).toEqual(['Accepted']);
    expect(statusMails(2).map((m) => m.status)).toEqual(['Accepted']);
    // Moved away and back inside a window: nothing to tell.
    await changeOne(id, { status: 'Rejected' });
    await changeOne(id, { status: 'Accepted' });
    expect(pass(WINDOW, app)).toBe(0);
  });

  it('setting the status it already has changes nothing and offers no Undo', async () => {
    const id = w.applications[1]![2]!;
    const body = (await changeOne(id, { status: 'Accepted' })).json();
    expect(body.status).toBe('Accepted');
    expect(body.undo).toBeUndefined();
  });
});

describe('a rejection', () => {
  it('keeps its reason for the employer and sends its message to the candidate after the window', async () => {
    const id = w.applications[1]![3]!;
    const message = 'Thank you for your time, Di.\n\nWe chose someone with more <b>Go</b> experience.';
    const body = (
      await changeOne(id, { status: 'Rejected', reason: 'Not enough experience', message })
    ).json();
    expect(body.rejection).toEqual({ reason: 'Not enough experience', message });
    expect(pass(WINDOW, app)).toBe(1);
    expect(statusMails(3).at(-1)).toMatchObject({ status: 'Rejected', message });
    // The reason is the employer's: the candidate's view never has it.
    const seen = await asSeeker(3, id);
    expect(seen.status).toBe('Rejected');
    expect(seen.rejection).toBeUndefined();
    // Another stage clears it.
    expect((await changeOne(id, { status: 'Review' })).json().rejection).toBeUndefined();
  });

  it('a reason or a message with any other stage is a 400 that moves nothing', async () => {
    const id = w.applications[1]![4]!;
    const reason = await changeOne(id, { status: 'Review', reason: 'Other' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toBe('reason: only a rejection has a reason');
    const message = await put('/api/applications/status', { ids: [id], status: 'Accepted', message: 'Hi' });
    expect(message.statusCode).toBe(400);
    expect(message.json().message).toBe('message: only a rejection carries a message');
    expect((await changeOne(id, { status: 'Rejected', reason: 'Hired' })).statusCode).toBe(400);
    const long = await changeOne(id, { status: 'Rejected', message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(
      (await app.inject({ url: `/api/applications/${id}`, headers: bearer(w.employer.token) })).json().status,
    ).toBe('Applied');
  });
});

describe('a bulk move', () => {
  it('is one Undo for everyone it moved; each candidate is told after the window unless undone', async () => {
    const ids = w.applications[1]!.slice(0, 2);
    const res = await put('/api/applications/status', { ids, status: 'Review' });
    expect(res.json()).toMatchObject({ moved: 2, undo: { count: 2 } });
    const undone = await undo(res.json().undo._id);
    expect(undone.json()).toMatchObject({ restored: 2, skipped: 0 });
    expect(pass(WINDOW, app)).toBe(0);

    const again = await put('/api/applications/status', { ids, status: 'Accepted' });
    expect(pass(WINDOW, app)).toBe(2);
    expect(again.json().undo.count).toBe(2);
    for (const seeker of [0, 1]) expect(statusMails(seeker).at(-1)).toMatchObject({ status: 'Accepted' });
  });

  it('an Undo leaves alone an application moved again since (and says so)', async () => {
    const ids = [w.applications[0]![1]!, w.applications[0]![2]!];
    const first = (await put('/api/applications/status', { ids, status: 'Review' })).json();
    await changeOne(ids[0]!, { status: 'Accepted' });
    const res = await undo(first.undo._id);
    expect(res.json()).toMatchObject({ restored: 1, skipped: 1 });
    pass(WINDOW, app);
    expect((await asSeeker(1, ids[0]!)).status).toBe('Accepted');
    expect((await asSeeker(2, ids[1]!)).status).toBe('Applied');
  });

  it('a bulk rejection greets each candidate by name: the placeholders are filled in per candidate', async () => {
    const fresh = await makeWorld(app, {
      titles: ['Placeholder Job'],
      seekerNames: ['Fay First', 'Gus Second'],
      employerName: 'Pat Placeholder',
    });
    const res = await put(
      '/api/applications/status',
      {
        ids: fresh.applications[0],
        status: 'Rejected',
        reason: 'Position filled or closed',
        message: 'Dear {firstName}, the {jobTitle} role is filled. {unknown} stays as typed.',
      },
      fresh.employer.token,
    );
    expect(res.json().moved).toBe(2);
    expect(pass(WINDOW, app)).toBe(2);
    const sent = app.db
      .prepare(
        `SELECT u.name, o.data FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
         WHERE o.kind = 'application-status' AND u.id IN (?, ?) ORDER BY u.name`,
      )
      .all(fresh.seekers[0]!.id, fresh.seekers[1]!.id) as { name: string; data: string }[];
    expect(sent.map((row) => JSON.parse(row.data).message)).toEqual([
      'Dear Fay, the Placeholder Job role is filled. {unknown} stays as typed.',
      'Dear Gus, the Placeholder Job role is filled. {unknown} stays as typed.',
    ]);
  });

  it('nothing moved: no Undo', async () => {
    const ids = [w.applications[0]![1]!];
    const res = await put('/api/applications/status', { ids, status: 'Accepted' });
    expect(res.json()).toMatchObject({ moved: 0, unchanged: 1 });
    expect(res.json().undo).toBeUndefined();
  });
});

describe('who may undo', () => {
  it('only the employer who made the change; an unknown change is a 404', async () => {
    const id = w.applications[1]![4]!;
    const { undo: handle } = (await changeOne(id, { status: 'Review' })).json();
    const other = await makeWorld(app, { titles: ['Other Job'], seekerNames: [] });
    const refused = await undo(handle._id, other.employer.token);
    expect(refused.statusCode).toBe(403);
    expect((await undo(handle._id, w.seekers[4]!.token)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'POST', url: `/api/applications/status-changes/${handle._id}/undo` }))
        .statusCode,
    ).toBe(401);
    expect((await undo('0'.repeat(24))).statusCode).toBe(404);
    // A malformed id names no change either.
    expect((await undo('x'.repeat(65))).statusCode).toBe(404);
    // Still undoable by its owner.
    expect((await undo(handle._id)).statusCode).toBe(200);
  });
});

describe('a withdrawal', () => {
  it('follows what the candidate was told: a rejection still inside its window does not stop it', async () => {
    const fresh = await makeWorld(app, { titles: ['Withdraw Job'], seekerNames: ['Wes Withdraw'] });
    const id = fresh.applications[0]![0]!;
    await put(`/api/applications/${id}/status`, { status: 'Rejected' }, fresh.employer.token);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/applications/${id}`,
      headers: bearer(fresh.seekers[0]!.token),
    });
    expect(res.statusCode).toBe(200);
    expect(pass(WINDOW, app)).toBe(0);
  });
});
