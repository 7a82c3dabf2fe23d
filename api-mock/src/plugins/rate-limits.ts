// Request rate limits (@fastify/rate-limit, in-memory store). Reads are never limited (the search is the
// hot path); sign-up, sign-in and uploads are limited per client address; every other change
// (POST/PUT/PATCH/DELETE under /api) per signed-in user, or per address without a valid token.
// New routes are covered automatically by the "write" limit; the per-route limits are `app.rateLimits`.
// Budgets counted in items rather than calls (applications moved: a bulk move of 100 is 100) are
// `app.rateLimits.spend…`, on rate-limiter-flexible's weighted in-memory counter.
import rateLimit from '@fastify/rate-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, waitText } from '../lib/errors.js';
import type { Limit } from '../settings.js';
import { bearer } from './auth.js';

/** The per-route settings the routes put in `config.rateLimit`. */
export interface RouteLimit {
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
  /** Where the count is taken: 'preHandler' counts only calls whose input passed validation. */
  hook?: 'onRequest' | 'preHandler';
}
export interface RateLimits {
  register: RouteLimit;
  login: RouteLimit;
  upload: RouteLimit;
  /** Saving a job alert, per address. */
  alerts: RouteLimit;
  /** "Forgot password?", per address. */
  passwordReset: RouteLimit;
  /**
   * Spends `count` of the employer's status-change budget (applications moved), or throws a 429 with
   * Retry-After, spending nothing: a refused call moves nothing.
   */
  spendStatusChanges(employerPk: number, count: number): Promise<void>;
  /** Spends one of the sender's message budget, or throws a 429 with Retry-After. */
  sendMessage(senderPk: number): Promise<void>;
  /** Spends one of the employer's invitation budget, or throws a 429 with Retry-After. */
  invite(employerPk: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const byAddress = (request: FastifyRequest) => request.ip;
const route = (limit: Limit, hook?: RouteLimit['hook']): RouteLimit => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: byAddress,
  ...(hook ? { hook } : {}),
});

const UNLIMITED = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registers the limiter before the routes, which pick up their `config.rateLimit`. */
export default fp(
  async (app) => {
    const settings = app.settings.rateLimits;
    // A budget counted per user in items: `count` is spent, or a 429 with Retry-After spends nothing.
    const budget = (limit: Limit, refusal: (wait: string) => string) => {
      const counter = new RateLimiterMemory({
        points: limit.max,
        duration: Math.max(1, Math.round(limit.windowMs / 1000)),
      });
      return async (userPk: number, count: number) => {
        if (!settings.enabled) return;
        const key = String(userPk);
        try {
          await counter.consume(key, count);
        } catch (refused) {
          if (!(refused instanceof RateLimiterRes)) throw refused;
          await counter.reward(key, count);
          throw new HttpError(429, refusal(waitText(refused.msBeforeNext)), {
            'retry-after': String(Math.max(1, Math.ceil(refused.msBeforeNext / 1000))),
          });
        }
      };
    };
    const spendStatusChanges = budget(
      settings.statusChanges,
      (wait) =>
        `Too many status changes: at most ${settings.statusChanges.max} applications can be moved in ${waitText(settings.statusChanges.windowMs)}. Try again in ${wait}.`,
    );
    const spendMessages = budget(
      settings.messages,
      (wait) =>
        `Too many messages: at most ${settings.messages.max} can be sent in ${waitText(settings.messages.windowMs)}. Try again in ${wait}.`,
    );
    const spendInvitations = budget(
      settings.invitations,
      (wait) =>
        `Too many invitations: at most ${settings.invitations.max} can be sent in ${waitText(settings.invitations.windowMs)}. Try again in ${wait}.`,
    );
    app.decorate('rateLimits', {
      spendStatusChanges,
      sendMessage: (senderPk) => spendMessages(senderPk, 1),
      invite: (employerPk) => spendInvitations(employerPk, 1),
      // Counted after validation: a malformed call (a 400 before any password is hashed or account made)
      // never spends the budget the address's real sign-ins and sign-ups need.
      register: route(settings.register, 'preHandler'),
      login: route(settings.login, 'preHandler'),
      upload: route(settings.upload),
      alerts: route(settings.alerts, 'preHandler'),
      passwordReset: route(settings.passwordReset, 'preHandler'),
    });
    if (!settings.enabled) return;
    await app.register(rateLimit, {
      global: true,
      max: settings.write.max,
      timeWindow: settings.write.windowMs,
      // Reads, CORS pre-flights and the (token-protected) QA controls are not limited.
      allowList: (request) => UNLIMITED.has(request.method) || request.url.startsWith('/__qa'),
      keyGenerator: (request) => {
        const token = bearer(request);
        const verified = token ? app.tokens.verify(token) : null;
        return verified?.ok ? `user:${verified.claims.sub}` : `ip:${request.ip}`;
      },
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests. Try again in ${waitText(context.ttl)}.`),
    });
  },
  { name: 'rate-limits', dependencies: ['auth'] },
);
