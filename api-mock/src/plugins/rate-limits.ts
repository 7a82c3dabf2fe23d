// Request rate limits (@fastify/rate-limit, in-memory store). Reads are never limited (the search is the
// hot path); sign-up, sign-in and uploads are limited per client address; every other change
// (POST/PUT/PATCH/DELETE under /api) per signed-in user, or per address without a valid token.
// New routes are covered automatically by the "write" limit.
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { HttpError, waitText } from '../lib/errors.js';
import type { App } from '../types.js';
import { bearer } from './auth.js';

export interface Limit {
  max: number;
  /** Milliseconds. */
  windowMs: number;
}

export interface RateLimitSettings {
  /** false: no limits at all (a private test environment). */
  enabled: boolean;
  /** POST /api/auth/register, per address. */
  register: Limit;
  /** POST /api/auth/login, per address (on top of the per-account sign-in backoff). */
  login: Limit;
  /** Each upload call, per address. */
  upload: Limit;
  /** Every other POST/PUT/PATCH/DELETE under /api, per user (per address without a valid token). */
  write: Limit;
}

const TEN_MINUTES = 10 * 60 * 1000;

/**
 * Generous on purpose: a test suite registering 300 users in ten minutes from one address passes, and
 * a whole office behind one address can sign in; a script creating thousands of accounts or filling the
 * disk with anonymous uploads cannot.
 */
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  enabled: true,
  register: { max: 600, windowMs: TEN_MINUTES },
  login: { max: 600, windowMs: TEN_MINUTES },
  upload: { max: 200, windowMs: TEN_MINUTES },
  write: { max: 2000, windowMs: TEN_MINUTES },
};

/** The per-route settings the routes put in `config.rateLimit`. */
export interface RouteLimit {
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}
export interface RateLimits {
  register: RouteLimit;
  login: RouteLimit;
  upload: RouteLimit;
}

const byAddress = (request: FastifyRequest) => request.ip;
const route = (limit: Limit): RouteLimit => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: byAddress,
});

export function routeLimits(settings: RateLimitSettings): RateLimits {
  return { register: route(settings.register), login: route(settings.login), upload: route(settings.upload) };
}

const UNLIMITED = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registers the limiter. Routes registered afterwards pick up their `config.rateLimit`. */
export function registerRateLimits(app: App, ctx: AppContext, settings: RateLimitSettings): void {
  if (!settings.enabled) return;
  app.register(rateLimit, {
    global: true,
    max: settings.write.max,
    timeWindow: settings.write.windowMs,
    // Reads, CORS pre-flights and the (token-protected) QA controls are not limited.
    allowList: (request) => UNLIMITED.has(request.method) || request.url.startsWith('/__qa'),
    keyGenerator: (request) => {
      const token = bearer(request);
      const verified = token ? ctx.tokens.verify(token) : null;
      return verified?.ok ? `user:${verified.claims.sub}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many requests. Try again in ${waitText(context.ttl)}.`),
  });
}
