// Each remote's mf-manifest.json, fetched once per page and shared by everyone who needs it: the route
// ownership (its metaData.portal.routes say which URLs the remote serves) and the federation runtime
// itself (runtime-plugin.ts hands it the same response), so both always see the same release. Kept tiny:
// it is part of the landing page's bundle, and the landing page fetches nothing from it.
import type { EarlyStart } from './early-handoff';
import { fetchManifestJson } from './route-claims';

let urls: Record<string, string> = {};
const pending = new Map<string, Promise<unknown>>();
let early: EarlyStart['manifests'] = {};

/** The manifests the page's first script already asked for: the next setManifestUrls takes them over. */
export function adoptEarlyManifests(manifests: EarlyStart['manifests']): void {
  early = manifests;
}

export function setManifestUrls(remotes: Record<string, string>): void {
  urls = { ...remotes };
  pending.clear();
  for (const [name, url] of Object.entries(urls)) {
    const started = early[name];
    if (started?.url === url) void track(name, started.manifest);
  }
  early = {};
}

/** Holds a manifest's request; a failure is forgotten so the next call retries. */
function track(name: string, manifest: Promise<unknown>): Promise<unknown> {
  pending.set(name, manifest);
  manifest.catch(() => {
    if (pending.get(name) === manifest) pending.delete(name);
  });
  return manifest;
}

export const remoteNames = (): string[] => Object.keys(urls);

/** The parsed manifest of one remote (fetched once; a failure is forgotten so the next call retries). */
export function fetchManifest(name: string): Promise<unknown> {
  const url = urls[name];
  return (
    pending.get(name) ??
    track(
      name,
      url ? fetchManifestJson(url) : Promise.reject(new Error(`No remote named "${name}" in config.json`)),
    )
  );
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
