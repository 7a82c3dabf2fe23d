import {
  ErrorReply,
  LoginBody,
  LoginReply,
  ProfileReply,
  RegisterBody,
  RegisterReply,
} from '@portal/contracts';
import { RULE_MESSAGES } from '@portal/contracts/rules';
import { hashPassword, verifyPassword, DEFAULT_SCRYPT_COST } from '../auth/password.js';
import { passwordProblem } from '../auth/password.js';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/database.js';
import { badRequest, conflict, HttpError, unauthorized } from '../lib/errors.js';
import { checkUrlOrEmpty } from '../lib/urls.js';
import type { Auth } from '../plugins/auth.js';
import { toUser } from '../repos/users-repo.js';
import type { App } from '../types.js';

const errors = { '4xx': ErrorReply };
const INVALID = 'Invalid email or password';

export function authRoutes(app: App, ctx: AppContext, auth: Auth): void {
  // A hash to compare against when the e-mail is unknown, so both cases take the same time.
  let dummyHash: Promise<string> | null = null;
  const dummy = () =>
    (dummyHash ??= hashPassword('not-a-real-password', ctx.scryptCost ?? DEFAULT_SCRYPT_COST));

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account; replies the user with a token',
        body: RegisterBody,
        response: { 201: RegisterReply, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.name.trim();
      if (!name) throw badRequest(`name: ${RULE_MESSAGES.fullNameRequired}`);
      const problem = passwordProblem(body.password);
      if (problem) throw badRequest(problem);
      const avatar = checkUrlOrEmpty('avatar', body.avatar) ?? '';
      const email = body.email.trim().toLowerCase();
      if (ctx.users.findByEmail(email)) throw conflict('An account with this email already exists');
      const passwordHash = await hashPassword(body.password, ctx.scryptCost);
      let user;
      try {
        user = ctx.users.create({ name, email, passwordHash, role: body.role, avatar });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('An account with this email already exists');
        throw err;
      }
      request.portalUser = user;
      return reply.status(201).send({ ...toUser(user), token: ctx.tokens.issue(user.id, user.role) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; replies the user with token and role (401 on wrong credentials, 429 when locked)',
        body: LoginBody,
        response: { 200: LoginReply, ...errors },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      const locked = ctx.lockout.lockedFor(email);
      if (locked > 0) {
        const minutes = Math.ceil(locked / 60_000);
        reply.header('retry-after', String(Math.ceil(locked / 1000)));
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      const user = ctx.users.findByEmail(email);
      const ok = user
        ? await verifyPassword(request.body.password, user.password_hash)
        : (await verifyPassword(request.body.password, await dummy()), false);
      if (!user || !ok) {
        ctx.lockout.fail(email);
        throw unauthorized(INVALID);
      }
      ctx.lockout.succeed(email);
      request.portalUser = user;
      return reply.send({
        ...toUser(user),
        token: ctx.tokens.issue(user.id, user.role, request.body.rememberMe === true),
        role: user.role,
      });
    },
  );

  app.get(
    '/api/auth/profile',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: ProfileReply, ...errors },
      },
    },
    async (request) => toUser(auth.requireUser(request)),
  );
}
