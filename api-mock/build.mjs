#!/usr/bin/env node
// Builds the server once into dist/server.js, so `npm start`, the e2e suite and the benchmarks run it with
// plain node instead of compiling TypeScript at every start (tsx). esbuild bundles our own code and the
// workspace's TypeScript packages (@portal/contracts ships sources only); npm dependencies stay imports,
// resolved from node_modules at run time (better-sqlite3 is native, swagger-ui serves its own files).
// Type-checking is `typecheck` (tsc), not part of the build.
//   node build.mjs            one build
//   node build.mjs --watch    rebuild on every change
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
/** @type {{ dependencies: Record<string, string> }} */
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.entries(pkg.dependencies)
  .filter(([, version]) => !version.startsWith('workspace:'))
  .map(([name]) => name);

/** @type {import('esbuild').BuildOptions} */
const options = {
  absWorkingDir: root,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  const started = performance.now();
  await build(options);
  console.log(`api-mock built into dist/server.js in ${Math.round(performance.now() - started)} ms`);
}
