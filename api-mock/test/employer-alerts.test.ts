// Employers hear of new applications: a notification at once, and an e-mail at once or in one digest a
// day (their choice), or not at all. The clock is the test's: a day passes when it moves.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { makeWorld, type Caller } from './fixtures.js';
import { bearer, makeApp, postJob, qa, register } from './helpers.js';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2030-03-15T12:00:00.000Z');
const clock = () => now;

let app: App;
let employer: Caller;
let jobId: string;

beforeAll(async () => {
  app = await makeApp({ clock });
  ({ employer } = await makeWorld(app, { titles: [], seekerNames: [], employerName: 'Hana Hiring' }));
  // A confirmed address, as a hiring team's is: an unconfirmed one gets 3 e-mails a day in all.
  const row = app.users.findByEmail(employer.email)!;
  app.users.verifyEmail(row.pk, row.email);
});
afterAll(() => app.close());
beforeEach(async () => {
  jobId = (await postJob(app, employer.token, { title: `Data Engineer ${now}` }))._id;
  now += 1000;
});

async function apply(name: string): Promise<{ id: string; seeker: string }> {
  const seeker = await register(app, 'jobseeker', name);
  const res = await app.inject({
    method: 'POST',
    url: `/api/applications/${jobId}`,
    headers: bearer(seeker.token),
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().application._id, seeker: seeker.token };
}
const mailsToEmployer = () =>
  app.db
    .prepare(
      `SELECT o.status, o.data, o.link FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
       WHERE o.kind = 'new-application' AND u.id = ? ORDER BY o.pk`,
    )
    .all(employer.id) as { status: string; data: string; link: string }[];
const setEmails = (value: boolean | 'instant' | 'daily') =>
  app.inject({
    method: 'PUT',
    url: '/api/mail/preferences',
    headers: bearer(employer.token),
    payload: { 'new-application': value },
  });

describe('a new application', () => {
  it('is a notification for the employer at once, naming who applied, and an e-mail at once', async () => {
    const before = mailsToEmployer().length;
    const { id } = await apply('Ines Instant');
    const list = (await app.inject({ url: '/api/notifications', headers: bearer(employer.token) })).json();
    expect(list.unreadCount).toBeGreaterThanOrEqual(1);
    expect(list.notifications[0]).toMatchObject({
      type: 'new-application',
      read: false,
      status: null,
      application: { _id: id },
      applicant: { name: 'Ines Instant' },
      job: { _id: jobId },
    });
    const mails = mailsToEmployer();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({ status: 'queued', link: `/employeer/applications/${id}` });
    expect(JSON.parse(mails.at(-1)!.data)).toMatchObject({
      applicantName: 'Ines Instant',
      applicationId: id,
    });
  });

  it('a withdrawn application leaves no notification behind', async () => {
    const { id, seeker } = await apply('Walt Withdraw');
    await app.inject({ method: 'DELETE', url: `/api/applications/${id}`, headers: bearer(seeker) });
    const list = (await app.inject({ url: '/api/notifications', headers: bearer(employer.token) })).json();
    expect(
      list.notifications.some((n: { application: { _id: string } | null }) => n.application?._id === id),
    ).toBe(false);
  });
});

describe('the employer’s choice', () => {
  it('says how new applications come, in the e-mail preferences (seekers have no such kind)', async () => {
    const reply = (
      await app.inject({ url: '/api/mail/preferences', headers: bearer(employer.token) })
    ).json();
    expect(reply.preferences).toContainEqual(
      expect.objectContaining({ kind: 'new-application', enabled: true, frequency: 'instant' }),
    );
    expect(reply.preferences.find((p: { kind: string }) => p.kind === 'message').frequency).toBeNull();
    const seeker = await register(app, 'jobseeker');
    const theirs = (await app.inject({ url: '/api/mail/preferences', headers: bearer(seeker.token) })).json();
    expect(theirs.preferences.some((p: { kind: string }) => p.kind === 'new-application')).toBe(false);
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/mail/preferences',
      headers: bearer(seeker.token),
      payload: { 'job-alert': 'daily' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('job-alert: Job alerts e-mails come one at a time (on or off only)');
  });

  it('daily: one digest a day listing the applications (a withdrawn one is left out), none before the day', async () => {
    expect((await setEmails('daily')).json().preferences).toContainEqual(
      expect.objectContaining({ kind: 'new-application', enabled: true, frequency: 'daily' }),
    );
    const before = mailsToEmployer().length;
    await apply('Dora Daily');
    const gone = await apply('Gil Gone');
    await app.inject({ method: 'DELETE', url: `/api/applications/${gone.id}`, headers: bearer(gone.seeker) });
    await apply('Dan Daily');
    expect(mailsToEmployer()).toHaveLength(before);

    // The first digest goes out with the next check (none went before); then one a day.
    expect(app.employerAlerts.sendDigests()).toBe(1);
    const digest = mailsToEmployer().at(-1)!;
    expect(mailsToEmployer()).toHaveLength(before + 1);
    expect(digest.link).toBe('/employeer/candidates');
    const data = JSON.parse(digest.data);
    expect(data.items.map((i: { applicantName: string }) => i.applicantName)).toEqual([
      'Dora Daily',
      'Dan Daily',
    ]);
    expect(data.more).toBe(0);

    await apply('Nora Next');
    now += DAY - 60_000;
    expect(app.employerAlerts.sendDigests()).toBe(0);
    now += 60_000;
    expect(app.employerAlerts.sendDigests()).toBe(1);
    expect(JSON.parse(mailsToEmployer().at(-1)!.data).items).toHaveLength(1);
    // QA sends what waits at once, whatever the day.
    await apply('Quinn QA');
    expect((await qa(app, 'POST', '/__qa/mail/digests')).json().message).toBe(
      'Sent 0 job-alert digests and 1 new-application digests',
    );
  });

  it('off: the bell still says so, no e-mail is sent; instant again sends each one', async () => {
    await setEmails(false);
    const before = mailsToEmployer().filter((m) => m.status !== 'skipped').length;
    const { id } = await apply('Otto Off');
    expect(mailsToEmployer().filter((m) => m.status !== 'skipped')).toHaveLength(before);
    const list = (await app.inject({ url: '/api/notifications', headers: bearer(employer.token) })).json();
    expect(list.notifications[0].application._id).toBe(id);
    expect(app.employerAlerts.sendDigests(true)).toBe(0);

    await setEmails('instant');
    await apply('Ivy Instant');
    expect(mailsToEmployer().at(-1)).toMatchObject({ status: 'queued' });
  });
});

describe('the e-mails', () => {
  it('read as they should: one application, and a digest', async () => {
    const { renderMail } = await import('../src/mail/templates.js');
    const links = {
      page: 'http://site/p',
      site: 'http://site',
      unsubscribe: 'http://site/u',
      preferences: 'http://site/pr',
    };
    const one = renderMail(
      'new-application',
      { applicantName: 'Ana <b>', jobTitle: 'Go Dev', applicationId: 'a1' },
      'Hana',
      links,
    );
    expect(one.subject).toBe('New application for Go Dev: Ana <b>');
    expect(one.html).toContain('Ana &lt;b&gt; applied for Go Dev');
    const digest = renderMail(
      'new-application',
      {
        items: [
          { applicantName: 'Ana', jobTitle: 'Go Dev', applicationId: 'a1' },
          { applicantName: 'Bo', jobTitle: 'Go Dev', applicationId: 'a2' },
        ],
        more: 3,
      },
      'Hana',
      links,
    );
    expect(digest.subject).toBe('5 new applications for your jobs');
    expect(digest.text).toContain('- Bo\n  applied for Go Dev\n  http://site/employeer/applications/a2');
    expect(digest.text).toContain('see all candidates for the other 3');
  });
});
