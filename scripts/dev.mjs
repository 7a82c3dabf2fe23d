#!/usr/bin/env node
// `npm run dev`: every app in development mode with reload: api-mock (tsx watch) on :4000 and the webpack
// dev servers of shell :3000, seeker-remote :3001 and employer-remote :3002, and the mail catcher (MailDev,
// :1080, SMTP :1025) that api-mock's e-mail goes to.
import { run, stopOnSignal } from './lib.mjs';
import { install, pnpmSpec } from './pnpm.mjs';

install();
// After the install: the site module needs the workspace's dependencies.
const { DEMO_ACCOUNTS, portFromEnv, startMailCatcher } = await import('../site/index.mjs');
const mail = await startMailCatcher({
  webPort: portFromEnv('PORTAL_MAIL_PORT', 1080),
  smtpPort: portFromEnv('PORTAL_SMTP_PORT', 1025),
});
/** @type {(name: string, filter: string, script: string) => ReturnType<typeof run>} */
const pnpmRun = (name, filter, script) =>
  run(name, 'npx', ['--yes', pnpmSpec, '--filter', filter, 'run', script], {
    env: { FORCE_COLOR: '1', API_SMTP_URL: process.env.API_SMTP_URL ?? mail.smtpUrl },
  });

const children = [
  pnpmRun('api-mock', '@portal/api-mock', 'dev'),
  pnpmRun('shell', 'shell', 'dev'),
  pnpmRun('seeker', 'seeker-remote', 'dev'),
  pnpmRun('employer', 'employer-remote', 'dev'),
];
stopOnSignal(children, () => mail.stop());
console.log(`Development servers starting (each page reloads when one of its files changes):
  portal          http://localhost:3000   (API http://localhost:4000)
  seeker alone    http://localhost:3001   (its own sign-in at /login, development builds only)
  employer alone  http://localhost:3002
  e-mail          ${mail.url}   (MailDev: every e-mail the API sends)
${DEMO_ACCOUNTS}`);
