// Interviews booked in the portal. From an application in Review the employer proposes a few times; the
// candidate picks one (or declines with a message); both then get a calendar invitation (.ics) that a
// calendar program keeps up to date as the interview is moved or cancelled. A time is an instant (UTC on
// the wire) with the IANA time zone it was meant in, so every viewer can see it in their own zone and the
// employer's zone is still known. One time can be offered to several candidates: the first to pick it takes
// it, and the others are offered the rest.
import { Type, type Static } from 'typebox';
import { INTERVIEW_EVENTS, INTERVIEW_STATUSES, LIMITS } from './constants.js';
import { Company, Id, literals, Timestamp } from './schemas.js';

export const InterviewStatusSchema = literals(INTERVIEW_STATUSES);
export const InterviewEventSchema = literals(INTERVIEW_EVENTS);

/** An IANA time zone name ("Europe/Lisbon", "UTC"); the server refuses one it does not know. */
export const TimeZone = Type.String({ minLength: 1, maxLength: 64, examples: ['Europe/Lisbon'] });

const Minutes = Type.Integer({ minimum: LIMITS.interviewMinMinutes, maximum: LIMITS.interviewMaxMinutes });

/** A time as the employer proposes it: when it starts (an instant, with its offset or Z) and how long. */
export const InterviewTimeBody = Type.Object(
  {
    start: Type.String({ format: 'date-time', examples: ['2026-12-03T10:00:00Z'] }),
    durationMinutes: Minutes,
  },
  { additionalProperties: false },
);
export type InterviewTimeBody = Static<typeof InterviewTimeBody>;

/** POST /api/applications/:id/interviews: the employer proposes 1-5 times. */
export const InterviewProposalBody = Type.Object(
  {
    times: Type.Array(InterviewTimeBody, { minItems: 1, maxItems: LIMITS.interviewTimesMax }),
    /** The zone the times were chosen in: the invitation and the e-mails name it. */
    timeZone: TimeZone,
    /** An address or a video link (a link is shown as a link). */
    place: Type.String({ minLength: 1, maxLength: LIMITS.interviewPlaceMaxLength }),
    note: Type.Optional(Type.String({ maxLength: LIMITS.interviewNoteMaxLength })),
  },
  { additionalProperties: false },
);
export type InterviewProposalBody = Static<typeof InterviewProposalBody>;

/** POST /api/interviews/:id/accept: the candidate picks one of the times offered. */
export const InterviewAcceptBody = Type.Object({ time: Id }, { additionalProperties: false });
export type InterviewAcceptBody = Static<typeof InterviewAcceptBody>;

/** POST /api/interviews/:id/decline and /cancel: an optional message to the other party. */
export const InterviewMessageBody = Type.Object(
  { message: Type.Optional(Type.String({ maxLength: LIMITS.interviewNoteMaxLength })) },
  { additionalProperties: false },
);
export type InterviewMessageBody = Static<typeof InterviewMessageBody>;

/** PUT /api/interviews/:id/time: the employer moves a booked interview (the invitation is updated). */
export const InterviewRescheduleBody = Type.Object(
  {
    start: Type.String({ format: 'date-time', examples: ['2026-12-04T15:30:00Z'] }),
    durationMinutes: Minutes,
    timeZone: TimeZone,
    place: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.interviewPlaceMaxLength })),
    message: Type.Optional(Type.String({ maxLength: LIMITS.interviewNoteMaxLength })),
  },
  { additionalProperties: false },
);
export type InterviewRescheduleBody = Static<typeof InterviewRescheduleBody>;

export const InterviewTime = Type.Object({
  _id: Id,
  start: Timestamp,
  end: Timestamp,
  durationMinutes: Type.Integer(),
  /** The candidate may still pick it: no one else took it. */
  available: Type.Boolean(),
});
export type InterviewTime = Static<typeof InterviewTime>;

export const Interview = Type.Object({
  _id: Id,
  status: InterviewStatusSchema,
  application: Type.Object({ _id: Id }),
  job: Type.Object({ _id: Id, title: Type.String(), company: Company }),
  /** The candidate (their name only). */
  candidate: Type.Object({ name: Type.String() }),
  timeZone: TimeZone,
  place: Type.String(),
  note: Type.String(),
  /** The times offered (a proposal's; kept after the pick). */
  times: Type.Array(InterviewTime),
  /** The booked time (scheduled; and what was booked, once cancelled); null before a pick. */
  scheduled: Type.Union([InterviewTime, Type.Null()]),
  /** The last message of a decline, a cancellation or a move; '' when none was given. */
  message: Type.String(),
  /** Who declined or cancelled (or moved it last); null while nothing of the kind happened. */
  lastChangeBy: Type.Union([literals(['jobseeker', 'employeer'] as const), Type.Null()]),
  /** The calendar invitation's revision (raised by every move and by a cancellation). */
  sequence: Type.Integer({ minimum: 0 }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Interview = Static<typeof Interview>;

export const InterviewsReply = Type.Object({ interviews: Type.Array(Interview) });
export type InterviewsReply = Static<typeof InterviewsReply>;

/** GET /api/interviews: the caller's interviews still to come (booked, or awaiting a pick), soonest first. */
export const InterviewsQuery = Type.Object(
  {
    /** `upcoming` (the default): booked ones not yet over and open proposals; `all`: every one. */
    when: Type.Optional(literals(['upcoming', 'all'] as const)),
  },
  { additionalProperties: false },
);
export type InterviewsQuery = Static<typeof InterviewsQuery>;
