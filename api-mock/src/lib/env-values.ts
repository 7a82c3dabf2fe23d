// How the text of an environment variable becomes a setting's value: each reader checks the text and says
// what was wrong with it, naming the variable, so a bad value stops the start with a message instead of
// starting with something else. The settings schema (settings.ts) names a reader for each variable.
import { resolve } from 'node:path';

export class ConfigError extends Error {}

/** Reads a variable's trimmed, non-empty text (an empty variable is an unset one). */
export type EnvReader<T> = (text: string, name: string, context: EnvContext) => T;

export interface EnvContext {
  /** Whether the server's output is a terminal (the log format's `auto`). */
  isTty: boolean;
}

/** A setting the environment may give: the variable, and how its text is read. */
export interface EnvSource {
  name: string;
  read: EnvReader<unknown>;
}

export const fromEnv = <T>(name: string, read: EnvReader<T>): EnvSource => ({ name, read });

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];

export const flag: EnvReader<boolean> = (text, name) => {
  const v = text.toLowerCase();
  if (YES.includes(v)) return true;
  if (NO.includes(v)) return false;
  throw new ConfigError(`${name} must be a boolean (1/0/true/false), got "${text}"`);
};

export function integer(min: number, max: number): EnvReader<number> {
  return (text, name) => {
    if (!/^\d+$/.test(text)) throw new ConfigError(`${name} must be a whole number, got "${text}"`);
    const n = Number(text);
    if (n < min || n > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${n}`);
    return n;
  };
}

/** A whole number in the variable's unit (megabytes, minutes), as the setting's (bytes, milliseconds). */
export const times =
  (read: EnvReader<number>, unit: number): EnvReader<number> =>
  (text, name, context) =>
    read(text, name, context) * unit;

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** "600/10m", "30/1m", "100/30s" or just "600" (per 10 minutes). */
export const limit: EnvReader<{ max: number; windowMs: number }> = (text, name) => {
  const m = /^(\d+)(?:\/(\d+)([smh]))?$/.exec(text);
  if (!m)
    throw new ConfigError(`${name} must look like 600/10m (requests per window: s, m or h), got "${text}"`);
  const max = Number(m[1]);
  const windowMs = m[2] ? Number(m[2]) * UNITS[m[3]!]! : 10 * 60_000;
  if (max < 1 || windowMs < 1000) throw new ConfigError(`${name}: at least 1 request per at least 1 s`);
  return { max, windowMs };
};

export const text: EnvReader<string> = (value) => value;

/** A file or folder, absolute from the working directory. */
export const path: EnvReader<string> = (value) => resolve(value);

/** A database file, absolute from the working directory, or `:memory:` (SQLite's name for none). */
export const databaseFile: EnvReader<string> = (value) => (value === ':memory:' ? value : resolve(value));

/** A secret: long enough not to be guessed. */
export const secret: EnvReader<string> = (value, name) => {
  if (value.length < 16) throw new ConfigError(`${name} must be at least 16 characters`);
  return value;
};

export function oneOf<const T extends string>(choices: readonly T[]): EnvReader<T> {
  return (value, name) => {
    if (!(choices as readonly string[]).includes(value))
      throw new ConfigError(`${name} must be one of ${choices.join(', ')}`);
    return value as T;
  };
}

/** `auto` (pretty on a terminal, else json, also what a yes means), pretty, json, off (also a no). */
export const logFormat: EnvReader<'pretty' | 'json' | 'off'> = (value, name, { isTty }) => {
  const v = value.toLowerCase();
  if (v === 'auto' || YES.includes(v)) return isTty ? 'pretty' : 'json';
  if (v === 'pretty' || v === 'json') return v;
  if (['quiet', ...NO].includes(v)) return 'off';
  throw new ConfigError(`${name} must be auto, pretty, json or off, got "${value}"`);
};

/** `*`, or a comma list of origins like http://localhost:3000. */
export const origins: EnvReader<string[] | '*'> = (value, name) => {
  if (value === '*') return '*';
  const list = value
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of list) {
    if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
      throw new ConfigError(`${name}: "${origin}" is not an origin like http://localhost:3000`);
    }
  }
  return list;
};

/** An http(s) URL that parses, without its trailing slashes. */
export const httpUrl: EnvReader<string> = (value, name) => {
  try {
    const u = new URL(value);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
};

/** A site's address for links in e-mail: http(s) and a host, without its trailing slashes. */
export const siteUrl: EnvReader<string> = (value, name) => {
  const url = value.replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new ConfigError(`${name} must be an http(s) URL, got "${url}"`);
  return url;
};

export const smtpUrl: EnvReader<string> = (value, name) => {
  if (!/^smtps?:\/\/[^\s/]+/.test(value)) {
    throw new ConfigError(
      `${name} must look like smtp://user:password@host:587 or smtps://…, got "${value}"`,
    );
  }
  return value;
};

/** Yes (any proxy), no, or a comma list of the proxies' addresses. */
export const proxies: EnvReader<boolean | string[]> = (value) => {
  const v = value.toLowerCase();
  if (YES.includes(v)) return true;
  if (NO.includes(v)) return false;
  return value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
};
