// Module Federation runtime plugin of the shell: a remote that is down must never blank the site, and the
// runtime reads each remote's manifest from the response the route ownership already fetched (one request,
// one release). Failures are logged and re-thrown, so the caller shows its fallback with a retry.
// The remote a rendered page came with is not preloaded again (see carriesRemote).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestResponse } from './manifests';

/**
 * Whether the page carries the stylesheets of the remote whose manifest is at `manifestUrl`: a page the
 * server rendered has them in `<style data-href>` elements (shell/src/server/stylesheets.ts) and names the
 * remote's code in its head. The runtime's preload of a remote's first module looks for `<link>`s only: it
 * would fetch those stylesheets again.
 */
function carriesRemote(manifestUrl: string): boolean {
  const folder = new URL('.', new URL(manifestUrl, document.baseURI)).href;
  return [...document.querySelectorAll('style[data-href]')].some((style) =>
    style.getAttribute('data-href')?.startsWith(folder),
  );
}

export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    fetch(url) {
      // Undefined (not a manifest we hold) lets the runtime make the request itself.
      return manifestResponse(url) as Promise<Response>;
    },
    beforePreloadRemote({ preloadOps, options }) {
      // Any other remote (a later page, rendered in the browser) is preloaded as usual: its stylesheets and
      // code at once.
      const carried = preloadOps.filter((op) => {
        const remote = options.remotes.find((r) => r.name === op.nameOrAlias || r.alias === op.nameOrAlias);
        return remote && 'entry' in remote && carriesRemote(remote.entry);
      });
      for (const op of carried) preloadOps.splice(preloadOps.indexOf(op), 1);
    },
    errorLoadRemote(args) {
      console.error(`Remote "${args.id}" failed to load during ${args.lifecycle}:`, args.error);
      // Returning nothing lets the original error propagate to the caller (the route's fallback).
      return undefined;
    },
  };
}
