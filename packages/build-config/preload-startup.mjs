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
 * Whether `file` is one of a development build's hot updates. They are files of their chunk too, but only
 * the page that asked for the update loads them: no list of a chunk's code names them.
 * @param {import('webpack').Compilation} compilation
 * @param {string} file
 */
export const isHotUpdate = (compilation, file) =>
  Boolean(compilation.getAsset(file)?.info.hotModuleReplacement);

/**
 * The JS and CSS files of a named chunk group: its own, and those of every shared module it consumes
 * (transitively), by share key, as the build's own provider of that module has them (what the share scope's
 * `get` loads when this build provides the module; a consumer's fallback copy otherwise).
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 * @returns {{ own: string[], shared: Record<string, string[]> }}
 */
export function chunkGroupFiles(compilation, groupName) {
  const start = compilation.namedChunkGroups.get(groupName);
  if (!start) throw new Error(`${NAME}: no chunk group named "${groupName}" (a webpackChunkName)`);
  const { chunkGraph } = compilation;
  /** @param {import('webpack').Module} module */
  const blockGroups = (module) =>
    /** @type {import('webpack').ChunkGroup[]} */ (
      module.blocks.map((block) => chunkGraph.getBlockChunkGroup(block)).filter(Boolean)
    );
  /**
   * share key → the chunk groups of the build's provider (what the share scope loads for it)
   * @type {Map<string, ReturnType<typeof blockGroups>>}
   */
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === PROVIDE_SHARED)
      providers.set(/** @type {ProvideSharedModule} */ (module)._name, blockGroups(module));
  }
  /** @type {[import('webpack').ChunkGroup, string | null][]} the groups to read, with the share they load */
  const groups = [[start, null]];
  const seen = new Set([start]);
  const own = new Set();
  /** @type {Map<string, Set<string>>} */
  const shared = new Map();
  for (let i = 0; i < groups.length; i += 1) {
    const [group, key] = /** @type {[import('webpack').ChunkGroup, string | null]} */ (groups[i]);
    const files = key === null ? own : (shared.get(key) ?? shared.set(key, new Set()).get(key));
    for (const chunk of group.chunks) {
      for (const file of chunk.files)
        if (/\.(js|css)$/.test(file) && !isHotUpdate(compilation, file)) files?.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const shareKey = /** @type {ConsumeSharedModule} */ (module).options?.shareKey;
        // A consumer's own fallback is loaded only when no one provides the module; this build does.
        for (const next of providers.get(shareKey) ?? blockGroups(module)) {
          if (!seen.has(next)) {
            seen.add(next);
            groups.push([next, shareKey]);
          }
        }
      }
    }
  }
  return {
    own: [...own].sort(),
    shared: Object.fromEntries([...shared].map(([key, files]) => [key, [...files].sort()])),
  };
}

/**
 * The JS and CSS files of a named chunk group and of the shared modules it consumes (transitively), as the
 * host provides them: everything the page fetches to run the group, at start-up.
 * @param {import('webpack').Compilation} compilation
 * @param {string} groupName
 */
export function startupFiles(compilation, groupName) {
  const { own, shared } = chunkGroupFiles(compilation, groupName);
  return [...new Set([...own, ...Object.values(shared).flat()])].sort();
}

/** The file the host's server reads to name, in a page's first response, the code that page will need. */
export const PAGE_CODE_FILE = 'page-code.json';

/**
 * What the host's server needs to name a page's code in its first response (see the server's page-code
 * reader), as site-relative URLs of the files beyond the start-up ones: per module the host shares, the
 * files of its copy (a remote that uses one of these gets the host's; of any other shared module, its
 * own), and per chunk group loaded on demand, its files.
 * @param {import('webpack').Compilation} compilation
 * @param {string} startupGroup
 * @param {string[]} onDemand
 */
export function pageCode(compilation, startupGroup, onDemand) {
  const startup = new Set(startupFiles(compilation, startupGroup));
  const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
  const beyondStartup = (/** @type {Iterable<string>} */ files) =>
    [...new Set(files)]
      .filter((file) => file.endsWith('.js') && !startup.has(file))
      .sort()
      .map((file) => `${publicPath}${file}`);
  const { chunkGraph } = compilation;
  /** @type {Map<string, string[]>} share key → the files of the host's provider */
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const name = /** @type {ProvideSharedModule} */ (module)._name;
    const files = provided.get(name) ?? [];
    for (const block of module.blocks)
      for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) files.push(...chunk.files);
    provided.set(name, files);
  }
  /** @type {Record<string, string[]>} */
  const chunks = {};
  for (const group of onDemand) chunks[group] = beyondStartup(startupFiles(compilation, group));
  return {
    shared: Object.fromEntries(
      [...provided.keys()].sort().map((name) => [name, beyondStartup(provided.get(name) ?? [])]),
    ),
    chunks,
  };
}

export class PreloadStartupPlugin {
  /** @param {{ chunkGroup: string, onDemand?: string[] }} options */
  constructor({ chunkGroup, onDemand = [] }) {
    this.chunkGroup = chunkGroup;
    this.onDemand = onDemand;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    // The build's own compilation only (not the HTML plugin's child compilations, which have no chunk groups).
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const code = pageCode(compilation, this.chunkGroup, this.onDemand);
          compilation.emitAsset(PAGE_CODE_FILE, new sources.RawSource(`${JSON.stringify(code, null, 2)}\n`));
        },
      );
    });
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
