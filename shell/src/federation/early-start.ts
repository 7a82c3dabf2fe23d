// The first thing the shell's entry does, before the app's own code and the shared modules have arrived:
// whatever a cold load will need next is requested now, in parallel with them, instead of one after the
// other (index.html already preloads config.json and the app's start-up chunks).
//
// At a URL the shell does not serve, that is every remote's manifest (to learn who owns the URL), then the
// owner's entry, its `./routes` code and styles (Module Federation's preloadRemote, from the manifest),
// the code that mounts a remote, and the API client the remote's first data request will use. The landing
// page, login and signup start none of it.
//
// This module is part of the entry chunk, so it stays small and imports no shared module statically.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { isShellPath } from '../app/shell-paths';
import { startLoadingRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { fetchManifest, prefetchManifests, remoteNames } from './manifests';
import { registerPortalRemotes } from './remotes';

/** URLPattern (not yet in TypeScript's DOM library): matches a URL path against a pattern. */
interface UrlPatternLike {
  test(input: { pathname: string }): boolean;
}
type UrlPatternConstructor = new (init: { pathname: string }) => UrlPatternLike;

/** The URL patterns a manifest claims (metaData.portal.routes), read loosely: it is only a hint here. */
function claimsOf(manifest: unknown): string[] {
  const routes = (manifest as { metaData?: { portal?: { routes?: unknown } } } | null)?.metaData?.portal
    ?.routes;
  return Array.isArray(routes) ? routes.filter((route): route is string => typeof route === 'string') : [];
}

/**
 * Whether a react-router pattern matches `pathname`, through the browser's URLPattern (same syntax for
 * `:param`, `:param?` and a final `*`, which in react-router also matches its parent path). Only a hint
 * for preloading: the router decides with react-router's own matcher once its code has loaded.
 */
export function patternMatches(pattern: string, pathname: string, Pattern: UrlPatternConstructor): boolean {
  const candidates = pattern.endsWith('/*') ? [pattern, pattern.slice(0, -2) || '/'] : [pattern];
  return candidates.some((candidate) => {
    try {
      return new Pattern({ pathname: candidate }).test({ pathname });
    } catch {
      return false; // a pattern URLPattern cannot read: no hint from it
    }
  });
}

/**
 * The remote that most likely owns `pathname`: one whose claim equals it, else the first (in config.json's
 * order) with a claim that matches it. Null when none does, or the browser has no URLPattern.
 */
export async function likelyOwner(pathname: string): Promise<string | null> {
  const Pattern = (globalThis as { URLPattern?: UrlPatternConstructor }).URLPattern;
  if (!Pattern) return null;
  const names = remoteNames();
  const claims = await Promise.all(
    names.map((name) => fetchManifest(name).then(claimsOf, () => [] as string[])),
  );
  const exact = names.findIndex((_, i) => claims[i]?.includes(pathname));
  if (exact >= 0) return names[exact] ?? null;
  const matching = names.findIndex((_, i) =>
    claims[i]?.some((claim) => patternMatches(claim, pathname, Pattern)),
  );
  return matching >= 0 ? (names[matching] ?? null) : null;
}

async function startRemote(pathname: string): Promise<void> {
  prefetchManifests();
  const owner = await likelyOwner(pathname);
  // Loads the owner's entry and preloads its ./routes chunks and styles (what loadRemote would fetch next);
  // a failure here is seen again, and reported, by the router's own attempt.
  if (owner) await preloadRemote([{ nameOrAlias: owner, exposes: ['routes'] }]);
}

let ready: Promise<RuntimeConfig> | null = null;

/**
 * Starts the page: reads the runtime configuration (preloaded by index.html) and registers the remotes it
 * names; at a URL of a remote, starts loading that remote and the shell's code that mounts it. Resolves
 * with the configuration once the remotes are registered; called once, by the entry, and awaited by the app.
 */
export function startPage(pathname: string): Promise<RuntimeConfig> {
  ready ??= startLoadingRuntimeConfig().then((config) => {
    registerPortalRemotes(config.remotes);
    if (!isShellPath(pathname)) {
      startRemote(pathname).catch(() => undefined);
    }
    return config;
  });
  if (!isShellPath(pathname)) {
    // Shell code and the API client the remote's page needs right after its routes: fetched meanwhile.
    void import('../features/remote/mount-remote').catch(() => undefined);
    void import('@portal/shared-auth').then((auth) => auth.preloadApiClient()).catch(() => undefined);
  }
  return ready;
}
