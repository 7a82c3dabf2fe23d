#!/usr/bin/env node
// Launcher other packages can spawn: runs src/server.ts through tsx, forwarding env, stdio and signals.
//   node api-mock/bin/api-mock.mjs            (env: PORT, HOST, API_DB_FILE (":memory:" allowed), API_SEED_SIZE, ...)
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Resolve tsx from this package, so the launcher works from any working directory.
const tsx = import.meta.resolve('tsx');
const child = spawn(
  process.execPath,
  ['--import', tsx, join(root, 'src', 'server.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: process.env,
  },
);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  // The shell convention for a child killed by a signal: 128 + its number.
  process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1));
});
child.on('error', (err) => {
  console.error('api-mock launcher:', err);
  process.exit(1);
});
