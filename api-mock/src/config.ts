// The one place that reads the environment: every variable the settings schema names (settings.ts) is read
// with its own reader, straight into buildApp's options, so a setting and its variable are named once. What
// the server does differently from buildApp by default (a database file, seeded, mail to the local
// catcher, logs) is said below as the variables' own values.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, flag, integer, type EnvContext, type EnvSource } from './lib/env-values.js';
import { isGroup, SettingsSchema, withDefaults, type BuildAppOptions, type Settings } from './settings.js';
import type { TObject, TSchema } from 'typebox';

export { ConfigError } from './lib/env-values.js';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * The app's options, as buildApp takes them: what the environment gives, and the server's own defaults.
   * `dataDir` is left out for an in-memory database with no API_DATA_DIR (a temporary folder of the
   * process's own, so servers side by side never share uploads); `qaToken` and `tokenSecret` when the
   * environment does not give them (server.ts settles them at start).
   */
  app: BuildAppOptions & { dbFile: string };
}

type Lookup = (name: string) => string | undefined;

/** The options a group's variables give (an empty variable is an unset one); the rest stay out. */
function read(schema: TObject, lookup: Lookup, context: EnvContext): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
    const source = (property as { env?: EnvSource }).env;
    if (source) {
      const text = lookup(source.name);
      if (text !== undefined) options[key] = source.read(text, source.name, context);
    } else if (isGroup(property)) {
      const group = read(property, lookup, context);
      if (Object.keys(group).length > 0) options[key] = group;
    }
  }
  return options;
}

/** Every variable the settings schema reads, in its order. */
export function settingVariables(schema: TObject = SettingsSchema): string[] {
  return Object.values(schema.properties as Record<string, TSchema>).flatMap((property) => {
    const source = (property as { env?: EnvSource }).env;
    return source ? [source.name] : isGroup(property) ? settingVariables(property) : [];
  });
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  isTty = Boolean(process.stdout.isTTY),
): ServerConfig {
  const given: Lookup = (name) => env[name]?.trim() || undefined;
  const port = integer(0, 65535)(given('PORT') ?? '4000', 'PORT', { isTty });
  const host = given('HOST') ?? '127.0.0.1';
  const dataDir = join(PACKAGE_ROOT, '.data');
  const serverDefaults: Record<string, string> = {
    API_DB_FILE: join(dataDir, 'portal.db'),
    // Uploads in api-mock/.data, unless the database is in memory: then a folder of the process's own.
    ...(given('API_DB_FILE') === ':memory:' ? {} : { API_DATA_DIR: dataDir }),
    API_SEED: '1',
    API_SEED_SIZE: '200',
    API_PUBLIC_URL: `http://localhost:${port}`,
    API_LOG: 'auto',
    // The mail catcher `npm start` runs beside the API.
    API_SMTP_URL: 'smtp://127.0.0.1:1025',
  };
  const app = read(SettingsSchema, (name) => given(name) ?? serverDefaults[name], {
    isTty,
  }) as ServerConfig['app'];

  // API_SEED=0: no seed at start, and a QA reset puts back the hand-made seed alone, whatever the size.
  if (!app.seed) delete app.seedSize;
  // API_MAIL=0: mails are queued in the database but never sent (a box with no mail server).
  if (!flag(given('API_MAIL') ?? '1', 'API_MAIL', { isTty })) app.mail = { ...app.mail, transport: null };
  const timeouts = withDefaults(SettingsSchema.properties.timeouts, app.timeouts) as Settings['timeouts'];
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new ConfigError('API_HEADERS_TIMEOUT_MS must not be longer than API_REQUEST_TIMEOUT_MS');
  }
  return { port, host, app };
}
