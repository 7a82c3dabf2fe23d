// The contract test's tiny host page, bundled at test time and run in Chromium: it loads a remote's BUILT
// entry with the shell's own browser host (./browser.ts: the manifest read and handed to the federation
// runtime, `./routes` loaded and checked at the federation boundary), on the modules the shell's page
// shares (run.ts bundles them in and calls runContractHost with them), then makes its routes for a page
// and checks every lazy route and the manifest's claims against them.
import { createInstance } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';
import {
  checkLazyResult,
  ContractError,
  compareClaims,
  createRemoteRoutes,
  joinPath,
  routePatterns,
  type RemoteRoutesModule,
} from '@portal/remote-contract';
import { createBrowserHost } from './browser';

export interface HostResult {
  problems: string[];
  patterns: string[];
  /** The page's shared modules the remote runs on (it loaded no copy of its own). */
  fromPage: string[];
}

const HOST_NAME = 'portal_contract_host';

/** The modules the page shares, as a federation instance takes them (name → version, module, rule). */
export type PageShared = Parameters<typeof createInstance>[0]['shared'];

interface LoadedRoute {
  path?: string;
  index?: boolean;
  lazy?: () => Promise<unknown>;
  Component?: unknown;
  element?: unknown;
  children?: LoadedRoute[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function checkLazyRoutes(routes: LoadedRoute[], parent: string, problems: string[]): Promise<void> {
  for (const route of routes) {
    const path = route.path !== undefined ? joinPath(parent || '/', route.path) : parent || '/';
    const where = route.index ? `index route of "${path}"` : `route "${path}"`;
    if (route.lazy) {
      try {
        const hasStatic = route.Component !== undefined || route.element !== undefined;
        problems.push(...checkLazyResult(await route.lazy(), where, hasStatic));
      } catch (error) {
        problems.push(`${where}: lazy() failed: ${message(error)}`);
      }
    }
    if (route.children) await checkLazyRoutes(route.children, path, problems);
  }
}

// Remotes take the federation runtime core from the page (the shell provides it, build-config's
// external-runtime.mjs): this host does the same, with the version the portal builds with.
(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= runtimeCore;

/** The share names of the page's modules that `remote` uses. */
function sharedFromPage(federation: ReturnType<typeof createInstance>, remote: string): string[] {
  const scope = federation.shareScopeMap.default ?? {};
  return Object.keys(scope)
    .filter((share) =>
      Object.values(scope[share] ?? {}).some(
        (provided) => provided.from === HOST_NAME && provided.useIn.includes(remote),
      ),
    )
    .sort();
}

async function run(name: string, manifestUrl: string, shared: PageShared): Promise<HostResult> {
  // The shell's build makes its page's federation instance (its shared modules, the copy loaded first
  // wins); this page has no build of its own, so it makes one the same way.
  const federation = createInstance({ name: HOST_NAME, remotes: [], shared, shareStrategy: 'loaded-first' });
  const host = createBrowserHost({ federation, remotes: { [name]: manifestUrl } });
  let module: RemoteRoutesModule;
  try {
    module = await host.routesModule(name);
  } catch (error) {
    if (error instanceof ContractError) return { problems: error.problems, patterns: [], fromPage: [] };
    return { problems: [`loading "${name}/routes" failed: ${message(error)}`], patterns: [], fromPage: [] };
  }
  let routes: LoadedRoute[];
  try {
    const env = { target: 'browser', siteUrl: window.location.origin, signedIn: false } as const;
    routes = createRemoteRoutes(module, env, name).routes;
  } catch (error) {
    return {
      problems: error instanceof ContractError ? error.problems : [message(error)],
      patterns: [],
      fromPage: [],
    };
  }
  const problems: string[] = [];
  await checkLazyRoutes(routes, '', problems);
  // The manifest's own problems are the check's first section; only its claims matter here.
  const manifest = await host.manifest(name).catch(() => null);
  if (manifest) problems.push(...compareClaims(manifest.routes, routes));
  return { problems, patterns: routePatterns(routes), fromPage: sharedFromPage(federation, name) };
}

/** Loads and checks the remote the page's address names, on the page's `shared` modules. */
export function runContractHost(shared: PageShared): void {
  const params = new URLSearchParams(window.location.search);
  (window as unknown as { __contract: Promise<HostResult> }).__contract = run(
    params.get('name') ?? '',
    params.get('manifest') ?? '',
    shared,
  );
}
