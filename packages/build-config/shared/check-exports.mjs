// A build-time guard for modules shared as a chosen subset (the router, shared/react-router.mjs): app code
// that imports a name the subset does not export would get `undefined` at run time, on the page only,
// since a shared module's exports are not known while building. This plugin fails the build instead,
// naming the import, the file and the subset to extend.

/** @typedef {import('webpack').Compiler} Compiler */
/** A module as read here: `resource` is the file of a module read from one (none for the others). */
/** @typedef {import('webpack').Module & { resource?: string }} FileModule */
/**
 * An import or re-export: `ids` are the imported names (none for a namespace); only dependencies whose
 * `request` is a shared subset's name are looked at.
 * @typedef {import('webpack').Dependency & { request: string, ids?: string[] }} ImportDependency
 */

export class SharedExportsCheckPlugin {
  /** @param {Record<string, string>} shares  share name (the import request) → the module provided for it */
  constructor(shares) {
    this.shares = shares;
  }

  /** @param {Compiler} compiler */
  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap('SharedExportsCheckPlugin', (compilation) => {
      // After optimizeDependencies, webpack knows every module's provided exports.
      compilation.hooks.afterOptimizeDependencies.tap('SharedExportsCheckPlugin', (modules) => {
        /** @type {Map<string, Set<string>>} */
        const provided = new Map();
        for (const module of /** @type {Iterable<FileModule>} */ (modules)) {
          for (const [request, file] of Object.entries(this.shares)) {
            if (module.resource !== file) continue;
            const names = compilation.moduleGraph.getProvidedExports(module);
            if (Array.isArray(names)) provided.set(request, new Set(names));
          }
        }
        /** @type {Map<string, { request: string, name: string, files: Set<string> }>} */
        const missing = new Map();
        for (const module of /** @type {Iterable<FileModule>} */ (modules)) {
          if (!module.resource || Object.values(this.shares).includes(module.resource)) continue;
          for (const dependency of /** @type {ImportDependency[]} */ (module.dependencies)) {
            const exports = provided.get(dependency.request);
            // Import specifiers (`import { Link }`) and re-exports (`export { Link } from`); a whole
            // namespace (`import * as R`, `export *`) has no name to check.
            if (!exports || !Array.isArray(dependency.ids) || dependency.ids.length === 0) continue;
            const name = /** @type {string} */ (dependency.ids[0]);
            if (exports.has(name)) continue;
            const key = `${dependency.request}:${name}`;
            if (!missing.has(key)) missing.set(key, { request: dependency.request, name, files: new Set() });
            /** @type {{ files: Set<string> }} */ (missing.get(key)).files.add(
              module.resource.replace(`${compiler.context}/`, ''),
            );
          }
        }
        for (const { request, name, files } of missing.values()) {
          const error = new WebpackError(
            `"${name}" from "${request}" is not part of the portal's shared router (${this.shares[request]}), ` +
              `imported by ${[...files].join(', ')}. Add it there, then build and deploy the shell first.`,
          );
          error.hideStack = true;
          compilation.errors.push(error);
        }
      });
    });
  }
}
