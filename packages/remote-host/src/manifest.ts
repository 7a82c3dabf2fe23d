// A remote's manifest as a host reads it, in the browser and on Node alike: fetched from the URL config.json
// gives (time-limited, an HTTP error is a failure, never a manifest), read by the contract's one reader
// (typed, every problem named) and kept as it came, so the federation runtime is handed the same response
// instead of asking again (one request per manifest, one release seen by the host and the runtime).
import { parseRemoteManifest, type RemoteManifest } from '@portal/remote-contract';

/** A remote's manifest as a host uses it: read and checked, its files as absolute URLs. */
export interface RemoteManifestInfo extends RemoteManifest {
  url: string;
  /** The manifest as read, for the federation runtime. */
  json: unknown;
}

/** The manifest of the remote `name` at `url`; rejects when it cannot be fetched or breaks the contract. */
export async function readManifestAt(
  name: string,
  url: string,
  { fetchImpl, timeoutMs }: { fetchImpl: typeof fetch; timeoutMs: number },
): Promise<RemoteManifestInfo> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const json: unknown = await response.json();
  return { ...parseRemoteManifest(json, { name, url }), url, json };
}
