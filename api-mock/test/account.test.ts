// Getting back into an account: "Forgot password?" e-mails a single-use link that expires (kept hashed),
// with the same answer for any address and limits per address and per client; a new password (from the
// link, or from the profile with the current one) ends every other session; "sign out everywhere" ends all.
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { BuildAppOptions } from '../src/settings.js';
import { bearer, login, makeApp, PASSWORD, qa, register, SEEKER } from './helpers.js';

let app: App;
afterEach(async () => {
  await app?.close();
});

let now = Date.parse('2030-03-15T12:00:00Z');
const start = async (options: BuildAppOptions = {}) => {
  now = Date.parse('2030-03-15T12:00:00Z');
  app = await makeApp({ clock: () => now, ...options });
};

const forgot = (email: string, remoteAddress = '203.0.113.1') =>
  app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
const profile = (token: string) => app.inject({ url: '/api/auth/profile', headers: bearer(token) });

/** The reset link's token in the newest reset e-mail to `email`. */
function linkToken(email: string): string {
  const row = app.db
    .prepare(
      `SELECT o.link FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
       WHERE o.kind = 'password-reset' AND u.email = ? ORDER BY o.pk DESC`,
    )
    .get(email) as { link: string } | undefined;
  expect(row?.link).toMatch(/^\/reset-password\?token=/);
  return decodeURIComponent(row!.link.split('token=')[1]!);
}

describe('forgot password', () => {
  it('answers the same for an address with an account and one without; only the account gets a link', async () => {
    await start();
    const known = await forgot('Seeker@Demo.test');
    const unknown = await forgot('nobody@demo.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(
      'If an account uses seeker@demo.test, we sent it a link to choose a new password. The link works for 60 minutes.',
    );
    expect(unknown.json().message).toBe(known.json().message.replace('seeker@demo.test', 'nobody@demo.test'));
    const mails = (await qa(app, 'GET', '/__qa/mail?kind=password-reset')).json().mails;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: SEEKER, status: 'queued' });
    // Only the token's hash is kept: the database alone opens no account.
    const token = linkToken(SEEKER);
    const stored = app.db.prepare('SELECT * FROM password_resets').all() as Record<string, unknown>[];
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('a link a minute and 3 a day per address (known or not), and a limit per client', async () => {
    await start({ rateLimits: { passwordReset: { max: 8, windowMs: 60 * 60_000 } } });
    for (const email of [SEEKER, 'nobody@demo.test']) {
      expect((await forgot(email)).statusCode).toBe(200);
      const soon = await forgot(email);
      expect(soon.statusCode).toBe(429);
      expect(soon.json().message).toMatch(/^We sent a link to this address a moment ago/);
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    }
    now += 61_000;
    expect((await forgot(SEEKER, '203.0.113.2')).statusCode).toBe(200);
    now += 61_000;
    expect((await forgot(SEEKER, '203.0.113.2')).statusCode).toBe(200);
    now += 61_000;
    const fourth = await forgot(SEEKER, '203.0.113.2');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^We sent 3 links to this address today/);
    // One client asking about many addresses meets its own limit (8 here, counting the refused calls).
    const statuses = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await forgot(`someone${i}@demo.test`, '203.0.113.3')).statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect((await qa(app, 'GET', '/__qa/mail?kind=password-reset')).json().mails).toHaveLength(3);
  });

  it('is always sent when asked for: no preference turns it off, and its mail has nothing to unsubscribe from', async () => {
    await start();
    const seeker = await login(app, SEEKER);
    const prefs = (await app.inject({ url: '/api/mail/preferences', headers: bearer(seeker) })).json();
    expect(prefs.preferences.map((p: { kind: string }) => p.kind)).not.toContain('password-reset');
    const off = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(seeker),
      payload: { 'password-reset': false },
    });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe(
      'password-reset: Password reset e-mails go only when you ask for one, and always then',
    );
    // Turned off before this rule (a row left in the table) changes nothing either: a reset link turned
    // off would lock its owner out.
    const me = app.users.findByEmail(SEEKER)!;
    app.mailOutbox.setSubscribed(me.pk, 'password-reset', false);
    expect((await forgot(SEEKER)).statusCode).toBe(200);
    const mails = (await qa(app, 'GET', '/__qa/mail?kind=password-reset')).json().mails;
    expect(mails.map((m: { status: string }) => m.status)).toEqual(['queued']);
    // No unsubscribe link in it, and a token for that kind unsubscribes from nothing.
    const { renderMail } = await import('../src/mail/templates.js');
    const links = {
      page: 'http://site.test/reset-password?token=t',
      site: 'http://site.test',
      unsubscribe: null,
    };
    const { text, html } = renderMail('password-reset', {}, 'Sam', {
      ...links,
      preferences: 'http://site.test/email-preferences',
    });
    expect(text).not.toMatch(/unsubscribe/i);
    expect(html).not.toMatch(/unsubscribe/i);
    expect(text).toContain('You get this e-mail because it was asked for on JobPortal for this address.');
    const token = encodeURIComponent(app.mail.unsubscribeToken(me.id, 'password-reset'));
    const refused = await app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${token}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/not valid/);
  });
});

describe('reset password', () => {
  it('the link sets a new password and signs in; every other session ends; the link works once', async () => {
    await start();
    const before = await login(app, SEEKER);
    await forgot(SEEKER);
    const token = linkToken(SEEKER);
    // A new password that breaks the rules is refused, and the link stays good.
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('password must be atleast 8 characters');
    const done = await reset(token, 'Brandnew123');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: SEEKER, role: 'jobseeker', token: expect.any(String) });
    expect((await profile(done.json().token)).statusCode).toBe(200);
    // The session from before is refused: whoever had it is out.
    const old = await profile(before);
    expect(old.statusCode).toBe(401);
    expect(old.json().message).toMatch(/^Session ended: the password was changed/);
    // Once only.
    const again = await reset(token, 'Another123');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This link to reset your password is not valid or was already used: ask for a new one',
    );
    // The new password signs in; the old one no longer does.
    expect((await login(app, SEEKER, 'Brandnew123')).length).toBeGreaterThan(0);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
  });

  it('a link expires after an hour; a newer password makes every older link useless; the link confirms the address', async () => {
    await start();
    const fresh = await register(app, 'jobseeker');
    expect(fresh.user.emailVerified).toBe(false);
    await forgot(fresh.user.email);
    const first = linkToken(fresh.user.email);
    now += 61 * 60_000;
    const late = await reset(first, 'Brandnew123');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This link to reset your password has expired: ask for a new one');
    await forgot(fresh.user.email);
    const second = linkToken(fresh.user.email);
    now += 61_000;
    await forgot(fresh.user.email);
    const third = linkToken(fresh.user.email);
    const used = await reset(third, 'Brandnew123');
    expect(used.statusCode).toBe(200);
    expect(used.json().emailVerified).toBe(true);
    expect((await reset(second, 'Other1234')).statusCode).toBe(400);
    for (const bad of ['', 'x'.repeat(300)]) expect((await reset(bad, 'Brandnew123')).statusCode).toBe(400);
    expect((await reset('not-a-token', 'Brandnew123')).statusCode).toBe(400);
  });
});

describe('change password, sign out everywhere', () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword, newPassword },
    });

  it('asks for the current password; the new one follows the rules; this session goes on, every other ends', async () => {
    await start();
    const here = await login(app, SEEKER);
    const elsewhere = await login(app, SEEKER);
    const wrong = await change(here, 'Wrong1234', 'Brandnew123');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: Your current password is not right');
    const weak = await change(here, PASSWORD, 'alllowercase1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('newPassword: password must contain at least one uppercase letter');
    expect((await profile(here)).statusCode).toBe(200);

    const done = await change(here, PASSWORD, 'Brandnew123');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Your password is changed. Every other device is signed out.');
    expect((await profile(done.json().token)).statusCode).toBe(200);
    expect((await profile(here)).statusCode).toBe(401);
    expect((await profile(elsewhere)).statusCode).toBe(401);
    expect((await login(app, SEEKER, 'Brandnew123')).length).toBeGreaterThan(0);
  });

  it('guessing the current password with a stolen session meets the sign-in backoff', async () => {
    await start();
    const session = await login(app, SEEKER);
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push((await change(session, `Guess${i}abc`, 'Brandnew123')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toContain(429);
  });

  it('"sign out everywhere" ends every session of the account, this one too, and no one else’s', async () => {
    await start();
    const one = await login(app, SEEKER);
    const two = await login(app, SEEKER);
    const someoneElse = await register(app, 'jobseeker');
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(one) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out everywhere' });
    expect((await profile(one)).statusCode).toBe(401);
    expect((await profile(two)).statusCode).toBe(401);
    expect((await profile(someoneElse.token)).statusCode).toBe(200);
    expect((await profile(await login(app, SEEKER))).statusCode).toBe(200);
  });

  it('a QA reset (the seeded accounts come back with the same ids) does not bring ended sessions back', async () => {
    await start();
    const before = await login(app, SEEKER);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(before) })).statusCode,
    ).toBe(200);
    await forgot(SEEKER);
    expect((await qa(app, 'POST', '/__qa/reset')).statusCode).toBe(200);
    expect((await profile(before)).statusCode).toBe(401);
    // A sign-in after the reset is a session of today; the reset took the reset links with it.
    expect((await profile(await login(app, SEEKER))).statusCode).toBe(200);
    expect(app.db.prepare('SELECT count(*) AS n FROM password_resets').get()).toEqual({ n: 0 });
  });
});
