#!/usr/bin/env node
// `npm start`: installs, builds every app for production and serves the whole portal:
//   api-mock :4000 (seeded SQLite file database), shell :3000, seeker-remote :3001, employer-remote :3002.
// Configuration (environment): PORTAL_API_URL, PORTAL_SEEKER_URL, PORTAL_EMPLOYER_URL (the URLs written
// into config.json), API_* (see api-mock/README.md). `npm start -- --no-build` serves the last build.
import { join } from 'node:path';
import { serveStatic } from '../build-config/serve.mjs';
import { APPS, DEMO_ACCOUNTS, run, stopOnSignal, waitForHttp } from './lib.mjs';
import { install, pnpm, root } from './pnpm.mjs';

const args = process.argv.slice(2);
install();
if (!args.includes('--no-build')) {
  console.log('Building shell, seeker-remote and employer-remote for production…');
  const code = pnpm([
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

const config = {
  apiUrl: process.env.PORTAL_API_URL ?? 'http://localhost:4000',
  remotes: {
    seeker: process.env.PORTAL_SEEKER_URL ?? 'http://localhost:3001/mf-manifest.json',
    employer: process.env.PORTAL_EMPLOYER_URL ?? 'http://localhost:3002/mf-manifest.json',
  },
};

const api = run('api-mock', process.execPath, [join(root, 'api-mock', 'bin', 'api-mock.mjs')], {
  cwd: join(root, 'api-mock'),
  env: { PORT: process.env.API_PORT ?? '4000' },
});
const servers = [];
stopOnSignal([api], async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});
api.on('exit', (code) => {
  console.error(`api-mock exited (${code}); stopping.`);
  process.exit(code ?? 1);
});

const host = process.env.HOST ?? '127.0.0.1';
const ports = { shell: 3000, 'seeker-remote': 3001, 'employer-remote': 3002 };
for (const app of APPS) {
  servers.push(
    await serveStatic({ dir: join(root, app, 'dist'), port: ports[app], host, spa: true, config }),
  );
}
await waitForHttp(`${config.apiUrl}/health`);
console.log(`
  Job portal is up:  http://localhost:3000
  API (api-mock):    ${config.apiUrl}   (docs: ${config.apiUrl}/docs)
  Remotes:           http://localhost:3001 (seeker), http://localhost:3002 (employer)

${DEMO_ACCOUNTS}

Press Ctrl-C to stop.`);
