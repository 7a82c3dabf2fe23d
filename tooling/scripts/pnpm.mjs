#!/usr/bin/env node
// Runs pnpm without needing it installed: the machine has only Node and npm (corepack is unavailable),
// so pnpm comes through `npx pnpm@<version>`, the version pinned in package.json's packageManager field,
// once; after that its own executable in npm's cache is started directly.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onProjectNode, rememberedPath } from './project-node.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = /** @type {{ packageManager: string }} */ (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
);
export const pnpmSpec = pkg.packageManager; // e.g. pnpm@12.21.0

/**
 * How to start pnpm (`[file, ...args]`): its own executable, which npx fetched into npm's cache, found
 * once and remembered. Every call through npx costs about 2 s of CPU and 3 s of waiting (npm starts and
 * checks the package each time), and `npm test` starts pnpm for every stage. npx itself when the
 * executable cannot be found.
 * @returns {string[]}
 */
export function pnpmCommand() {
  try {
    const path = rememberedPath(pnpmSpec, findPnpm);
    // pnpm 12's is a native executable; an older pnpm's a JavaScript file.
    return /\.[cm]?js$/.test(path) ? [process.execPath, path] : [path];
  } catch {
    return ['npx', '--yes', pnpmSpec];
  }
}

/** pnpm's executable, as pnpm itself reports it to what it runs. */
function findPnpm() {
  const found = spawnSync('npx', ['--yes', pnpmSpec, 'exec', 'node', '-p', 'process.env.npm_execpath'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: npmEnv(),
  });
  const path = String(found.stdout ?? '').trim();
  if (found.status !== 0 || !path || !existsSync(path)) throw new Error(`${pnpmSpec} not found`);
  return path;
}

/** The environment pnpm runs in: npm's update check, which costs a request per call, off. */
export const npmEnv = () => ({ ...process.env, npm_config_update_notifier: 'false' });

/**
 * Runs pnpm with the given arguments in the repo root; returns the exit code.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnSyncOptions} [options]
 * @returns {number}
 */
export function pnpm(args, options = {}) {
  const [file, ...rest] = pnpmCommand();
  const result = spawnSync(/** @type {string} */ (file), [...rest, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: npmEnv(),
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
  // Run directly (`node tooling/scripts/pnpm.mjs …`): pnpm, and the tests and builds it starts, on the project's
  // Node, as `npm run pnpm -- …` does; never an install or a test on a Node the native modules do not fit.
  await onProjectNode(import.meta.url);
  process.exit(pnpm(process.argv.slice(2)));
}
