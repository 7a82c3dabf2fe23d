#!/usr/bin/env node
// The shell's rendering server in a process of its own, for the figures of the server itself: its
// throughput under load (the load generator runs in another process) and its memory (read after a full
// garbage collection, so the figure is what the server keeps, not what it has not collected yet).
// Started by run-all.mjs with `node --expose-gc tooling/bench/shell-server.mjs <shell build> <port>`; the build's
// own config.json is the configuration (read again when it changes, as in production). It sends
// { ready: true } once it listens, and answers { measure: true } with { heapUsed, rss } in bytes.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [dir, port] = process.argv.slice(2);
if (!dir || !port)
  throw new Error('usage: node --expose-gc tooling/bench/shell-server.mjs <shell build> <port>');
/** @type {{ startShellServer: (options: object) => Promise<{ close: () => Promise<void> }> }} */
const shell = createRequire(import.meta.url)(join(dir, 'server', 'index.cjs'));
const server = await shell.startShellServer({
  dir,
  port: Number(port),
  // One line per page the server left to the browser: the figures are only those of rendered pages.
  onError: (/** @type {string} */ line) => process.send?.({ fallback: line }),
});

process.on('message', (/** @type {{ measure?: boolean }} */ message) => {
  if (!message.measure) return;
  const gc = /** @type {{ gc?: () => void }} */ (globalThis).gc;
  for (let i = 0; i < 3; i++) gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss });
});
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.send?.({ ready: true });
