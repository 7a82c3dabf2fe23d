// A remote's host in a browser page: the shell's, which mounts a remote's pages, and the contract test's
// page, which checks a remote's build as the shell will load it; so a remote that passes its contract test
// was loaded and checked as the site loads it. It knows each remote by the name config.json gives it and its
// manifest's URL, never by its code: it reads each manifest once per page (the contract's reader, typed)
// and hands that very response to the federation runtime, finds the remote that claims a URL (the
// contract's findOwner, as the shell's server does) and loads a remote's `./routes` through the page's
// federation instance, checked against the contract. The server's host is ./federation.ts; this module
// imports nothing of Node.
import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import {
  assertRoutesModule,
  findOwner,
  type Ownership,
  type RemoteRoutesModule,
} from '@portal/remote-contract';
import { readManifestAt, type RemoteManifestInfo } from './manifest';

export type { RemoteManifestInfo } from './manifest';

/** A manifest that does not answer in time counts as down, so one hung remote never stalls the others. */
export const MANIFEST_TIMEOUT_MS = 8000;

/** What the host needs of the page's federation instance (the shell's build makes its own). */
export type PageFederation = Pick<ModuleFederation, 'loadRemote' | 'registerRemotes' | 'registerPlugins'>;

/** The part of the page the host reads: the stylesheets a page the server rendered carries. */
export type HostPage = Pick<Document, 'baseURI' | 'querySelectorAll'>;

export interface BrowserRemoteHost {
  /** The remotes' names, in config.json's order (the first wins a pattern two remotes claim). */
  names(): string[];
  /** The remote's manifest, read once per page; a failed read is forgotten, so the next call reads again. */
  manifest(name: string): Promise<RemoteManifestInfo>;
  /** Which remote serves `pathname`, from every manifest at once; a failure or a conflict is logged. */
  ownerOf(pathname: string): Promise<Ownership>;
  /** The remote's `./routes` module, loaded through the federation runtime and checked (ContractError). */
  routesModule(name: string): Promise<RemoteRoutesModule>;
  /** Forgets a remote that failed: its next load reads its manifest and entry again. */
  forget(name: string): void;
}

/**
 * Whether the page carries the stylesheets of the remote whose manifest is at `manifestUrl`: a page the
 * shell's server rendered has them in `<style data-href>` elements and names the remote's code in its head.
 * The runtime's preload of a remote's first module looks for `<link>`s only: it would fetch them again.
 */
function carriesRemote(page: HostPage | undefined, manifestUrl: string): boolean {
  if (!page) return false;
  const folder = new URL('.', new URL(manifestUrl, page.baseURI)).href;
  return [...page.querySelectorAll('style[data-href]')].some((style) =>
    style.getAttribute('data-href')?.startsWith(folder),
  );
}

export function createBrowserHost({
  federation,
  remotes,
  fetchImpl = fetch,
  timeoutMs = MANIFEST_TIMEOUT_MS,
  page = globalThis.document,
}: {
  /**
   * The page's federation instance: the shell's build makes one (`getInstance()`), the contract test's page
   * makes its own. Taken, not made here: the runtime's code is the page's, and a second copy of it in the
   * shell's chunks would cost every page that mounts a remote.
   */
  federation: PageFederation;
  /** Remote name → manifest URL: config.json's remotes, with this browser's overrides. */
  remotes: Record<string, string>;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  page?: HostPage;
}): BrowserRemoteHost {
  const urls: Record<string, string> = { ...remotes };
  const names = Object.keys(urls);
  const manifests = new Map<string, Promise<RemoteManifestInfo>>();
  const warned = new Set<string>();

  function manifest(name: string): Promise<RemoteManifestInfo> {
    const kept = manifests.get(name);
    if (kept) return kept;
    const read = Object.hasOwn(urls, name)
      ? readManifestAt(name, urls[name] as string, { fetchImpl, timeoutMs })
      : Promise.reject(new Error(`No remote named "${name}" in config.json`));
    manifests.set(name, read);
    read.catch(() => {
      if (manifests.get(name) === read) manifests.delete(name);
    });
    return read;
  }

  const register = (which: string[], force: boolean) =>
    federation.registerRemotes(
      which.map((name) => ({ name, entry: urls[name] as string })),
      { force },
    );

  const plugin: ModuleFederationRuntimePlugin = {
    name: 'portal-browser-host',
    // The manifest the host has read (or is reading), for the runtime: one request per manifest. Nothing
    // (a manifest it has not read, or could not) lets the runtime make the request itself.
    fetch(url) {
      const name = names.find((key) => urls[key] === url);
      const read = name === undefined ? undefined : manifests.get(name);
      if (!read) return undefined;
      // A read that failed answers nothing either: the runtime then asks, and reports what went wrong.
      return read.then(
        (info) => Response.json(info.json),
        () => undefined,
      ) as Promise<Response>;
    },
    beforePreloadRemote({ preloadOps, options }) {
      // Any other remote (a later page, rendered in the browser) is preloaded as usual: its stylesheets and
      // code at once.
      const carried = preloadOps.filter((op) => {
        const remote = options.remotes.find((r) => r.name === op.nameOrAlias || r.alias === op.nameOrAlias);
        return remote && 'entry' in remote && carriesRemote(page, remote.entry);
      });
      for (const op of carried) preloadOps.splice(preloadOps.indexOf(op), 1);
    },
    errorLoadRemote(args) {
      console.error(`Remote "${args.id}" failed to load during ${args.lifecycle}:`, args.error);
      // Nothing returned: the error reaches the caller, which shows its fallback with a retry.
      return undefined;
    },
  };
  federation.registerPlugins([plugin]);
  register(names, false);

  return {
    names: () => [...names],

    manifest,

    ownerOf(pathname) {
      return findOwner(pathname, names, async (name) => (await manifest(name)).routes, {
        failed: (name, error) => console.error(`The "${name}" remote's manifest could not be used:`, error),
        conflict: (conflict) => {
          if (!warned.has(conflict)) console.warn(`Two remotes claim one URL pattern: ${conflict}`);
          warned.add(conflict);
        },
      });
    },

    async routesModule(name) {
      // The manifest is read by the host, and the runtime is handed it (a page the server rendered loads
      // its remote before anyone asked who owns the URL).
      manifest(name).catch(() => undefined);
      return assertRoutesModule(await federation.loadRemote<unknown>(`${name}/routes`), name);
    },

    forget(name) {
      if (!Object.hasOwn(urls, name)) return;
      manifests.delete(name);
      register([name], true);
    },
  };
}
