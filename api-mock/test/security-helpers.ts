// What the security test files share: apps and folders made for one test and removed after it, and the
// upload helpers of the upload findings.
import { afterEach } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App, BuildAppOptions, Timeouts } from '../src/app.js';
import { makePdf, makePng } from '../src/lib/sample-files.js';
import { bearer, makeApp, uploadAs } from './helpers.js';

const apps: App[] = [];
const dirs: string[] = [];

/** Closes every app and removes every folder a test made, after each test of the calling file. */
export function cleanUpAfterEach(): void {
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
  });
}

/** An app the test built itself, closed after the test as the others are. */
export function closedAfterTest(app: App): App {
  apps.push(app);
  return app;
}

export async function fresh(options: BuildAppOptions = {}): Promise<App> {
  const app = await makeApp(options);
  apps.push(app);
  return app;
}

/**
 * Time-outs that never fire in a test over real connections unless the test sets its own: 30 uploads of
 * 10 MB at once took 116 s beside the rest of npm test, and one came back a 408 (the server's 90 s) instead
 * of the 413 the test is about. A hang is still stopped, by the test's own bound. (Headers wait at most
 * 300 s: Node checks them against its default request time-out when the server is made.)
 */
const PATIENT: Timeouts = { requestMs: 600_000, headersMs: 300_000, idleMs: 600_000, keepAliveMs: 10_000 };

/** An app listening on a port of its own, for what only real connections show (the test sets time-outs it checks). */
export async function listening(options: BuildAppOptions = {}): Promise<{ app: App; url: string }> {
  const app = await fresh({ ...options, timeouts: { ...PATIENT, ...options.timeouts } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${address.port}` };
}

export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-mock-security-'));
  dirs.push(dir);
  return dir;
};

export const uploadsOf = (app: App) => readdirSync(app.uploadsDir).filter((n) => !n.startsWith('sample-'));

export const upload = (app: App, kind: 'image' | 'file', token: string | null) =>
  uploadAs(app, kind, token, kind === 'image' ? makePng() : makePdf('CV'));
export const putProfile = (app: App, token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });
export const fileOf = (app: App, url: string) => join(app.uploadsDir, url.split('/').pop()!);
