// The app factory: builds the whole API on a database and never listens (server.ts does).
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LIMITS } from '@portal/contracts/constants';
import type { QaFiredFault } from '@portal/contracts';
import Fastify, { LogController } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { constants as zlibConstants } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { LoginThrottle } from './auth/login-throttle.js';
import { DEFAULT_SCRYPT_COST } from './auth/password.js';
import { TokenService } from './auth/token.js';
import { defaultCorsOrigins } from './config.js';
import type { AppContext } from './context.js';
import { clearSteps, DIR_MODE, openDatabase } from './db/database.js';
import { runStepsYielding } from './lib/steps.js';
import { makeAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import {
  loggerOptions,
  registerRequestLog,
  type LogDestination,
  type LogFormat,
  type LogLevel,
} from './plugins/logging.js';
import { QaState, redact } from './plugins/qa-state.js';
import {
  DEFAULT_RATE_LIMITS,
  registerRateLimits,
  routeLimits,
  type RateLimitSettings,
} from './plugins/rate-limits.js';
import { registerValidators } from './plugins/validators.js';
import { systemClock, type Clock } from './lib/clock.js';
import { AnalyticsRepo } from './repos/analytics-repo.js';
import { ApplicationsRepo } from './repos/applications-repo.js';
import { JobsRepo } from './repos/jobs-repo.js';
import { NotesRepo } from './repos/notes-repo.js';
import { NotificationsRepo } from './repos/notifications-repo.js';
import { RevokedTokensRepo } from './repos/revoked-tokens-repo.js';
import { SavedJobsRepo } from './repos/saved-jobs-repo.js';
import { UploadsRepo } from './repos/uploads-repo.js';
import { UsersRepo } from './repos/users-repo.js';
import { analyticsRoutes } from './routes/analytics.js';
import { applicationRoutes } from './routes/applications.js';
import { authRoutes } from './routes/auth.js';
import { candidateRoutes } from './routes/candidates.js';
import { jobRoutes } from './routes/jobs.js';
import { sitemapRoutes } from './routes/sitemap.js';
import { noteRoutes } from './routes/notes.js';
import { notificationRoutes } from './routes/notifications.js';
import { qaRoutes } from './routes/qa.js';
import { savedJobRoutes } from './routes/saved-jobs.js';
import { removeAllUploads, sweepUnclaimed, uploadRoutes } from './routes/uploads.js';
import { userRoutes } from './routes/user.js';
import { seedDatabase, seedSteps, type SeedSummary } from './seed/seed.js';
import type { App } from './types.js';

export type { App } from './types.js';
export type { Clock } from './lib/clock.js';
export { DEMO_ACCOUNTS } from './seed/seed.js';

export interface BuildAppOptions {
  /** SQLite file; ':memory:' (the default) for a fresh database. */
  dbFile?: string;
  /** Uploads go to `<dataDir>/uploads`. Default: beside the database file, or a temp folder for ':memory:'. */
  dataDir?: string;
  /** Seed when the database has no users; `{ size }` adds that many generated jobs. Default: false. */
  seed?: boolean | { size?: number };
  /** The /__qa controls. Default: true. */
  qa?: boolean;
  /** The secret every /__qa call must send (header X-QA-Token). Default: random (see `app.portal.qaToken`). */
  qaToken?: string;
  corsOrigins?: string[] | true;
  /** Logs: one line per request, `pretty` (a terminal) or `json`; `off`: warnings and errors only. Default: no logger. */
  log?: LogFormat;
  logLevel?: LogLevel;
  /** Where log lines go (default stdout). */
  logDestination?: LogDestination;
  /** Rate limits (registration, sign-in, uploads, writes); false turns them off. Default: DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimitSettings> | false;
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
   * the seed's relative dates, and the times of applications, status changes, notes and notifications.
   */
  clock?: Clock;
}

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

export interface RouteInfo {
  method: string;
  url: string;
}

export interface AppInfo {
  seeded: SeedSummary | null;
  jobs: number;
  indexMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: AppContext & { info: AppInfo; qaToken: string | null; routes: RouteInfo[] };
  }
  interface FastifyRequest {
    /** The QA fault that fired on this call, for the journal. */
    qaFault: Static<typeof QaFiredFault> | null;
  }
}

export function buildApp(options: BuildAppOptions = {}): App {
  const dbFile = options.dbFile === ':memory:' || !options.dbFile ? ':memory:' : resolve(options.dbFile);
  // An in-memory database with no data folder given gets a temporary one, removed again on close.
  const temporaryDataDir =
    !options.dataDir && dbFile === ':memory:' ? mkdtempSync(join(tmpdir(), 'portal-api-mock-')) : null;
  const dataDir = resolve(options.dataDir ?? temporaryDataDir ?? dirname(dbFile));
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true, mode: DIR_MODE });
  const publicUrl = (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '');
  const scryptCost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const seedSize = typeof options.seed === 'object' ? (options.seed.size ?? 0) : 0;

  const clock = options.clock ?? systemClock;

  const db = openDatabase(dbFile);
  const users = new UsersRepo(db);
  const jobs = new JobsRepo(db, clock);
  const notifications = new NotificationsRepo(db, clock);
  const notes = new NotesRepo(db, clock);
  const applications = new ApplicationsRepo(db, clock, notifications);
  const saved = new SavedJobsRepo(db, jobs);
  const analytics = new AnalyticsRepo(db, jobs, applications);
  const uploads = new UploadsRepo(db);
  const qa = new QaState();
  const loginThrottle = new LoginThrottle();
  const qaEnabled = options.qa ?? true;
  const qaToken = qaEnabled ? (options.qaToken ?? randomBytes(24).toString('base64url')) : null;
  const rateLimits: RateLimitSettings =
    options.rateLimits === false
      ? { ...DEFAULT_RATE_LIMITS, enabled: false }
      : { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const timeouts: Timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };

  const seedNow = (size: number) =>
    seedDatabase(db, { size, publicUrl, uploadsDir, scryptCost, now: clock() });
  let seeded: SeedSummary | null = null;
  const empty = (db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;
  if (options.seed && empty) seeded = seedNow(seedSize);
  const t0 = performance.now();
  jobs.rebuildIndex();
  const info: AppInfo = { seeded, jobs: jobs.index.size, indexMs: Math.round(performance.now() - t0) };

  // Resets run one after another; API calls arriving meanwhile wait for the one under way.
  let resetQueue: Promise<unknown> = Promise.resolve();
  const ctx: AppContext = {
    db,
    users,
    jobs,
    applications,
    saved,
    analytics,
    notes,
    notifications,
    clock,
    uploads,
    revokedTokens: new RevokedTokensRepo(db),
    tokens: new TokenService(options.tokenSecret ?? randomBytes(32).toString('hex')),
    loginThrottle,
    qa,
    publicUrl,
    uploadsDir,
    scryptCost,
    seedSize,
    resetting: null,
    reset(size, then) {
      const run = async () => {
        await runStepsYielding(clearSteps(db));
        await removeAllUploads(uploadsDir);
        const summary = await runStepsYielding(
          seedSteps(db, { size: size ?? seedSize, publicUrl, uploadsDir, scryptCost, now: clock() }),
        );
        await runStepsYielding(jobs.rebuildIndexSteps());
        then?.();
        qa.clearFaults();
        loginThrottle.clear();
        info.jobs = jobs.index.size;
        return summary;
      };
      const done = resetQueue.then(run, run);
      resetQueue = done.catch(() => undefined);
      ctx.resetting = done;
      void done
        .catch(() => undefined)
        .then(() => {
          if (ctx.resetting === done) ctx.resetting = null;
        });
      return done;
    },
  };

  const app = Fastify({
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
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every route the app serves, as registered (tests walk it: permission matrix, fuzz).
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });

  // The context itself (not a copy): tests and tools see live state such as `resetting`.
  app.decorate('portal', Object.assign(ctx, { info, qaToken, routes }));
  app.decorateRequest('portalUser', null);
  app.decorateRequest('qaFault', null);
  // Anonymous uploads nobody claimed are swept now and then (also on every anonymous upload).
  const sweeper = setInterval(() => void sweepUnclaimed(ctx, 200).catch(() => undefined), 10 * 60 * 1000);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await resetQueue;
    db.close();
    if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
  });

  registerErrorHandling(app);
  registerValidators(app);
  if (options.log) registerRequestLog(app);

  app.register(cors, {
    origin: options.corsOrigins ?? defaultCorsOrigins(),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  // Replies to browsers compressed (a page of jobs is ~12 KB of JSON, ~3 KB compressed): what a real API
  // behind its proxy does, and what a slow link feels. Brotli at a fast setting (its default, the best
  // and slowest, is meant for files compressed once); clients that ask for nothing get plain JSON.
  app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.register(multipart, {
    limits: { fileSize: LIMITS.resumeMaxBytes, files: 1, fields: 5, parts: 10 },
  });
  registerRateLimits(app, ctx, rateLimits);
  const limits = routeLimits(rateLimits);
  app.register(swagger, {
    openapi: {
      info: {
        title: 'Job portal API (api-mock)',
        version: '1.0.0',
        description:
          'Every call the portal makes, on an embedded SQLite database, plus QA controls under /__qa.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          qaToken: { type: 'apiKey', in: 'header', name: 'X-QA-Token' },
        },
      },
    },
  });
  app.register(swaggerUi, { routePrefix: '/docs' });

  const auth = makeAuth(ctx);

  app.register(async (api) => {
    const typed = api as unknown as App;
    // API calls arriving during a QA reset wait for it (the reset yields, so they are not refused).
    api.addHook('onRequest', async (request) => {
      if (ctx.resetting && !request.url.startsWith('/__qa') && request.url !== '/health') {
        await ctx.resetting.catch(() => undefined);
      }
    });
    if (qaToken) {
      // Faults run after CORS (registered above), so an injected error still reaches the browser's code.
      api.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS' || request.url.startsWith('/__qa')) return;
        const path = request.url.split('?')[0] ?? request.url;
        const fault = qa.match(request.method, path);
        if (!fault) return;
        request.qaFault = {
          id: fault.id,
          ...(fault.status !== undefined ? { status: fault.status } : {}),
          ...(fault.delayMs !== undefined ? { delayMs: fault.delayMs } : {}),
        };
        if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
        if (fault.status)
          return reply.status(fault.status).send({ message: fault.message ?? 'Injected fault' });
      });
      api.addHook('onResponse', async (request, reply) => {
        if (request.method === 'GET' && request.url.startsWith('/__qa/journal')) return;
        const body: unknown = request.isMultipart()
          ? '[multipart/form-data]'
          : request.body === undefined
            ? null
            : redact(request.body);
        qa.record({
          method: request.method,
          path: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 100) / 100,
          user: request.portalUser?.email ?? null,
          at: new Date().toISOString(),
          body,
          fault: request.qaFault,
        });
      });
      qaRoutes(typed, ctx, qaToken);
    }
    authRoutes(typed, ctx, auth, limits);
    uploadRoutes(typed, ctx, auth, limits);
    userRoutes(typed, ctx, auth);
    jobRoutes(typed, ctx, auth);
    sitemapRoutes(typed, ctx);
    savedJobRoutes(typed, ctx, auth);
    applicationRoutes(typed, ctx, auth);
    candidateRoutes(typed, ctx, auth);
    noteRoutes(typed, ctx, auth);
    notificationRoutes(typed, ctx, auth);
    analyticsRoutes(typed, ctx, auth);
    api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  });

  return app;
}
