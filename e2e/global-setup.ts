// Starts the whole site once for the e2e run: api-mock (fresh in-memory database) and the three built
// apps, each on its own port, wired together by config.json exactly as in production.
import type { ChildProcess } from 'node:child_process';
import { E2E_TOKEN_SECRET, PORTS, siteConfig } from './src/ports';
import { distOf, serveApp, startApi, stopProcess, type StaticApp } from './src/processes';

let api: ChildProcess | undefined;
const apps: StaticApp[] = [];

export async function setup() {
  api = await startApi(PORTS.api, { API_TOKEN_SECRET: E2E_TOKEN_SECRET });
  apps.push(await serveApp({ dir: distOf('shell'), port: PORTS.shell, config: siteConfig() }));
  apps.push(await serveApp({ dir: distOf('seeker-remote'), port: PORTS.seeker, config: siteConfig() }));
  apps.push(await serveApp({ dir: distOf('employer-remote'), port: PORTS.employer, config: siteConfig() }));
}

export async function teardown() {
  await Promise.all(apps.map((app) => app.close()));
  await stopProcess(api);
}
