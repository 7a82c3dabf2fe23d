// The page's first script: a small file first in index.html's head, so it runs as soon as it arrives,
// long before the entry and the shell's shared modules have been fetched and run.
// It asks for config.json (preloaded by the HTML) and, at a URL the shell does not serve, every remote's
// manifest; then, for the remote that owns the URL, it preloads what loading that remote fetches next:
// its entry, its `./routes` code and styles, and the page's own code with the shared modules it needs
// that the shell does not provide (the remote's manifest lists them per URL pattern: metaData.portal.
// preload), and starts the API requests the page makes first (declared there too; the API client takes
// their answers: @portal/shared-auth/prefetch). The shell's code takes over the requests already made
// (early-handoff.ts).
//
// Bundled on its own at build time (build-config's EarlyDiscoveryPlugin, which calls `discover` with what
// the shell has: ShellFiles): keep its imports small and free of shared modules.
import { isShellPath } from '../app/shell-paths';
import { CONFIG_URL } from '../config/runtime-config';
import { earlyStartClaimed, offerEarlyStart, type EarlyStart } from './early-handoff';
import { declaredRequestUrl, prefetchGet, type DeclaredRequest } from '@portal/shared-auth/prefetch';
import { claimsOf, fetchManifestJson, ownerIndex, paramsOf, patternFor, urlPattern } from './route-claims';

interface Assets {
  js?: { sync?: unknown };
  css?: { sync?: unknown };
}
interface PagePreload {
  js?: unknown;
  css?: unknown;
  shared?: unknown;
  data?: unknown;
}

/** Where the page is: its path and query (window.location). */
export interface PageAt {
  pathname: string;
  search: string;
}
/** The parts of a remote's mf-manifest.json read here (all optional: a manifest is only a hint). */
interface Manifest {
  metaData?: {
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
    portal?: { preload?: Record<string, PagePreload> };
  };
  exposes?: { name?: unknown; assets?: Assets }[];
  shared?: { name?: unknown; assets?: Assets }[];
}

/** What the shell has, written in by the build: the files of each module it shares (those not already
 * preloaded by index.html; empty when they are), of its code for a remote's page, and of its API client. */
export interface ShellFiles {
  shared: Record<string, string[]>;
  remotePage: string[];
  /** The API client's code: needed at once by a page whose first request this script did not make. */
  dataClient: string[];
  /** The API client's part that takes over the requests this script made. */
  prefetched: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function preload(href: string, as: 'script' | 'style'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.appendChild(link);
}

/**
 * Starts the page's first API requests and preloads the owner's entry, its routes module and the page's
 * code (see the top of this file). Returns whether it started any of the page's requests.
 */
export function preloadOwner(
  manifestUrl: string,
  manifest: Manifest,
  page: PageAt,
  apiUrl: unknown,
  shell: ShellFiles,
  Pattern = urlPattern(),
): boolean {
  const pages = manifest.metaData?.portal?.preload ?? {};
  const pattern = Pattern && patternFor(page.pathname, Object.keys(pages), Pattern);
  const wanted = pattern ? pages[pattern] : undefined;
  // The data first: the page's last step, and the smallest.
  let dataStarted = false;
  if (pattern && Pattern && typeof apiUrl === 'string' && Array.isArray(wanted?.data)) {
    const params = paramsOf(pattern, page.pathname, Pattern);
    const search = new URLSearchParams(page.search);
    for (const request of wanted.data as DeclaredRequest[]) {
      const url = declaredRequestUrl(apiUrl, request, params, search);
      if (url) prefetchGet(url);
      dataStarted ||= Boolean(url);
    }
  }
  // Then the client's part that takes these over; without them, the page's loader makes its request as
  // soon as the routes have loaded, through the whole client.
  (dataStarted ? shell.prefetched : shell.dataClient).forEach((file) => preload(file, 'script'));
  const meta = manifest.metaData ?? {};
  // A remote built with publicPath "auto" serves its files beside its manifest (as the runtime resolves it).
  const publicPath =
    typeof meta.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : './';
  const base = new URL(publicPath, manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const entry = meta.remoteEntry;
  if (typeof entry?.name === 'string') {
    const dir = typeof entry.path === 'string' && entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
    preload(at(dir + entry.name), 'script');
  }
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets;
  strings(routes?.js?.sync).forEach((file) => preload(at(file), 'script'));
  strings(routes?.css?.sync).forEach((file) => preload(at(file), 'style'));
  if (!wanted) return dataStarted;
  for (const name of strings(wanted.shared)) {
    const own = shell.shared[name];
    if (own) {
      // The shell's copy is the one used: fetched from the shell, unless index.html has it already.
      own.forEach((file) => preload(file, file.endsWith('.css') ? 'style' : 'script'));
      continue;
    }
    const assets = manifest.shared?.find((shared) => shared.name === name)?.assets;
    strings(assets?.js?.sync).forEach((file) => preload(at(file), 'script'));
    strings(assets?.css?.sync).forEach((file) => preload(at(file), 'style'));
  }
  strings(wanted.js).forEach((file) => preload(at(file), 'script'));
  strings(wanted.css).forEach((file) => preload(at(file), 'style'));
  return dataStarted;
}

/**
 * Starts the page's requests; returns what the shell's code takes over (null when it already started).
 * `shell`: what the shell has (see ShellFiles).
 */
export function discover(page: PageAt, shell: ShellFiles): EarlyStart | null {
  const { pathname } = page;
  if (earlyStartClaimed()) return null;
  const early: EarlyStart = {
    config: fetch(CONFIG_URL).then((response) => {
      if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
    manifests: {},
    discovered: Promise.resolve(),
    dataStarted: false,
  };
  // The shell reports a failure when it takes the promise over; nothing is reported twice.
  early.config.catch(() => undefined);
  offerEarlyStart(early);
  if (isShellPath(pathname)) return early;
  // (Assigned before the shell's code can take it: this function runs to its end first.)
  // The shell's own code for any remote's page, known without asking anyone.
  shell.remotePage.forEach((file) => preload(file, file.endsWith('.css') ? 'style' : 'script'));
  early.discovered = early.config
    .then((json) => {
      // Read loosely (the shell validates it, and reports what is wrong, when it takes the JSON over).
      const config = json as { remotes?: unknown; apiUrl?: unknown } | null;
      const remotes = Object.entries(config?.remotes ?? {}).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      );
      const started = remotes.map(([name, url]) => {
        const manifest = fetchManifestJson(url);
        manifest.catch(() => undefined); // reported by the shell, which takes the request over
        return (early.manifests[name] = { url, manifest });
      });
      const Pattern = urlPattern();
      if (!Pattern) return;
      return Promise.all(started.map(({ manifest }) => manifest.then(claimsOf, () => [] as string[]))).then(
        (claims) => {
          const found = started[ownerIndex(pathname, claims, Pattern)];
          if (found)
            return found.manifest.then((manifest) => {
              early.dataStarted = preloadOwner(
                found.url,
                manifest as Manifest,
                page,
                config?.apiUrl,
                shell,
                Pattern,
              );
            });
        },
      );
    })
    .then(
      () => undefined,
      () => undefined, // only hints: the shell's own start reports what is wrong
    );
  return early;
}
