// Module Federation runtime plugin of the shell: a remote that is down must never blank the site.
// Failures are logged and re-thrown so that the route's error boundary shows its fallback with a retry.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function portalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-runtime-plugin',
    errorLoadRemote(args) {
      console.error(`Remote "${args.id}" failed to load during ${args.lifecycle}:`, args.error);
      // Returning nothing lets the original error propagate to the caller (the error boundary).
      return undefined;
    },
  };
}
