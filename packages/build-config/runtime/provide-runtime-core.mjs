// A host's Module Federation runtime plugin: puts the page's federation runtime core where remotes built
// with `experiments.externalRuntime` take it from (globalThis._FEDERATION_RUNTIME_CORE), before any remote
// loads. The same module the host's own runtime runs on (the ES build webpack bundles), so the page holds
// one copy; Module Federation's own `provideExternalRuntime` adds a CommonJS second copy (~20 KB gzip).
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function provideRuntimeCore() {
  return {
    name: 'portal-provide-runtime-core',
    beforeInit(args) {
      const page = /** @type {{ _FEDERATION_RUNTIME_CORE?: unknown }} */ (globalThis);
      page._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
