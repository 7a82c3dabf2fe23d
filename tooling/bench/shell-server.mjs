#!/usr/bin/env node
// The shell's rendering server in a process of its own, for the figures of the server itself: its
// throughput under load (the load generator runs in another process) and its memory (read after V8's most
// thorough garbage collection, so the figure is what the server keeps, not what V8 has not let go yet).
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

process.on('message', async (/** @type {{ measure?: boolean }} */ message) => {
  if (!message.measure) return;
  const gc = /** @type {{ gc?: (options: object) => void }} */ (globalThis).gc;
  // The collection V8 makes before it runs out of memory: it also drops the compiled code it keeps in case
  // a script is compiled again. A switched release's code sits there (about 4 MB a release: 104 MB after
  // 20 switches, 30 MB after this collection), so an ordinary one measures V8's cache, not the server.
  // Between collections, the finalizers run (fetch's let go of what its requests held).
  for (let i = 0; i < 3; i++) {
    gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ heapUsed, rss });
});
process.on('disconnect', () => void server.close().then(() => process.exit(0)));
process.send?.({ ready: true });
