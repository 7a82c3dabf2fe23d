// The federation runtime once per page. Every webpack entry of a federated build carries Module
// Federation's runtime core (about 17 KB gzip); a remote's entry (remoteEntry.js) used to carry its own copy
// although the page already runs the shell's. Remotes are built with `experiments.externalRuntime` (their
// entry takes the runtime core from the page: `globalThis._FEDERATION_RUNTIME_CORE`) and the shell puts
// its copy there before any remote loads (runtime/provide-runtime-core.mjs).
//
// A remote's own standalone page has no shell, so its index.html loads the runtime core first, as a small
// script of its own (ProvideRuntimeCorePlugin). The two sides must run compatible runtime versions: the
// contract test compares the remote's manifest (metaData.pluginVersion) with the shell's.
import { createRequire } from 'node:module';
import { addHeadScript } from './head-script.mjs';

const NAME = 'ProvideRuntimeCorePlugin';
const require = createRequire(import.meta.url);
/** The runtime core module (the version @module-federation/enhanced builds with: the catalog keeps them
 * in step). */
export const RUNTIME_CORE = require.resolve('@module-federation/runtime-tools/runtime-core');
/** Its version, as Module Federation's manifests record it (metaData.pluginVersion). */
export const RUNTIME_VERSION = /** @type {{ version: string }} */ (
  require('@module-federation/runtime-tools/package.json')
).version;

export class ProvideRuntimeCorePlugin {
  /** @param {{ name: string, minify: boolean }} options  the app's federation name */
  constructor({ name, minify }) {
    this.name = name;
    this.minify = minify;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const from = JSON.stringify({ name: this.name, version: RUNTIME_VERSION });
    // A head script runs before the deferred entry: the runtime core is in place when the entry starts.
    addHeadScript(compiler, {
      name: NAME,
      file: 'federation-runtime',
      minify: this.minify,
      entry: () =>
        `import * as core from ${JSON.stringify(RUNTIME_CORE)};\n` +
        `globalThis._FEDERATION_RUNTIME_CORE ??= core;\n` +
        `globalThis._FEDERATION_RUNTIME_CORE_FROM ??= ${from};\n`,
      esbuild: {
        define: { 'process.env.NODE_ENV': JSON.stringify(this.minify ? 'production' : 'development') },
      },
    });
  }
}
