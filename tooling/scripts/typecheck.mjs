#!/usr/bin/env node
// `npm run typecheck` (and `npm test`'s type-check stage): TypeScript 7, the native compiler, over every
// workspace package's tsconfig.json (its sources, tests and config), then the repository's JavaScript
// tooling (.mjs with JSDoc types, and the root vitest config: tsconfig.tooling.json). TypeScript 7 has no
// JavaScript API, so what needs one (typescript-eslint, the contract test's API-surface tool) keeps the
// `typescript` package (6.0); the checker is the `typescript-7` alias, run by path.
//   npm run typecheck                  everything
//   npm run typecheck -- shell tooling   those packages (folder names; the tooling config: tooling)
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from './pnpm.mjs';

const tsc = join(createRequire(import.meta.url).resolve('typescript-7/package.json'), '..', 'bin', 'tsc');

/** The tsconfig of every workspace package that has one (pnpm-workspace.yaml's list), then the tooling's. */
function projects() {
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:\s+(?:-\s|#).*\n)+)/m.exec(workspace)?.[1] ?? '';
  const patterns = [...list.matchAll(/^\s+-\s+['"]?([^'"\s]+)/gm)].map(
    (match) => `${match[1]}/tsconfig.json`,
  );
  return [...globSync(patterns, { cwd: root }).sort(), 'tsconfig.tooling.json'].map((file) =>
    join(root, file),
  );
}

/**
 * Type-checks the given packages (folder names), or everything; prints one line per project.
 * @param {string[]} [only]
 * @returns {boolean} whether every project passed
 */
export function typecheck(only = []) {
  // A package by its folder's name (shared-ui, not packages/shared-ui); the root's tooling config as "tooling".
  const nameOf = (/** @type {string} */ file) =>
    file === join(root, 'tsconfig.tooling.json') ? 'tooling' : basename(join(file, '..'));
  const chosen = projects().filter((file) => only.length === 0 || only.includes(nameOf(file)));
  let ok = true;
  for (const file of chosen) {
    const started = Date.now();
    const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', file], {
      cwd: root,
      stdio: 'inherit',
    });
    const name = relative(root, file);
    console.log(
      `${result.status === 0 ? '✓' : '✗'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (result.status !== 0) ok = false;
  }
  return ok;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(typecheck(process.argv.slice(2)) ? 0 : 1);
}
