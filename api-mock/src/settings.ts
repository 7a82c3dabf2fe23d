// Every setting of the API, once: a TypeBox schema giving each its type, its default and, when the
// environment may set it, the variable and how its text is read (`env`). From it come the three things
// that read settings: buildApp's options (`BuildAppOptions`: the same shape, every field optional), the
// settings every plugin reads (`app.settings`: the options with each default filled in, checked against the
// schema once, in `resolveSettings`), and the server's reading of the environment (config.ts walks the
// schema for the variables). A new setting is one entry here, and a row in the README when the
// environment sets it. The environment's ranges are its own (tests use windows and waits far shorter).
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { LogController, type FastifyHttpOptions } from 'fastify';
import type { Transport } from 'nodemailer';
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_SCRYPT_COST } from './auth/password.js';
import { qaClock, systemClock, type Clock, type QaClock } from './lib/clock.js';
import {
  databaseFile,
  flag,
  fromEnv,
  httpUrl,
  integer,
  limit,
  logFormat,
  oneOf,
  origins,
  path,
  proxies,
  secret,
  siteUrl,
  smtpUrl,
  text,
  times,
  type EnvSource,
} from './lib/env-values.js';
import { LOG_FORMATS, LOG_LEVELS, loggerOptions, type LogDestination } from './plugins/logging.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const TEN_MINUTES = 10 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MB = 1024 * 1024;

/** A whole number with its default (and the variable that may set it). */
const whole = (value: number, env?: EnvSource) => Type.Integer({ default: value, ...(env ? { env } : {}) });

/** Requests per window; the variable reads "600/10m". */
const Limit = (max: number, windowMs: number, variable: string) =>
  Type.Object({ max: whole(max), windowMs: whole(windowMs) }, { env: fromEnv(variable, limit) });

/** At most `max` uses per window, at least `cooldownMs` apart. */
const Budget = (max: number, windowMs: number, cooldownMs: number) =>
  Type.Object({ max: whole(max), windowMs: whole(windowMs), cooldownMs: whole(cooldownMs) });

/** The portal's three apps, on localhost and 127.0.0.1. */
function defaultCorsOrigins(): string[] {
  return [3000, 3001, 3002].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

export const SettingsSchema = Type.Object({
  /** The SQLite file; ':memory:' for a fresh database. */
  dbFile: Type.String({ default: ':memory:', env: fromEnv('API_DB_FILE', databaseFile) }),
  /** Uploads go to `<dataDir>/uploads`; null: beside the database file, or a temporary folder for ':memory:'. */
  dataDir: Type.Union([Type.String(), Type.Null()], { default: null, env: fromEnv('API_DATA_DIR', path) }),
  /** Seed at start when the database has no users. */
  seed: Type.Boolean({ default: false, env: fromEnv('API_SEED', flag) }),
  /** Generated jobs on top of the hand-made seed (at start and in QA resets). */
  seedSize: whole(0, fromEnv('API_SEED_SIZE', integer(0, 1_000_000))),
  /** The /__qa controls and the QA console. */
  qa: Type.Boolean({ default: true, env: fromEnv('API_QA', flag) }),
  /** The secret every /__qa call sends (header X-QA-Token); random per app unless given. */
  qaToken: Type.String({
    default: () => randomBytes(24).toString('base64url'),
    env: fromEnv('API_QA_TOKEN', secret),
  }),
  /** The origins whose pages may call the API, or '*' (sent as '*': never a reflected Origin). */
  corsOrigins: Type.Union([Type.Literal('*'), Type.Array(Type.String())], {
    default: defaultCorsOrigins,
    env: fromEnv('API_CORS_ORIGINS', origins),
  }),
  /** Base of absolute upload URLs. */
  publicUrl: Type.String({ default: 'http://localhost:4000', env: fromEnv('API_PUBLIC_URL', httpUrl) }),
  /** HMAC key of tokens; random per app unless given (tokens die with the process). */
  tokenSecret: Type.String({
    default: () => randomBytes(32).toString('hex'),
    env: fromEnv('API_TOKEN_SECRET', secret),
  }),
  /** scrypt cost N (a power of two); tests pass a lower one. */
  scryptCost: whole(DEFAULT_SCRYPT_COST),
  /**
   * "Now" in ms since the epoch: the dashboard's trend windows and per-day series, the seed's relative
   * dates, job expiry, digests, and the times of everything stored. With the QA controls on, QA moves it.
   */
  clock: Type.Unsafe<Clock>({ default: () => systemClock }),
  /** How long an employer may take back a stage change (Undo); the candidate is told once it is over. */
  statusUndoMs: whole(10 * SECOND, fromEnv('API_STATUS_UNDO_MS', integer(SECOND, TEN_MINUTES))),
  /** One line per request, `pretty` (a terminal) or `json`; `off`: warnings and errors only; none: no logger. */
  log: Type.Optional(Type.Enum(LOG_FORMATS, { env: fromEnv('API_LOG', logFormat) })),
  logLevel: Type.Enum(LOG_LEVELS, { default: 'info', env: fromEnv('API_LOG_LEVEL', oneOf(LOG_LEVELS)) }),
  /** Where log lines go instead of stdout (tests). */
  logDestination: Type.Optional(Type.Unsafe<LogDestination>({})),
  /** Trust X-Forwarded-For from these proxy addresses (or `true`: any), for the client address. */
  trustProxy: Type.Union([Type.Boolean(), Type.Array(Type.String())], {
    default: false,
    env: fromEnv('API_TRUST_PROXY', proxies),
  }),
  /** Long enough for a 10 MB resume on a slow line (the client gives up after 80 s), short enough to shed stuck sockets. */
  timeouts: Type.Object({
    /** The whole request, body included: a client that never finishes sending is cut off. */
    requestMs: whole(90 * SECOND, fromEnv('API_REQUEST_TIMEOUT_MS', integer(SECOND, HOUR))),
    /** Receiving the request headers (no longer than the whole request). */
    headersMs: whole(15 * SECOND, fromEnv('API_HEADERS_TIMEOUT_MS', integer(SECOND, TEN_MINUTES))),
    /** A socket with no traffic at all. */
    idleMs: whole(30 * SECOND, fromEnv('API_IDLE_TIMEOUT_MS', integer(SECOND, HOUR))),
    /** An idle keep-alive connection between two requests. */
    keepAliveMs: whole(10 * SECOND, fromEnv('API_KEEP_ALIVE_TIMEOUT_MS', integer(SECOND, TEN_MINUTES))),
  }),
  /**
   * Generous on purpose: a test suite registering 300 users in ten minutes from one address passes, and
   * a whole office behind one address can sign in; a script creating thousands of accounts or filling the
   * disk with anonymous uploads cannot.
   */
  rateLimits: Type.Object({
    /** false: no limits at all (a private test environment). */
    enabled: Type.Boolean({ default: true, env: fromEnv('API_RATE_LIMITS', flag) }),
    /** POST /api/auth/register, per address. */
    register: Limit(600, TEN_MINUTES, 'API_RATE_REGISTER'),
    /** POST /api/auth/login, per address (on top of the per-account sign-in backoff). */
    login: Limit(600, TEN_MINUTES, 'API_RATE_LOGIN'),
    /** Each upload call, per address. */
    upload: Limit(200, TEN_MINUTES, 'API_RATE_UPLOAD'),
    /** Every other POST/PUT/PATCH/DELETE under /api, per user (per address without a valid token). */
    write: Limit(2000, TEN_MINUTES, 'API_RATE_WRITE'),
    /**
     * Applications moved (each id of a bulk move counts), per employer. A bulk move of 1,000 candidates is
     * 1,000; moving them on twice more still fits. 100 ids a call at the write limit was 200,000 status
     * changes (and as many notifications) in ten minutes.
     */
    statusChanges: Limit(5000, TEN_MINUTES, 'API_RATE_STATUS'),
    /**
     * Job alerts saved (POST /api/alerts that passed validation), per address. Every alert is matched
     * against every new job: 500 free accounts saved 10,000 of them from one address in 15 s. 300 in ten
     * minutes is far more than people save, and what a test suite needs.
     */
    alerts: Limit(300, TEN_MINUTES, 'API_RATE_ALERTS'),
    /** "Forgot password?" requests (POST /api/auth/forgot-password that passed validation), per address. */
    passwordReset: Limit(30, TEN_MINUTES, 'API_RATE_RESET'),
    /**
     * Direct messages sent, per sender. A message every ten seconds, kept up for ten minutes: more than
     * anyone types, while a script writing to every candidate (each one an e-mail) is held to 60.
     */
    messages: Limit(60, TEN_MINUTES, 'API_RATE_MESSAGES'),
    /**
     * Invitations to apply sent from the talent pool, per employer. Each is a new conversation and an
     * e-mail to someone who never wrote to the employer: 30 in ten minutes is a recruiter's busy session;
     * a script inviting the whole pool is held there.
     */
    invitations: Limit(30, TEN_MINUTES, 'API_RATE_INVITATIONS'),
  }),
  uploads: Type.Object({
    /** Bytes of files one user (or, without a token, one address) may have stored. */
    quotaBytes: whole(50 * MB, fromEnv('API_UPLOAD_QUOTA_MB', times(integer(1, 100_000), MB))),
    /** How long an upload no profile refers to is kept (time to save the form it was uploaded for). */
    graceMs: whole(HOUR, fromEnv('API_UPLOAD_GRACE_MINUTES', times(integer(1, 100_000), MINUTE))),
  }),
  /** "Forgot password?" per e-mail address asked about (known or not): a link a minute, 3 a day. */
  passwordReset: Budget(3, DAY, MINUTE),
  /** The live stream of a user's messages (GET /api/messages/stream). */
  messaging: Type.Object({
    /**
     * A comment line this often keeps a quiet stream open (under the server's idle time-out and a proxy's),
     * and the session is checked again: a stream whose session ended is closed.
     */
    heartbeatMs: whole(15 * SECOND),
    /** Streams one user may hold open at once (a tab each); one more is a 429. */
    streamsPerUser: whole(10),
  }),
  mail: Type.Object({
    /**
     * Where mail goes: an SMTP URL (`smtp://user:pass@host:587`, `smtps://…`), a nodemailer transport
     * object (tests), or null: mails are queued but no worker sends them.
     */
    transport: Type.Union([Type.String(), Type.Null(), Type.Unsafe<Transport>(Type.Object({}))], {
      default: null,
      env: fromEnv('API_SMTP_URL', smtpUrl),
    }),
    /** The From header. */
    from: Type.String({
      default: 'JobPortal <no-reply@jobportal.test>',
      env: fromEnv('API_MAIL_FROM', text),
    }),
    /** The site's URL: e-mails link to its pages (`/my-applications`, `/jobs/:id`, the preferences page). */
    siteUrl: Type.String({ default: 'http://localhost:3000', env: fromEnv('API_SITE_URL', siteUrl) }),
    /** Attempts before a mail is given up as failed. */
    maxAttempts: whole(6),
    /** Wait before the first retry; it doubles with every failure, up to retryMaxMs. */
    retryBaseMs: whole(2 * SECOND),
    retryMaxMs: whole(5 * MINUTE),
    /** A send that takes longer is abandoned and retried later (a slow server holds the queue, not a request). */
    sendTimeoutMs: whole(10 * SECOND),
    /**
     * E-mails one address is sent in 24 hours at most (every kind; more are recorded skipped, once a kind):
     * 100,000 instant alerts were queued for 2,000 alerts and 50 jobs.
     */
    dailyPerRecipient: whole(50, fromEnv('API_MAIL_DAILY_CAP', integer(1, 1_000_000))),
    /**
     * The same for an address not yet confirmed, its verification mails included (anyone can sign up with
     * someone else's address): the sign-up's mail and a couple more, so a person who just signed up and
     * applied still hears back.
     */
    unverifiedDailyPerRecipient: whole(3),
    /**
     * Mails someone asked for (a sign-up's, a password reset's), per client address: the first `burst` in a
     * window go at once, the rest one per `spacingMs`, so one address's flood never delays anyone else's.
     */
    pace: Type.Object({ burst: whole(20), windowMs: whole(TEN_MINUTES), spacingMs: whole(3 * SECOND) }),
    /** "Send the link again": per account, at most `max` a day, `cooldownMs` apart. */
    resend: Budget(2, DAY, MINUTE),
  }),
});

/** Every setting, as the schema types it. */
export type Settings = Static<typeof SettingsSchema>;

/** Each setting optional, in groups too (`{ rateLimits: { login: { max: 5 } } }`): the rest are defaults. */
type Optional<T extends TSchema> =
  T extends TObject<infer Properties> ? { [K in keyof Properties]?: Optional<Properties[K]> } : Static<T>;

/** What buildApp takes: any of the settings; the others are their defaults. */
export type BuildAppOptions = Optional<typeof SettingsSchema>;

/** The settings every plugin reads (`app.settings`): the options with every default filled in. */
export interface AppSettings extends Settings {
  /** The QA controls' settable clock over `clock` (which then reads it); null: the QA controls are off. */
  qaClock: QaClock | null;
}

export type Limit = Settings['rateLimits']['login'];
export type MailSettings = Settings['mail'];

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
}

/** A group of settings (an object of the schema), as opposed to one setting. */
export const isGroup = (schema: TSchema): schema is TObject =>
  (schema as { type?: unknown }).type === 'object' && 'properties' in schema;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The settings a group's options leave out, filled in with the schema's defaults; the options are not changed. */
export function withDefaults(schema: TObject, given: Record<string, unknown> = {}): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const value = given[key];
    if (isGroup(property) && (value === undefined || isPlainObject(value))) {
      settings[key] = withDefaults(property, value);
    } else if (value !== undefined) {
      settings[key] = value;
    } else if ('default' in property) {
      const fallback: unknown = property.default;
      settings[key] = typeof fallback === 'function' ? (fallback as () => unknown)() : fallback;
    }
  }
  return settings;
}

/**
 * buildApp's options resolved once into `app.settings`: every default filled in, the whole checked against
 * the schema (a wrong type is a clear error at start, not a failure later), paths made absolute.
 */
export function resolveSettings(options: BuildAppOptions = {}): AppSettings {
  const filled = withDefaults(SettingsSchema, options);
  const [error] = Value.Errors(SettingsSchema, filled);
  if (error) throw new TypeError(`buildApp: the setting ${error.instancePath || '/'} ${error.message}`);
  const settings = filled as Settings;
  const control = settings.qa ? qaClock(settings.clock) : null;
  return {
    ...settings,
    dbFile: settings.dbFile === ':memory:' || !settings.dbFile ? ':memory:' : resolve(settings.dbFile),
    dataDir: settings.dataDir ? resolve(settings.dataDir) : null,
    publicUrl: settings.publicUrl.replace(/\/+$/, ''),
    clock: control ? control.now : settings.clock,
    qaClock: control,
  };
}

/** The Fastify server's own options: logger, body limit, time-outs, proxy trust. */
export function serverOptions(settings: AppSettings): FastifyHttpOptions<Server> {
  const { timeouts } = settings;
  return {
    logger: settings.log ? loggerOptions(settings.log, settings.logLevel, settings.logDestination) : false,
    // Fastify's own two lines per request are replaced by one (plugins/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 2048 },
    forceCloseConnections: true,
    trustProxy: settings.trustProxy,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks request/headers time-outs on this interval (30 s by default): make it match them.
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: Math.max(
        100,
        Math.min(5_000, Math.floor(Math.min(timeouts.requestMs, timeouts.headersMs) / 2)),
      ),
    },
  };
}
