// The portal's shared-module policy: the ONE list of modules the shell and the remotes share at run time
// through Module Federation, each with a deliberate rule and its reason. Used identically by every app's
// build (webpack.mjs); docs/ARCHITECTURE.md's "Shared modules" explains it for people.
//
// Versions are real: each module is shared at the version installed in the app, and required with a caret
// range on it (`^1.2.0`), so what a remote needs is written into its manifest and checked at run time.
//  - singleton: exactly one copy per page, because the module holds state every app must see (React's
//    dispatcher, the router, the session, the toast queue). The page runs the copy loaded first (the
//    shell's): a remote built against a newer one gets a console warning (share-diagnostics plugin) and
//    runs on the loaded copy, and its contract test fails before it deploys. Upgrade the shell first.
//  - not singleton: the module is stateless, so two copies are harmless. A remote that needs a newer
//    version than the page has gets its own copy (fetched from the remote) instead of a crash.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The router the apps share instead of the whole react-router package (see shared/react-router.mjs): the
 * module provided under `react-router`, and the one under `react-router-dom`.
 */
export const ROUTER_SHARE = {
  'react-router': join(import.meta.dirname, 'shared', 'react-router.mjs'),
  'react-router-dom': join(import.meta.dirname, 'shared', 'react-router-dom.mjs'),
};
/** How the shared router imports the real package: a name no share matches, aliased in webpack.mjs. */
export const ROUTER_PACKAGE = 'portal-react-router-package';

/**
 * The real react-router's ES module entry, as installed for an app (what ROUTER_PACKAGE stands for).
 * @param {string} appDir
 */
export function routerPackageEntry(appDir) {
  const manifest = createRequire(join(appDir, 'package.json')).resolve('react-router/package.json');
  const { module } = JSON.parse(readFileSync(manifest, 'utf8'));
  return join(dirname(manifest), module);
}

/**
 * The runtime plugins of a remote's Node build (its container for a host's server), after its own: the
 * container loads its chunks over HTTP (Module Federation's Node runtime plugin) from beside the entry its
 * host loaded (./runtime/node-public-path.mjs), so two hosts in one process that load one remote from two
 * places each run their own.
 */
export const NODE_RUNTIME_PLUGINS = [
  createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin'),
  join(import.meta.dirname, 'runtime', 'node-public-path.mjs'),
];

/**
 * @typedef {{ singleton: boolean, why: string, import?: string }} SharePolicy
 * @type {Record<string, SharePolicy>}
 * A trailing slash shares every deep import too (react/jsx-runtime, react-dom/client).
 *
 * Not shared, on purpose: zustand (only shared-auth uses it, inside the shared session module; sharing it
 * cost every page five requests for 1.6 KB) and axios (inside shared-auth's API client).
 */
export const SHARED_POLICY = {
  react: { singleton: true, why: 'hooks and context work only with one React per page' },
  'react/': { singleton: true, why: 'react/jsx-runtime belongs to that one React' },
  'react-dom': { singleton: true, why: 'one renderer for the one React' },
  'react-dom/': { singleton: true, why: 'react-dom/client belongs to that one renderer' },
  'react-router': {
    singleton: true,
    why: "the remotes' routes are mounted in the shell's one router; shared as the portal's router subset",
    import: ROUTER_SHARE['react-router'],
  },
  'react-router-dom': {
    singleton: true,
    why: 're-exports react-router: the same router context',
    import: ROUTER_SHARE['react-router-dom'],
  },
  'react-hot-toast': {
    singleton: true,
    why: "one toast queue: a remote's toast must show in the shell's toast area",
  },
  '@portal/shared-auth': {
    singleton: true,
    why: 'one session store and one API client: a login in the shell is the login of every remote',
  },
  '@portal/shared-ui': {
    singleton: false,
    why: 'presentational components, formatters and hooks without shared state',
  },
  '@tanstack/react-query': {
    singleton: false,
    why: 'each remote mounts its own QueryClientProvider, so a second copy is a second cache, not a bug',
  },
  'react-hook-form': { singleton: false, why: 'form state lives in each form, never across apps' },
};

/**
 * The installed version of a package as seen from an app folder, or null when the app does not use it.
 * @param {string} appDir
 * @param {string} name
 * @returns {string | null}
 */
function installedVersion(appDir, name) {
  // pnpm links every direct dependency into the app's node_modules; read its manifest from there (a
  // package's exports map may not expose ./package.json).
  const pkgName = name.replace(/\/$/, '');
  const manifest = join(appDir, 'node_modules', pkgName, 'package.json');
  if (!existsSync(manifest)) return null;
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * The `shared` option for ModuleFederationPlugin: every module of the policy the app depends on. Versions
 * are read from what is installed (the pnpm catalog pins them once, workspace packages carry their own),
 * never from "catalog:"/"workspace:" specifiers, which are not semver. `server`: for a Node build, which
 * shares the packages themselves (a module's own `import`, such as the browser's router subset, is a
 * browser matter).
 * @param {string} appDir
 * @param {{ server?: boolean }} [options]
 */
export function sharedConfig(appDir, { server = false } = {}) {
  /** @type {Record<string, { import?: string, singleton: boolean, requiredVersion: string, version: string, strictVersion: boolean }>} */
  const shared = {};
  for (const [name, policy] of Object.entries(SHARED_POLICY)) {
    const version = installedVersion(appDir, name);
    if (!version) continue;
    shared[name] = {
      ...(policy.import && !server ? { import: policy.import } : {}),
      singleton: policy.singleton,
      requiredVersion: `^${version}`,
      version,
      strictVersion: false,
    };
  }
  return shared;
}
