// E-mail preferences (signed in) and the unsubscribe link every e-mail carries (no sign-in: the signed token
// names the user and the kind). A mail client's one-click unsubscribe POSTs the form
// `List-Unsubscribe=One-Click` to the List-Unsubscribe URL; the site's page POSTs JSON.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReply,
  MailPreferencesBody,
  MailPreferencesReply,
  UnsubscribeBody,
  UnsubscribeQuery,
  UnsubscribeReply,
} from '@portal/contracts';
import { MAIL_KIND_INFO, MAIL_KINDS, type MailFrequency, type MailKind } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import type { UserRow } from '../repos/users-repo.js';

const errors = { '4xx': ErrorReply };
const BAD_LINK = 'This unsubscribe link is not valid: open the preferences page from the e-mail instead';
const OLD_LINK =
  'This unsubscribe link has expired: sign in and turn the e-mails off on your e-mail preferences page';
const SIGN_IN_TO_RESUBSCRIBE = 'Sign in to turn these e-mails back on';
const NOT_YOUR_LINK = 'This link is for another account: sign in as its owner to turn these e-mails back on';

/** `s•••••@demo.test`: enough to recognise one's own address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}${'•'.repeat(Math.min(5, Math.max(1, at - 1)))}${email.slice(at)}`;
}

/** The kinds a user chooses about: their role's, less those sent whenever asked for (a reset link). */
const kindsFor = (user: UserRow): MailKind[] =>
  MAIL_KINDS.filter((kind) => MAIL_KIND_INFO[kind].roles.includes(user.role) && !MAIL_KIND_INFO[kind].always);

const mailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;

  // The one-click POST of a mail client is a form; only this plugin's routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const preferences = (user: UserRow) => {
    const off = app.mailOutbox.turnedOff(user.pk);
    return {
      email: user.email,
      preferences: kindsFor(user).map((kind) => ({
        kind,
        label: MAIL_KIND_INFO[kind].label,
        description: MAIL_KIND_INFO[kind].description,
        enabled: !off.has(kind),
        frequency: MAIL_KIND_INFO[kind].digest ? app.mailOutbox.frequency(user.pk, kind) : null,
      })),
    };
  };

  app.get(
    '/api/mail/preferences',
    {
      schema: {
        tags: ['mail'],
        summary: "The caller's e-mail preferences: one switch per kind of e-mail their role gets",
        security: [{ bearer: [] }],
        response: { 200: MailPreferencesReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => preferences(me(request)),
  );

  app.put(
    '/api/mail/preferences',
    {
      schema: {
        tags: ['mail'],
        summary: 'Turn kinds of e-mail on or off ({"job-alert": false}); kinds left out stay as they are',
        security: [{ bearer: [] }],
        body: MailPreferencesBody,
        response: { 200: MailPreferencesReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      const allowed = kindsFor(user);
      const changes = Object.entries(request.body) as [MailKind, boolean | MailFrequency][];
      if (changes.length === 0)
        throw badRequest(`body: name a kind of e-mail to turn on or off (${allowed.join(', ')})`);
      for (const [kind, value] of changes) {
        if (MAIL_KIND_INFO[kind].always)
          throw badRequest(
            `${kind}: ${MAIL_KIND_INFO[kind].label} e-mails go only when you ask for one, and always then`,
          );
        if (!allowed.includes(kind))
          throw badRequest(`${kind}: ${MAIL_KIND_INFO[kind].label} e-mails are not sent to your account`);
        if (typeof value === 'string' && !MAIL_KIND_INFO[kind].digest)
          throw badRequest(
            `${kind}: ${MAIL_KIND_INFO[kind].label} e-mails come one at a time (on or off only)`,
          );
      }
      app.db.transaction(() => {
        for (const [kind, value] of changes) {
          // "instant" or "daily" turn the kind on and say how it comes.
          app.mailOutbox.setSubscribed(user.pk, kind, value !== false);
          if (typeof value === 'string') app.mailOutbox.setFrequency(user.pk, kind, value);
        }
      })();
      return preferences(user);
    },
  );

  /** The user and kind a token names, or a 400/404 with a message the page can show. */
  const fromToken = (token: string): { user: UserRow; kind: MailKind } => {
    const verified = app.linkTokens.verify('unsubscribe', token, { expiring: true });
    if (!verified.ok) throw badRequest(verified.reason === 'expired' ? OLD_LINK : BAD_LINK);
    const [userId, kind] = verified.payload as [string | undefined, string | undefined];
    if (!userId || !(MAIL_KINDS as readonly string[]).includes(kind ?? '')) throw badRequest(BAD_LINK);
    // No mail of a kind that is always sent carries a link; a token for one is not ours.
    if (MAIL_KIND_INFO[kind as MailKind].always) throw badRequest(BAD_LINK);
    const user = app.users.findById(userId);
    if (!user) throw notFound('This account no longer exists');
    return { user, kind: kind as MailKind };
  };
  const state = (user: UserRow, kind: MailKind, message: string) => ({
    kind,
    label: MAIL_KIND_INFO[kind].label,
    email: maskEmail(user.email),
    subscribed: app.mailOutbox.isSubscribed(user.pk, kind),
    message,
  });

  app.get(
    '/api/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary: 'What an unsubscribe link is about (no sign-in; the token is the one in the e-mail)',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeReply, ...errors },
      },
    },
    async (request) => {
      const { user, kind } = fromToken(request.query.token);
      return state(user, kind, `${MAIL_KIND_INFO[kind].label} e-mails to ${maskEmail(user.email)}`);
    },
  );

  app.post(
    '/api/mail/unsubscribe',
    {
      schema: {
        tags: ['mail'],
        summary:
          'Unsubscribe from one kind of e-mail with the link’s token, no sign-in (RFC 8058 one-click: the form List-Unsubscribe=One-Click); {"subscribed": true} undoes it for the account’s owner, signed in',
        querystring: UnsubscribeQuery,
        body: UnsubscribeBody,
        response: { 200: UnsubscribeReply, ...errors },
      },
      // A one-click POST may come with no body at all.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request) => {
      const { user, kind } = fromToken(request.query.token);
      const subscribed = request.body.subscribed === true;
      // Turning mail off needs only the link (one click, from the mail). Turning it back on needs the
      // account's owner, signed in: the link alone let whoever held it undo the owner's unsubscribe.
      if (subscribed) {
        const caller = app.auth.optionalUser(request);
        if (!caller) throw unauthorized(SIGN_IN_TO_RESUBSCRIBE);
        if (caller.pk !== user.pk) throw forbidden(NOT_YOUR_LINK);
      }
      app.mailOutbox.setSubscribed(user.pk, kind, subscribed);
      const label = MAIL_KIND_INFO[kind].label;
      return state(
        user,
        kind,
        subscribed
          ? `You will get ${label.toLowerCase()} e-mails again`
          : `You will no longer get ${label.toLowerCase()} e-mails`,
      );
    },
  );
};

export default fp(mailRoutes, {
  name: 'routes/mail',
  dependencies: ['auth', 'repositories', 'mail'],
  encapsulate: true,
});
