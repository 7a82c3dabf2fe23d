// Getting back into an account, and keeping it one's own: "Forgot password?" sends a link by e-mail (no
// sign-in; the same answer whether or not an account uses the address), the link sets a new password and
// signs in, a signed-in user changes the password (the current one asked), and signs out everywhere. A new
// password, either way, ends every other session of the account (their tokens carry an older generation).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  ChangePasswordReply,
  ErrorReply,
  ForgotPasswordBody,
  ForgotPasswordReply,
  LogoutAllReply,
  ResetPasswordBody,
  ResetPasswordReply,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import fp from 'fastify-plugin';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/password.js';
import { REMEMBER_TTL_SECONDS } from '../auth/token.js';
import { Budget } from '../lib/budget.js';
import { badRequest, HttpError, waitText } from '../lib/errors.js';
import { bearer, me } from '../plugins/auth.js';
import { RESET_LINK_TTL_MS } from '../repos/password-resets-repo.js';
import { toUser } from '../repos/users-repo.js';

const errors = { '4xx': ErrorReply };
const BAD_LINK = 'This link to reset your password is not valid or was already used: ask for a new one';
const OLD_LINK = 'This link to reset your password has expired: ask for a new one';
const WRONG_CURRENT = 'currentPassword: Your current password is not right';

/** The site's page the e-mail's link opens (the shell's). */
export const RESET_PAGE = '/reset-password';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  // Per address asked about, whether or not an account uses it (so it tells nothing): a link a minute,
  // 3 a day. Per client address: app.rateLimits.passwordReset. A QA reset forgets it.
  const perAddress = new Budget(app.settings.clock, app.settings.passwordReset);
  app.seed.onReset(() => perAddress.clear());

  app.post(
    API_PATHS.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Forgot password: e-mails a link to choose a new one (no sign-in; the same answer for any address; a link a minute and 3 a day per address)',
        body: ForgotPasswordBody,
        response: { 200: ForgotPasswordReply, ...errors },
      },
      config: { rateLimit: app.rateLimits.passwordReset },
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const wait = perAddress.take(email);
      if (wait > 0)
        throw new HttpError(
          429,
          wait <= perAddress.rule.cooldownMs
            ? `We sent a link to this address a moment ago: check the inbox, or ask again in ${waitText(wait)}`
            : `We sent ${perAddress.rule.max} links to this address today: use the newest one, or ask again in ${waitText(wait)}`,
          { 'retry-after': String(Math.ceil(wait / 1000)) },
        );
      const user = app.users.findByEmail(email);
      if (user) {
        app.db.transaction(() => {
          const token = app.passwordResets.create(user.pk);
          app.mail.queue({
            kind: 'password-reset',
            userPk: user.pk,
            data: {},
            link: `${RESET_PAGE}?token=${encodeURIComponent(token)}`,
            origin: request.ip,
          });
        })();
      }
      return {
        message: `If an account uses ${email}, we sent it a link to choose a new password. The link works for ${RESET_LINK_TTL_MS / 60_000} minutes.`,
      };
    },
  );

  app.post(
    API_PATHS.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary:
          "A new password with the e-mail's link (once, within the hour); signs in, confirms the address, and ends every other session",
        body: ResetPasswordBody,
        response: { 200: ResetPasswordReply, ...errors },
      },
    },
    async (request) => {
      // The new password's rules are checked before the link is used up (a typo must not cost the link);
      // the link before the password is hashed (a made-up token must not cost a hash).
      const problem = passwordProblem(request.body.password);
      if (problem) throw badRequest(problem);
      const taken = app.passwordResets.take(request.body.token);
      if (!taken.ok) throw badRequest(taken.reason === 'expired' ? OLD_LINK : BAD_LINK);
      const passwordHash = await hashPassword(request.body.password, app.settings.scryptCost);
      const user = app.users.findByPk(taken.userPk);
      if (!user) throw badRequest(BAD_LINK);
      const generation = app.db.transaction(() => {
        const next = app.users.setPassword(user.pk, passwordHash);
        app.passwordResets.forget(user.pk);
        // The link came to this address: whoever opened it owns it.
        app.users.verifyEmail(user.pk, user.email);
        return next;
      })();
      app.loginThrottle.forgive(user.email);
      const fresh = app.users.findByPk(user.pk)!;
      request.portalUser = fresh;
      return {
        ...toUser(fresh),
        token: app.tokens.issue(fresh.id, fresh.role, false, generation),
        role: fresh.role,
      };
    },
  );

  app.put(
    API_PATHS.changePassword,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Change the password (the current one asked); every other session ends, this one goes on with the new token',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: ChangePasswordReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      // The current password is a sign-in: a stolen session guessing it meets the same backoff.
      const attempt = app.loginThrottle.begin(user.email, request.ip);
      if (!attempt.ok)
        throw new HttpError(
          429,
          `Too many failed attempts. Try again in ${waitText(attempt.retryAfterMs)}.`,
          { 'retry-after': String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))) },
        );
      let right = false;
      try {
        right = await verifyPassword(request.body.currentPassword, user.password_hash);
      } finally {
        attempt.done(right);
      }
      // A 400, not a 401: the session is fine, the field is wrong.
      if (!right) throw badRequest(WRONG_CURRENT);
      const problem = passwordProblem(request.body.newPassword);
      if (problem) throw badRequest(`newPassword: ${problem}`);
      const passwordHash = await hashPassword(request.body.newPassword, app.settings.scryptCost);
      const generation = app.db.transaction(() => {
        const next = app.users.setPassword(user.pk, passwordHash);
        app.passwordResets.forget(user.pk);
        return next;
      })();
      // This session goes on, as long as it would have (a "remember me" one for its week).
      const current = app.tokens.verify(bearer(request)!);
      const remembered = current.ok && current.claims.exp - current.claims.iat >= REMEMBER_TTL_SECONDS;
      return {
        message: 'Your password is changed. Every other device is signed out.',
        token: app.tokens.issue(user.id, user.role, remembered, generation),
      };
    },
  );

  app.post(
    API_PATHS.logoutAll,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: every session of the account ends, this one too',
        security: [{ bearer: [] }],
        response: { 200: LogoutAllReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      app.users.endSessions(me(request).id);
      return { message: 'Signed out everywhere' };
    },
  );
};

export default fp(accountRoutes, {
  name: 'routes/account',
  dependencies: ['auth', 'repositories', 'rate-limits', 'mail', 'seed'],
  encapsulate: true,
});
