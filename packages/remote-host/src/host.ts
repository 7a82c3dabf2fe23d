// The contract test's tiny host page, bundled at test time and run in Chromium: it loads a remote's BUILT
// entry with the shell's own browser host (./browser.ts: the manifest read and handed to the federation
// runtime, `./routes` loaded and checked at the federation boundary), then makes its routes for a page and
// checks every lazy route and the manifest's claims against them.
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
}

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

async function run(name: string, manifestUrl: string): Promise<HostResult> {
  // The shell's build makes its page's federation instance; this page has no build of its own.
  const host = createBrowserHost({
    federation: createInstance({ name: 'portal_contract_host', remotes: [], shared: {} }),
    remotes: { [name]: manifestUrl },
  });
  let module: RemoteRoutesModule;
  try {
    module = await host.routesModule(name);
  } catch (error) {
    if (error instanceof ContractError) return { problems: error.problems, patterns: [] };
    return { problems: [`loading "${name}/routes" failed: ${message(error)}`], patterns: [] };
  }
  let routes: LoadedRoute[];
  try {
    const env = { target: 'browser', siteUrl: window.location.origin, signedIn: false } as const;
    routes = createRemoteRoutes(module, env, name).routes;
  } catch (error) {
    return { problems: error instanceof ContractError ? error.problems : [message(error)], patterns: [] };
  }
  const problems: string[] = [];
  await checkLazyRoutes(routes, '', problems);
  // The manifest's own problems are the check's first section; only its claims matter here.
  const manifest = await host.manifest(name).catch(() => null);
  if (manifest) problems.push(...compareClaims(manifest.routes, routes));
  return { problems, patterns: routePatterns(routes) };
}

const params = new URLSearchParams(window.location.search);
(window as unknown as { __contract: Promise<HostResult> }).__contract = run(
  params.get('name') ?? '',
  params.get('manifest') ?? '',
);
