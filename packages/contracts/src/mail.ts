// E-mail: the signed-in user's preferences per kind, the one-click unsubscribe that needs no sign-in, and
// the QA view of the outbox. What an e-mail says is the server's (api-mock's templates); the kinds and their
// labels are in `./constants` (MAIL_KINDS, MAIL_KIND_INFO) so a preferences page lists them the same way.
import { Type, type Static } from 'typebox';
import { MAIL_FREQUENCIES, MAIL_KINDS } from './constants.js';
import { Id, literals, Timestamp } from './schemas.js';

export const MailKindSchema = literals(MAIL_KINDS);

export const MailPreference = Type.Object({
  kind: MailKindSchema,
  label: Type.String(),
  description: Type.String(),
  /** false: the user turned this kind off (here or through an e-mail's unsubscribe link). */
  enabled: Type.Boolean(),
  /** For a kind that may come as a daily digest (MAIL_KIND_INFO's `digest`): how it comes; null otherwise. */
  frequency: Type.Union([literals(MAIL_FREQUENCIES), Type.Null()]),
});
export type MailPreference = Static<typeof MailPreference>;

/** GET/PUT /api/mail/preferences: the kinds the caller's role receives. */
export const MailPreferencesReply = Type.Object({
  email: Type.String(),
  preferences: Type.Array(MailPreference),
});
export type MailPreferencesReply = Static<typeof MailPreferencesReply>;

/**
 * PUT /api/mail/preferences: the kinds to switch, e.g. `{ "job-alert": false }`; kinds left out stay. A kind
 * that may come as a digest also takes `"instant"` or `"daily"` (which turn it on).
 */
const MailSwitch = Type.Union([Type.Boolean(), literals(MAIL_FREQUENCIES)]);
export const MailPreferencesBody = Type.Partial(
  Type.Object(
    Object.fromEntries(MAIL_KINDS.map((kind) => [kind, MailSwitch])) as Record<
      (typeof MAIL_KINDS)[number],
      typeof MailSwitch
    >,
  ),
  { additionalProperties: false, minProperties: 1 },
);
export type MailPreferencesBody = Static<typeof MailPreferencesBody>;

/** `?token=` of an unsubscribe link: signed by the server, names one user and one kind. */
export const UnsubscribeQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

/**
 * POST /api/mail/unsubscribe. A mail client's one-click POST sends the form `List-Unsubscribe=One-Click`
 * (no JSON); the site's page sends `{ "subscribed": false }`, or `true` to undo.
 */
export const UnsubscribeBody = Type.Object(
  {
    subscribed: Type.Optional(Type.Boolean()),
    'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')),
  },
  { additionalProperties: false },
);
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;

/** What an unsubscribe link is about (GET), or what it did (POST). */
export const UnsubscribeReply = Type.Object({
  kind: MailKindSchema,
  label: Type.String(),
  /** The address, partly hidden: the link may have been forwarded. */
  email: Type.String(),
  subscribed: Type.Boolean(),
  message: Type.String(),
});
export type UnsubscribeReply = Static<typeof UnsubscribeReply>;

export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** GET /__qa/mail: the outbox, newest first. */
export const QaMailQuery = Type.Object(
  {
    status: Type.Optional(literals(MAIL_STATUSES)),
    kind: Type.Optional(MailKindSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
  },
  { additionalProperties: false },
);
export type QaMailQuery = Static<typeof QaMailQuery>;

export const QaMail = Type.Object({
  _id: Id,
  kind: MailKindSchema,
  to: Type.String(),
  subject: Type.String(),
  /** queued (waiting or between retries), sent, failed (gave up), skipped (the recipient turned the kind off). */
  status: literals(MAIL_STATUSES),
  attempts: Type.Integer({ minimum: 0 }),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
  nextAttemptAt: Type.Union([Timestamp, Type.Null()]),
  sentAt: Type.Union([Timestamp, Type.Null()]),
  /** From queued to accepted by the mail server, ms. */
  latencyMs: Type.Union([Type.Integer(), Type.Null()]),
});
export type QaMail = Static<typeof QaMail>;
export const QaMailReply = Type.Object({
  mails: Type.Array(QaMail),
  counts: Type.Object({
    queued: Type.Integer(),
    sent: Type.Integer(),
    failed: Type.Integer(),
    skipped: Type.Integer(),
  }),
});
export type QaMailReply = Static<typeof QaMailReply>;

/** POST /api/auth/verify-email: the token of the link in the verification e-mail (no sign-in needed). */
export const VerifyEmailBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type VerifyEmailBody = Static<typeof VerifyEmailBody>;
/** The verification, or the resend of its e-mail (POST /api/auth/verify-email/resend, signed in). */
export const VerifyEmailReply = Type.Object({ message: Type.String(), emailVerified: Type.Boolean() });
export type VerifyEmailReply = Static<typeof VerifyEmailReply>;
