// The code a rendered page will load once it is in the browser, named in the page's first response so the
// browser fetches it all at once instead of one file after another. Left alone, a page owned by a remote
// waits on a chain: the shell's start-up code, then its mounting code, the remote's manifest, its entry,
// the `./routes` module and the shared modules only the remote has; a signed-in page then waits for the
// API client before its first request. The server has read every one of those names already: the shell's
// build lists its own (page-code.json, written by @portal/build-config's PreloadStartupPlugin), the
// remote's manifest the remote's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteManifestInfo } from '@portal/remote-host/federation';
import { escapeAttribute, stylesheetLink } from './stylesheets';

/**
 * page-code.json: per module the shell shares, the files of its copy beyond the start-up ones (what a remote
 * that uses the module loads: the shell's copy), and the files of its chunk groups loaded on demand.
 */
export interface PageCode {
  shared: Record<string, string[]>;
  chunks: Record<string, string[]>;
}

/** The chunk group that mounts a remote's routes, and the one of the API client (shell/webpack.config.mjs). */
const MOUNT_REMOTE = 'mount-remote';
const API_CLIENT = 'api-client';
/** The toast area's chunk group (app/root-layout.tsx loads it at once on every page but the landing page). */
const TOASTER = 'toaster';

/** The shell build's page-code.json; null for a build without one (its pages then name only their styles). */
export function readPageCode(dir: string): PageCode | null {
  const file = join(dir, 'page-code.json');
  if (!existsSync(file)) return null;
  const code = JSON.parse(readFileSync(file, 'utf8')) as {
    shared?: string[] | Record<string, string[]>;
  } & Partial<Pick<PageCode, 'chunks'>>;
  // A build from before the shell listed its shared modules' files named them only.
  const shared = Array.isArray(code.shared)
    ? Object.fromEntries(code.shared.map((name) => [name, []]))
    : (code.shared ?? {});
  return { shared, chunks: code.chunks ?? {} };
}

/**
 * What a rendered page adds to the template's head: its stylesheets (the page is painted with them),
 * then the `<link rel="preload">` elements of its code: for a page owned by a remote, the shell's
 * mounting code, the remote's manifest (fetched as the shell fetches it: CORS, no credentials), entry and
 * `./routes` files, the files of the page's own code (its lazy chunks, named by the matched routes), and
 * the shared modules those use: the shell's copy of a module the shell shares (the page loads the one copy
 * the shell registered first), the remote's of any other; for a signed-in visitor,
 * the API client the page's first request needs. Each file once, in the order the page asks for them.
 */
export function pageLinks(
  code: PageCode | null,
  {
    stylesheets,
    remote,
    pages = [],
    signedIn,
    toaster = false,
    stylesheet = stylesheetLink,
  }: {
    stylesheets: string[];
    /** How the page carries a stylesheet (a link, or its text: ./stylesheets). */
    stylesheet?: (href: string) => string;
    remote: RemoteManifestInfo | null;
    /** The pages' code the matched routes name (`handle.code`), in the remote's manifest. */
    pages?: string[];
    signedIn: boolean;
    /** The page loads the toast area at start (root-layout's toasterAtStart). */
    toaster?: boolean;
  },
): string {
  const styles = stylesheets.map(stylesheet).join('');
  if (!code) return styles;
  const scripts: string[] = [];
  let manifest = '';
  if (remote) {
    manifest = `<link rel="preload" href="${escapeAttribute(remote.url)}" as="fetch" crossorigin>`;
    // A module the shell shares is loaded as the shell's copy (registered first), any other as the remote's.
    const sharedFiles = (shared: Record<string, string[]>) =>
      Object.entries(shared).flatMap(([name, files]) =>
        Object.hasOwn(code.shared, name) ? (code.shared[name] ?? []) : files,
      );
    const pageCode = pages
      .filter((page) => Object.hasOwn(remote.code.pages, page))
      .flatMap((page) => {
        const { own, shared } = remote.code.pages[page] ?? { own: [], shared: {} };
        return [...own, ...sharedFiles(shared)];
      });
    scripts.push(
      ...(code.chunks[MOUNT_REMOTE] ?? []),
      ...(remote.code.entry ? [remote.code.entry] : []),
      ...remote.code.routes,
      ...sharedFiles(remote.code.shared),
      ...pageCode,
    );
  }
  if (toaster) scripts.push(...(code.chunks[TOASTER] ?? []));
  if (signedIn) scripts.push(...(code.chunks[API_CLIENT] ?? []));
  return (
    styles +
    manifest +
    [...new Set(scripts)]
      .map((href) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`)
      .join('')
  );
}
