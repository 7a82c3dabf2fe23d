// The one place that reads the environment (DESIGN §8). Everything else gets a validated ServerConfig.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  /** SQLite file, or ':memory:' for a fresh database each run. */
  dbFile: string;
  /** Folder for uploads (and the generated token secret). */
  dataDir: string;
  /** Seed when the database is empty. */
  seed: boolean;
  /** Number of extra generated jobs on top of the hand-made seed. */
  seedSize: number;
  qa: boolean;
  corsOrigins: string[] | true;
  publicUrl: string;
  tokenSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
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

export function defaultCorsOrigins(): string[] {
  const origins: string[] = [];
  for (const port of [3000, 3001, 3002]) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = integer('PORT', env.PORT, 4000, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const defaultDataDir = join(PACKAGE_ROOT, '.data');
  const dataDir = resolve(env.API_DATA_DIR?.trim() || defaultDataDir);
  const rawDb = env.API_DB_FILE?.trim();
  const dbFile = rawDb === ':memory:' ? ':memory:' : resolve(rawDb || join(defaultDataDir, 'portal.db'));
  const seed = flag('API_SEED', env.API_SEED, true);
  const seedSize = integer('API_SEED_SIZE', env.API_SEED_SIZE, 200, 0, 1_000_000);
  const qa = flag('API_QA', env.API_QA, true);

  let corsOrigins: string[] | true = defaultCorsOrigins();
  const rawCors = env.API_CORS_ORIGINS?.trim();
  if (rawCors) {
    if (rawCors === '*') corsOrigins = true;
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

  const rawLevel = (env.API_LOG_LEVEL?.trim() || 'info') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(rawLevel))
    throw new ConfigError(`API_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  return {
    port,
    host,
    dbFile,
    dataDir,
    seed,
    seedSize,
    qa,
    corsOrigins,
    publicUrl,
    tokenSecret,
    logLevel: rawLevel,
  };
}
