// The process test of `npm start` (and of `node tooling/scripts/start.mjs`, what npm runs): with a port taken it
// exits non-zero naming the part and the port; on SIGTERM, SIGINT and SIGHUP it leaves no listener on any
// of the site's ports and no process of its tree. Serves the last production build (--no-build), on free
// ports, with an in-memory database: `npm test` runs this after building the apps.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { ROOT } from '../index.mjs';
import { alive, descendants, eventually, listening, scriptEnv, sitePorts, type SitePorts } from './helpers';

beforeAll(() => {
  for (const app of ['shell', 'seeker-remote', 'employer-remote']) {
    if (!existsSync(join(ROOT, app, 'dist', 'index.html'))) {
      throw new Error(
        `${app} has no production build: build the apps first (npm test does, before this stage)`,
      );
    }
  }
});

interface Launched {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/** Starts the site the way a person does: `npm start` or `node tooling/scripts/start.mjs`. */
function launch(how: 'npm' | 'node', ports: SitePorts): Launched {
  const env = scriptEnv(ports, { API_DB_FILE: ':memory:', API_SEED_SIZE: '0', PORTAL_LOG: 'quiet' });
  const args = ['--no-build', '--no-install'];
  const child =
    how === 'npm'
      ? spawn('npm', ['start', '--', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, [join(ROOT, 'tooling', 'scripts', 'start.mjs'), ...args], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    async waitFor(text, timeoutMs = 300_000) {
      const found = await eventually(() => output.includes(text) || child.exitCode !== null, timeoutMs);
      if (!found || !output.includes(text)) {
        throw new Error(`"${text}" never came (exit ${child.exitCode}). Output:\n${output}`);
      }
    },
  };
}

/**
 * `promise`, or an error naming `what` after `ms`: a bound that only stops a hang (with the output to read),
 * never a figure: beside the build and the browser tests on two cores, an exit that takes 2 s alone took 30.
 */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** A server that answers 200 to everything: a colleague's api-mock on the port we want. */
async function anotherServer(port: number): Promise<Server> {
  const server = createServer((_req, res) => res.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe.each(['node', 'npm'] as const)('started with %s', (how) => {
  test('a taken API port: non-zero exit, the part and the port named, nothing left listening', async () => {
    const ports = await sitePorts();
    const other = await anotherServer(ports.api);
    try {
      const run = launch(how, ports);
      const exit = await within(run.exited, 300_000, 'exiting');
      expect(exit.code, run.output()).not.toBe(0);
      expect(run.output()).toContain(
        `api-mock cannot listen on 127.0.0.1:${ports.api}: the port is already in use`,
      );
      expect(run.output()).not.toContain('Job portal is up');
      for (const key of ['shell', 'seeker', 'employer'] as const) {
        expect(await listening(ports[key]), key).toBe(false);
      }
    } finally {
      other.close();
    }
  });

  test("a taken remote's port names that remote", async () => {
    const ports = await sitePorts();
    const other = await anotherServer(ports.seeker);
    try {
      const run = launch(how, ports);
      const exit = await within(run.exited, 300_000, 'exiting');
      expect(exit.code).not.toBe(0);
      expect(run.output()).toContain(`seeker-remote cannot listen on 127.0.0.1:${ports.seeker}`);
      expect(await listening(ports.api)).toBe(false);
    } finally {
      other.close();
    }
  });

  test.each(['SIGTERM', 'SIGINT', 'SIGHUP'] as const)(
    '%s: no listener on any port of the site, no process of its tree left',
    async (signal) => {
      const ports = await sitePorts();
      const run = launch(how, ports);
      await run.waitFor('Job portal is up');
      // The banner comes only once every part answers.
      for (const [key, port] of Object.entries(ports)) expect(await listening(port), key).toBe(true);
      const tree = descendants(run.child.pid!);
      // npm → node tooling/scripts/start.mjs → api-mock server (from its build, plain node)
      expect(tree.length, `process tree of ${how}`).toBeGreaterThanOrEqual(how === 'npm' ? 2 : 1);

      run.child.kill(signal);
      const exit = await within(run.exited, 300_000, `stopping on ${signal}`);
      if (how === 'node') expect(exit.code, run.output()).toBe(0);
      const gone = await eventually(() => tree.every((pid) => !alive(pid)), 120_000);
      expect(gone, `still running: ${tree.filter(alive).join(', ')}\n${run.output()}`).toBe(true);
      for (const [key, port] of Object.entries(ports)) expect(await listening(port), key).toBe(false);
    },
  );
});
