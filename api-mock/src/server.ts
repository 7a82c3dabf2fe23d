// Listens: reads the validated config, opens the database, seeds an empty one, shuts down cleanly. What it
// prints of the settings is read back from the app (`app.settings`), as every plugin reads them.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildApp, DEMO_ACCOUNTS } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { DIR_MODE, FILE_MODE } from './db/database.js';
import { DEMO_PASSWORD } from './seed/demo-accounts.js';

/** API_TOKEN_SECRET, else a secret generated once and kept beside the database (so tokens survive restarts). */
function tokenSecret(options: ServerConfig['app']): string {
  if (options.tokenSecret) return options.tokenSecret;
  if (options.dbFile === ':memory:') return randomBytes(32).toString('hex');
  const file = join(dirname(options.dbFile), 'token-secret');
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 32) return saved;
  }
  const secret = randomBytes(32).toString('hex');
  mkdirSync(dirname(file), { recursive: true, mode: DIR_MODE });
  writeFileSync(file, `${secret}\n`, { mode: FILE_MODE });
  return secret;
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`api-mock: ${err.message}`);
      process.exit(2);
    }
    throw err;
  }

  const started = performance.now();
  // Without API_QA_TOKEN the app makes a random one for this run, printed below.
  const app = buildApp({ ...config.app, tokenSecret: tokenSecret(config.app) });
  const { settings } = app;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`api-mock: ${signal} received, closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => shutdown('SIGHUP'));

  await app.listen({ port: config.port, host: config.host });
  const info = app.startup;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const smtpUrl = typeof settings.mail.transport === 'string' ? settings.mail.transport : null;
  const lines = [
    `api-mock listening on http://${config.host}:${port}  (public URL ${settings.publicUrl})`,
    `  database ${settings.dbFile}${info.seeded ? `, seeded ${info.seeded.users} users / ${info.seeded.jobs} jobs in ${info.seeded.ms} ms` : ''}; search index of ${info.jobs} jobs built in ${info.indexMs} ms; ready in ${Math.round(performance.now() - started)} ms`,
    `  docs http://${config.host}:${port}/docs  ·  OpenAPI /openapi.json  ·  QA controls ${settings.qa ? '/__qa (on)' : 'off'}`,
    ...(settings.qa
      ? [
          config.app.qaToken
            ? '  QA token: from API_QA_TOKEN (send it as the X-QA-Token header)'
            : `  QA token (generated for this run; set API_QA_TOKEN to choose one): X-QA-Token: ${settings.qaToken}`,
        ]
      : []),
    `  rate limits ${settings.rateLimits.enabled ? 'on' : 'OFF'}  ·  logs ${settings.log}`,
    `  mail ${smtpUrl ? `to ${smtpUrl.replace(/\/\/[^@/]*@/, '//•••@')}` : 'queued only (API_MAIL=0)'}, links to ${settings.mail.siteUrl}`,
    `  demo accounts (password for all seeded users: ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(10)} ${a.email.padEnd(24)} ${a.password}  ${a.note}`),
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error('api-mock failed to start:', err);
  process.exit(1);
});
