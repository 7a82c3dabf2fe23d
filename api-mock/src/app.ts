// The app factory: the whole API as a list of plugins on one Fastify instance; it never listens
// (server.ts does). Services are decorators shared by fastify-plugin (`app.db`, `app.jobs`, `app.auth`…),
// each plugin names the ones it needs; route groups are encapsulated plugins in the API's scope.
// How to add a route group or a service: README "Adding a route group or a service".
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import auth from './plugins/auth.js';
import docs from './plugins/docs.js';
import errors, { notFound } from './plugins/errors.js';
import http from './plugins/http.js';
import requestLog from './plugins/logging.js';
import rateLimits from './plugins/rate-limits.js';
import validators from './plugins/validators.js';
import accountRoutes from './routes/account.js';
import alertRoutes from './routes/alerts.js';
import analyticsRoutes from './routes/analytics.js';
import applicationRoutes from './routes/applications.js';
import authRoutes from './routes/auth.js';
import companyRoutes from './routes/companies.js';
import candidateRoutes from './routes/candidates.js';
import healthRoutes from './routes/health.js';
import interviewRoutes from './routes/interviews.js';
import jobRoutes from './routes/jobs.js';
import mailRoutes from './routes/mail.js';
import messageRoutes from './routes/messages.js';
import noteRoutes from './routes/notes.js';
import notificationRoutes from './routes/notifications.js';
import savedJobRoutes from './routes/saved-jobs.js';
import sitemapRoutes from './routes/sitemap.js';
import talentRoutes from './routes/talent.js';
import uploadRoutes from './routes/uploads.js';
import userRoutes from './routes/user.js';
import qa from './qa/index.js';
import { resolveSettings, serverOptions, type BuildAppOptions, type Settings } from './settings.js';
import alerts from './services/alerts.js';
import database from './services/database.js';
import employerAlerts from './services/employer-alerts.js';
import interviews from './services/interviews.js';
import jobExpiry from './services/job-expiry.js';
import jobPosting from './services/job-posting.js';
import mail from './services/mail.js';
import messaging from './services/messaging.js';
import profiles from './services/profiles.js';
import repositories from './services/repositories.js';
import seed from './services/seed.js';
import stageChanges from './services/stage-changes.js';
import uploadFiles from './services/upload-files.js';
import type { App } from './types.js';

export type { App } from './types.js';
export type { Clock } from './lib/clock.js';
export type { BuildAppOptions } from './settings.js';
export type Timeouts = Settings['timeouts'];
export { DEMO_ACCOUNTS } from './seed/seed.js';

/** Every route group (routes/), each an encapsulated plugin registered in the API's scope. */
const ROUTE_GROUPS = [
  authRoutes,
  accountRoutes,
  uploadRoutes,
  userRoutes,
  jobRoutes,
  sitemapRoutes,
  companyRoutes,
  savedJobRoutes,
  applicationRoutes,
  candidateRoutes,
  noteRoutes,
  notificationRoutes,
  messageRoutes,
  interviewRoutes,
  talentRoutes,
  mailRoutes,
  alertRoutes,
  analyticsRoutes,
  healthRoutes,
];

export function buildApp(options: BuildAppOptions = {}): App {
  const settings = resolveSettings(options);
  const app = Fastify(serverOptions(settings)).withTypeProvider<TypeBoxTypeProvider>();
  app.decorate('settings', settings);
  // The whole server: one error shape, validation, the request log, CORS, compression, multipart.
  app.register(errors);
  app.register(validators);
  if (settings.log) app.register(requestLog);
  app.register(http);
  // Services, in the order they need each other.
  app.register(database);
  app.register(repositories);
  app.register(auth);
  app.register(uploadFiles);
  app.register(seed);
  app.register(profiles);
  app.register(mail);
  app.register(alerts);
  app.register(jobPosting);
  app.register(stageChanges);
  app.register(employerAlerts);
  app.register(jobExpiry);
  app.register(messaging);
  app.register(interviews);
  app.register(rateLimits);
  app.register(docs);
  // The API's scope: the QA controls when they are on (their hooks first: a call waits for a QA reset,
  // meets QA faults and stubs, goes into the journal), then the route groups. Its not-found handler is
  // the whole server's, so a path no route has goes through the same hooks.
  app.register(async (api) => {
    api.setNotFoundHandler(notFound);
    if (settings.qa) api.register(qa);
    for (const routes of ROUTE_GROUPS) api.register(routes);
  });
  return app;
}
