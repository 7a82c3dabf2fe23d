// Module Federation runtime plugin of the shell: a remote that is down must never blank the site, and the
// runtime reads each remote's manifest from the response the route ownership already fetched (one request,
// one release). Failures are logged and re-thrown, so the caller shows its fallback with a retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { manifestResponse } from './manifests';

export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    fetch(url) {
      // Undefined (not a manifest we hold) lets the runtime make the request itself.
      return manifestResponse(url) as Promise<Response>;
    },
    errorLoadRemote(args) {
      console.error(`Remote "${args.id}" failed to load during ${args.lifecycle}:`, args.error);
      // Returning nothing lets the original error propagate to the caller (the route's fallback).
      return undefined;
    },
  };
}
