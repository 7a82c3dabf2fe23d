// Helpers of `npm run dev` (the production start-up of `npm start`, e2e and bench lives in site/).
import { spawn } from 'node:child_process';
import { root } from './pnpm.mjs';

/**
 * Spawns a long-running child whose output lines are prefixed with its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string> }} [options]
 * @returns {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>}
 */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(11);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (/** @type {Buffer} */ chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix} ${line}`);
    });
  }
  return child;
}

/**
 * Stops children on Ctrl-C, SIGTERM or a closed terminal (SIGHUP), then exits.
 * @param {import('node:child_process').ChildProcess[]} children
 * @param {() => Promise<void>} [cleanup]
 */
export function stopOnSignal(children, cleanup = async () => {}) {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await cleanup();
    setTimeout(() => process.exit(0), 3000).unref();
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
}
