// Bearer-token authentication and role checks, shared with every route group as `app.auth`; the token
// service and the sign-in backoff are decorators too (the login route and the rate limiter use them).
import type { Role } from '@portal/contracts/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoginThrottle } from '../auth/login-throttle.js';
import { TokenService } from '../auth/token.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { UserRow } from '../repos/users-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    tokens: TokenService;
    loginThrottle: LoginThrottle;
  }
  interface FastifyRequest {
    /** The signed-in user, once a route resolved it. */
    portalUser: UserRow | null;
  }
}

/**
 * The bearer token sent (null: no Authorization header; '' when the header is not `Bearer <token>`).
 * The scheme's name is case-insensitive (as HTTP says); the token is taken exactly as sent, with no
 * whitespace inside, and verified for its one spelling.
 */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  return match ? match[1]! : '';
}

type Hook = (request: FastifyRequest) => Promise<void>;
const bearerHooks = new WeakSet<Hook>();
function bearerHook(hook: Hook): Hook {
  bearerHooks.add(hook);
  return hook;
}

/** Whether a route's hooks (as given in its options) include a check of the bearer token. */
export function runsBearerCheck(hooks: unknown): boolean {
  return [hooks].flat().some((hook) => typeof hook === 'function' && bearerHooks.has(hook as Hook));
}

function makeAuth(app: FastifyInstance) {
  /** The caller, or 401. */
  function requireUser(request: FastifyRequest): UserRow {
    const token = bearer(request);
    if (token === null || token === 'null' || token === 'undefined')
      throw unauthorized('Not authorized, no token');
    const result = app.tokens.verify(token);
    if (!result.ok) {
      throw unauthorized(
        result.reason === 'expired'
          ? 'Session expired, please sign in again'
          : 'Not authorized, token failed',
      );
    }
    if (app.revokedTokens.isRevoked(result.claims.jti))
      throw unauthorized('Signed out, please sign in again');
    const user = app.users.findById(result.claims.sub);
    if (!user) throw unauthorized('Not authorized, user not found');
    // Every session issued before the account's last new password or "sign out everywhere" is over.
    if ((result.claims.gen ?? 0) !== app.users.sessionGeneration(user.id))
      throw unauthorized(
        'Session ended: the password was changed or every device was signed out. Please sign in again',
      );
    request.portalUser = user;
    return user;
  }

  /** The caller when a valid token came, else null: public reads ignore a missing or stale token. */
  function optionalUser(request: FastifyRequest): UserRow | null {
    if (!request.headers.authorization) return null;
    try {
      return requireUser(request);
    } catch {
      return null;
    }
  }

  function requireRole(request: FastifyRequest, role: Role, message: string): UserRow {
    const user = requireUser(request);
    if (user.role !== role) throw forbidden(message);
    return user;
  }

  // Route hooks (onRequest): authentication and role run before the body is even validated,
  // so a caller without the right to call gets 401/403 whatever they sent. Each is recorded as a bearer
  // hook: the OpenAPI document declares a route's bearer security from the hook it runs.
  const signedIn = bearerHook(async (request: FastifyRequest) => {
    requireUser(request);
  });
  const role = (r: Role, message: string) =>
    bearerHook(async (request: FastifyRequest) => {
      requireRole(request, r, message);
    });

  return { requireUser, optionalUser, requireRole, signedIn, role };
}

export type Auth = ReturnType<typeof makeAuth>;

/** The user resolved by a route's auth hook. */
export function me(request: FastifyRequest): UserRow {
  if (!request.portalUser) throw unauthorized('Not authorized, no token');
  return request.portalUser;
}

export default fp(
  async (app) => {
    // Sessions run on the system's time, not the app's clock: moving the QA clock a month on must not sign
    // every tester out, nor moving it back bring an expired token to life.
    app.decorate('tokens', new TokenService(app.settings.tokenSecret));
    // On the app's clock: its waits are "now" as the rest of the API sees it (a test can hold it still).
    app.decorate('loginThrottle', new LoginThrottle(app.settings.clock));
    app.decorate('auth', makeAuth(app));
    app.decorateRequest('portalUser', null);
  },
  { name: 'auth', dependencies: ['repositories'] },
);
