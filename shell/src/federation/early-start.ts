// The first thing the shell's entry does, before the app's own code and the shared modules have arrived:
// whatever a cold load will need next is requested now, in parallel with them, instead of one after the
// other. index.html already preloads config.json and the app's start-up chunks, and its first script
// (early-discovery.ts) has asked for the remotes' manifests and preloaded the files of the remote that owns
// the URL; this takes those requests over (early-handoff.ts) rather than making them again.
//
// At a URL the shell does not serve, it also fetches the shell's code that mounts a remote and the API
// client the remote's first data request will use. The landing page, login and signup start none of it.
//
// This module is part of the entry chunk, so it stays small and imports no shared module statically.
import { isShellPath } from '../app/shell-paths';
import { startLoadingRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { takeEarlyStart } from './early-handoff';
import { adoptEarlyManifests } from './manifests';
import { registerPortalRemotes } from './remotes';

let ready: Promise<RuntimeConfig> | null = null;

/**
 * Runs `task` once the page has loaded (every file it asked for so far has arrived) and is idle: it then
 * takes no bandwidth from what the first paint needs, which on a slow link is all of it.
 */
function afterLoad(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in globalThis
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
let discovered: Promise<void> = Promise.resolve();

/**
 * Starts the page: reads the runtime configuration and registers the remotes it names, taking over what
 * the page's first script started; at a URL of a remote, starts loading the shell's code that mounts it.
 * Resolves with the configuration once the remotes are registered; called once, by the entry, and
 * awaited by the app.
 */
export function startPage(pathname: string): Promise<RuntimeConfig> {
  if (!ready) {
    // When the first script has not run (it failed to load), it will start nothing if it runs later.
    const early = takeEarlyStart();
    if (early) adoptEarlyManifests(early.manifests);
    discovered = early?.discovered ?? discovered;
    ready = startLoadingRuntimeConfig(early?.config).then((config) => {
      registerPortalRemotes(config.remotes);
      return config;
    });
    if (!isShellPath(pathname)) {
      // Shell code and the API client the remote's page needs right after its routes: fetched meanwhile.
      // (The same chunk name as the router's import: index.html's first script preloads it by that name.)
      void import(/* webpackChunkName: "mount-remote" */ '../features/remote/mount-remote').catch(
        () => undefined,
      );
      // The API client, for the page's requests: at once (a no-op while the first script's requests for
      // the page wait to be taken: the page renders from those), and once the page has loaded, for what
      // follows.
      const preloadClient = () =>
        void import('@portal/shared-auth').then((auth) => auth.preloadApiClient()).catch(() => undefined);
      void discovered.then(() => {
        preloadClient();
        afterLoad(preloadClient);
      });
    }
  }
  return ready;
}

/**
 * Resolves once the page's first script has asked for the remote's files and the page's data, or after
 * `maxWaitMs`. The shell runs its own start-up code after that: its scripts take the main thread for a
 * while, and the first script's next steps (reading the manifests, then asking for what they list) would
 * wait behind them although they only take a moment, and everything on the page waits for what they ask.
 */
export function earlyDiscoveryDone(maxWaitMs: number): Promise<void> {
  return Promise.race([discovered, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}
