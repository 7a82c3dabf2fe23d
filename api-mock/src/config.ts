// The one place that reads the environment, so every setting is validated once and named in one place.
// It reads it straight into buildApp's own options (BuildAppOptions, resolved once into `app.settings`):
// there is no second type of the same settings to copy field by field.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_RATE_LIMITS,
  DEFAULT_STATUS_UNDO_MS,
  DEFAULT_UPLOADS,
  defaultCorsOrigins,
  type BuildAppOptions,
  type Limit,
  type RateLimitSettings,
  type Timeouts,
  type UploadSettings,
} from './options.js';
import type { LogFormat, LogLevel } from './plugins/logging.js';
import { DEFAULT_MAIL } from './services/mail.js';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * The app's options, as buildApp takes them. `dataDir` is left out for an in-memory database with no
   * API_DATA_DIR (a temporary folder of the process's own, so servers side by side never share uploads);
   * `qaToken` and `tokenSecret` when the environment does not give them (server.ts settles them at start).
   */
  app: BuildAppOptions & { dbFile: string };
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function flag(name: string, raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be a boolean (1/0/true/false), got "${raw}"`);
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const n = Number(raw.trim());
  if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "600/10m", "30/1m", "100/30s" or just "600" (per 10 minutes). */
function limit(name: string, raw: string | undefined, fallback: Limit): Limit {
  if (raw === undefined || raw.trim() === '') return fallback;
  const m = /^(\d+)(?:\/(\d+)([smh]))?$/.exec(raw.trim());
  if (!m)
    throw new ConfigError(`${name} must look like 600/10m (requests per window: s, m or h), got "${raw}"`);
  const max = Number(m[1]);
  const windowMs = m[2] ? Number(m[2]) * UNITS[m[3]!]! : 10 * 60_000;
  if (max < 1 || windowMs < 1000) throw new ConfigError(`${name}: at least 1 request per at least 1 s`);
  return { max, windowMs };
}

/** API_LOG: auto (pretty on a terminal, else json), pretty, json, off. */
function logFormat(raw: string | undefined, isTty: boolean): LogFormat {
  const v = (raw ?? '').trim().toLowerCase();
  if (v === '' || v === 'auto' || ['1', 'true', 'yes', 'on'].includes(v)) return isTty ? 'pretty' : 'json';
  if (v === 'pretty' || v === 'json') return v;
  if (['off', 'quiet', '0', 'false', 'no'].includes(v)) return 'off';
  throw new ConfigError(`API_LOG must be auto, pretty, json or off, got "${raw}"`);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  isTty = Boolean(process.stdout.isTTY),
): ServerConfig {
  const port = integer('PORT', env.PORT, 4000, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const defaultDataDir = join(PACKAGE_ROOT, '.data');
  const rawDb = env.API_DB_FILE?.trim();
  const givenDataDir = env.API_DATA_DIR?.trim();
  const dataDir = givenDataDir ? resolve(givenDataDir) : rawDb === ':memory:' ? null : defaultDataDir;
  const dbFile = rawDb === ':memory:' ? ':memory:' : resolve(rawDb || join(defaultDataDir, 'portal.db'));
  const seed = flag('API_SEED', env.API_SEED, true);
  const seedSize = integer('API_SEED_SIZE', env.API_SEED_SIZE, 200, 0, 1_000_000);
  const qa = flag('API_QA', env.API_QA, true);

  let corsOrigins: string[] | '*' = defaultCorsOrigins();
  const rawCors = env.API_CORS_ORIGINS?.trim();
  if (rawCors) {
    if (rawCors === '*') corsOrigins = '*';
    else {
      corsOrigins = rawCors
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean);
      for (const origin of corsOrigins) {
        if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
          throw new ConfigError(`API_CORS_ORIGINS: "${origin}" is not an origin like http://localhost:3000`);
        }
      }
    }
  }

  const rawPublic = env.API_PUBLIC_URL?.trim();
  let publicUrl = `http://localhost:${port}`;
  if (rawPublic) {
    try {
      const u = new URL(rawPublic);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
    } catch {
      throw new ConfigError(`API_PUBLIC_URL must be an http(s) URL, got "${rawPublic}"`);
    }
    publicUrl = rawPublic.replace(/\/+$/, '');
  }

  const tokenSecret = env.API_TOKEN_SECRET?.trim() || undefined;
  if (tokenSecret !== undefined && tokenSecret.length < 16) {
    throw new ConfigError('API_TOKEN_SECRET must be at least 16 characters');
  }

  const rawLevel = (env.API_LOG_LEVEL?.trim() || 'info') as LogLevel;
  if (!LOG_LEVELS.includes(rawLevel))
    throw new ConfigError(`API_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const qaToken = env.API_QA_TOKEN?.trim() || undefined;
  if (qaToken !== undefined && qaToken.length < 16) {
    throw new ConfigError('API_QA_TOKEN must be at least 16 characters');
  }

  const d = DEFAULT_RATE_LIMITS;
  const rateLimits: RateLimitSettings = {
    enabled: flag('API_RATE_LIMITS', env.API_RATE_LIMITS, true),
    register: limit('API_RATE_REGISTER', env.API_RATE_REGISTER, d.register),
    login: limit('API_RATE_LOGIN', env.API_RATE_LOGIN, d.login),
    upload: limit('API_RATE_UPLOAD', env.API_RATE_UPLOAD, d.upload),
    write: limit('API_RATE_WRITE', env.API_RATE_WRITE, d.write),
    statusChanges: limit('API_RATE_STATUS', env.API_RATE_STATUS, d.statusChanges),
    alerts: limit('API_RATE_ALERTS', env.API_RATE_ALERTS, d.alerts),
    passwordReset: limit('API_RATE_RESET', env.API_RATE_RESET, d.passwordReset),
    messages: limit('API_RATE_MESSAGES', env.API_RATE_MESSAGES, d.messages),
    invitations: limit('API_RATE_INVITATIONS', env.API_RATE_INVITATIONS, d.invitations),
  };

  const uploads: UploadSettings = {
    quotaBytes:
      integer(
        'API_UPLOAD_QUOTA_MB',
        env.API_UPLOAD_QUOTA_MB,
        DEFAULT_UPLOADS.quotaBytes / 1024 / 1024,
        1,
        100_000,
      ) *
      1024 *
      1024,
    graceMs:
      integer(
        'API_UPLOAD_GRACE_MINUTES',
        env.API_UPLOAD_GRACE_MINUTES,
        DEFAULT_UPLOADS.graceMs / 60_000,
        1,
        100_000,
      ) * 60_000,
  };

  const timeouts: Timeouts = {
    requestMs: integer('API_REQUEST_TIMEOUT_MS', env.API_REQUEST_TIMEOUT_MS, 90_000, 1000, 3_600_000),
    headersMs: integer('API_HEADERS_TIMEOUT_MS', env.API_HEADERS_TIMEOUT_MS, 15_000, 1000, 600_000),
    idleMs: integer('API_IDLE_TIMEOUT_MS', env.API_IDLE_TIMEOUT_MS, 30_000, 1000, 3_600_000),
    keepAliveMs: integer('API_KEEP_ALIVE_TIMEOUT_MS', env.API_KEEP_ALIVE_TIMEOUT_MS, 10_000, 1000, 600_000),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError('API_HEADERS_TIMEOUT_MS must not be longer than API_REQUEST_TIMEOUT_MS');
  }

  const rawProxy = env.API_TRUST_PROXY?.trim() ?? '';
  let trustProxy: boolean | string[] = false;
  if (['1', 'true', 'yes', 'on'].includes(rawProxy.toLowerCase())) trustProxy = true;
  else if (rawProxy && !['0', 'false', 'no', 'off'].includes(rawProxy.toLowerCase())) {
    trustProxy = rawProxy
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
  }

  const mailOn = flag('API_MAIL', env.API_MAIL, true);
  const smtpUrl = env.API_SMTP_URL?.trim() || 'smtp://127.0.0.1:1025';
  if (!/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) {
    throw new ConfigError(
      `API_SMTP_URL must look like smtp://user:password@host:587 or smtps://…, got "${smtpUrl}"`,
    );
  }
  const siteUrl = (env.API_SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(siteUrl)) {
    throw new ConfigError(`API_SITE_URL must be an http(s) URL, got "${siteUrl}"`);
  }
  const mail = {
    // Null: mails are queued but not sent (API_MAIL=0).
    transport: mailOn ? smtpUrl : null,
    from: env.API_MAIL_FROM?.trim() || 'JobPortal <no-reply@jobportal.test>',
    siteUrl,
    dailyPerRecipient: integer(
      'API_MAIL_DAILY_CAP',
      env.API_MAIL_DAILY_CAP,
      DEFAULT_MAIL.dailyPerRecipient,
      1,
      1_000_000,
    ),
  };

  const statusUndoMs = integer(
    'API_STATUS_UNDO_MS',
    env.API_STATUS_UNDO_MS,
    DEFAULT_STATUS_UNDO_MS,
    1000,
    10 * 60_000,
  );

  return {
    port,
    host,
    app: {
      dbFile,
      ...(dataDir === null ? {} : { dataDir }),
      seed: seed ? { size: seedSize } : false,
      qa,
      ...(qaToken === undefined ? {} : { qaToken }),
      corsOrigins,
      publicUrl,
      ...(tokenSecret === undefined ? {} : { tokenSecret }),
      log: logFormat(env.API_LOG, isTty),
      logLevel: rawLevel,
      rateLimits,
      uploads,
      timeouts,
      trustProxy,
      statusUndoMs,
      mail,
    },
  };
}
