#!/usr/bin/env node
// Runs one of the repository's scripts on the Node.js the project is built and tested on: the version
// package.json's `engines.node` names (">=X.Y.Z"). When the running Node is at least that, the script runs
// in this process. When it is older (a machine with only the distribution's Node, say), that version is
// fetched once from the npm registry (the `node` package, as `npx pnpm@…` brings pnpm) and the script runs
// on it in a child process. Either way the Node in use goes first on PATH, so everything the script starts
// (pnpm, vitest, webpack, the site's servers) runs on the same Node.
//   node scripts/launch.mjs scripts/test.mjs [args…]
// This file is what an old Node executes, so it keeps to what Node 18 understands.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} version e.g. "26.10.0" or "v20.20.2" */
const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

/** @param {number[]} a @param {number[]} b */
const atLeast = (a, b) => {
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

/** The version `engines.node` asks for, which is also the one fetched for an older Node. */
export function requiredNode() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const range = String(pkg.engines?.node ?? '');
  const match = /^>=\s*(\d+\.\d+\.\d+)$/.exec(range.trim());
  if (!match) throw new Error(`package.json engines.node must read ">=X.Y.Z", got "${range}"`);
  return /** @type {string} */ (match[1]);
}

/**
 * The path of the given Node version's binary: from an earlier fetch (remembered in the user's cache
 * folder), else fetched now through npx, which keeps it in npm's cache.
 * @param {string} version
 */
function fetchedNode(version) {
  const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const remembered = join(cacheHome, 'job-portal', `node-${version}.path`);
  if (existsSync(remembered)) {
    const path = readFileSync(remembered, 'utf8').trim();
    if (path && existsSync(path)) return path;
  }
  console.error(
    `Node ${process.versions.node} is older than the ${version} this project runs on: fetching Node ${version} from the npm registry (once)…`,
  );
  const path = execFileSync('npx', ['--yes', `node@${version}`, '-p', 'process.execPath'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  }).trim();
  if (!existsSync(path)) throw new Error(`npx node@${version} printed "${path}", which is not a file`);
  mkdirSync(dirname(remembered), { recursive: true });
  writeFileSync(remembered, `${path}\n`);
  return path;
}

/**
 * The folder holding the C headers of the Node at `node` (include/node), if it has them: a distribution's
 * layout (bin/node beside include/), or the `node` package's, whose binary package sits in its
 * node_modules.
 * @param {string} node
 */
function headersOf(node) {
  const prefix = dirname(dirname(node));
  for (const dir of [prefix, join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`)]) {
    if (existsSync(join(dir, 'include', 'node', 'node_version.h'))) return dir;
  }
  return undefined;
}

/**
 * The environment of everything that runs on `node`: its folder first on PATH, npm's record of the Node
 * it was started with (some tools start Node from it) pointing at it, and node-gyp compiling native
 * modules (better-sqlite3) against its headers, since a machine without internet access cannot download
 * them and a `nodedir` set for the machine's own Node would build for the wrong one.
 * @param {string} node
 */
function envFor(node) {
  const headers = headersOf(node);
  return {
    ...process.env,
    PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`,
    NODE: node,
    npm_node_execpath: node,
    ...(headers ? { npm_config_nodedir: headers } : {}),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [script, ...args] = process.argv.slice(2);
  if (!script) {
    console.error('usage: node scripts/launch.mjs <script.mjs> [args…]');
    process.exit(2);
  }
  const scriptPath = resolve(script);
  const version = requiredNode();
  if (atLeast(parse(process.versions.node), parse(version))) {
    Object.assign(process.env, envFor(process.execPath));
    process.argv = [process.argv[0] ?? process.execPath, scriptPath, ...args];
    await import(pathToFileURL(scriptPath).href);
  } else {
    const node = fetchedNode(version);
    const child = spawn(node, [scriptPath, ...args], { stdio: 'inherit', env: envFor(node) });
    // The child shares this terminal, so Ctrl-C reaches it directly too; what is sent to this process
    // alone (by npm, a supervisor, `kill`) is passed on, so stopping works as it does without the launcher.
    for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
      process.on(signal, () => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      });
    }
    child.on('error', (error) => {
      console.error(`could not start ${node}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      if (signal) {
        // End the same way the child did, so callers see the signal and not a made-up exit code.
        process.removeAllListeners(signal);
        process.kill(process.pid, signal);
      } else process.exit(code ?? 1);
    });
  }
}
