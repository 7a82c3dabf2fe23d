// The federation runtime once per page. Every webpack entry of a federated build carries Module
// Federation's runtime core (about 17 KB gzip); a remote's entry (remoteEntry.js) used to carry its own copy
// although the page already runs the shell's. Remotes are built with `experiments.externalRuntime` (their
// entry takes the runtime core from the page: `globalThis._FEDERATION_RUNTIME_CORE`) and the shell puts
// its copy there before any remote loads (runtime/provide-runtime-core.mjs).
//
// A remote's own standalone page has no shell, so its index.html loads the runtime core first, as a small
// script of its own (ProvideRuntimeCorePlugin). The two sides must run compatible runtime versions: the
// contract test compares the remote's manifest (metaData.pluginVersion) with the shell's.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';

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
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {string | null} */
      let file = null;
      compilation.hooks.processAssets.tapPromise(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const from = JSON.stringify({ name: this.name, version: RUNTIME_VERSION });
          const result = await build({
            stdin: {
              contents:
                `import * as core from ${JSON.stringify(RUNTIME_CORE)};\n` +
                `globalThis._FEDERATION_RUNTIME_CORE ??= core;\n` +
                `globalThis._FEDERATION_RUNTIME_CORE_FROM ??= ${from};\n`,
              resolveDir: compiler.context,
              sourcefile: 'federation-runtime-entry.js',
            },
            bundle: true,
            format: 'iife',
            target: 'es2020',
            platform: 'browser',
            minify: this.minify,
            legalComments: 'none',
            define: { 'process.env.NODE_ENV': JSON.stringify(this.minify ? 'production' : 'development') },
            write: false,
          });
          const code = /** @type {import('esbuild').OutputFile} */ (result.outputFiles[0]).text;
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
          file = this.minify ? `federation-runtime.${hash}.js` : 'federation-runtime.js';
          compilation.emitAsset(file, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // A classic script ahead of the deferred entry: the runtime core is in place when the entry starts.
        if (file)
          data.headTags.unshift(
            HtmlWebpackPlugin.createHtmlTagObject('script', { src: `${data.publicPath}${file}` }),
          );
        return data;
      });
    });
  }
}
