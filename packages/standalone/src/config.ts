// The standalone page reads its runtime configuration once, from the remote's own config.json (beside its
// index.html). In the composed site the shell reads its own config instead. What the file holds, its
// default and its check: @portal/remote-contract/runtime-config.
import {
  DEFAULT_STANDALONE_CONFIG,
  parseStandaloneConfig,
  type StandaloneConfig,
} from '@portal/remote-contract/runtime-config';

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
