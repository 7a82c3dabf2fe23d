// The host's first script: a tiny file of its own, first in index.html's head, that starts
// what a cold load needs next (config.json, the remotes' manifests, then the owning remote's entry and the
// page's code) as soon as it arrives, instead of after the entry and the start-up chunks have been
// downloaded and run (see shell/src/federation/early-discovery.ts). A file, not an inline script, so the
// Content-Security-Policy keeps allowing scripts from the site only.
//
// Bundled here with esbuild, not as a webpack entry: every webpack entry of a federated build carries the
// Module Federation runtime (28 KB gzip), which is exactly what must not come first. The list of modules
// the host shares is written in from the compilation (a remote uses the host's copy of those, so they are
// never preloaded from the remote).
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { startupFiles } from './preload-startup.mjs';

const NAME = 'EarlyDiscoveryPlugin';
const PROVIDE_SHARED = 'provide-module';

/**
 * JS and CSS files of some chunk groups, less those index.html already preloads.
 * @param {Iterable<import('webpack').ChunkGroup>} groups
 * @param {Set<string>} skip
 */
function filesOf(groups, skip) {
  const files = new Set();
  for (const group of groups) {
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !skip.has(file)) files.add(file);
    }
  }
  return [...files].sort();
}

export class EarlyDiscoveryPlugin {
  /**
   * @param {object} options
   * @param {string} options.module  exports `discover(pathname, shell)`, called once with the page's path
   *   and what the host has: `{ shared: { [name]: files }, remotePage: files, dataClient: files, prefetched: files }`
   * @param {string[]} [options.remotePageChunks]  named chunk groups the host loads at any remote's URL
   * @param {string[]} [options.dataClientChunks]  named chunk groups a page's first API request needs when
   *   the first script has not made it (preloaded only then)
   * @param {string[]} [options.prefetchedChunks]  named chunk groups that take the first script's requests
   *   over (preloaded when it made some)
   * @param {string} [options.startupChunk]  the start-up chunk group index.html preloads (not listed again)
   * @param {string} [options.exportName]
   * @param {boolean} options.minify
   */
  constructor({
    module,
    remotePageChunks = [],
    dataClientChunks = [],
    prefetchedChunks = [],
    startupChunk,
    exportName = 'discover',
    minify,
  }) {
    this.module = module;
    this.dataClientChunks = dataClientChunks;
    this.prefetchedChunks = prefetchedChunks;
    this.startupChunk = startupChunk;
    this.remotePageChunks = remotePageChunks;
    this.exportName = exportName;
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
          // What index.html preloads already (the entry's start-up chunks) is not listed again.
          const initial = new Set();
          for (const chunk of compilation.chunks) {
            if (chunk.canBeInitial()) for (const file of chunk.files) initial.add(file);
          }
          const preloaded = new Set([
            ...initial,
            ...(this.startupChunk ? startupFiles(compilation, this.startupChunk) : []),
          ]);
          /** @type {Record<string, string[]>} every module the host shares → its files not yet preloaded */
          const shared = {};
          for (const module of compilation.modules) {
            if (module.type !== PROVIDE_SHARED) continue;
            const groups = module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block));
            shared[/** @type {import('webpack').Module & { _name: string }} */ (module)._name] = filesOf(
              /** @type {import('webpack').ChunkGroup[]} */ (groups.filter(Boolean)),
              preloaded,
            );
          }
          /** @param {string[]} names */
          const named = (names) =>
            filesOf(
              names.map((name) => {
                const group = compilation.namedChunkGroups.get(name);
                if (!group) throw new Error(`${NAME}: no chunk named "${name}" (webpackChunkName)`);
                return group;
              }),
              preloaded,
            );
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          /** @param {string[]} files */
          const urls = (files) => files.map((file) => `${publicPath}${file}`);
          const shell = {
            shared: Object.fromEntries(Object.entries(shared).map(([name, files]) => [name, urls(files)])),
            remotePage: urls(named(this.remotePageChunks)),
            dataClient: urls(named(this.dataClientChunks)),
            prefetched: urls(named(this.prefetchedChunks)),
          };
          const result = await build({
            stdin: {
              contents: `import { ${this.exportName} } from ${JSON.stringify(this.module)};\n${this.exportName}(window.location, ${JSON.stringify(shell)});\n`,
              resolveDir: compiler.context,
              loader: 'ts',
              sourcefile: 'early-discovery-entry.ts',
            },
            absWorkingDir: compiler.context,
            bundle: true,
            format: 'iife',
            target: 'es2020',
            minify: this.minify,
            legalComments: 'none',
            metafile: true,
            write: false,
          });
          for (const input of Object.keys(result.metafile.inputs)) {
            if (!input.startsWith('<')) compilation.fileDependencies.add(`${compiler.context}/${input}`);
          }
          const code = /** @type {import('esbuild').OutputFile} */ (result.outputFiles[0]).text;
          const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
          file = this.minify ? `early.${hash}.js` : 'early.js';
          compilation.emitAsset(file, new sources.RawSource(code));
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (!file) return data;
        // A classic script, first among the head's scripts and preloads: it is asked for before them (over
        // HTTP/1.1 a page gets six connections per host, and on a slow link a file asked for after the
        // start-up chunks arrives after them) and runs the moment it arrives, before the deferred entry (an
        // async script may run later than the entry; a deferred one only once the document is parsed).
        // The cost: the chrome's first paint waits for this small file too.
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            src: `${data.publicPath}${file}`,
            fetchpriority: 'high',
          }),
        );
        return data;
      });
    });
  }
}
