// The standalone page's runtime configuration: read once from the remote's own config.json (beside its
// index.html) and validated. In the composed site the shell reads its own config instead.
export interface StandaloneConfig {
  apiUrl: string;
}

export const DEFAULT_STANDALONE_CONFIG: StandaloneConfig = { apiUrl: 'http://localhost:4000' };

export function parseStandaloneConfig(value: unknown): StandaloneConfig {
  if (value && typeof value === 'object' && 'apiUrl' in value) {
    const apiUrl = value.apiUrl;
    if (typeof apiUrl === 'string' && /^https?:\/\//.test(apiUrl)) return { apiUrl };
  }
  throw new Error('config.json must have an http(s) "apiUrl"');
}

export async function loadStandaloneConfig(fetchImpl: typeof fetch = fetch): Promise<StandaloneConfig> {
  try {
    const response = await fetchImpl(new URL('config.json', document.baseURI), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return parseStandaloneConfig(await response.json());
  } catch (error) {
    console.error('Could not read config.json; using the default API URL', error);
    return DEFAULT_STANDALONE_CONFIG;
  }
}
