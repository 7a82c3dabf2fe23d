// Starting and stopping the parts of the site: api-mock as a child process, the built apps with the
// project's own static server (the same one `npm start` uses).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@portal/build-config/serve';
import { QA_TOKEN } from './ports';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const distOf = (app: 'shell' | 'seeker-remote' | 'employer-remote') => join(ROOT, app, 'dist');

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  let lastError: unknown;
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Starts api-mock on a fresh in-memory, seeded database. */
export async function startApi(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'api-mock', 'bin', 'api-mock.mjs')], {
    cwd: join(ROOT, 'api-mock'),
    env: {
      ...process.env,
      PORT: String(port),
      API_DB_FILE: ':memory:',
      API_SEED: '1',
      API_QA: '1',
      API_QA_TOKEN: QA_TOKEN,
      API_LOG: process.env.E2E_API_LOG ?? '0',
      API_PUBLIC_URL: `http://localhost:${port}`,
      API_CORS_ORIGINS:
        'http://localhost:3100,http://localhost:3101,http://localhost:3102,http://localhost:3199',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForHttp(`http://localhost:${port}/health`);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`api-mock failed to start: ${String(error)}\n${output}`);
  }
  return child;
}

export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface StaticApp {
  server: Server;
  close(): Promise<void>;
}

/** Serves a built app; `config` overrides its /config.json (runtime configuration). */
export async function serveApp(options: {
  dir: string;
  port: number;
  spa?: boolean;
  config?: object | null;
}): Promise<StaticApp> {
  if (!existsSync(join(options.dir, 'index.html'))) {
    throw new Error(`${options.dir} has no build: run the root test script (it builds the apps first)`);
  }
  const server = await serveStatic({ ...options, spa: options.spa ?? true, config: options.config ?? null });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
