// The shell's page reads its runtime configuration once, from /config.json beside index.html, and hands it
// to whoever needs it. Nothing else in the shell's page reads window config. What the file holds, its
// defaults and its checks: @portal/remote-contract/runtime-config.
import {
  DEFAULT_CONFIG,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '@portal/remote-contract/runtime-config';

/** Where the runtime configuration lives: beside index.html, which preloads it. */
export const CONFIG_URL = '/config.json';

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
