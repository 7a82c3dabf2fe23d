// Logs: one line per request (never Fastify's two), human-readable on a terminal, JSON for machines.
//   pretty  "12:04:31 INFO: POST /api/auth/login 200 41.2 ms seeker@demo.test"
//   json    {"level":30,"time":…,"method":"POST","url":"/api/auth/login","status":200,"ms":41.2,…}
//   off     no request lines; warnings and errors still printed
import type { FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import pretty from 'pino-pretty';

export const LOG_FORMATS = ['pretty', 'json', 'off'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where log lines go instead of stdout (tests). */
export type LogDestination = NodeJS.WritableStream;

/** Fastify's `logger` option for a format and level; false when nothing would ever be printed. */
export function loggerOptions(
  format: LogFormat,
  level: LogLevel,
  destination?: LogDestination,
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  const effective = format === 'off' && ['info', 'debug', 'trace'].includes(level) ? 'warn' : level;
  if (format === 'json') return { level: effective, ...(destination ? { stream: destination } : {}) };
  return {
    level: effective,
    stream: pretty({
      ...(destination ? { destination } : {}),
      colorize: Boolean(process.stdout.isTTY),
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,method,url,status,ms,user',
      sync: true,
    }),
  };
}

/** The one line per request (Fastify's own request logging is turned off). */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      const ms = Math.round(reply.elapsedTime * 10) / 10;
      const user = request.portalUser?.email ?? null;
      const status = reply.statusCode;
      const line = `${request.method} ${request.url} ${status} ${ms} ms${user ? ` ${user}` : ''}`;
      const fields = { method: request.method, url: request.url, status, ms, user };
      if (status >= 500) request.log.error(fields, line);
      else request.log.info(fields, line);
    });
  },
  { name: 'request-log' },
);
