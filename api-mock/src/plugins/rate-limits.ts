// Request rate limits (@fastify/rate-limit, in-memory store). Reads are never limited (the search is the
// hot path); sign-up, sign-in and uploads are limited per client address; every other change
// (POST/PUT/PATCH/DELETE under /api) per signed-in user, or per address without a valid token.
// New routes are covered automatically by the "write" limit; the per-route limits are `app.rateLimits`.
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, waitText } from '../lib/errors.js';
import type { Limit } from '../options.js';
import { bearer } from './auth.js';

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

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

const byAddress = (request: FastifyRequest) => request.ip;
const route = (limit: Limit): RouteLimit => ({
  max: limit.max,
  timeWindow: limit.windowMs,
  keyGenerator: byAddress,
});

const UNLIMITED = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registers the limiter before the routes, which pick up their `config.rateLimit`. */
export default fp(
  async (app) => {
    const settings = app.settings.rateLimits;
    app.decorate('rateLimits', {
      register: route(settings.register),
      login: route(settings.login),
      upload: route(settings.upload),
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
