#!/usr/bin/env node
// Gzip size of what /find-jobs needs from the seeker remote, shared libraries excluded (they come from the
// shell): remoteEntry.js + the synchronous chunks of the exposed `./routes` module that are not fallback
// copies of a shared singleton. Lazy pages (job detail, saved jobs, profile) are listed separately.
// Usage: node bench/measure.mjs [distDir]   (build first: pnpm --filter seeker-remote build)
import { readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'));
const manifestFile = join(dist, 'mf-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`No ${manifestFile}: build the remote first.`);
  process.exit(1);
}
/** @typedef {{ sync: string[], async: string[] }} AssetList */
/**
 * The parts of mf-manifest.json read here.
 * @typedef {object} Manifest
 * @property {{ assets?: { js?: Partial<AssetList> } }[]} shared
 * @property {{ path: string, assets: { js: AssetList, css: AssetList } }[]} exposes
 */
const manifest = /** @type {Manifest} */ (JSON.parse(readFileSync(manifestFile, 'utf8')));
const sharedFiles = new Set(
  manifest.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]),
);
const pages = manifest.exposes.find((e) => e.path === './routes');
if (!pages) throw new Error('The manifest has no ./routes expose');

/** @param {string} file */
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
/** @param {string} file */
const raw = (file) => readFileSync(join(dist, file)).length;
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// A chunk is a shared library's fallback copy (never loaded when the shell provides the singleton) when the
// manifest lists it under `shared`, or when every source in its map is a library or a shared package.
const LIBRARY = /node_modules|\/shared-auth\/src\/|\/shared-ui\/src\/(?!format)/;
/** @param {string} file */
function isLibraryChunk(file) {
  if (sharedFiles.has(file)) return true;
  try {
    const { sources } = /** @type {{ sources: string[] }} */ (
      JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'))
    );
    return sources.length > 0 && sources.every((source) => LIBRARY.test(source));
  } catch {
    return false;
  }
}
/** @param {string[]} files */
const own = (files) => files.filter((f) => !isLibraryChunk(f));
/** @type {{ group: string, file: string, raw: number, gzip: number }[]} */
const rows = [];
/**
 * @param {string} group
 * @param {string} file
 */
const add = (group, file) => rows.push({ group, file, raw: raw(file), gzip: gz(file) });

add('entry', 'remoteEntry.js');
for (const file of own(pages.assets.js.sync)) add('find-jobs (sync)', file);
for (const file of pages.assets.css.sync) add('find-jobs css', file);
for (const file of own(pages.assets.js.async)) add('lazy pages', file);

for (const row of rows)
  console.log(
    `${row.group.padEnd(18)} ${row.file.padEnd(44)} ${kb(row.raw).padStart(9)} ${kb(row.gzip).padStart(9)} gzip`,
  );
/** @param {string[]} groups */
const sum = (groups) => rows.filter((r) => groups.includes(r.group)).reduce((n, r) => n + r.gzip, 0);
const findJobsJs = sum(['entry', 'find-jobs (sync)']);
console.log('');
console.log(`remote entry + /find-jobs JS (own code): ${kb(findJobsJs)} gzip (target ≤ 60 KB)`);
console.log(`/find-jobs CSS: ${kb(sum(['find-jobs css']))} gzip`);
console.log(`lazy pages JS (detail, saved, profile): ${kb(sum(['lazy pages']))} gzip`);
process.exitCode = findJobsJs <= 60 * 1024 ? 0 : 1;
