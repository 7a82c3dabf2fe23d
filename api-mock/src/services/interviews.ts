// Interviews (`app.interviewing`): the employer proposes times on an application in Review, the candidate
// picks one or declines, the employer may move a booked one, and either party may cancel. Each step tells
// the other party (their interview notification, and an `interview` e-mail through the outbox); a booking,
// a move and a cancellation send both parties a calendar invitation (.ics) with one UID for the
// interview's whole life and a SEQUENCE raised by each change, so their calendars follow. The proposal is
// also the employer's message in the application's conversation, where the candidate can answer. A sweep
// (at start and every minute, on the app's clock) sends both parties a reminder the day before.
//
// E-mails name times in the zone the employer chose, with the zone's name; pages show them in the
// viewer's own zone, and the calendar in the reader's.
import type { Interview, InterviewProposalBody, InterviewRescheduleBody } from '@portal/contracts';
import { LIMITS, type InterviewEvent } from '@portal/contracts/constants';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calendarInvitation, type CalendarMethod } from '../lib/calendar.js';
import { isoNow } from '../lib/clock.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { runPeriodically } from '../lib/periodic.js';
import { APPLICATION_NOT_FOUND, NOT_YOUR_JOB_APPLICATION } from '../repos/applications-repo.js';
import { InterviewsRepo, type InterviewFacts } from '../repos/interviews-repo.js';
import type { UserRow } from '../repos/users-repo.js';
import { fieldMessage } from '../plugins/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    interviews: InterviewsRepo;
    interviewing: Interviewing;
  }
}

export const INTERVIEW_NOT_FOUND = 'Interview not found';
const SWEEP_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The time zones this server knows (IANA names), UTC among them. */
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC']);
export const isTimeZone = (name: string): boolean => TIME_ZONES.has(name);

/** "Thu, 3 Dec 2026, 10:00 GMT (Europe/Lisbon)": a time as an e-mail or a message names it. */
export function timeText(instant: string, timeZone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
  return `${text} (${timeZone})`;
}

const lengthText = (minutes: number) =>
  minutes % 60 === 0
    ? `${minutes / 60} h`
    : minutes > 60
      ? `${Math.floor(minutes / 60)} h ${minutes % 60} min`
      : `${minutes} min`;

/** Each party's page of the interview (the e-mails and the calendar link there). */
const pageOf = (side: 'seeker' | 'employer', applicationId: string) =>
  side === 'seeker' ? '/my-applications' : `/employeer/applications/${encodeURIComponent(applicationId)}`;

function interviewing(app: FastifyInstance) {
  const repo = app.interviews;
  const { clock } = app.settings;
  const site = app.settings.mail.siteUrl.replace(/\/+$/, '');
  const uidHost = new URL(site).hostname || 'jobportal';

  const factsOf = (interviewId: string): InterviewFacts => {
    const pk = repo.findPk(interviewId);
    const facts = pk === undefined ? undefined : repo.facts(pk);
    if (!facts) throw notFound(INTERVIEW_NOT_FOUND);
    return facts;
  };
  const sideOf = (facts: InterviewFacts, user: UserRow) =>
    user.pk === facts.seekerPk ? 'seeker' : user.pk === facts.employerPk ? 'employer' : null;
  /** The parties only: 403 for anyone else. */
  const partyOf = (facts: InterviewFacts, user: UserRow) => {
    const side = sideOf(facts, user);
    if (!side) throw forbidden('Only the candidate and the employer of this interview can see or change it');
    return side;
  };

  function checkTimeZone(timeZone: string) {
    if (!isTimeZone(timeZone))
      throw badRequest(fieldMessage('timeZone', 'not a time zone we know: use a name such as Europe/Lisbon'));
  }
  function checkStart(field: string, start: string) {
    const at = Date.parse(start);
    if (Number.isNaN(at)) throw badRequest(fieldMessage(field, 'not a date and time'));
    if (at <= clock()) throw badRequest(fieldMessage(field, 'an interview time must be in the future'));
    if (at > clock() + LIMITS.interviewAheadMaxDays * DAY_MS)
      throw badRequest(
        fieldMessage(field, `an interview can be at most ${LIMITS.interviewAheadMaxDays} days ahead`),
      );
  }
  function checkPlace(place: string) {
    if (place.trim() === '')
      throw badRequest(fieldMessage('place', 'say where the interview takes place, or give its video link'));
  }

  /** A calendar invitation of the interview's booked time, for one of its parties. */
  function calendarFor(facts: InterviewFacts, side: 'seeker' | 'employer', method: CalendarMethod): string {
    const { interview } = facts;
    const booked = interview.scheduled!;
    const company = interview.job.company.companyName || interview.job.company.name;
    const page = `${site}${pageOf(side, interview.application._id)}`;
    return calendarInvitation({
      method,
      uid: `interview-${interview._id}@${uidHost}`,
      sequence: interview.sequence,
      start: booked.start,
      end: booked.end,
      stamp: isoNow(clock),
      summary: `Interview: ${interview.candidate.name} – ${interview.job.title} at ${company}`,
      description: [
        `Interview for ${interview.job.title} at ${company} with ${interview.candidate.name}.`,
        `Where: ${interview.place}`,
        ...(interview.note ? [interview.note] : []),
        `Details: ${page}`,
      ].join('\n'),
      location: interview.place,
      url: page,
      organizer: facts.employer,
      attendee: facts.seeker,
    });
  }

  /**
   * Tells `side` of the step: their interview notification (new and unread again) and an `interview`
   * e-mail, with the calendar invitation when a booking was made, moved or called off.
   */
  function tell(
    facts: InterviewFacts,
    side: 'seeker' | 'employer',
    event: InterviewEvent | 'reminder',
    calendar?: CalendarMethod,
    /** The step was this side's own: its e-mail (for the calendar) but no notification. */
    own = false,
  ) {
    const { interview } = facts;
    const userPk = side === 'seeker' ? facts.seekerPk : facts.employerPk;
    if (event !== 'reminder' && !own)
      app.notifications.addInterview(userPk, facts.applicationPk, facts.pk, event, isoNow(clock));
    const booked = interview.scheduled;
    app.mail.queue({
      kind: 'interview',
      userPk,
      data: {
        event,
        side,
        jobTitle: interview.job.title,
        companyName: interview.job.company.companyName || interview.job.company.name,
        candidateName: interview.candidate.name,
        place: interview.place,
        note: interview.note,
        message: interview.message,
        when: booked
          ? `${timeText(booked.start, interview.timeZone)}, ${lengthText(booked.durationMinutes)}`
          : '',
        times: interview.times
          .filter((t) => t.available)
          .map((t) => `${timeText(t.start, interview.timeZone)}, ${lengthText(t.durationMinutes)}`),
        ...(calendar && { calendar: { method: calendar, content: calendarFor(facts, side, calendar) } }),
      },
      link: pageOf(side, interview.application._id),
    });
  }

  /** The proposal as the employer's message in the conversation, where the candidate can answer it. */
  function proposalMessage(interview: Interview): string {
    return [
      `I'd like to invite you to an interview for ${interview.job.title}. Please pick one of these times in My applications:`,
      ...interview.times.map(
        (t) => `• ${timeText(t.start, interview.timeZone)}, ${lengthText(t.durationMinutes)}`,
      ),
      `Where: ${interview.place}`,
      ...(interview.note ? ['', interview.note] : []),
    ].join('\n');
  }

  return {
    /** The employer of the application's job proposes times (the application must be in Review). */
    propose(user: UserRow, applicationId: string, body: InterviewProposalBody): Interview {
      const application = repo.application(applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      if (application.employer_pk !== user.pk) throw forbidden(NOT_YOUR_JOB_APPLICATION);
      if (application.status !== 'Review')
        throw conflict(
          fieldMessage('status', 'move the application to Review before proposing an interview'),
        );
      if (repo.openFor(application.pk) !== undefined)
        throw conflict(
          'This application already has an interview proposed or booked: move or cancel that one instead',
        );
      checkTimeZone(body.timeZone);
      checkPlace(body.place);
      const seen = new Set<string>();
      for (const [i, time] of body.times.entries()) {
        checkStart(`times.${i}.start`, time.start);
        const key = `${new Date(time.start).toISOString()}/${time.durationMinutes}`;
        if (seen.has(key)) throw badRequest(fieldMessage(`times.${i}`, 'the same time is offered twice'));
        seen.add(key);
      }
      return app.db.transaction(() => {
        const pk = repo.propose(application, {
          times: body.times,
          timeZone: body.timeZone,
          place: body.place.trim(),
          note: (body.note ?? '').trim(),
        });
        const facts = repo.facts(pk)!;
        const parties = app.messages.parties(applicationId)!;
        app.messaging.send(parties, user.pk, proposalMessage(facts.interview), 'message', { tell: false });
        tell(facts, 'seeker', 'proposed');
        return facts.interview;
      })();
    },

    /** The candidate picks one of the times offered; the first to pick a time shared with others gets it. */
    accept(user: UserRow, interviewId: string, timeId: string): Interview {
      const facts = factsOf(interviewId);
      if (partyOf(facts, user) !== 'seeker') throw forbidden('Only the candidate picks the interview time');
      if (facts.interview.status !== 'proposed')
        throw conflict(`This interview is ${facts.interview.status}: there is no time to pick any more`);
      const time = repo.offeredTime(facts.pk, timeId);
      if (!time) throw badRequest(fieldMessage('time', 'not one of the times offered for this interview'));
      if (Date.parse(time.starts_at) <= clock())
        throw conflict(fieldMessage('time', 'that time has passed: pick one of the others'));
      if (!repo.take(facts.pk, time.pk))
        throw conflict(
          fieldMessage('time', 'that time has just been taken by another candidate: pick one of the others'),
        );
      const booked = repo.facts(facts.pk)!;
      tell(booked, 'employer', 'scheduled', 'REQUEST');
      tell(booked, 'seeker', 'scheduled', 'REQUEST', true);
      return booked.interview;
    },

    /** The candidate declines a proposal, with an optional message to the employer. */
    decline(user: UserRow, interviewId: string, message: string): Interview {
      const facts = factsOf(interviewId);
      if (partyOf(facts, user) !== 'seeker') throw forbidden('Only the candidate can decline an interview');
      if (facts.interview.status !== 'proposed')
        throw conflict(
          facts.interview.status === 'scheduled'
            ? 'This interview is booked: cancel it instead'
            : `This interview is ${facts.interview.status} already`,
        );
      repo.close(facts.pk, 'declined', 'jobseeker', message.trim());
      const declined = repo.facts(facts.pk)!;
      tell(declined, 'employer', 'declined');
      return declined.interview;
    },

    /**
     * Either party calls it off: the employer withdraws a proposal or cancels a booking, the candidate
     * cancels a booking (a proposal they decline). Cancelling a cancelled interview changes nothing.
     */
    cancel(user: UserRow, interviewId: string, message: string): Interview {
      const facts = factsOf(interviewId);
      const side = partyOf(facts, user);
      const { status } = facts.interview;
      if (status === 'cancelled') return facts.interview;
      if (status === 'declined') throw conflict('This interview was declined: there is nothing to cancel');
      if (status === 'proposed' && side === 'seeker')
        throw conflict('Decline the proposal instead: it is not booked yet');
      repo.close(facts.pk, 'cancelled', side === 'seeker' ? 'jobseeker' : 'employeer', message.trim());
      const cancelled = repo.facts(facts.pk)!;
      if (status === 'scheduled') {
        tell(cancelled, side === 'seeker' ? 'employer' : 'seeker', 'cancelled', 'CANCEL');
        // The one who cancelled gets the CANCEL too, so the event leaves their own calendar.
        tell(cancelled, side, 'cancelled', 'CANCEL', true);
      } else {
        tell(cancelled, 'seeker', 'cancelled');
      }
      return cancelled.interview;
    },

    /** The employer moves a booked interview: both calendars get the update (same UID, next SEQUENCE). */
    reschedule(user: UserRow, interviewId: string, body: InterviewRescheduleBody): Interview {
      const facts = factsOf(interviewId);
      if (partyOf(facts, user) !== 'employer') throw forbidden('Only the employer can move an interview');
      if (facts.interview.status !== 'scheduled')
        throw conflict('Only a booked interview can be moved: this one is ' + facts.interview.status);
      checkTimeZone(body.timeZone);
      checkStart('start', body.start);
      if (body.place !== undefined) checkPlace(body.place);
      repo.move(facts.pk, {
        start: body.start,
        durationMinutes: body.durationMinutes,
        timeZone: body.timeZone,
        place: body.place?.trim() ?? facts.interview.place,
        message: (body.message ?? '').trim(),
      });
      const moved = repo.facts(facts.pk)!;
      tell(moved, 'seeker', 'rescheduled', 'REQUEST');
      tell(moved, 'employer', 'rescheduled', 'REQUEST', true);
      return moved.interview;
    },

    /** The application's interviews, latest first, for its two parties. */
    forApplication(user: UserRow, applicationId: string): Interview[] {
      const application = repo.application(applicationId);
      if (!application) throw notFound(APPLICATION_NOT_FOUND);
      if (user.pk !== application.seeker_pk && user.pk !== application.employer_pk)
        throw forbidden('Only the candidate and the employer of this application can see its interviews');
      return repo.forApplication(application.pk);
    },

    /** The booked (or cancelled) interview's invitation as the caller's calendar would take it now. */
    calendar(user: UserRow, interviewId: string): string {
      const facts = factsOf(interviewId);
      const side = partyOf(facts, user);
      const { status, scheduled } = facts.interview;
      if (!scheduled || (status !== 'scheduled' && status !== 'cancelled'))
        throw conflict('This interview has no booked time yet: there is no calendar invitation');
      return calendarFor(facts, side, status === 'cancelled' ? 'CANCEL' : 'REQUEST');
    },

    /** Reminds both parties of each booked interview starting within a day (once per start time). */
    sweep(): number {
      const due = repo.dueReminders(LIMITS.interviewReminderHours);
      for (const pk of due) {
        app.db.transaction(() => {
          const facts = repo.facts(pk)!;
          repo.markReminded(pk, facts.interview.scheduled!.start);
          tell(facts, 'seeker', 'reminder');
          tell(facts, 'employer', 'reminder');
        })();
      }
      return due.length;
    },
  };
}

export type Interviewing = ReturnType<typeof interviewing>;

export default fp(
  async (app) => {
    app.decorate('interviews', new InterviewsRepo(app.db, app.settings.clock));
    const service = interviewing(app);
    app.decorate('interviewing', service);
    app.addHook('onReady', async () => {
      service.sweep();
    });
    runPeriodically(app, 'interview reminders', SWEEP_MS, () => service.sweep());
  },
  { name: 'interviews', dependencies: ['database', 'repositories', 'mail', 'messaging'] },
);
