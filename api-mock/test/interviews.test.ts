// Interviews: proposed on an application in Review, picked (one candidate per time, also when two pick at
// once), declined, moved and cancelled; each step tells the other party; a booking, a move and a
// cancellation carry a calendar invitation that a calendar program takes (parsed here with ical.js: the
// instant, one UID, a rising SEQUENCE, METHOD:CANCEL at the end); a reminder the day before. The clock
// is the test's.
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { setStatus } from './fixtures.js';
import { bearer, captureTransport, makeApp, postJob, register } from './helpers.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let now = Date.parse('2026-11-29T12:00:00.000Z');
const clock = () => now;
let app: App;
let capture: ReturnType<typeof captureTransport>;

beforeEach(async () => {
  now = Date.parse('2026-11-29T12:00:00.000Z');
  capture = captureTransport();
  app = await makeApp({ clock, mail: { transport: capture.transport, siteUrl: 'http://site.test' } });
});
afterEach(async () => {
  await app.close();
});

const at = (ms: number) => new Date(ms).toISOString();
const TIME_A = at(Date.parse('2026-12-03T10:00:00.000Z'));
const TIME_B = at(Date.parse('2026-12-04T15:30:00.000Z'));

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

/**
 * An employer with a job, and `n` candidates who applied and are in Review. Their addresses are confirmed:
 * an unconfirmed one gets 3 e-mails a day at most, fewer than an interview's steps.
 */
async function world(n = 1) {
  const employer = await register(app, 'employeer', 'Irene Interviewer', { company: 'Interview Labs' });
  const job = await postJob(app, employer.token, { title: 'Calendar Engineer' });
  const seekers = [];
  for (let i = 0; i < n; i++) {
    const seeker = await register(app, 'jobseeker', `Candidate ${i + 1}`);
    const applied = await call('POST', `/api/applications/${job._id}`, seeker.token);
    const application = applied.json().application._id as string;
    await setStatus(app, employer.token, application, 'Review');
    seekers.push({ ...seeker, application });
  }
  app.db.prepare('UPDATE users SET email_verified_at = ?').run(at(now));
  return { employer, job, seekers };
}

const proposal = (over: object = {}) => ({
  times: [
    { start: TIME_A, durationMinutes: 45 },
    { start: TIME_B, durationMinutes: 30 },
  ],
  timeZone: 'Europe/Lisbon',
  place: 'https://meet.example.com/abc-defg-hij',
  note: 'Bring a project you are proud of.',
  ...over,
});

/** The outbox's interview mails to an address, oldest first, with their data. */
const interviewMails = (email: string) =>
  app.db
    .prepare<[string], { data: string; link: string }>(
      `SELECT o.data, o.link FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
       WHERE o.kind = 'interview' AND u.email = ? ORDER BY o.pk`,
    )
    .all(email)
    .map((row): Record<string, unknown> => ({ ...(JSON.parse(row.data) as object), link: row.link }));

/** The one event of a calendar invitation, as a calendar program reads it. */
function parseInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    status: vevent.getFirstPropertyValue('status'),
    // A URI's scheme is case-insensitive (ical-generator writes MAILTO:).
    organizer: String(vevent.getFirstPropertyValue('organizer')).replace(/^mailto:/i, 'mailto:'),
    attendee: String(vevent.getFirstPropertyValue('attendee')).replace(/^mailto:/i, 'mailto:'),
  };
}
const calendarOf = (mail: Record<string, unknown>) =>
  parseInvitation((mail.calendar as { content: string }).content);

describe('interviews', () => {
  it('a proposal tells the candidate: notification, e-mail with the times, a message in the conversation', async () => {
    const { employer, seekers } = await world();
    const [seeker] = seekers;
    const res = await call(
      'POST',
      `/api/applications/${seeker!.application}/interviews`,
      employer.token,
      proposal(),
    );
    expect(res.statusCode).toBe(201);
    const interview = res.json();
    expect(interview).toMatchObject({
      status: 'proposed',
      timeZone: 'Europe/Lisbon',
      candidate: { name: 'Candidate 1' },
      job: { title: 'Calendar Engineer', company: { companyName: 'Interview Labs' } },
      scheduled: null,
    });
    expect(
      interview.times.map((t: { start: string; end: string; available: boolean }) => [
        t.start,
        t.end,
        t.available,
      ]),
    ).toEqual([
      [TIME_A, at(Date.parse(TIME_A) + 45 * 60_000), true],
      [TIME_B, at(Date.parse(TIME_B) + 30 * 60_000), true],
    ]);

    // The candidate's lists.
    const upcoming = (await call('GET', '/api/interviews', seeker!.token)).json().interviews;
    expect(upcoming.map((i: { _id: string }) => i._id)).toEqual([interview._id]);
    const ofApplication = (
      await call('GET', `/api/applications/${seeker!.application}/interviews`, seeker!.token)
    ).json();
    expect(ofApplication.interviews[0]._id).toBe(interview._id);

    // Told: one interview notification, one e-mail naming the times in the employer's zone.
    const notifications = (await call('GET', '/api/notifications', seeker!.token)).json().notifications;
    expect(notifications.filter((n: { type: string }) => n.type === 'interview')).toEqual([
      expect.objectContaining({
        interview: { _id: interview._id, event: 'proposed', start: null },
        application: { _id: seeker!.application },
      }),
    ]);
    const [mail] = interviewMails(seeker!.user.email);
    expect(mail).toMatchObject({ event: 'proposed', side: 'seeker', link: '/my-applications' });
    expect(mail!.times).toEqual([
      'Thu, 3 Dec 2026, 10:00 WET (Europe/Lisbon), 45 min',
      'Fri, 4 Dec 2026, 15:30 WET (Europe/Lisbon), 30 min',
    ]);
    expect(mail!.calendar).toBeUndefined();
    // No separate message notification or e-mail: the interview's say it.
    expect(notifications.some((n: { type: string }) => n.type === 'message')).toBe(false);
    const messages = (
      await call('GET', `/api/applications/${seeker!.application}/messages`, seeker!.token)
    ).json();
    expect(messages.messages.at(-1)).toMatchObject({ from: 'employeer', mine: false });
    expect(messages.messages.at(-1).text).toContain('Thu, 3 Dec 2026, 10:00 WET (Europe/Lisbon), 45 min');
    expect(messages.conversation.canSend).toBe(true);
  });

  it('refuses what would not work, each with a message', async () => {
    const { employer, seekers } = await world(2);
    const [one, two] = seekers;
    const other = await register(app, 'employeer', 'Other Employer');
    const url = `/api/applications/${one!.application}/interviews`;
    const propose = (body: object, token = employer.token, to = url) => call('POST', to, token, body);

    expect((await propose(proposal(), one!.token)).statusCode).toBe(403);
    expect((await propose(proposal(), other.token)).statusCode).toBe(403);
    expect(
      (await propose(proposal(), employer.token, '/api/applications/000000000000000000000000/interviews'))
        .statusCode,
    ).toBe(404);
    const cases: [object, number, RegExp][] = [
      [{ timeZone: 'Mars/Olympus' }, 400, /^timeZone: /],
      [{ times: [{ start: at(now - HOUR), durationMinutes: 30 }] }, 400, /^times\.0\.start: .*future/],
      [{ times: [{ start: at(now + 400 * DAY), durationMinutes: 30 }] }, 400, /^times\.0\.start: .*365 days/],
      [
        {
          times: [
            { start: TIME_A, durationMinutes: 30 },
            { start: TIME_A, durationMinutes: 30 },
          ],
        },
        400,
        /^times\.1: .*twice/,
      ],
      [{ times: [] }, 400, /times/],
      [
        {
          times: Array.from({ length: 6 }, (_, i) => ({
            start: at(now + (i + 1) * DAY),
            durationMinutes: 30,
          })),
        },
        400,
        /times/,
      ],
      [{ times: [{ start: TIME_A, durationMinutes: 5 }] }, 400, /durationMinutes/],
      [{ place: '   ' }, 400, /^place: /],
      [{ times: [{ start: 'tomorrow', durationMinutes: 30 }] }, 400, /start/],
    ];
    for (const [over, status, message] of cases) {
      const res = await propose(proposal(over));
      expect([over, res.statusCode]).toEqual([over, status]);
      expect(res.json().message).toMatch(message);
    }
    // Not in Review: moved on to Accepted.
    await setStatus(app, employer.token, two!.application, 'Accepted');
    const notReview = await propose(
      proposal(),
      employer.token,
      `/api/applications/${two!.application}/interviews`,
    );
    expect(notReview.statusCode).toBe(409);
    expect(notReview.json().message).toMatch(/^status: move the application to Review/);
    // One open interview per application.
    expect((await propose(proposal())).statusCode).toBe(201);
    const again = await propose(proposal());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has an interview/);
    // Nothing was lost: still one interview, still proposed.
    const list = (
      await call('GET', `/api/applications/${one!.application}/interviews`, employer.token)
    ).json();
    expect(list.interviews.map((i: { status: string }) => i.status)).toEqual(['proposed']);
  });

  it('picked, moved and cancelled: both calendars get one UID, a rising SEQUENCE and METHOD:CANCEL at the end', async () => {
    const { employer, seekers } = await world();
    const [seeker] = seekers;
    const proposed = (
      await call('POST', `/api/applications/${seeker!.application}/interviews`, employer.token, proposal())
    ).json();
    const timeA = proposed.times[0]._id;

    // Only the candidate picks, and only a time offered.
    expect(
      (await call('POST', `/api/interviews/${proposed._id}/accept`, employer.token, { time: timeA }))
        .statusCode,
    ).toBe(403);
    const wrong = await call('POST', `/api/interviews/${proposed._id}/accept`, seeker!.token, {
      time: '000000000000000000000000',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      'time: not one of the times offered for this interview',
    ]);

    const picked = await call('POST', `/api/interviews/${proposed._id}/accept`, seeker!.token, {
      time: timeA,
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({
      status: 'scheduled',
      sequence: 0,
      scheduled: { start: TIME_A, durationMinutes: 45 },
    });

    const booked = {
      seeker: interviewMails(seeker!.user.email).at(-1)!,
      employer: interviewMails(employer.user.email).at(-1)!,
    };
    expect(booked.seeker).toMatchObject({
      event: 'scheduled',
      when: 'Thu, 3 Dec 2026, 10:00 WET (Europe/Lisbon), 45 min',
    });
    const first = calendarOf(booked.seeker);
    expect(first).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: TIME_A,
      end: at(Date.parse(TIME_A) + 45 * 60_000),
      status: 'CONFIRMED',
    });
    expect(first.uid).toBe(`interview-${proposed._id}@site.test`);
    expect(first.organizer).toBe(`mailto:${employer.user.email}`);
    expect(first.attendee).toBe(`mailto:${seeker!.user.email}`);
    expect(calendarOf(booked.employer)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 0,
      start: TIME_A,
    });
    // The employer is told; the candidate (who picked) has no notification of their own step.
    const employerNotes = (await call('GET', '/api/notifications', employer.token)).json().notifications;
    expect(employerNotes.find((n: { type: string }) => n.type === 'interview')).toMatchObject({
      interview: { _id: proposed._id, event: 'scheduled', start: TIME_A },
      read: false,
    });
    // The calendar file on demand is the same invitation.
    const file = await call('GET', `/api/interviews/${proposed._id}/calendar.ics`, seeker!.token);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(parseInvitation(file.body)).toMatchObject({ uid: first.uid, sequence: 0, start: TIME_A });

    // Moved by the employer: same UID, SEQUENCE 1, the new instant.
    const later = at(Date.parse('2026-12-05T09:00:00.000Z'));
    expect(
      (
        await call('PUT', `/api/interviews/${proposed._id}/time`, seeker!.token, {
          start: later,
          durationMinutes: 60,
          timeZone: 'UTC',
        })
      ).statusCode,
    ).toBe(403);
    const moved = await call('PUT', `/api/interviews/${proposed._id}/time`, employer.token, {
      start: later,
      durationMinutes: 60,
      timeZone: 'America/New_York',
      message: 'Something came up, sorry.',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      status: 'scheduled',
      sequence: 1,
      timeZone: 'America/New_York',
      scheduled: { start: later },
    });
    const movedMail = interviewMails(seeker!.user.email).at(-1)!;
    expect(movedMail).toMatchObject({
      event: 'rescheduled',
      message: 'Something came up, sorry.',
      when: 'Sat, 5 Dec 2026, 04:00 GMT-5 (America/New_York), 1 h',
    });
    expect(calendarOf(movedMail)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: later,
    });
    expect(calendarOf(interviewMails(employer.user.email).at(-1)!)).toMatchObject({
      uid: first.uid,
      sequence: 1,
    });

    // Cancelled by the candidate: METHOD:CANCEL, SEQUENCE 2, to both.
    const cancelled = await call('POST', `/api/interviews/${proposed._id}/cancel`, seeker!.token, {
      message: 'I took another offer.',
    });
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      lastChangeBy: 'jobseeker',
      message: 'I took another offer.',
    });
    for (const email of [seeker!.user.email, employer.user.email]) {
      const mail = interviewMails(email).at(-1)!;
      expect(mail.event).toBe('cancelled');
      expect(calendarOf(mail)).toMatchObject({
        method: 'CANCEL',
        uid: first.uid,
        sequence: 2,
        start: later,
        status: 'CANCELLED',
      });
    }
    // Again: no change, nothing sent.
    const count = interviewMails(employer.user.email).length;
    expect(
      (await call('POST', `/api/interviews/${proposed._id}/cancel`, employer.token, {})).json(),
    ).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(interviewMails(employer.user.email)).toHaveLength(count);
    expect((await call('GET', '/api/interviews', seeker!.token)).json().interviews).toEqual([]);
    // A new proposal can follow.
    expect(
      (await call('POST', `/api/applications/${seeker!.application}/interviews`, employer.token, proposal()))
        .statusCode,
    ).toBe(201);
  });

  it('a time offered to two candidates is booked by one only, also when both pick it at once; the other picks another', async () => {
    const { employer, seekers } = await world(2);
    const [one, two] = seekers;
    const propose = (application: string, times: object[]) =>
      call('POST', `/api/applications/${application}/interviews`, employer.token, proposal({ times })).then(
        (r) => r.json(),
      );
    const first = await propose(one!.application, [{ start: TIME_A, durationMinutes: 45 }]);
    const second = await propose(two!.application, [
      { start: TIME_A, durationMinutes: 45 },
      { start: TIME_B, durationMinutes: 45 },
    ]);
    // One time row offered to both.
    expect(second.times[0]._id).toBe(first.times[0]._id);

    const results = await Promise.all([
      call('POST', `/api/interviews/${first._id}/accept`, one!.token, { time: first.times[0]._id }),
      call('POST', `/api/interviews/${second._id}/accept`, two!.token, { time: second.times[0]._id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409)!;
    expect(lost.json().message).toBe(
      'time: that time has just been taken by another candidate: pick one of the others',
    );
    const loser =
      results[0]!.statusCode === 409
        ? { seeker: one!, interview: first }
        : { seeker: two!, interview: second };
    const seen = (
      await call('GET', `/api/applications/${loser.seeker.application}/interviews`, loser.seeker.token)
    ).json().interviews[0];
    expect(seen.status).toBe('proposed');
    expect(seen.times[0].available).toBe(false);

    // The second candidate (offered two) takes the other one; the winner's time stays theirs.
    if (loser.interview === second) {
      const other = await call('POST', `/api/interviews/${second._id}/accept`, two!.token, {
        time: second.times[1]._id,
      });
      expect(other.json()).toMatchObject({ status: 'scheduled', scheduled: { start: TIME_B } });
    }
    // The employer cannot offer a booked time again.
    const third = await register(app, 'jobseeker', 'Candidate 3');
    app.db.prepare('UPDATE users SET email_verified_at = ?').run(at(now));
    const job = (await call('GET', `/api/applications/${one!.application}`, employer.token)).json().job._id;
    const applied = (await call('POST', `/api/applications/${job}`, third.token)).json().application._id;
    await setStatus(app, employer.token, applied, 'Review');
    const taken = await call(
      'POST',
      `/api/applications/${applied}/interviews`,
      employer.token,
      proposal({ times: [{ start: TIME_A, durationMinutes: 45 }] }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/^times: you already have an interview booked at/);
  });

  it('a decline tells the employer with its message and frees the times', async () => {
    const { employer, seekers } = await world();
    const [seeker] = seekers;
    const proposed = (
      await call('POST', `/api/applications/${seeker!.application}/interviews`, employer.token, proposal())
    ).json();
    expect((await call('POST', `/api/interviews/${proposed._id}/cancel`, seeker!.token, {})).statusCode).toBe(
      409,
    );
    const declined = await call('POST', `/api/interviews/${proposed._id}/decline`, seeker!.token, {
      message: 'None of these work, could we do next week?',
    });
    expect(declined.json()).toMatchObject({ status: 'declined', lastChangeBy: 'jobseeker' });
    expect(interviewMails(employer.user.email).at(-1)).toMatchObject({
      event: 'declined',
      message: 'None of these work, could we do next week?',
      link: `/employeer/applications/${seeker!.application}`,
    });
    expect(
      (
        await call('POST', `/api/interviews/${proposed._id}/accept`, seeker!.token, {
          time: proposed.times[0]._id,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      app.db.prepare('SELECT count(*) AS n FROM interview_times WHERE taken_by IS NOT NULL').get(),
    ).toEqual({ n: 0 });
    // The employer withdraws a proposal: the candidate is told, with no calendar (nothing was booked).
    const next = (
      await call('POST', `/api/applications/${seeker!.application}/interviews`, employer.token, proposal())
    ).json();
    expect((await call('POST', `/api/interviews/${next._id}/cancel`, employer.token, {})).json().status).toBe(
      'cancelled',
    );
    expect(interviewMails(seeker!.user.email).at(-1)).toMatchObject({ event: 'cancelled', when: '' });
    expect(interviewMails(seeker!.user.email).at(-1)!.calendar).toBeUndefined();
  });

  it('reminds both parties once the day before, and again after a move', async () => {
    const { employer, seekers } = await world();
    const [seeker] = seekers;
    const proposed = (
      await call('POST', `/api/applications/${seeker!.application}/interviews`, employer.token, proposal())
    ).json();
    await call('POST', `/api/interviews/${proposed._id}/accept`, seeker!.token, {
      time: proposed.times[0]._id,
    });
    const reminders = () => interviewMails(seeker!.user.email).filter((m) => m.event === 'reminder').length;
    expect(app.interviewing.sweep()).toBe(0);
    now = Date.parse(TIME_A) - 25 * HOUR;
    expect(app.interviewing.sweep()).toBe(0);
    now = Date.parse(TIME_A) - 23 * HOUR;
    expect(app.interviewing.sweep()).toBe(1);
    expect(reminders()).toBe(1);
    expect(interviewMails(employer.user.email).at(-1)).toMatchObject({ event: 'reminder' });
    expect(app.interviewing.sweep()).toBe(0);
    // Moved to two days later: reminded again the day before the new time.
    const later = at(Date.parse(TIME_A) + 2 * DAY);
    await call('PUT', `/api/interviews/${proposed._id}/time`, employer.token, {
      start: later,
      durationMinutes: 45,
      timeZone: 'Europe/Lisbon',
    });
    expect(app.interviewing.sweep()).toBe(0);
    now = Date.parse(later) - 2 * HOUR;
    expect(app.interviewing.sweep()).toBe(1);
    expect(reminders()).toBe(2);
    // Over: no longer among the upcoming ones.
    now = Date.parse(later) + 46 * 60_000;
    expect((await call('GET', '/api/interviews', seeker!.token)).json().interviews).toEqual([]);
    expect((await call('GET', '/api/interviews?when=all', seeker!.token)).json().interviews).toHaveLength(1);
  });

  it('the booking e-mail carries the invitation as a text/calendar part and an invite.ics attachment', async () => {
    const { employer, seekers } = await world();
    const [seeker] = seekers;
    const proposed = (
      await call('POST', `/api/applications/${seeker!.application}/interviews`, employer.token, proposal())
    ).json();
    await call('POST', `/api/interviews/${proposed._id}/accept`, seeker!.token, {
      time: proposed.times[0]._id,
    });
    const sent = async () =>
      capture.sent.filter((m) => m.to.includes(seeker!.user.email) && /Interview booked/.test(m.raw));
    while ((await sent()).length === 0) await new Promise((r) => setTimeout(r, 10));
    const raw = (await sent())[0]!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(raw).toMatch(/Content-Type: application\/ics; method=REQUEST; name=invite\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
  });
});
