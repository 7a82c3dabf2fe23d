// The Node.js the project is built and tested on, for the launcher (tooling/scripts/launch.mjs, what every root
// `npm run …` goes through) and for the scripts the docs also give as direct entry points
// (`node tooling/scripts/start.mjs`, `node tooling/scripts/pnpm.mjs`, `node api-mock/bin/api-mock.mjs`), which await
// `onProjectNode(import.meta.url)` first: on an old Node they then run the same way as through npm instead
// of crashing in the native database module built for the project's Node. A module of its own, with no
// top-level await, so a script the launcher imports can import it too.
// An old Node executes this file, so it keeps to what Node 18 understands.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Set for a script the launcher started on the project's Node: the path of that Node. */
const LAUNCHED = 'PORTAL_PROJECT_NODE';

/** @param {string} version e.g. "26.10.0" or "v20.20.2" */
export const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

/** @param {number[]} a @param {number[]} b */
export const atLeast = (a, b) => {
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
  return rememberedPath(`node-${version}`, () => fetchNode(version));
}

/**
 * A path found once by `find` (a fetch through npx, which costs seconds) and remembered in the user's cache
 * folder under `name`; found again when the file it names is gone (npm's cache cleared).
 * @param {string} name
 * @param {() => string} find
 * @returns {string}
 */
export function rememberedPath(name, find) {
  const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  const remembered = join(cacheHome, 'job-portal', `${name}.path`);
  if (existsSync(remembered)) {
    const path = readFileSync(remembered, 'utf8').trim();
    if (path && existsSync(path)) return path;
  }
  const path = find();
  mkdirSync(dirname(remembered), { recursive: true });
  writeFileSync(remembered, `${path}\n`);
  return path;
}

/** @param {string} version */
function fetchNode(version) {
  console.error(
    `Node ${process.versions.node} is older than the ${version} this project runs on: fetching Node ${version} from the npm registry (once)…`,
  );
  const fetched = spawnSync('npx', ['--yes', `node@${version}`, '-p', 'process.execPath'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (fetched.error) throw fetched.error;
  if (fetched.status !== 0) {
    // npm's reason, without its stack trace and its lines of codes: e.g. "request to … failed, reason: …".
    const reason = String(fetched.stderr)
      .split('\n')
      .map((line) => line.replace(/^npm (error|ERR!)\s*/, '').trim())
      .find((line) => line && !/^(code|errno|syscall)\b/.test(line) && !line.startsWith('at '));
    throw new Error(reason ?? `npx exited with ${fetched.status ?? fetched.signal}`);
  }
  const path = String(fetched.stdout).trim();
  if (!existsSync(path)) throw new Error(`npx node@${version} printed "${path}", which is not a file`);
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
export function envFor(node) {
  const headers = headersOf(node);
  return {
    ...process.env,
    PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`,
    NODE: node,
    npm_node_execpath: node,
    [LAUNCHED]: node,
    ...(headers ? { npm_config_nodedir: headers } : {}),
  };
}

/**
 * The project's Node for a script that cannot run on this one: fetched (or remembered), or one line saying
 * what is needed and the end of this process when it cannot be had (no registry, say).
 * @param {string} version
 * @returns {string}
 */
export function projectNodeOrExit(version) {
  try {
    return fetchedNode(version);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    console.error(
      `This needs Node.js ${version} or newer (engines.node in package.json); this is Node ${process.versions.node}, and fetching Node ${version} through npx failed (${reason}). Install Node ${version} or newer, or run it again where the npm registry answers (npm start, npm test and every npm run … fetch it the same way, once).`,
    );
    process.exit(1);
  }
}

/**
 * Runs `script` on `node` in a child process that shares this terminal; this process ends as the child
 * does, with its exit code or its signal.
 * @param {string} node
 * @param {string} script
 * @param {string[]} args
 */
export function runOn(node, script, args) {
  const child = spawn(node, [script, ...args], { stdio: 'inherit', env: envFor(node) });
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

/**
 * For a script run directly (`node tooling/scripts/start.mjs …`) rather than through the launcher: on the
 * project's Node (or a newer one) it resolves at once, with that Node first on PATH for what the script
 * starts; on an older Node the script runs again, with the same arguments, on the project's Node (as
 * `npm run` runs it) and the promise never resolves: this process ends when that one does. Awaited before
 * anything an old Node cannot run (the native database module built for the project's Node segfaults there).
 * @param {string} scriptUrl the script's import.meta.url
 * @returns {Promise<void>}
 */
export function onProjectNode(scriptUrl) {
  const version = requiredNode();
  if (
    atLeast(parse(process.versions.node), parse(version)) ||
    // Already on the Node the launcher chose for this version: never fetch again from inside it.
    process.env[LAUNCHED] === process.execPath
  ) {
    Object.assign(process.env, envFor(process.execPath));
    return Promise.resolve();
  }
  runOn(projectNodeOrExit(version), fileURLToPath(scriptUrl), process.argv.slice(2));
  return new Promise(() => {});
}
