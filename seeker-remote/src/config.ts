// The standalone dev page's runtime config: read once from its own public/config.json and validated
// (DESIGN §8: config read in one module). The shell reads its own config when the remote is composed.
export interface StandaloneConfig {
  apiUrl: string;
}

const DEFAULT_CONFIG: StandaloneConfig = { apiUrl: 'http://localhost:4000' };

export function parseConfig(value: unknown): StandaloneConfig {
  if (value && typeof value === 'object' && 'apiUrl' in value) {
    const apiUrl = (value as { apiUrl: unknown }).apiUrl;
    if (typeof apiUrl === 'string' && /^https?:\/\//.test(apiUrl)) return { apiUrl };
  }
  throw new Error('config.json must have an http(s) "apiUrl"');
}

export async function loadStandaloneConfig(): Promise<StandaloneConfig> {
  try {
    const response = await fetch(new URL('config.json', document.baseURI), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
    return parseConfig(await response.json());
  } catch (error) {
    console.error('Could not read config.json; using the default API URL', error);
    return DEFAULT_CONFIG;
  }
}
