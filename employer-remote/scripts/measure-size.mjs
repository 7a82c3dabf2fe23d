// Measures the gzip size of the employer remote's own JavaScript: the exposed `./routes` chunk and the
// dashboard page's chunk(s), i.e. what the composed site loads from this remote for /employeer/employeer-dashboard,
// with the shared singletons (react, router, shared-auth, shared-ui, zustand, toast…) excluded, and
// remoteEntry.js (the Module Federation runtime + share scope) reported separately.
// Usage: npx webpack --mode production --stats detailed --json=dist/stats.json && node scripts/measure-size.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
/**
 * The parts of webpack's stats.json read here.
 * @typedef {object} Stats
 * @property {{ name?: string, chunks?: (string | number)[] }[]} modules
 * @property {{ id: string | number, files: string[], names?: string[] }[]} chunks
 */
const stats = /** @type {Stats} */ (JSON.parse(readFileSync(join(dist, 'stats.json'), 'utf8')));
/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** @param {string} name */
const own = (name) => name.startsWith('./src/');
/** @type {Map<string | number, string[]>} */
const modulesByChunk = new Map();
for (const module of stats.modules) {
  for (const id of module.chunks ?? [])
    modulesByChunk.set(id, [...(modulesByChunk.get(id) ?? []), module.name ?? '']);
}
const report = [];
let total = 0;
for (const chunk of stats.chunks) {
  const names = modulesByChunk.get(chunk.id) ?? [];
  const ownModules = names.filter(own);
  const js = chunk.files.filter((f) => f.endsWith('.js'));
  const isRoutes = chunk.names?.includes('__federation_expose_routes');
  const isDashboard = names.some((n) => n.includes('features/dashboard/'));
  const isShared = names.length > 0 && ownModules.length === 0;
  if ((isRoutes || isDashboard) && !isShared) {
    for (const file of js) {
      const size = gz(file);
      total += size;
      report.push(
        `${file.padEnd(44)} ${kb(size).padStart(9)} gzip  (${isRoutes ? 'exposed routes module' : 'layout + dashboard page'})`,
      );
    }
  }
}
console.log(report.join('\n'));
console.log(`${'own code for the dashboard path'.padEnd(44)} ${kb(total).padStart(9)} gzip`);
console.log(
  `${'remoteEntry.js (federation runtime)'.padEnd(44)} ${kb(gz('remoteEntry.js')).padStart(9)} gzip`,
);
