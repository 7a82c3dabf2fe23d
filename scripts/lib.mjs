// Helpers shared by the root scripts (start, dev, test, bench).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';

export const APPS = ['shell', 'seeker-remote', 'employer-remote'];

/** Spawns a long-running child whose output lines are prefixed with its name. */
export function run(name, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${name}]`.padEnd(11);
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix} ${line}`);
    });
  }
  return child;
}

export async function waitForHttp(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops children on Ctrl-C / SIGTERM, then exits. */
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
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

export const hasBuild = (app) => existsSync(join(root, app, 'dist', 'index.html'));

export const DEMO_ACCOUNTS = `Demo accounts (password Demo1234):
  employer   employer@demo.test
  job seeker seeker@demo.test`;
