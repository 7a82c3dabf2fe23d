// Helpers of `npm run dev` (the production start-up of `npm start`, e2e and bench lives in site/).
import { spawn } from 'node:child_process';
import { root } from './pnpm.mjs';

/**
 * Spawns a long-running child whose output lines are prefixed with its name.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, group?: boolean }} [options] group: in a process group of
 *   its own, so that signalling the group (`process.kill(-pid)`) reaches everything it started
 * @returns {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, import('node:stream').Readable>}
 */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.group ?? false,
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
