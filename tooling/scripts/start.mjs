#!/usr/bin/env node
// `npm start`: installs, builds every app (and api-mock) for production and serves the whole portal through the one
// start-up module (site/, also used by the e2e suite and the benchmarks): api-mock (seeded SQLite file
// database) on :4000, the shell's rendering server :3000, seeker-remote :3001, employer-remote :3002. The
// banner is printed once every part answers; SIGINT, SIGTERM and SIGHUP stop every part.
//   npm start -- --no-build     serve the last build
//   npm start -- --no-install   skip `pnpm install`
//   npm start -- --quiet        no line per request
// Configuration (environment, see README "Configuration"): API_PORT, PORTAL_SHELL_PORT,
// PORTAL_SEEKER_PORT, PORTAL_EMPLOYER_PORT, HOST, PORTAL_API_URL, PORTAL_SEEKER_URL, PORTAL_EMPLOYER_URL,
// PORTAL_SITE_URL, PORTAL_SHELL_SERVERS, PORTAL_LOG, API_QA_TOKEN and api-mock's own API_* variables.
import { onProjectNode } from './project-node.mjs';
import { install, pnpm } from './pnpm.mjs';

// Run directly (`node tooling/scripts/start.mjs`) on an old Node: the same start on the project's Node, as
// `npm start` does (the install would build the native database module for the wrong Node, and api-mock
// would crash in it).
await onProjectNode(import.meta.url);

const args = process.argv.slice(2);
/** @type {(message: string) => never} */
const fail = (message) => {
  console.error(`\nnpm start: ${message}`);
  process.exit(1);
};

if (!args.includes('--no-install')) install();
// Imported once the workspace is installed: the site module needs its dependencies.
const site = await import('../site/index.mjs');

let settings;
let log;
try {
  settings = site.siteFromEnv();
  log = args.includes('--quiet') ? 'quiet' : site.logModeFrom(process.env.PORTAL_LOG, 'requests');
  // A taken port is reported now, not after a build of a minute.
  await site.assertPortsFree(settings.ports, settings.host);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { host, ports, config, siteUrl, shellServers } = settings;

if (!args.includes('--no-build')) {
  console.log('Building api-mock, shell, seeker-remote and employer-remote for production…');
  const code = pnpm([
    '--filter',
    '@portal/api-mock',
    '--filter',
    'shell',
    '--filter',
    'seeker-remote',
    '--filter',
    'employer-remote',
    'run',
    'build',
  ]);
  if (code !== 0) process.exit(code);
}

let running;
try {
  running = await site.startSite({
    ports,
    host,
    config,
    siteUrl,
    shellServers,
    log,
  });
} catch (error) {
  fail(`the site could not start. ${error instanceof Error ? error.message : String(error)}`);
}
console.log(site.banner(running));
site.stopOnSignals(running);
