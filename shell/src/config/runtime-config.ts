// The shell's runtime configuration: read once from /config.json beside index.html, validated, then handed
// to whoever needs it. Nothing else in the shell reads window config.
//
// `remotes` says only WHERE each remote (release) lives: federation name → its mf-manifest.json URL. Which
// URLs a remote serves comes from that manifest, so switching a remote to another release, or rolling it
// back, is a change of this file alone (docs/DEPLOY.md).

export interface RuntimeConfig {
  /** Base URL of the API server (api-mock by default). */
  apiUrl: string;
  /** Federation name of each remote → the URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /**
   * Origins a browser may point a remote at instead (a team's development server, a preview release):
   * see federation/remote-override.ts. Absent or empty, as in production: no override anywhere.
   */
  overrides?: string[];
}

/** Where the runtime configuration lives: beside index.html, which preloads it. */
export const CONFIG_URL = '/config.json';

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiUrl: 'http://localhost:4000',
  remotes: {
    seeker: 'http://localhost:3001/mf-manifest.json',
    employer: 'http://localhost:3002/mf-manifest.json',
  },
};

const isUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    new URL(value, 'http://localhost');
    return true;
  } catch {
    return false;
  }
};

// A federation container name: it becomes a JavaScript global and a module-id prefix.
const REMOTE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Validates an unknown JSON value; throws with the offending field named. */
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

/**
 * Fetches /config.json, falling back to the defaults when it is missing or invalid. index.html preloads it
 * (`<link rel="preload" as="fetch" crossorigin>`), so this request takes the response already on its way:
 * a plain GET, as the preload is (a request with another cache mode would not match it and fetch again).
 * The server marks the file `no-cache`, so every load revalidates it: a deploy's edit is seen at once.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(CONFIG_URL);
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('Using the default runtime configuration:', error);
    return DEFAULT_CONFIG;
  }
}
