// The shell's runtime configuration (DESIGN §3 and §8): read once from /config.json beside index.html,
// validated, then handed to whoever needs it. Nothing else in the shell reads window config.

export interface RuntimeConfig {
  /** Base URL of the API server (api-mock by default). */
  apiUrl: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: { seeker: string; employer: string };
}

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

/** Validates an unknown JSON value; throws with the offending field named. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json: expected an object');
  const record = value as Record<string, unknown>;
  const remotes = (record.remotes ?? {}) as Record<string, unknown>;
  if (!isUrl(record.apiUrl)) throw new Error('config.json: "apiUrl" must be a URL');
  if (!isUrl(remotes.seeker)) throw new Error('config.json: "remotes.seeker" must be a URL');
  if (!isUrl(remotes.employer)) throw new Error('config.json: "remotes.employer" must be a URL');
  return { apiUrl: record.apiUrl, remotes: { seeker: remotes.seeker, employer: remotes.employer } };
}

/** Fetches /config.json (never cached), falling back to the defaults when it is missing or invalid. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error('Using the default runtime configuration:', error);
    return DEFAULT_CONFIG;
  }
}

let pending: Promise<RuntimeConfig> | null = null;

/** Starts fetching config.json (once); `loadRuntimeConfig` callers share the same request. */
export function startLoadingRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= loadRuntimeConfig();
  return pending;
}
