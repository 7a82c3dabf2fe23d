// The host's start-up chunks, preloaded by index.html. The entry (main.js) only starts the page: the app's
// code and the shared modules it runs on (React, the router, the session…) are chunks the entry requests
// once it has been downloaded and run, one round trip later. Listed as <link rel="preload"> in the HTML,
// the browser fetches them at once, in parallel with the entry; the entry then finds them already there.
//
// Which chunks: those of the named chunk group the entry imports (`import(/* webpackChunkName: "bootstrap" */
// './bootstrap')`) and those of every shared module it consumes, transitively. At start-up no remote has
// loaded yet, so each shared module comes from the host's own provider (what the share scope's `get`
// loads, not a consumer's fallback copy): these are exactly the files the page fetches next. Lazily
// loaded code (other pages, the toast area) is not listed.
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartupPlugin';
const CONSUME_SHARED = 'consume-shared-module';
const PROVIDE_SHARED = 'provide-module';

// webpack's sharing modules, by the internal fields read here (its typings leave them out).
/** @typedef {import('webpack').Module & { _name: string }} ProvideSharedModule */
/** @typedef {import('webpack').Module & { options: { shareKey: string } }} ConsumeSharedModule */

/**
 * The JS and CSS files of a named chunk group and of the shared modules it consumes (transitively), as the
 * host provides them.
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 */
export function startupFiles(compilation, groupName) {
  const start = compilation.namedChunkGroups.get(groupName);
  if (!start)
    throw new Error(`${NAME}: no chunk group named "${groupName}" (webpackChunkName of the entry's import)`);
  const { chunkGraph } = compilation;
  /** @param {import('webpack').Module} module */
  const blockGroups = (module) =>
    /** @type {import('webpack').ChunkGroup[]} */ (
      module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean)
    );
  /**
   * share key → the chunk groups of the host's provider (what the share scope loads for it)
   * @type {Map<string, ReturnType<typeof blockGroups>>}
   */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED)
      providers.set(/** @type {ProvideSharedModule} */ (module)._name, blockGroups(module));
  }
  const groups = [start];
  const seen = new Set(groups);
  const files = new Set();
  for (let i = 0; i < groups.length; i += 1) {
    for (const chunk of /** @type {import('webpack').ChunkGroup} */ (groups[i]).chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        // A consumer's own fallback is loaded only when no one provides the module; the host does.
        const next =
          providers.get(/** @type {ConsumeSharedModule} */ (module).options?.shareKey) ?? blockGroups(module);
        for (const group of next) {
          if (!seen.has(group)) {
            seen.add(group);
            groups.push(group);
          }
        }
      }
    }
  }
  return [...files].sort();
}

export class PreloadStartupPlugin {
  /** @param {{ chunkGroup: string }} options */
  constructor({ chunkGroup }) {
    this.chunkGroup = chunkGroup;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // The entry starts everything that follows (the config's consumers, the remote's manifest): it is
        // asked for first. A deferred script is otherwise fetched at a lower priority than the preloads
        // below, and on a slow link arrives after all of them.
        for (const tag of data.headTags.concat(data.bodyTags)) {
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        }
        const entryFiles = new Set(
          data.headTags.concat(data.bodyTags).map((tag) => tag.attributes.src ?? tag.attributes.href),
        );
        for (const file of startupFiles(compilation, this.chunkGroup)) {
          const href = `${data.publicPath}${file}`;
          if (entryFiles.has(href)) continue;
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              href,
              as: file.endsWith('.css') ? 'style' : 'script',
            }),
          );
        }
        return data;
      });
    });
  }
}
