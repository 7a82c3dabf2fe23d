// What buildApp takes, resolved once into the settings every plugin reads as `app.settings`, and the
// options of the Fastify server itself. The environment is read elsewhere (config.ts), never here.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Server } from 'node:http';
import { LogController, type FastifyHttpOptions } from 'fastify';
import { DEFAULT_SCRYPT_COST } from './auth/password.js';
import type { BudgetRule } from './lib/budget.js';
import { qaClock, systemClock, type Clock, type QaClock } from './lib/clock.js';
import { loggerOptions, type LogDestination, type LogFormat, type LogLevel } from './plugins/logging.js';
import { DEFAULT_MAIL, type MailSettings } from './services/mail.js';

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
  /** Applications moved (each id of a bulk move counts), per employer. */
  statusChanges: Limit;
  /** Job alerts saved (POST /api/alerts that passed validation), per address. */
  alerts: Limit;
  /** "Forgot password?" requests (POST /api/auth/forgot-password that passed validation), per address. */
  passwordReset: Limit;
  /** Direct messages sent, per sender. */
  messages: Limit;
  /** Invitations to apply sent from the talent pool, per employer. */
  invitations: Limit;
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
  // A bulk move of 1,000 candidates is 1,000; moving them on twice more still fits. 100 ids a call at the
  // write limit was 200,000 status changes (and as many notifications) in ten minutes.
  statusChanges: { max: 5000, windowMs: TEN_MINUTES },
  // Every alert is matched against every new job: 500 free accounts saved 10,000 of them from one address
  // in 15 s. 300 in ten minutes is far more than people save, and what a test suite needs.
  alerts: { max: 300, windowMs: TEN_MINUTES },
  passwordReset: { max: 30, windowMs: TEN_MINUTES },
  // A message every ten seconds, kept up for ten minutes: more than anyone types, while a script writing to
  // every candidate (each one an e-mail) is held to 60.
  messages: { max: 60, windowMs: TEN_MINUTES },
  // Each invitation is a new conversation and an e-mail to someone who never wrote to the employer: 30 in
  // ten minutes is a recruiter's busy session; a script inviting the whole pool is held there.
  invitations: { max: 30, windowMs: TEN_MINUTES },
};

/** The live stream of a user's messages (GET /api/messages/stream). */
export interface MessagingSettings {
  /**
   * A comment line this often keeps a quiet stream open (under the server's idle time-out and a proxy's),
   * and the session is checked again: a stream whose session ended is closed.
   */
  heartbeatMs: number;
  /** Streams one user may hold open at once (a tab each); one more is a 429. */
  streamsPerUser: number;
}

export const DEFAULT_MESSAGING: MessagingSettings = { heartbeatMs: 15_000, streamsPerUser: 10 };

/** "Forgot password?" per e-mail address asked about (known or not): a link a minute, 3 a day. */
export const DEFAULT_PASSWORD_RESET: BudgetRule = {
  max: 3,
  windowMs: 24 * 60 * 60 * 1000,
  cooldownMs: 60_000,
};

export interface UploadSettings {
  /** Bytes of files one user (or, without a token, one address) may have stored. */
  quotaBytes: number;
  /** How long an upload no profile refers to is kept (time to save the form it was uploaded for). */
  graceMs: number;
}

export const DEFAULT_UPLOADS: UploadSettings = {
  quotaBytes: 50 * 1024 * 1024,
  graceMs: 60 * 60 * 1000,
};

export interface Timeouts {
  /** The whole request, body included: a client that never finishes sending is cut off. */
  requestMs: number;
  /** Receiving the request headers. */
  headersMs: number;
  /** A socket with no traffic at all. */
  idleMs: number;
  /** An idle keep-alive connection between two requests. */
  keepAliveMs: number;
}

/** Long enough for a 10 MB resume on a slow line (the client gives up after 80 s), short enough to shed stuck sockets. */
export const DEFAULT_TIMEOUTS: Timeouts = {
  requestMs: 90_000,
  headersMs: 15_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
};

export function defaultCorsOrigins(): string[] {
  const origins: string[] = [];
  for (const port of [3000, 3001, 3002]) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
}

export interface BuildAppOptions {
  /** SQLite file; ':memory:' (the default) for a fresh database. */
  dbFile?: string;
  /** Uploads go to `<dataDir>/uploads`. Default: beside the database file, or a temp folder for ':memory:'. */
  dataDir?: string;
  /** Seed when the database has no users; `{ size }` adds that many generated jobs. Default: false. */
  seed?: boolean | { size?: number };
  /** The /__qa controls. Default: true. */
  qa?: boolean;
  /** The secret every /__qa call must send (header X-QA-Token). Default: random (see `app.settings.qaToken`). */
  qaToken?: string;
  /** The origins whose pages may call the API, or '*' (any page, sent as '*': never a reflected Origin). */
  corsOrigins?: string[] | '*';
  /** Logs: one line per request, `pretty` (a terminal) or `json`; `off`: warnings and errors only. Default: no logger. */
  log?: LogFormat;
  logLevel?: LogLevel;
  /** Where log lines go (default stdout). */
  logDestination?: LogDestination;
  /** Rate limits (registration, sign-in, uploads, writes); false turns them off. Default: DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings> | false;
  /** Upload quota and grace period. Default: DEFAULT_UPLOADS. */
  uploads?: Partial<UploadSettings>;
  /** Reset links one e-mail address may be sent. Default: DEFAULT_PASSWORD_RESET. */
  passwordReset?: Partial<BudgetRule>;
  /** The live message stream. Default: DEFAULT_MESSAGING. */
  messaging?: Partial<MessagingSettings>;
  /** Time-outs of the HTTP server, in milliseconds. Default: DEFAULT_TIMEOUTS. */
  timeouts?: Partial<Timeouts>;
  /** Trust X-Forwarded-For from these proxy addresses (or `true`: any), for the client address. Default: false. */
  trustProxy?: boolean | string[];
  /** Base of absolute upload URLs. Default http://localhost:4000. */
  publicUrl?: string;
  /** HMAC secret for tokens. Default: random per app (tokens die with the process). */
  tokenSecret?: string;
  /** scrypt cost N (power of two). Default 16384; tests may pass a lower one. */
  scryptCost?: number;
  /**
   * "Now" in ms since the epoch (default `Date.now`): the dashboard's trend windows and per-day series,
   * the seed's relative dates, job expiry, digests, and the times of applications, status changes, notes,
   * notifications, users, saved jobs and alerts. With the QA controls on, QA moves it (`/__qa/clock`).
   */
  clock?: Clock;
  /**
   * E-mail: where it goes (`transport`: an SMTP URL or a nodemailer transport; none: queued, never sent),
   * the From header, the site's URL for links, retries and time-outs. Default: DEFAULT_MAIL.
   */
  mail?: Partial<MailSettings>;
  /**
   * How long an employer may take back a stage change (Undo); the candidate is told once it is over.
   * Default: DEFAULT_STATUS_UNDO_MS.
   */
  statusUndoMs?: number;
}

/** Long enough to notice a slip (a misplaced drag, the wrong candidate) and press Undo. */
export const DEFAULT_STATUS_UNDO_MS = 10_000;

/** BuildAppOptions with every default filled in: what the plugins read. */
export interface AppSettings {
  /** An absolute path, or ':memory:'. */
  dbFile: string;
  /** Absolute; null: beside the database file, or a temporary folder for ':memory:' (see plugins/app/database.ts). */
  dataDir: string | null;
  /** Seed at start when the database has no users. */
  seed: boolean;
  /** Extra generated jobs on top of the hand-made seed (at start and in QA resets). */
  seedSize: number;
  /** The QA controls' secret; null: the QA controls are off. */
  qaToken: string | null;
  corsOrigins: string[] | '*';
  rateLimits: RateLimitSettings;
  uploads: UploadSettings;
  passwordReset: BudgetRule;
  publicUrl: string;
  tokenSecret: string;
  scryptCost: number;
  /** "Now", as every part reads it: with the QA controls on, `qaClock.now`. */
  clock: Clock;
  /** The QA controls' settable clock (the base clock and its offset); null: the QA controls are off. */
  qaClock: QaClock | null;
  mail: MailSettings;
  statusUndoMs: number;
  messaging: MessagingSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: AppSettings;
  }
}

export function resolveSettings(options: BuildAppOptions): AppSettings {
  const qa = options.qa ?? true;
  const clock = options.clock ?? systemClock;
  const control = qa ? qaClock(clock) : null;
  return {
    dbFile: options.dbFile === ':memory:' || !options.dbFile ? ':memory:' : resolve(options.dbFile),
    dataDir: options.dataDir ? resolve(options.dataDir) : null,
    seed: Boolean(options.seed),
    seedSize: typeof options.seed === 'object' ? (options.seed.size ?? 0) : 0,
    qaToken: qa ? (options.qaToken ?? randomBytes(24).toString('base64url')) : null,
    corsOrigins: options.corsOrigins ?? defaultCorsOrigins(),
    rateLimits:
      options.rateLimits === false
        ? { ...DEFAULT_RATE_LIMITS, enabled: false }
        : { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    uploads: { ...DEFAULT_UPLOADS, ...options.uploads },
    passwordReset: { ...DEFAULT_PASSWORD_RESET, ...options.passwordReset },
    publicUrl: (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, ''),
    tokenSecret: options.tokenSecret ?? randomBytes(32).toString('hex'),
    scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
    clock: control ? control.now : clock,
    qaClock: control,
    mail: { ...DEFAULT_MAIL, ...options.mail },
    statusUndoMs: options.statusUndoMs ?? DEFAULT_STATUS_UNDO_MS,
    messaging: { ...DEFAULT_MESSAGING, ...options.messaging },
  };
}

/** The Fastify server's own options: logger, body limit, time-outs, proxy trust. */
export function serverOptions(options: BuildAppOptions): FastifyHttpOptions<Server> {
  const timeouts: Timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  return {
    logger: options.log
      ? loggerOptions(options.log, options.logLevel ?? 'info', options.logDestination)
      : false,
    // Fastify's own two lines per request are replaced by one (plugins/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 2048 },
    forceCloseConnections: true,
    trustProxy: options.trustProxy ?? false,
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
