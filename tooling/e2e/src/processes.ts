// Starting and stopping parts of the site from a test, through the project's one start-up module
// (@portal/site, the same code `npm start` and the benchmarks use). Only for tests that need local builds
// and processes: name their file `*.local.e2e.test.ts` and put its tests in `describeLocal` (harness.ts), so a
// run against deployed URLs skips them; the root vitest.config.ts refuses a file that imports this one otherwise.
import type { ChildProcess } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { inject } from 'vitest';
import {
  createLogSink,
  distOf as siteDistOf,
  logModeFrom,
  ROOT as SITE_ROOT,
  serveApp as siteServeApp,
  serveShell as siteServeShell,
  startApi as siteStartApi,
  waitForHttp as siteWaitForHttp,
  type ApiProcess,
  type StaticApp,
} from '@portal/site';
import { DEPLOYED, E2E_API_ENV } from './ports';

export const ROOT = SITE_ROOT;
export const distOf = (app: 'shell' | 'seeker-remote' | 'employer-remote') => siteDistOf(app);

/** What the parts started here print: nothing unless E2E_LOG says otherwise (kept for error messages). */
const logs = createLogSink({ mode: logModeFrom(process.env.E2E_LOG, 'silent') });

export function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  return siteWaitForHttp(url, { timeoutMs });
}

const apis = new WeakMap<ChildProcess, ApiProcess>();

/** Against a deployment nothing is started here: a test that tries is missing its describeLocal. */
function assertLocal(what: string) {
  if (DEPLOYED) throw new Error(`${what}: a local-only step while testing a deployment (use describeLocal)`);
}

/** Starts another api-mock on a fresh in-memory, seeded database (the suite's QA token, unless `env` sets one). */
export async function startApi(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  assertLocal(`startApi(${port})`);
  const { API_QA_TOKEN: qaToken = inject('qaToken') || undefined, ...rest } = env;
  const api = await siteStartApi({
    port,
    env: { ...E2E_API_ENV(), ...rest },
    qaToken,
    logs,
    name: `api:${port}`,
  });
  apis.set(api.child, api);
  return api.child;
}

/** Stops what startApi started (its whole process group), or any other child process. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child) return;
  const api = apis.get(child);
  if (api) {
    await api.stop();
    return;
  }
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export type { StaticApp } from '@portal/site';

/** Serves a built app with the project's static server; `config` overrides its /config.json. */
export async function serveApp(options: {
  dir: string;
  port: number;
  spa?: boolean;
  config?: object | null;
}): Promise<StaticApp> {
  assertLocal(`serveApp(${options.port})`);
  return siteServeApp({
    part: basename(options.dir) === 'dist' ? basename(dirname(options.dir)) : basename(options.dir),
    dir: options.dir,
    port: options.port,
    spa: options.spa ?? true,
    config: options.config ?? null,
    logs,
  });
}

/**
 * Starts the shell's rendering server on a shell build (`dir`, e.g. a copy of shell/dist: its server bundle
 * runs from there); `config` overrides its /config.json (else the folder's file, read again when it changes).
 * `lines()` is what it logged (a page left to the browser, and why).
 */
export async function serveShellApp(options: {
  dir: string;
  port: number;
  config?: object | null;
  /** Its API's QA controls are on (the shell server's `qa`). */
  qa?: boolean;
}): Promise<StaticApp & { lines: () => string[] }> {
  // What the server says, without the line per request (quiet), nothing printed: the tests read it.
  const said: string[] = [];
  const own = createLogSink({ mode: 'quiet', print: (line) => said.push(line.replace(/^\[shell\]\s+/, '')) });
  const app = await siteServeShell({
    dir: options.dir,
    port: options.port,
    config: options.config ?? null,
    logs: own,
    qa: options.qa ?? false,
  });
  return { ...app, lines: () => [...said] };
}
