// Which remote serves a URL, as far as the remotes' manifests tell before any router code has loaded:
// each manifest lists the URL patterns its remote owns (metaData.portal.routes). Shared by the page's
// first script (early-discovery.ts, which runs before the shell's own code arrives) and the shell's start
// (early-start.ts), so both guess the same owner. Import-free and small: it is part of both.

/** A manifest that does not answer in time counts as down, so one hung remote never stalls the others. */
export const MANIFEST_TIMEOUT_MS = 8000;

/** URLPattern (not yet in TypeScript's DOM library): matches a URL path against a pattern. */
export interface UrlPatternLike {
  test(input: { pathname: string }): boolean;
  exec(input: { pathname: string }): { pathname: { groups: Record<string, string | undefined> } } | null;
}
export type UrlPatternConstructor = new (init: { pathname: string }) => UrlPatternLike;

/** The browser's URLPattern, or undefined where there is none (then nothing is guessed). */
export const urlPattern = (): UrlPatternConstructor | undefined =>
  (globalThis as { URLPattern?: UrlPatternConstructor }).URLPattern;

/** A remote's mf-manifest.json, parsed; failures (HTTP errors, timeouts) reject. */
export async function fetchManifestJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
}

/** The URL patterns a manifest claims (metaData.portal.routes), read loosely: it is only a hint here. */
export function claimsOf(manifest: unknown): string[] {
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
 * The pattern among `patterns` that serves `pathname`: one equal to it, else the first that matches.
 * Undefined when none does.
 */
export function patternFor(
  pathname: string,
  patterns: readonly string[],
  Pattern: UrlPatternConstructor,
): string | undefined {
  return patterns.includes(pathname)
    ? pathname
    : patterns.find((pattern) => patternMatches(pattern, pathname, Pattern));
}

/**
 * The remote (index into `claims`, which follow config.json's order) that most likely owns `pathname`: one
 * whose claim equals it, else the first with a claim that matches it; -1 when none does.
 */
export function ownerIndex(
  pathname: string,
  claims: readonly string[][],
  Pattern: UrlPatternConstructor,
): number {
  const exact = claims.findIndex((patterns) => patterns.includes(pathname));
  if (exact >= 0) return exact;
  return claims.findIndex((patterns) => patterns.some((claim) => patternMatches(claim, pathname, Pattern)));
}

/** The parameters (`:name` parts) of `pathname` under `pattern`; empty when it does not match. */
export function paramsOf(
  pattern: string,
  pathname: string,
  Pattern: UrlPatternConstructor,
): Record<string, string | undefined> {
  try {
    return new Pattern({ pathname: pattern }).exec({ pathname })?.pathname.groups ?? {};
  } catch {
    return {};
  }
}
