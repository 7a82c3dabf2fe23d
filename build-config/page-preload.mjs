// What a remote's page needs first, per URL pattern, written into the remote's manifest
// (metaData.portal.preload): the host's first script reads it to fetch a deep link's page together with
// the remote's entry instead of after it (shell/src/federation/early-discovery.ts).
//
// For each pattern: the files of the page's own chunk group when the remote names one (PAGE_CHUNKS in its
// route-patterns module), the shared modules that the `./routes` module and that page consume, and the API
// requests the page makes first (PAGE_DATA). Shared modules are listed by name; the manifest's `shared`
// section has their files, and the host fetches its own copy of those it provides itself (its copy wins).
const CONSUME_SHARED = 'consume-shared-module';

/** The chunk group Module Federation makes for an exposed module (its files are __federation_expose_*). */
const exposeGroupName = (/** @type {string} */ expose) =>
  `__federation_expose_${expose.replace(/^\.\//, '')}`;

/**
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').ChunkGroup} group
 */
function filesAndShares(compilation, group) {
  /** @type {{ js: string[], css: string[], shared: Set<string> }} */
  const out = { js: [], css: [], shared: new Set() };
  for (const chunk of group.chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) out.js.push(file);
      else if (file.endsWith('.css')) out.css.push(file);
    }
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === CONSUME_SHARED) {
        out.shared.add(
          /** @type {import('webpack').Module & { options: { shareKey: string } }} */ (module).options
            .shareKey,
        );
      }
    }
  }
  return out;
}

/**
 * @param {import('webpack').Compilation} compilation
 * @param {{ patterns: string[], pageChunks: Record<string, string>, pageData?: Record<string, unknown[]>, expose?: string }} routes
 * @returns {Record<string, { js: string[], css: string[], shared: string[], data: unknown[] }>}
 */
export function pagePreloads(compilation, { patterns, pageChunks, pageData = {}, expose = './routes' }) {
  /** @param {string} name */
  const group = (name) => {
    const found = compilation.namedChunkGroups.get(name);
    if (!found)
      throw new Error(`page preloads: no chunk named "${name}" (a webpackChunkName of a lazy import)`);
    return found;
  };
  const routes = filesAndShares(compilation, group(exposeGroupName(expose)));
  /** @type {Record<string, { js: string[], css: string[], shared: string[], data: unknown[] }>} */
  const preloads = {};
  for (const pattern of new Set([...patterns, ...Object.keys(pageData)])) {
    const chunk = pageChunks[pattern];
    const page = chunk ? filesAndShares(compilation, group(chunk)) : { js: [], css: [], shared: new Set() };
    preloads[pattern] = {
      js: page.js.filter((file) => !routes.js.includes(file)),
      css: page.css.filter((file) => !routes.css.includes(file)),
      shared: [...new Set([...routes.shared, ...page.shared])].sort(),
      data: pageData[pattern] ?? [],
    };
  }
  return preloads;
}
