import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import {
  ErrorReply,
  LoginBody,
  LoginReply,
  LogoutReply,
  ProfileReply,
  RegisterBody,
  RegisterReply,
  VerifyEmailBody,
  VerifyEmailReply,
} from '@portal/contracts';
import { RULE_MESSAGES } from '@portal/contracts/rules';
import { hashPassword, verifyPassword, DEFAULT_SCRYPT_COST } from '../auth/password.js';
import { passwordProblem } from '../auth/password.js';
import { isUniqueViolation } from '../db/database.js';
import { badRequest, conflict, HttpError, unauthorized, waitText } from '../lib/errors.js';
import { Budget } from '../lib/budget.js';
import { checkUrlOrEmpty } from '../lib/urls.js';
import { bearer, me } from '../plugins/auth.js';
import { toUser, type UserRow } from '../repos/users-repo.js';

const errors = { '4xx': ErrorReply };
const INVALID = 'Invalid email or password';
const AVATAR_NOT_YOURS =
  'avatar: upload the image first (an image uploaded at signup can be used by one new account only)';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  // "Send the link again", per account: a cooldown and a daily cap (each one is a mail to an address
  // that may not be the account holder's). A QA reset forgets it.
  const resends = new Budget(app.settings.clock, app.settings.mail.resend);
  app.seed.onReset(() => resends.clear());
  // A hash to compare against when the e-mail is unknown, so both cases take the same time.
  let dummyHash: Promise<string> | null = null;
  const dummy = () =>
    (dummyHash ??= hashPassword('not-a-real-password', app.settings.scryptCost ?? DEFAULT_SCRYPT_COST));

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account; replies the user with a token',
        body: RegisterBody,
        response: { 201: RegisterReply, ...errors },
      },
      config: { rateLimit: app.rateLimits.register },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.name.trim();
      if (!name) throw badRequest(`name: ${RULE_MESSAGES.fullNameRequired}`);
      const problem = passwordProblem(body.password);
      if (problem) throw badRequest(problem);
      // The avatar, when given, must be an image uploaded without a token (the signup form uploads it
      // before the account exists) that nobody claimed yet; the new account claims it below.
      const avatar = checkUrlOrEmpty('avatar', body.avatar) ?? '';
      if (avatar) {
        const upload = app.uploads.findByUrl(avatar);
        if (!upload || upload.owner_pk !== null || upload.kind !== 'image')
          throw badRequest(AVATAR_NOT_YOURS);
      }
      const email = body.email.trim().toLowerCase();
      if (app.users.findByEmail(email)) throw conflict('An account with this email already exists');
      const passwordHash = await hashPassword(body.password, app.settings.scryptCost);
      let user: UserRow;
      try {
        user = app.db.transaction(() => {
          const created = app.users.create({ name, email, passwordHash, role: body.role, avatar });
          if (avatar && !app.uploads.claim(avatar, created.pk, 'image')) throw badRequest(AVATAR_NOT_YOURS);
          // The verification e-mail goes with the account (queued here, sent after the reply).
          app.mail.queue({
            kind: 'verification',
            userPk: created.pk,
            data: {},
            link: app.mail.verificationLink(created),
            origin: request.ip,
          });
          return created;
        })();
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('An account with this email already exists');
        throw err;
      }
      request.portalUser = user;
      return reply.status(201).send({ ...toUser(user), token: app.tokens.issue(user.id, user.role) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; replies the user with token and role (401 on wrong credentials, 429 after repeated failures)',
        body: LoginBody,
        response: { 200: LoginReply, ...errors },
      },
      config: { rateLimit: app.rateLimits.login },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      // The attempt is counted now, before the (slow) password check, so parallel guesses share one budget.
      const attempt = app.loginThrottle.begin(email, request.ip);
      if (!attempt.ok) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))));
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Try again in ${waitText(attempt.retryAfterMs)}.`,
        );
      }
      let user: UserRow | undefined;
      let ok = false;
      try {
        user = app.users.findByEmail(email);
        ok = user
          ? await verifyPassword(request.body.password, user.password_hash)
          : (await verifyPassword(request.body.password, await dummy()), false);
      } finally {
        attempt.done(ok);
      }
      if (!user || !ok) throw unauthorized(INVALID);
      request.portalUser = user;
      return reply.send({
        ...toUser(user),
        token: app.tokens.issue(
          user.id,
          user.role,
          request.body.rememberMe === true,
          app.users.sessionGeneration(user.id),
        ),
        role: user.role,
      });
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the token sent is revoked at once (also after a restart)',
        response: { 200: LogoutReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      me(request);
      // The session's id is revoked, not the token's text: no other spelling of it gets back in.
      const verified = app.tokens.verify(bearer(request)!);
      if (verified.ok) app.revokedTokens.revoke(verified.claims.jti, verified.claims.exp);
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Confirm the e-mail address with the token of the verification e-mail's link (no sign-in)",
        body: VerifyEmailBody,
        response: { 200: VerifyEmailReply, ...errors },
      },
    },
    async (request) => {
      const verified = app.linkTokens.verify('verify-email', request.body.token);
      if (!verified.ok) {
        throw badRequest(
          verified.reason === 'expired'
            ? 'This confirmation link has expired: send a new one from your profile'
            : 'This confirmation link is not valid: open the newest one we sent you',
        );
      }
      const [userId, email] = verified.payload;
      const user = userId ? app.users.findById(userId) : undefined;
      // A link sent to an address the account no longer has confirms nothing.
      if (!user || user.email !== email)
        throw badRequest('This confirmation link is not valid: open the newest one we sent you');
      const first = app.users.verifyEmail(user.pk, user.email);
      return {
        message: first ? 'Your e-mail address is confirmed' : 'Your e-mail address was already confirmed',
        emailVerified: true,
      };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      schema: {
        tags: ['auth'],
        summary: 'Send the verification e-mail again (signed in; nothing to send once confirmed)',
        security: [{ bearer: [] }],
        response: { 200: VerifyEmailReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      if (user.email_verified_at !== null)
        return { message: 'Your e-mail address is already confirmed', emailVerified: true };
      // The address's owner said no more of these (from a mail's link): whoever holds the account cannot
      // send them again. Turning them back on is the preferences page's.
      if (!app.mailOutbox.isSubscribed(user.pk, 'verification'))
        throw conflict(
          'Confirmation e-mails are turned off for this address: turn them on in your e-mail preferences first',
        );
      const wait = resends.take(String(user.pk));
      if (wait > 0)
        throw new HttpError(
          429,
          wait <= resends.rule.cooldownMs
            ? `We sent a link a moment ago: check your inbox, or ask again in ${waitText(wait)}`
            : `You asked for ${resends.rule.max} new links today: use the newest one, or ask again in ${waitText(wait)}`,
          { 'retry-after': String(Math.ceil(wait / 1000)) },
        );
      app.mail.queue({
        kind: 'verification',
        userPk: user.pk,
        data: {},
        link: app.mail.verificationLink(user),
        origin: request.ip,
      });
      return { message: `We sent a new confirmation link to ${user.email}`, emailVerified: false };
    },
  );

  app.get(
    '/api/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: ProfileReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => toUser(me(request)),
  );
};

export default fp(authRoutes, {
  name: 'routes/auth',
  dependencies: ['auth', 'repositories', 'rate-limits', 'mail', 'seed'],
  encapsulate: true,
});
