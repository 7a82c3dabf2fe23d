// E-mail: queued with the change it tells about, sent by the worker with retries, never in the way of the
// user's action; one-click unsubscribe without sign-in; preferences per kind; the QA view of the outbox.
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, captureTransport, EMPLOYER, login, makeApp, qa, SEEKER } from './helpers.js';
import { tellCandidates } from './fixtures.js';

/** Header lines folded onto several lines, joined again. */
const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, ' ');

/** The decoded text part of a raw message (quoted-printable soft breaks undone). */
const textPart = (raw: string) =>
  /Content-Type: text\/plain[^]*?\r\n\r\n([^]*?)\r\n--/
    .exec(raw)![1]!
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function moveFirstApplication(a: App, status: 'Review' | 'Accepted' | 'Rejected') {
  const owner = await login(a, EMPLOYER);
  const list = await a.inject({ url: '/api/applications/employer?limit=50', headers: bearer(owner) });
  const application =
    (list.json().applications as { _id: string; status: string; applicant: { email: string } }[]).find(
      (x) => x.status !== status && x.applicant.email === SEEKER,
    ) ?? (list.json().applications as { _id: string; status: string }[]).find((x) => x.status !== status)!;
  const res = await a.inject({
    method: 'PUT',
    url: `/api/applications/${application._id}/status`,
    headers: bearer(owner),
    payload: { status },
  });
  // The candidate hears of it once the change's Undo window is over.
  tellCandidates(a);
  return { res };
}

/**
 * Waits until `check` holds. No bound of its own: the project's test bound stops a hang, and no test here
 * times the mail (a 5 s bound here failed beside the browser tests).
 */
const until = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await new Promise((r) => setTimeout(r, 10));
};

describe('mail', () => {
  it('a status change sends its e-mail: text and HTML, the page it is about, one-click unsubscribe headers', async () => {
    const capture = captureTransport();
    app = await makeApp({ mail: { transport: capture.transport, siteUrl: 'http://site.test' } });
    const { res } = await moveFirstApplication(app, 'Accepted');
    expect(res.statusCode).toBe(200);
    await until(() => capture.sent.length === 1);
    const raw = unfold(capture.sent[0]!.raw);
    const job = res.json().job.title as string;
    expect(raw).toMatch(new RegExp(`^Subject: Your application for ${job} is now Accepted`, 'm'));
    expect(raw).toMatch(/^List-Unsubscribe: <http:\/\/localhost:4000\/api\/mail\/unsubscribe\?token=[^>]+>/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toContain('Content-Type: text/html');
    const text = textPart(raw);
    expect(text).toContain(`moved your application for ${job} to Accepted`);
    expect(text).toContain('Open my applications: http://site.test/my-applications');
    expect(text).toMatch(/Unsubscribe from these e-mails: http:\/\/site\.test\/unsubscribe\?token=/);
    const outbox = await qa(app, 'GET', '/__qa/mail');
    expect(outbox.json().mails[0]).toMatchObject({
      kind: 'application-status',
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(outbox.json().mails[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('the one-click POST (a form, no sign-in) unsubscribes: the next mail of that kind is skipped; JSON undoes it', async () => {
    const capture = captureTransport();
    app = await makeApp({ mail: { transport: capture.transport } });
    const first = await moveFirstApplication(app, 'Review');
    expect(first.res.statusCode).toBe(200);
    await until(() => capture.sent.length === 1);
    const url = /^List-Unsubscribe: <([^>]+)>/m.exec(unfold(capture.sent[0]!.raw))![1]!;
    const path = new URL(url).pathname + new URL(url).search;

    const info = await app.inject({ url: path });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ kind: 'application-status', subscribed: true });
    expect(info.json().email).toMatch(/^s•+@demo\.test$/);

    const off = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      subscribed: false,
      message: 'You will no longer get application updates e-mails',
    });

    await moveFirstApplication(app, 'Rejected');
    await app.mail.idle();
    const skipped = await qa(app, 'GET', '/__qa/mail?status=skipped');
    expect(skipped.json().mails).toHaveLength(1);
    expect(capture.sent).toHaveLength(1);

    const seeker = await login(app, SEEKER);
    const prefs = await app.inject({ url: '/api/mail/preferences', headers: bearer(seeker) });
    expect(prefs.json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'application-status', enabled: false }),
    );

    // Back on: the account's owner, signed in; the link alone (or another account) cannot undo it.
    const anonymous = await app.inject({ method: 'POST', url: path, payload: { subscribed: true } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Sign in to turn these e-mails back on');
    const other = await login(app, EMPLOYER);
    const foreign = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(other),
      payload: { subscribed: true },
    });
    expect(foreign.statusCode).toBe(403);
    const still = await app.inject({ url: '/api/mail/preferences', headers: bearer(seeker) });
    expect(still.json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'application-status', enabled: false }),
    );
    const undo = await app.inject({
      method: 'POST',
      url: path,
      headers: bearer(seeker),
      payload: { subscribed: true },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json().subscribed).toBe(true);
  });

  it('an unsubscribe link expires with its mail (60 days); a link made without an expiry is refused', async () => {
    let now = Date.parse('2030-03-15T12:00:00Z');
    app = await makeApp({ clock: () => now });
    const seeker = await login(app, SEEKER);
    const me = (await app.inject({ url: '/api/auth/profile', headers: bearer(seeker) })).json();
    const token = encodeURIComponent(app.mail.unsubscribeToken(me._id, 'job-alert'));
    now += 59 * 24 * 60 * 60 * 1000;
    expect((await app.inject({ url: `/api/mail/unsubscribe?token=${token}` })).statusCode).toBe(200);
    now += 2 * 24 * 60 * 60 * 1000;
    for (const method of ['GET', 'POST'] as const) {
      const res = await app.inject({ method, url: `/api/mail/unsubscribe?token=${token}` });
      expect(res.statusCode, method).toBe(400);
      expect(res.json().message).toMatch(/^This unsubscribe link has expired: sign in/);
    }
    // The links of before (signed with no expiry) work no more.
    const forever = encodeURIComponent(app.linkTokens.sign('unsubscribe', [me._id, 'job-alert']));
    expect((await app.inject({ url: `/api/mail/unsubscribe?token=${forever}` })).statusCode).toBe(400);
    const subscribed = await app.inject({ url: '/api/mail/preferences', headers: bearer(seeker) });
    expect(subscribed.json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'job-alert', enabled: true }),
    );
  });

  it('a flood of sign-ups from one address waits its turn: a sign-up from elsewhere is sent before its 21st mail', async () => {
    const capture = captureTransport();
    // The clock stands still: the flood's 21st mail is due 3 s after the 20th, whatever time the 61
    // sign-ups take on a busy machine (they took longer than that, and the 21st went first).
    const now = Date.parse('2030-03-15T12:00:00Z');
    app = await makeApp({ mail: { transport: capture.transport }, clock: () => now });
    const signUp = (email: string, remoteAddress: string) =>
      app!.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: { name: 'Flood', email, password: 'Secret123', role: 'jobseeker', avatar: '' },
      });
    for (let i = 0; i < 60; i++)
      expect((await signUp(`flood${i}@mail.test`, '10.0.0.1')).statusCode).toBe(201);
    expect((await signUp('real.person@mail.test', '10.0.0.2')).statusCode).toBe(201);
    await until(() => capture.sent.some((m) => m.to.includes('real.person@mail.test')));
    const position = capture.sent.findIndex((m) => m.to.includes('real.person@mail.test'));
    // The flood's first 20 go at once; the rest one every 3 s, after everyone else's.
    expect(position).toBeLessThanOrEqual(20);
    const queued = (await qa(app, 'GET', '/__qa/mail?status=queued&limit=100')).json().mails;
    expect(queued.length).toBeGreaterThanOrEqual(35);
    expect(queued.every((m: { to: string }) => m.to.startsWith('flood'))).toBe(true);
  });

  it('a tampered or foreign token is a 400 with a message, never a change', async () => {
    app = await makeApp();
    const seeker = await login(app, SEEKER);
    const me = (await app.inject({ url: '/api/auth/profile', headers: bearer(seeker) })).json();
    const good = app.mail.unsubscribeToken(me._id, 'job-alert');
    for (const token of [
      `${good}x`,
      good.replace(/^./, (c) => (c === 'W' ? 'X' : 'W')),
      seeker,
      app.linkTokens.sign('verify-email', [me._id, 'job-alert']),
      'a.b',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toMatch(/not valid/);
    }
    expect(app.mailOutbox.isSubscribed(1, 'job-alert')).toBe(true);
    const ok = await app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${good}` });
    expect(ok.statusCode).toBe(200);
  });

  it('preferences: only the kinds of the caller’s role; bad input is a 400 naming the kind and changes nothing', async () => {
    app = await makeApp();
    const seeker = await login(app, SEEKER);
    const owner = await login(app, EMPLOYER);
    const mine = await app.inject({ url: '/api/mail/preferences', headers: bearer(seeker) });
    expect(mine.json().preferences.map((p: { kind: string }) => p.kind)).toEqual([
      'verification',
      'application-status',
      'job-alert',
      'message',
      'invitation',
      'interview',
    ]);
    const theirs = await app.inject({ url: '/api/mail/preferences', headers: bearer(owner) });
    expect(theirs.json().preferences.map((p: { kind: string }) => p.kind)).toEqual([
      'verification',
      'message',
      'new-application',
      'job-expiring',
      'interview',
    ]);

    const wrongRole = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(owner),
      payload: { 'job-alert': false, message: false },
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().message).toBe('job-alert: Job alerts e-mails are not sent to your account');
    const still = await app.inject({ url: '/api/mail/preferences', headers: bearer(owner) });
    expect(still.json().preferences.every((p: { enabled: boolean }) => p.enabled)).toBe(true);

    // A kind that comes one at a time has no daily digest.
    for (const payload of [{}, { nope: true }, { message: 'no' }, { message: 'daily' }]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/mail/preferences',
        headers: bearer(seeker),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(seeker),
      payload: { 'job-alert': false },
    });
    expect(off.json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'job-alert', enabled: false }),
    );
  });

  it('a mail server that is down never fails the action: retried with a growing wait, then failed, visible to QA', async () => {
    const capture = captureTransport(() => 'fail');
    app = await makeApp({ mail: { transport: capture.transport, retryBaseMs: 20, maxAttempts: 3 } });
    const { res } = await moveFirstApplication(app, 'Accepted');
    expect(res.statusCode).toBe(200);
    await until(() => capture.attempts() === 3);
    await app.mail.idle();
    const failed = await qa(app, 'GET', '/__qa/mail?status=failed');
    expect(failed.json().mails[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: '421 4.3.2 Service not available',
    });
    expect(failed.json().mails[0].subject).toMatch(/^Your application for /);
    expect(failed.json().counts.failed).toBe(1);
  });

  it('a server that fails once delivers on the retry', async () => {
    const capture = captureTransport((n) => (n === 1 ? 'fail' : 'ok'));
    app = await makeApp({ mail: { transport: capture.transport, retryBaseMs: 20 } });
    await moveFirstApplication(app, 'Review');
    await until(() => capture.sent.length === 1);
    const sent = await qa(app, 'GET', '/__qa/mail?status=sent');
    expect(sent.json().mails[0]).toMatchObject({ attempts: 2, lastError: null });
  });

  it('a mail server that never answers does not slow the action; the send is abandoned after the time-out', async () => {
    const capture = captureTransport((n) => (n === 1 ? 'hang' : 'ok'));
    app = await makeApp({ mail: { transport: capture.transport, sendTimeoutMs: 1000, retryBaseMs: 10 } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Hana Hang',
        email: 'hana@hang.test',
        password: 'Secret123',
        role: 'jobseeker',
        avatar: '',
      },
    });
    expect(res.statusCode).toBe(201);
    // Answered while its verification mail was still being sent (the send hangs until its time-out): the
    // action never waited for the mail server.
    expect((await qa(app, 'GET', '/__qa/mail')).json().mails[0]).toMatchObject({
      kind: 'verification',
      status: 'queued',
      attempts: 0,
    });
    // The outbox says so once the second attempt's answer is in (a moment after the server took the mail).
    const outbox = async () => (await qa(app!, 'GET', '/__qa/mail')).json().mails[0] as { status: string };
    await until(async () => (await outbox()).status !== 'queued');
    expect(await outbox()).toMatchObject({ status: 'sent', attempts: 2 });
    expect(capture.sent).toHaveLength(1);
  });

  it('without a transport mails stay queued (API_MAIL=0), and a QA reset empties the outbox', async () => {
    app = await makeApp();
    await moveFirstApplication(app, 'Accepted');
    expect((await qa(app, 'GET', '/__qa/mail')).json().counts).toEqual({
      queued: 1,
      sent: 0,
      failed: 0,
      skipped: 0,
    });
    await qa(app, 'POST', '/__qa/reset');
    expect((await qa(app, 'GET', '/__qa/mail')).json().counts.queued).toBe(0);
  });
});
