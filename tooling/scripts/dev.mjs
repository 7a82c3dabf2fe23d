#!/usr/bin/env node
// `npm run dev`: every app in development mode, each page reloading when one of its files changes: api-mock
// (watch mode) and the webpack dev servers of the shell and both remotes (each remote's standalone page is
// its own dev server's page), and the mail catcher (MailDev) api-mock's e-mail goes to. Ports and URLs
// come from the variables `npm start` reads (API_PORT, PORTAL_SHELL_PORT, PORTAL_SEEKER_PORT,
// PORTAL_EMPLOYER_PORT, PORTAL_MAIL_PORT, PORTAL_SMTP_PORT, HOST, PORTAL_API_URL…; README
// "Configuration"); a taken port stops it before anything starts, naming the part and the port. The banner
// comes once every part answers. Ctrl-C, SIGTERM or a closed terminal stops every part (each runs in its
// own process group, so webpack and tsx go with their pnpm), and so does a part that dies.
import { run } from './lib.mjs';
import { install, pnpmCommand } from './pnpm.mjs';

/** @type {(message: string) => never} */
const fail = (message) => {
  console.error(`\nnpm run dev: ${message}`);
  process.exit(1);
};

if (!process.argv.includes('--no-install')) install();
// After the install: the site module needs the workspace's dependencies.
const site = await import('../site/index.mjs');

let settings;
try {
  settings = site.siteFromEnv();
  await site.assertPortsFree(settings.ports, settings.host);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { host, ports, urls, config } = settings;
const mail = await site.startMailCatcher({ webPort: ports.mail, smtpPort: ports.smtp, host });

const env = {
  FORCE_COLOR: process.stdout.isTTY ? '1' : '0',
  HOST: host,
  PORT: String(ports.api),
  ...site.siteApiEnv(urls, config),
  API_SMTP_URL: process.env.API_SMTP_URL ?? mail.smtpUrl,
  API_SITE_URL: process.env.API_SITE_URL ?? urls.shell,
  PORTAL_SHELL_PORT: String(ports.shell),
  PORTAL_SEEKER_PORT: String(ports.seeker),
  PORTAL_EMPLOYER_PORT: String(ports.employer),
  PORTAL_DEV_CONFIG: JSON.stringify(config),
};
/** @type {[keyof typeof ports, string][]} */
const parts = [
  ['api', '@portal/api-mock'],
  ['shell', 'shell'],
  ['seeker', 'seeker-remote'],
  ['employer', 'employer-remote'],
];
const [pnpm, ...pnpmArgs] = /** @type {[string, ...string[]]} */ (pnpmCommand());
const children = parts.map(([key, filter]) => ({
  part: site.PARTS[key],
  child: run(key, pnpm, [...pnpmArgs, '--filter', filter, 'run', 'dev'], { env, group: true }),
}));

let stopping = false;
/** Stops every part (its whole process group), then exits. @param {number} code */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  const gone = Promise.all(alive.map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
  for (const { child } of alive) kill(child, 'SIGTERM');
  const timer = setTimeout(() => {
    for (const { child } of alive) kill(child, 'SIGKILL');
  }, 5000);
  await gone;
  clearTimeout(timer);
  await mail.stop();
  process.exit(code);
}

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal */
function kill(child, signal) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(0));
for (const { part, child } of children) {
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\nnpm run dev: ${part} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
    void stop(1);
  });
}
// npm dies of SIGHUP without passing it on: never outlive it.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stop(0);
  }, 500).unref();
}

const local = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
try {
  await Promise.all([
    site.waitForHttp(`${local(ports.api)}/health`, { timeoutMs: 180_000 }),
    .../** @type {const} */ (['shell', 'seeker', 'employer']).map((key) =>
      site.waitForHttp(`${local(ports[key])}/`, { timeoutMs: 180_000 }),
    ),
  ]);
} catch (error) {
  if (!stopping) {
    console.error(
      `\nnpm run dev: the site did not come up: ${error instanceof Error ? error.message : String(error)}`,
    );
    await stop(1);
  }
}
console.log(`
Development servers are up; a page reloads when one of its files changes:
  portal          ${urls.shell}   (API ${config.apiUrl})
  seeker alone    ${urls.seeker}   (its own sign-in at /login, development builds only)
  employer alone  ${urls.employer}
  e-mail          ${mail.url}   (MailDev: every e-mail the API sends)
${site.DEMO_ACCOUNTS}`);
