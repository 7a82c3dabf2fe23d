// A Module Federation host on Node, the shell's server's and the contract test's (which so loads a remote
// as the server does): it loads each remote's Node build of `./routes` at run time, from the manifest
// config.json names (the manifest's `ssrRemoteEntry`: the same release folder as the browser's files), and
// provides the modules the page shares (React, the router, the session…) so a remote renders with the
// host's own copies. Remote code is fetched only from the origins of config.json's manifests, with no
// header of the visitor's, and within a time budget: a remote that is down, slow or broken leaves its URLs
// to the browser (the page renders there).
//
// Hosts of one process stay apart (two servers of one process: the end-to-end suite's sites, tests): each
// runs a container of its own per remote, fetched from its own manifests' origins, and a container fetches
// its chunks from beside its own entry (build-config's Node runtime plugins), never from wherever another
// host of the process loaded a remote of the same name. Hosts that load one release from one URL share its
// container (the runtime loads an entry URL once per process): the same code from the same files.
//
// A switched release (config.json names another manifest) is registered again with `force`, which makes the
// federation runtime drop the old container and its share-scope entries; this module drops what it cached
// from the old release and takes the old container out of the process's registry, so the old code can be
// collected.
import { randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import { constants, Script } from 'node:vm';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import type { RemoteEntryExports } from '@module-federation/runtime/types';
import {
  assertRoutesModule,
  findOwner,
  type Ownership,
  type RemoteRoute,
  type RemoteRoutesModule,
} from '@portal/remote-contract';
import { readManifestAt, type RemoteManifestInfo } from './manifest';
import { hostShareOptions, type SharePolicy } from './shared-modules';

export type { RemoteManifestInfo } from './manifest';

/** How long a remote's code may take to arrive (manifest, entry, chunks) before its page is left to the browser. */
export const REMOTE_CODE_BUDGET_MS = 200;
/** A manifest read from a URL that is not an immutable release folder is read again after this long. */
export const MANIFEST_TTL_MS = 5_000;
/** No single request for remote code is kept open longer than this (it fails; the next page asks again). */
const FETCH_TIMEOUT_MS = 5_000;

/**
 * What a remote's Node container requires (Node's own modules): resolved from where the process runs.
 * (Node's module API asked at run time: the shell's server is bundled by webpack, which takes a
 * `createRequire` it sees for one of its own.)
 */
const nodeRequire = process.getBuiltinModule('node:module').createRequire(`${process.cwd()}/`);

/** The federation runtime's process-wide record (`globalThis.__FEDERATION__`). */
const federationGlobal = () =>
  (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[]; moduleInfo?: Record<string, unknown> } })
    .__FEDERATION__;

/** The process's federation registry: every federation instance, hosts' and containers'. */
const federationRegistry = (): unknown[] => federationGlobal()?.__INSTANCES__ ?? [];

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    why: string,
  ) {
    super(`the "${remote}" remote is not available for server rendering: ${why}`);
    this.name = 'RemoteUnavailableError';
  }
}

export interface RemoteHost {
  /** Points the host at config.json's remotes; a changed manifest URL drops the remote's old release. */
  configure(remotes: Record<string, string>): void;
  /** Which remote serves `pathname` (the contract's findOwner over every manifest's claims); null: none. */
  ownerOf(pathname: string): Promise<Ownership>;
  manifest(name: string): Promise<RemoteManifestInfo>;
  /** The remote's `./routes` module for Node, within the budget; rejects with RemoteUnavailableError. */
  routesModule(name: string): Promise<RemoteRoutesModule>;
  /**
   * Loads every configured remote's `./routes` module and its pages' code with no budget (a server starting,
   * a release switched): the first visitor of each page then gets it rendered with its data, not left to the
   * browser because its code arrived late. Never rejects.
   */
  warm(): Promise<void>;
  /** The origins remote code may come from (config.json's manifests). */
  origins(): Set<string>;
  /** Takes this host out of the process (its server closed), so another host's remotes are not found in it. */
  dispose(): void;
}

interface Cached<T> {
  value: Promise<T>;
  at: number;
  /** What `value` resolved to, once it has: served while the manifest is read again. */
  settled?: T;
  /** A read again in progress (one at a time). */
  refreshing?: Promise<T>;
}

/**
 * Loads the code of every page of a remote's routes (each route's `lazy`): what a page's first render would
 * otherwise fetch and compile inside its budget. A page whose code fails to load says so when it is asked for.
 */
async function loadPages(module: RemoteRoutesModule): Promise<void> {
  const { routes } = module.createRoutes({ target: 'server', siteUrl: 'http://localhost', signedIn: false });
  const loading: Promise<unknown>[] = [];
  const visit = (list: RemoteRoute[]) => {
    for (const route of list) {
      if (route.lazy) loading.push(route.lazy());
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.allSettled(loading);
}

export function createRemoteHost({
  policy,
  fetchImpl = fetch,
  budgetMs = REMOTE_CODE_BUDGET_MS,
  now = () => Date.now(),
}: {
  /** The shared-module policy the host shares its modules by (./shared-modules). */
  policy: Record<string, SharePolicy>;
  fetchImpl?: typeof fetch;
  budgetMs?: number;
  now?: () => number;
}): RemoteHost {
  let remotes: Record<string, string> = {};
  let allowed = new Set<string>();
  const manifests = new Map<string, Cached<RemoteManifestInfo>>();
  const modules = new Map<string, Promise<RemoteRoutesModule>>();

  /** Remote code and manifests come only from the origins config.json names. */
  const checkOrigin = (url: string) => {
    const origin = new URL(url).origin;
    if (!allowed.has(origin)) throw new Error(`${url} is not on a remote origin of config.json`);
  };

  // The runtime notes which manifest each of a host's remotes stands for in the process's registry, under
  // the host's name, and trusts the note while the host's version matches: a version of its own keeps
  // another host's note (the same remote name, another origin) from answering for this host.
  const hostVersion = `server-${randomUUID()}`;
  const instance: ModuleFederation = createInstance({
    name: 'shell',
    version: hostVersion,
    remotes: [],
    ...hostShareOptions(policy),
    plugins: [
      {
        name: 'portal-server-remotes',
        // The manifest: the one already read (one request per manifest, one release seen by both), else from
        // the allowed origins only, never with anything of the visitor's, time-limited.
        async fetch(url) {
          const read = manifests.get(url);
          const json = read ? await read.value.then((info) => info.json).catch(() => undefined) : undefined;
          if (json !== undefined) return Response.json(json);
          checkOrigin(url);
          const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
          // The runtime would run an error page as the remote's code; the status says what went wrong.
          if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
          return response;
        },
        // The remote's Node entry: this host's own container, never one another host of the process loaded.
        loadEntry({ remoteInfo }) {
          return loadContainer(remoteInfo.name, remoteInfo.entry, remoteInfo.entryGlobalName);
        },
        // The container learns where its entry came from, so it fetches its chunks from beside it.
        beforeInitContainer(args) {
          Object.assign(args.remoteEntryInitOptions, { remoteEntryUrl: args.remoteInfo.entry });
          return args;
        },
      },
    ],
  });

  /** Each remote's container's own federation instances (its runtime's), taken out with the container. */
  const containerInstances = new Map<string, unknown[]>();

  /**
   * Fetches a remote's Node entry (a CommonJS federation container) and runs it. The container's runtime
   * joins the process's federation registry, and takes over an instance already there for its name (another
   * host's container of the same remote, with that one's chunk loading and public path): while the entry
   * runs, which is synchronous, the registry shows it no other instance, so it makes its own.
   */
  async function loadContainer(name: string, url: string, globalName: string): Promise<RemoteEntryExports> {
    checkOrigin(url);
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    const code = await response.text();
    const run = new Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
      filename: url,
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    }).runInThisContext() as (...args: unknown[]) => void;
    const module = { exports: {} as Record<string, RemoteEntryExports | undefined> };
    const { pathname } = new URL(url);
    const registry = federationRegistry();
    const others = registry.splice(0);
    try {
      run(module.exports, module, nodeRequire, posix.dirname(pathname), posix.basename(pathname));
    } finally {
      const own = registry.splice(0);
      registry.push(...others, ...own);
      dropContainer(name);
      containerInstances.set(name, own);
    }
    // The container is exported under its global name (`library: { type: 'commonjs-module', name }`).
    const container = module.exports[globalName];
    if (typeof container?.init !== 'function') throw new Error(`${url} exports no container "${globalName}"`);
    return container;
  }

  /** Takes a remote's container's instances out of the registry (a release switched, the host disposed). */
  function dropContainer(name: string) {
    const registry = federationRegistry();
    for (const own of containerInstances.get(name) ?? []) {
      const at = registry.indexOf(own);
      if (at !== -1) registry.splice(at, 1);
    }
    containerInstances.delete(name);
  }

  function forget(name: string) {
    modules.delete(name);
    dropContainer(name);
    for (const [url] of manifests) if (url === remotes[name]) manifests.delete(url);
  }

  async function readManifest(name: string): Promise<RemoteManifestInfo> {
    const url = remotes[name];
    if (!url) throw new RemoteUnavailableError(name, 'config.json names no such remote');
    const cached = manifests.get(url);
    // A release folder never changes; a manifest deployed in place is read again after a while.
    const immutable = /\/releases\/[^/]+\/mf-manifest\.json$/.test(new URL(url).pathname);
    if (cached && (immutable || now() - cached.at < MANIFEST_TTL_MS)) return cached.value;
    if (cached?.settled) {
      // Read again behind the page: a manifest that was read once never holds a page up (nor, on a
      // busy server, makes it miss the budget); the release it names next is used from the next page on.
      if (!cached.refreshing) {
        cached.refreshing = fetchManifest(name, url, cached);
        cached.refreshing.catch(() => undefined).finally(() => (cached.refreshing = undefined));
      }
      return cached.settled;
    }
    return fetchManifest(name, url, cached);
  }

  function fetchManifest(
    name: string,
    url: string,
    cached: Cached<RemoteManifestInfo> | undefined,
  ): Promise<RemoteManifestInfo> {
    const value = (async () => {
      checkOrigin(url);
      const info = await readManifestAt(name, url, { fetchImpl, timeoutMs: FETCH_TIMEOUT_MS });
      if (cached && (await cached.value.catch(() => null))?.release !== info.release) {
        // Deployed in place: the runtime must fetch the new entry.
        modules.delete(name);
        instance.registerRemotes([{ name, entry: url }], { force: true });
      }
      return info;
    })();
    const entry: Cached<RemoteManifestInfo> = { value, at: now() };
    if (!cached?.settled) manifests.set(url, entry);
    value.then(
      (info) => {
        // A read again replaces the entry only once it has succeeded.
        if (cached?.settled && manifests.get(url) === cached) manifests.set(url, entry);
        entry.settled = info;
      },
      () => {
        if (manifests.get(url) === entry || manifests.get(url) === cached) manifests.delete(url);
      },
    );
    return value;
  }

  /** The remote's `./routes` module, loaded once per release (a failure is not kept). */
  function loadRoutes(name: string): Promise<RemoteRoutesModule> {
    let module = modules.get(name);
    if (!module) {
      module = (async () => {
        const info = await readManifest(name);
        if (!info.ssrEntry) throw new RemoteUnavailableError(name, 'its release has no Node build');
        return assertRoutesModule(await instance.loadRemote<unknown>(`${name}/routes`), name);
      })();
      modules.set(name, module);
      // A failure is not kept: the next request tries again (a remote that came back up).
      module.catch(() => {
        if (modules.get(name) === module) {
          modules.delete(name);
          if (remotes[name]) instance.registerRemotes([{ name, entry: remotes[name] }], { force: true });
        }
      });
    }
    return module;
  }

  /** A remote's routes and its pages' code, loaded. */
  async function warmRemote(name: string): Promise<void> {
    await loadPages(await loadRoutes(name));
  }

  function withinBudget<T>(name: string, work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new RemoteUnavailableError(name, `its code took longer than ${budgetMs} ms`)),
        budgetMs,
      );
    });
    return Promise.race([work, late]).finally(() => clearTimeout(timer));
  }

  return {
    configure(next) {
      for (const name of Object.keys(remotes)) {
        if (remotes[name] !== next[name]) forget(name);
      }
      const changed = Object.entries(next).filter(([name, url]) => remotes[name] !== url);
      remotes = { ...next };
      allowed = new Set(Object.values(remotes).map((url) => new URL(url).origin));
      if (changed.length > 0) {
        instance.registerRemotes(
          changed.map(([name, entry]) => ({ name, entry })),
          { force: true },
        );
        // A switched release's code starts loading now, not when a page first has to wait for it.
        for (const [name] of changed) warmRemote(name).catch(() => undefined);
      }
    },

    ownerOf(pathname) {
      const claimsOf = async (name: string) => (await withinBudget(name, readManifest(name))).routes;
      return findOwner(pathname, Object.keys(remotes), claimsOf);
    },

    manifest: readManifest,

    routesModule(name) {
      return withinBudget(name, loadRoutes(name));
    },

    async warm() {
      await Promise.allSettled(Object.keys(remotes).map(warmRemote));
    },

    origins: () => new Set(allowed),

    dispose() {
      // Out of the process's registry: the host, what the runtime noted of it, and its remotes' containers,
      // so that their code can be collected.
      instance.moduleCache.clear();
      for (const name of [...containerInstances.keys()]) dropContainer(name);
      const registry = federationRegistry();
      const at = registry.indexOf(instance);
      if (at !== -1) registry.splice(at, 1);
      const noted = federationGlobal()?.moduleInfo;
      if ((noted?.[instance.name] as { version?: string } | undefined)?.version === hostVersion) {
        delete noted?.[instance.name];
      }
      modules.clear();
      manifests.clear();
    },
  };
}
