// The app factory: builds the whole API on a database and never listens (server.ts does).
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LIMITS } from '@portal/contracts/constants';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { LoginLockout } from './auth/lockout.js';
import { DEFAULT_SCRYPT_COST } from './auth/password.js';
import { TokenService } from './auth/token.js';
import { defaultCorsOrigins } from './config.js';
import type { AppContext } from './context.js';
import { clearAll, openDatabase } from './db/database.js';
import { makeAuth } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerValidators } from './plugins/validators.js';
import { QaState } from './plugins/qa-state.js';
import { AnalyticsRepo } from './repos/analytics-repo.js';
import { ApplicationsRepo } from './repos/applications-repo.js';
import { JobsRepo } from './repos/jobs-repo.js';
import { SavedJobsRepo } from './repos/saved-jobs-repo.js';
import { UsersRepo } from './repos/users-repo.js';
import { analyticsRoutes } from './routes/analytics.js';
import { applicationRoutes } from './routes/applications.js';
import { authRoutes } from './routes/auth.js';
import { jobRoutes } from './routes/jobs.js';
import { qaRoutes } from './routes/qa.js';
import { savedJobRoutes } from './routes/saved-jobs.js';
import { uploadRoutes } from './routes/uploads.js';
import { userRoutes } from './routes/user.js';
import { seedDatabase, type SeedSummary } from './seed/seed.js';
import type { App } from './types.js';

export type { App } from './types.js';
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
  corsOrigins?: string[] | true;
  /** Fastify's logger. Default: false. */
  logger?: boolean;
  logLevel?: string;
  /** Base of absolute upload URLs. Default http://localhost:4000. */
  publicUrl?: string;
  /** HMAC secret for tokens. Default: random per app (tokens die with the process). */
  tokenSecret?: string;
  /** scrypt cost N (power of two). Default 16384; tests may pass a lower one. */
  scryptCost?: number;
  /**
   * The clock of the jobs: their created/updated times, the seed's "now" and the "date posted" filter.
   * Default Date.now; tests pass a fixed one.
   */
  now?: () => number;
}

export interface AppInfo {
  seeded: SeedSummary | null;
  jobs: number;
  indexMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: AppContext & { info: AppInfo };
  }
}

export function buildApp(options: BuildAppOptions = {}): App {
  const dbFile = options.dbFile === ':memory:' || !options.dbFile ? ':memory:' : resolve(options.dbFile);
  // An in-memory database with no data folder given gets a temporary one, removed again on close.
  const temporaryDataDir =
    !options.dataDir && dbFile === ':memory:' ? mkdtempSync(join(tmpdir(), 'portal-api-mock-')) : null;
  const dataDir = resolve(options.dataDir ?? temporaryDataDir ?? dirname(dbFile));
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const publicUrl = (options.publicUrl ?? 'http://localhost:4000').replace(/\/+$/, '');
  const scryptCost = options.scryptCost ?? DEFAULT_SCRYPT_COST;
  const seedSize = typeof options.seed === 'object' ? (options.seed.size ?? 0) : 0;

  const db = openDatabase(dbFile);
  const users = new UsersRepo(db);
  const now = options.now ?? Date.now;
  const jobs = new JobsRepo(db, now);
  const applications = new ApplicationsRepo(db);
  const saved = new SavedJobsRepo(db, jobs);
  const analytics = new AnalyticsRepo(db, jobs, applications);
  const qa = new QaState();
  const lockout = new LoginLockout();

  const seedNow = (size: number) => seedDatabase(db, { size, publicUrl, uploadsDir, scryptCost, now: now() });
  let seeded: SeedSummary | null = null;
  const empty = (db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;
  if (options.seed && empty) seeded = seedNow(seedSize);
  const t0 = performance.now();
  jobs.rebuildIndex();
  const info: AppInfo = { seeded, jobs: jobs.index.size, indexMs: Math.round(performance.now() - t0) };

  const ctx: AppContext = {
    db,
    users,
    jobs,
    applications,
    saved,
    analytics,
    tokens: new TokenService(options.tokenSecret ?? randomBytes(32).toString('hex')),
    lockout,
    qa,
    publicUrl,
    uploadsDir,
    scryptCost,
    seedSize,
    reset(size) {
      clearAll(db);
      const summary = seedNow(size ?? seedSize);
      jobs.rebuildIndex();
      qa.clearFaults();
      lockout.clear();
      info.jobs = jobs.index.size;
      return summary;
    },
  };

  const app = Fastify({
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 2048 },
    forceCloseConnections: true,
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as App;

  app.decorate('portal', { ...ctx, info });
  app.decorateRequest('portalUser', null);
  app.addHook('onClose', async () => {
    db.close();
    if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
  });

  registerErrorHandling(app);
  registerValidators(app);

  app.register(cors, {
    origin: options.corsOrigins ?? defaultCorsOrigins(),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  app.register(multipart, {
    limits: { fileSize: LIMITS.resumeMaxBytes, files: 1, fields: 5, parts: 10 },
  });
  app.register(swagger, {
    openapi: {
      info: {
        title: 'Job portal API (api-mock)',
        version: '1.0.0',
        description: 'Every call of SPEC §7 on an embedded SQLite database, plus QA controls under /__qa.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  app.register(swaggerUi, { routePrefix: '/docs' });

  const qaEnabled = options.qa ?? true;
  const auth = makeAuth(ctx);

  app.register(async (api) => {
    const typed = api as unknown as App;
    if (qaEnabled) {
      // Faults run after CORS (registered above), so an injected error still reaches the browser's code.
      api.addHook('onRequest', async (request, reply) => {
        if (request.method === 'OPTIONS' || request.url.startsWith('/__qa')) return;
        const path = request.url.split('?')[0] ?? request.url;
        const fault = qa.match(request.method, path);
        if (!fault) return;
        if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
        if (fault.status)
          return reply.status(fault.status).send({ message: fault.message ?? 'Injected fault' });
      });
      api.addHook('onResponse', async (request, reply) => {
        if (request.method === 'GET' && request.url.startsWith('/__qa/journal')) return;
        qa.record({
          method: request.method,
          path: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 100) / 100,
          user: request.portalUser?.email ?? null,
          at: new Date().toISOString(),
        });
      });
      qaRoutes(typed, ctx);
    }
    authRoutes(typed, ctx, auth);
    uploadRoutes(typed, ctx, auth);
    userRoutes(typed, ctx, auth);
    jobRoutes(typed, ctx, auth);
    savedJobRoutes(typed, ctx, auth);
    applicationRoutes(typed, ctx, auth);
    analyticsRoutes(typed, ctx, auth);
    api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  });

  return app;
}
