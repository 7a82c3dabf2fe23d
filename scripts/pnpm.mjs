#!/usr/bin/env node
// Runs pnpm without needing it installed: the machine has only Node and npm (corepack is unavailable),
// so we go through `npx pnpm@<version>`, the version pinned in package.json's packageManager field.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onProjectNode } from './project-node.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = /** @type {{ packageManager: string }} */ (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
);
export const pnpmSpec = pkg.packageManager; // e.g. pnpm@12.21.0

/**
 * Runs pnpm with the given arguments in the repo root; returns the exit code.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number}
 */
export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', pnpmSpec, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/**
 * Installs the workspace (frozen lockfile in CI so a stale lockfile fails loudly). A native module
 * compiled from source (better-sqlite3 where its Node-API prebuild does not fit the machine) is built for one
 * Node ABI, and pnpm does not rebuild it when a tree installed under another Node is installed again
 * ("Already up to date"): the ABI of the last install is kept in node_modules, and a different one rebuilds.
 */
export function install() {
  const marker = join(root, 'node_modules', '.portal-node-abi');
  const abi = `${process.platform}-${process.arch}-${process.versions.modules}`;
  const fresh = !existsSync(join(root, 'node_modules'));
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  let code = pnpm(['install', ...frozen, '--reporter=append-only']);
  if (code === 0 && !fresh && (!existsSync(marker) || readFileSync(marker, 'utf8').trim() !== abi)) {
    console.log(
      `Node ${process.versions.node} (ABI ${process.versions.modules}): rebuilding native modules…`,
    );
    code = pnpm(['-r', 'rebuild', '--reporter=append-only']);
  }
  if (code !== 0) process.exit(code);
  writeFileSync(marker, `${abi}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // Run directly (`node scripts/pnpm.mjs …`): pnpm, and the tests and builds it starts, on the project's
  // Node, as `npm run pnpm -- …` does; never an install or a test on a Node the native modules do not fit.
  await onProjectNode(import.meta.url);
  process.exit(pnpm(process.argv.slice(2)));
}
