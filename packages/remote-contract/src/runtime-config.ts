// config.json, the runtime configuration each app reads from beside its index.html: the one description of
// its shape, its defaults and its checks. The shell's page and server, a remote's standalone page, the
// static server's Content-Security-Policy, the development servers, the release command and the site's
// starters all take it from here. It imports nothing, so the landing page ships only these few lines.
//
// `remotes` says only WHERE each remote (release) lives: federation name → its mf-manifest.json URL. Which
// URLs a remote serves comes from that manifest, so switching a remote to another release, or rolling it
// back, is a change of this file alone (docs/DEPLOY.md).

/** The shell's config.json: the API and each remote's manifest. */
export interface RuntimeConfig {
  /** Base URL of the API server (api-mock by default). */
  apiUrl: string;
  /** Federation name of each remote → the URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /**
   * Origins a browser may point a remote at instead (a team's development server, a preview release):
   * see the shell's federation/remote-override.ts. Absent or empty, as in production: no override anywhere.
   */
  overrides?: string[];
}

/**
 * A remote's own config.json as its standalone page reads it: the API alone (the file may say more; the
 * page has no remotes to load).
 */
export interface StandaloneConfig {
  apiUrl: string;
}

/** What an app runs with when its config.json is missing or invalid: the local API and remotes. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    seeker: 'http://localhost:3001/mf-manifest.json',
    employer: 'http://localhost:3002/mf-manifest.json',
  },
};

export const DEFAULT_STANDALONE_CONFIG: StandaloneConfig = { apiUrl: DEFAULT_CONFIG.apiUrl };

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    new URL(value, 'http://localhost');
    return true;
  } catch {
    return false;
  }
};

/** An http(s) origin, written as one: scheme, host and port, nothing after. */
function isOrigin(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

// A federation container name: it becomes a JavaScript global and a module-id prefix.
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The shell's config.json from an unknown JSON value; throws with the offending field named. Fields it does
 * not know are dropped; an absent `remotes` is none, an absent or empty `overrides` is left out.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: expected an object');
  const record = value as Record<string, unknown>;
  if (!isUrl(record.apiUrl)) throw new Error('config.json: "apiUrl" must be a URL');
  const remotes = record.remotes ?? {};
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new Error('config.json: "remotes" must map each remote\'s name to its manifest URL');
  }
  for (const [name, url] of Object.entries(remotes)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`config.json: "${name}" is not a valid remote name`);
    if (!isUrl(url)) throw new Error(`config.json: "remotes.${name}" must be a URL`);
  }
  const overrides = record.overrides ?? [];
  if (!Array.isArray(overrides) || !overrides.every(isOrigin)) {
    throw new Error(
      'config.json: "overrides" must list origins (https://host[:port]) a remote may be pointed at',
    );
  }
  return {
    apiUrl: record.apiUrl,
    remotes: { ...(remotes as Record<string, string>) },
    ...(overrides.length ? { overrides: [...(overrides as string[])] } : {}),
  };
}

/**
 * A remote's own config.json as its standalone page reads it: `apiUrl` alone, which must be an absolute
 * http(s) URL here (the shell's parser takes any URL); the rest of the file is not looked at.
 */
export function parseStandaloneConfig(value: unknown): StandaloneConfig {
  if (value && typeof value === 'object' && 'apiUrl' in value) {
    const apiUrl = value.apiUrl;
    if (typeof apiUrl === 'string' && /^https?:\/\//.test(apiUrl)) return { apiUrl };
  }
  throw new Error('config.json must have an http(s) "apiUrl"');
}
