#!/usr/bin/env node
// Starts api-mock from its build (dist/server.js, made by `build`) with plain node, in this process:
//   node api-mock/bin/api-mock.mjs            (env: PORT, HOST, API_DB_FILE (":memory:" allowed), API_SEED_SIZE, ...)
// The server reads its environment, handles SIGINT/SIGTERM/SIGHUP and sets the exit code itself.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { onProjectNode } from '../../tooling/scripts/project-node.mjs';

// The build loads better-sqlite3, whose native module is built for the project's Node (engines.node): on
// an older Node it crashes the process (a segmentation fault), so there the server runs on the project's
// Node, fetched as `npm start` fetches it.
await onProjectNode(import.meta.url);

const server = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'server.js');
if (!existsSync(server)) {
  console.error(
    `api-mock has no build in ${dirname(server)}: build it first (npm run pnpm -- --filter @portal/api-mock build; npm start builds every part)`,
  );
  process.exit(1);
}
await import(pathToFileURL(server).href);
