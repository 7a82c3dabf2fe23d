// Each remote's mf-manifest.json, fetched once per page and shared by everyone who needs it: the route
// ownership (its metaData.portal.routes say which URLs the remote serves) and the federation runtime
// itself (runtime-plugin.ts hands it the same response), so both always see the same release. Kept tiny:
// it is part of the landing page's bundle, and the landing page fetches nothing from it.

/** A manifest that does not answer in time counts as down, so one hung remote never stalls the others. */
export const MANIFEST_TIMEOUT_MS = 8000;

let urls: Record<string, string> = {};
const pending = new Map<string, Promise<unknown>>();

export function setManifestUrls(remotes: Record<string, string>): void {
  urls = { ...remotes };
  pending.clear();
}

export const remoteNames = (): string[] => Object.keys(urls);

async function fetchManifestJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The parsed manifest of one remote (fetched once; a failure is forgotten so the next call retries). */
export function fetchManifest(name: string): Promise<unknown> {
  const url = urls[name];
  let manifest = pending.get(name);
  if (!manifest) {
    manifest = url
      ? fetchManifestJson(url)
      : Promise.reject(new Error(`No remote named "${name}" in config.json`));
    pending.set(name, manifest);
    manifest.catch(() => {
      if (pending.get(name) === manifest) pending.delete(name);
    });
  }
  return manifest;
}

export function forgetManifest(name: string): void {
  pending.delete(name);
}

/** The already fetched manifest at `url` as a fresh Response, for the federation runtime's fetch hook. */
export async function manifestResponse(url: string): Promise<Response | undefined> {
  const name = Object.keys(urls).find((key) => urls[key] === url);
  const manifest = name ? pending.get(name) : undefined;
  if (!manifest) return undefined;
  try {
    return new Response(JSON.stringify(await manifest), { headers: { 'content-type': 'application/json' } });
  } catch {
    return undefined; // let the runtime try (and report) the request itself
  }
}
