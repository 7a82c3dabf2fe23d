// The job seeker's profile for matching and the résumé builder, the résumé's own file name, and verified
// e-mail addresses (the verification e-mail at signup, its link, the mark employers see on applicants).
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { makePdf } from '../src/lib/sample-files.js';
import { bearer, EMPLOYER, login, makeApp, multipart, postJob, qa, register, SEEKER } from './helpers.js';
import { tellCandidates } from './fixtures.js';

let app: App;
afterEach(async () => {
  await app?.close();
});

const profile = (token: string) => app.inject({ url: '/api/auth/profile', headers: bearer(token) });
const update = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });

const EXPERIENCE = {
  title: 'Data Analyst',
  company: 'Northwind',
  start: '2021-04',
  end: '',
  description: 'Dashboards in SQL',
};

describe('seeker profile fields', () => {
  it('are saved trimmed, skills without blanks or repeats, and come back in the profile', async () => {
    app = await makeApp();
    const { token } = await register(app, 'jobseeker');
    const res = await update(token, {
      headline: '  Analyst who loves SQL ',
      skills: ['SQL', ' python ', 'sql', '', 'Power   BI'],
      desiredLocation: ' Berlin ',
      desiredType: 'Remote',
      openToRemote: true,
      summary: 'Five years of analytics.',
      experience: [{ ...EXPERIENCE, title: ' Data Analyst ' }],
      education: [{ school: 'TU Berlin', degree: 'MSc Statistics', start: '2016-10', end: '2018-09' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      headline: 'Analyst who loves SQL',
      skills: ['SQL', 'python', 'Power BI'],
      desiredLocation: 'Berlin',
      desiredType: 'Remote',
      openToRemote: true,
      experience: [EXPERIENCE],
      education: [{ school: 'TU Berlin', degree: 'MSc Statistics', start: '2016-10', end: '2018-09' }],
    });
    expect((await profile(token)).json().skills).toEqual(['SQL', 'python', 'Power BI']);
  });

  it.each([
    [{ headline: 'x'.repeat(121) }, 'headline: Headline must be at most 120 characters'],
    [{ skills: ['x'.repeat(41)] }, 'skills: Each skill must be at most 40 characters'],
    [{ skills: Array.from({ length: 31 }, (_, i) => `s${i}`) }, 'skills: Add at most 30 skills'],
    [{ desiredType: 'Gig' }, 'desiredType'],
    [{ experience: [{ ...EXPERIENCE, company: ' ' }] }, 'experience.0.company: Company is required'],
    [{ experience: [{ ...EXPERIENCE, start: '2021-13' }] }, 'experience.0.start: Enter a month like 2021-09'],
    [
      { experience: [{ ...EXPERIENCE, end: '2020-01' }] },
      'experience.0.end: The end cannot be before the start',
    ],
    [
      { education: [{ school: '', degree: '', start: '2020-01', end: '' }] },
      'education.0.school: School is required',
    ],
    [{ skills: 'SQL' }, 'skills'],
  ])('%j is a 400 naming the field, and nothing is saved', async (payload, message) => {
    app = await makeApp();
    const { token } = await register(app, 'jobseeker');
    await update(token, { headline: 'Kept' });
    const res = await update(token, { ...payload, summary: 'not saved either' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await profile(token)).json()).toMatchObject({ headline: 'Kept', summary: '' });
  });

  it('an employer’s seeker fields are ignored', async () => {
    app = await makeApp();
    const owner = await login(app, EMPLOYER);
    const res = await update(owner, {
      headline: 'Hiring',
      skills: ['Hiring'],
      companyName: 'Acme Demo Labs',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ headline: '', skills: [] });
  });

  it('an uploaded résumé keeps its own file name and date, in the profile and for the employer', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    const m = multipart('file', 'C:\\Users\\mia\\Mia Mailer CV.pdf', 'application/pdf', makePdf('CV'));
    const before = Date.now();
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/auth/upload-file',
      headers: { ...m.headers, ...bearer(seeker.token) },
      payload: m.payload,
    });
    const url = uploaded.json().fileUrl as string;
    expect(url).toMatch(/\/uploads\/[0-9a-f]{32}\.pdf$/);
    const saved = await update(seeker.token, { resume: url });
    const after = Date.now();
    expect(saved.json()).toMatchObject({ resume: url, resumeName: 'Mia Mailer CV.pdf' });
    // The upload's time (the API's clock is the test's: no QA offset here).
    const stamped = Date.parse(saved.json().resumeUploadedAt);
    expect(stamped).toBeGreaterThanOrEqual(before - (before % 1000));
    expect(stamped).toBeLessThanOrEqual(after);

    const owner = await login(app, EMPLOYER);
    const job = await postJob(app, owner);
    await app.inject({ method: 'POST', url: `/api/applications/${job._id}`, headers: bearer(seeker.token) });
    const applicants = await app.inject({ url: `/api/applications/job/${job._id}`, headers: bearer(owner) });
    expect(applicants.json()[0].applicant).toMatchObject({
      resumeName: 'Mia Mailer CV.pdf',
      emailVerified: false,
    });

    const cleared = await app.inject({
      method: 'DELETE',
      url: '/api/user/resume',
      headers: bearer(seeker.token),
    });
    expect(cleared.json().user).toMatchObject({ resume: '', resumeName: '', resumeUploadedAt: null });
  });

  it('the demo seeker has a profile to match and print, and seeded accounts are verified (every third seeker not)', async () => {
    app = await makeApp();
    const me = (await profile(await login(app, SEEKER))).json();
    expect(me).toMatchObject({ emailVerified: true, resumeName: 'Resume.pdf', openToRemote: true });
    expect(me.skills).toContain('React');
    expect(me.experience.length).toBeGreaterThan(0);
    const unverified = (await profile(await login(app, 'seeker3@demo.test'))).json();
    expect(unverified.emailVerified).toBe(false);
  });
});

describe('verified e-mail', () => {
  /** The verification mail's token, from the outbox. */
  const verificationToken = (userPk: number) => {
    const row = app.db
      .prepare("SELECT link FROM mail_outbox WHERE user_pk = ? AND kind = 'verification' ORDER BY pk DESC")
      .get(userPk) as { link: string };
    expect(row.link).toMatch(/^\/verify-email\?token=/);
    return decodeURIComponent(row.link.split('token=')[1]!);
  };

  it('signup queues the verification e-mail; its link confirms the address, once; the profile and employers see it', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    const pk = app.users.findById(seeker.user._id)!.pk;
    expect(seeker.user.emailVerified).toBe(false);
    const mails = (await qa(app, 'GET', '/__qa/mail?kind=verification')).json().mails;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: seeker.user.email, status: 'queued' });

    const token = verificationToken(pk);
    const first = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(first.json()).toEqual({ message: 'Your e-mail address is confirmed', emailVerified: true });
    const again = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.json().message).toBe('Your e-mail address was already confirmed');
    expect((await profile(seeker.token)).json().emailVerified).toBe(true);

    const owner = await login(app, EMPLOYER);
    const job = await postJob(app, owner);
    await app.inject({ method: 'POST', url: `/api/applications/${job._id}`, headers: bearer(seeker.token) });
    const list = await app.inject({
      url: `/api/applications/employer?jobId=${job._id}`,
      headers: bearer(owner),
    });
    expect(list.json().applications[0].applicant.emailVerified).toBe(true);
  });

  it('a tampered, foreign or expired link is a 400 saying so; resend sends a new one', async () => {
    let now = Date.now();
    app = await makeApp({ clock: () => now });
    const seeker = await register(app, 'jobseeker');
    const pk = app.users.findById(seeker.user._id)!.pk;
    const token = verificationToken(pk);
    for (const bad of [
      `${token}A`,
      app.mail.unsubscribeToken(seeker.user._id, 'verification'),
      seeker.token,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/verify-email',
        payload: { token: bad },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/not valid/);
    }
    const { LinkTokens } = await import('../src/auth/link-tokens.js');
    const old = new LinkTokens(app.settings.tokenSecret, () => now - 8 * 24 * 3600_000).sign(
      'verify-email',
      [seeker.user._id, seeker.user.email],
      7 * 24 * 3600_000,
    );
    const expired = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: old },
    });
    expect(expired.json().message).toBe(
      'This confirmation link has expired: send a new one from your profile',
    );
    now = Date.now();

    const resent = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: bearer(seeker.token),
    });
    expect(resent.json()).toEqual({
      message: `We sent a new confirmation link to ${seeker.user.email}`,
      emailVerified: false,
    });
    expect((await qa(app, 'GET', '/__qa/mail?kind=verification&status=queued')).json().mails).toHaveLength(2);
    expect((await profile(seeker.token)).json().emailVerified).toBe(false);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/verify-email',
          payload: { token: verificationToken(pk) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('"send the link again" keeps to an unsubscribe, waits a minute between links, and sends 2 a day; an unconfirmed address gets 3 mails a day in all', async () => {
    let now = Date.parse('2030-03-15T12:00:00Z');
    app = await makeApp({ clock: () => now });
    const seeker = await register(app, 'jobseeker');
    const resend = () =>
      app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers: bearer(seeker.token) });
    const sent = async () =>
      (
        (await qa(app, 'GET', '/__qa/mail?limit=100')).json().mails as { to: string; status: string }[]
      ).filter((m) => m.to === seeker.user.email && m.status === 'queued').length;
    expect(await sent()).toBe(1);

    // Turned off (from a mail's link, or the preferences page): nobody holding the account sends more.
    const off = encodeURIComponent(app.mail.unsubscribeToken(seeker.user._id, 'verification'));
    await app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${off}` });
    const refused = await resend();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Confirmation e-mails are turned off for this address/);
    expect(await sent()).toBe(1);
    await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(seeker.token),
      payload: { verification: true },
    });

    expect((await resend()).statusCode).toBe(200);
    const soon = await resend();
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^We sent a link a moment ago: check your inbox, or ask again in /);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    now += 61_000;
    expect((await resend()).statusCode).toBe(200);
    now += 61_000;
    const third = await resend();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^You asked for 2 new links today: use the newest one/);
    expect(await sent()).toBe(3);

    // Anything else to the unconfirmed address today is recorded, not sent.
    const owner = await login(app, EMPLOYER);
    const job = await postJob(app, owner);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/applications/${job._id}`,
      headers: bearer(seeker.token),
    });
    await app.inject({
      method: 'PUT',
      url: `/api/applications/${applied.json().application._id}/status`,
      headers: bearer(owner),
      payload: { status: 'Review' },
    });
    // The candidate is told once the employer's Undo window is over.
    expect(tellCandidates(app)).toBe(1);
    expect(await sent()).toBe(3);
    const capped = (await qa(app, 'GET', '/__qa/mail?status=skipped')).json().mails;
    expect(capped[0]?.lastError).toMatch(/^Not sent: the address is not confirmed yet, and 3 e-mails/);
  });
});
