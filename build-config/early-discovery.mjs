// The host's first script (a head script: ./head-script.mjs), which starts what a cold load needs next
// (config.json, the remotes' manifests, then the owning remote's entry, the page's code and its first API
// requests) as soon as it arrives, instead of after the entry and the start-up chunks have been downloaded
// and run (see shell/src/federation/early-discovery.ts). What the host has is written in from the
// compilation: the files of every module it shares (a remote uses the host's copy of those), of its code
// for a remote's page and of its API client.
import { addHeadScript } from './head-script.mjs';
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
    addHeadScript(compiler, {
      name: NAME,
      file: 'early',
      minify: this.minify,
      // Asked for first and at a high priority: over HTTP/1.1 a page gets six connections per host, and
      // on a slow link a file asked for after the start-up chunks arrives after them. The cost: the
      // chrome's first paint waits for this small file too.
      attributes: { fetchpriority: 'high' },
      entry: (compilation) => {
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
        return `import { ${this.exportName} } from ${JSON.stringify(this.module)};\n${this.exportName}(window.location, ${JSON.stringify(shell)});\n`;
      },
    });
  }
}
