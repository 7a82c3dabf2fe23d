// `onProjectNode` (tooling/scripts/project-node.mjs), which the direct entry points the docs give (`node tooling/scripts/start.mjs`,
// `node tooling/scripts/pnpm.mjs`, `node api-mock/bin/api-mock.mjs`) await first: on the project's Node the script
// runs in its own process; on an older one it runs again on the project's Node with the same arguments, its
// exit code and its signal passed back; and when that Node cannot be had, one line says what is needed,
// never a stack trace; and the launcher (`npm run …`) the same way. Each test runs a probe script beside
// copies of project-node.mjs and launch.mjs in a folder whose
// package.json names the engines version, so "an older Node" is the running one against a higher version,
// and "the project's Node" is the running one, remembered as that version's fetch.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const SCRIPTS = resolve(import.meta.dirname, '..');

// Prints where it ran, then exits with the code it is given, or waits for a signal when given "wait".
const PROBE = `import { onProjectNode } from './project-node.mjs';
await onProjectNode(import.meta.url);
console.log(JSON.stringify({
  pid: process.pid,
  ppid: process.ppid,
  args: process.argv.slice(2),
  pathHead: (process.env.PATH ?? '').split(${JSON.stringify(delimiter)})[0],
}));
if (process.argv[2] === 'wait') setInterval(() => {}, 1000);
else process.exit(Number(process.argv[2] ?? 0));
`;

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'launch-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Probe {
  pid: number;
  ppid: number;
  args: string[];
  pathHead: string;
}

interface Run {
  pid: number;
  stdout(): string;
  stderr(): string;
  probe(): Probe | undefined;
  kill(signal: NodeJS.Signals): void;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A project folder asking for `engines`, with the probe and a copy of the launcher; `remembered`: the Node
 * binary an earlier fetch of that version left (none: the launcher must fetch, from `registry`).
 */
function project(name: string, engines: string, remembered?: string): { root: string; cache: string } {
  const root = join(dir, name);
  const cache = join(root, 'cache');
  // Laid out as the repository is: the launcher finds package.json two folders up.
  const scripts = join(root, 'tooling', 'scripts');
  mkdirSync(scripts, { recursive: true });
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ type: 'module', engines: { node: `>=${engines}` } }),
  );
  for (const file of ['project-node.mjs', 'launch.mjs']) {
    copyFileSync(join(SCRIPTS, file), join(scripts, file));
  }
  writeFileSync(join(scripts, 'probe.mjs'), PROBE);
  if (remembered) {
    mkdirSync(join(cache, 'job-portal'), { recursive: true });
    writeFileSync(join(cache, 'job-portal', `node-${engines}.path`), `${remembered}\n`);
  }
  return { root, cache };
}

/**
 * Runs the probe directly, as a person runs a documented `node <file>` (or through the launcher, as
 * `npm run …` does), on the Node running this test.
 */
function runProbe(
  root: string,
  cache: string,
  args: string[],
  env: Record<string, string> = {},
  via: 'direct' | 'launcher' = 'direct',
): Run {
  // The test itself may run under the launcher: what it set for its own Node is not the probe's.
  const { PORTAL_PROJECT_NODE: _launched, ...inherited } = process.env;
  const probe = join(root, 'tooling', 'scripts', 'probe.mjs');
  const command = via === 'direct' ? [probe] : [join(root, 'tooling', 'scripts', 'launch.mjs'), probe];
  const child = spawn(process.execPath, [...command, ...args], {
    cwd: root,
    env: { ...inherited, XDG_CACHE_HOME: cache, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  return {
    pid: child.pid!,
    stdout: () => stdout,
    stderr: () => stderr,
    probe: () => {
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      return line ? (JSON.parse(line) as Probe) : undefined;
    },
    kill: (signal) => child.kill(signal),
    exited,
  };
}

describe('a script run directly with node', () => {
  test('on the project Node (or newer): runs in its own process, that Node first on PATH', async () => {
    const { root, cache } = project('current', '1.0.0');
    const run = runProbe(root, cache, ['0']);
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.probe()).toEqual({
      pid: run.pid,
      ppid: process.pid,
      args: ['0'],
      pathHead: dirname(process.execPath),
    });
    expect(run.stderr()).toBe('');
  });

  test('on an older Node: runs again on the project Node, same arguments, its exit code passed back', async () => {
    const { root, cache } = project('older', '99.0.0', process.execPath);
    const run = runProbe(root, cache, ['3', '--flag', 'value with spaces']);
    expect(await run.exited).toEqual({ code: 3, signal: null });
    const probe = run.probe();
    // A child of the process the person started, on the remembered Node of that version.
    expect(probe?.ppid).toBe(run.pid);
    expect(probe?.pid).not.toBe(run.pid);
    expect(probe?.args).toEqual(['3', '--flag', 'value with spaces']);
    expect(probe?.pathHead).toBe(dirname(process.execPath));
    expect(run.stderr()).toBe('');
  });

  test('on an older Node: a signal sent to the started process stops the script, and it ends the same way', async () => {
    const { root, cache } = project('signal', '99.0.0', process.execPath);
    const run = runProbe(root, cache, ['wait']);
    await expect.poll(() => run.probe(), { timeout: 20_000 }).toBeDefined();
    run.kill('SIGTERM');
    expect(await run.exited).toEqual({ code: null, signal: 'SIGTERM' });
  });

  test('on an older Node that cannot fetch the project Node: one line naming the version, exit 1, no stack trace', async () => {
    const { root, cache } = project('offline', '99.0.0');
    const run = runProbe(root, cache, ['0'], {
      // A registry that refuses every connection, and an empty npm cache: the fetch fails at once.
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: join(root, 'npm-cache'),
      npm_config_fetch_retries: '0',
    });
    expect(await run.exited).toEqual({ code: 1, signal: null });
    expect(run.stdout()).toBe('');
    const lines = run.stderr().trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^This needs Node\.js 99\.0\.0 or newer \(engines\.node in package\.json\); this is Node \d+\.\d+\.\d+, and fetching Node 99\.0\.0 through npx failed \(.*ECONNREFUSED.*\)\. Install Node 99\.0\.0 or newer/,
    );
    expect(run.stderr()).not.toMatch(/^\s+at /m);
    expect(lines.length).toBeLessThanOrEqual(2);
  });
});

describe('the launcher (npm run …)', () => {
  test('on an older Node: the script runs on the project Node, once, its exit code passed back', async () => {
    const { root, cache } = project('launcher', '99.0.0', process.execPath);
    const run = runProbe(root, cache, ['5', 'x'], {}, 'launcher');
    expect(await run.exited).toEqual({ code: 5, signal: null });
    expect(run.probe()).toMatchObject({ ppid: run.pid, args: ['5', 'x'] });
    // The script's own check found the Node the launcher chose and did not start a third process.
    expect(run.stdout().trim().split('\n')).toHaveLength(1);
  });

  test('on the project Node: the script runs in the launcher process', async () => {
    const { root, cache } = project('launcher-current', '1.0.0');
    const run = runProbe(root, cache, ['0', 'y'], {}, 'launcher');
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.probe()).toMatchObject({ pid: run.pid, args: ['0', 'y'] });
  });
});
