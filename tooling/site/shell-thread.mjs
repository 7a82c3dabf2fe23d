// One of the shell's rendering servers when serveShell starts one per core (`threads` > 1, started by
// serveShell in index.mjs): each in a worker thread, so each renders on a core of its own, all listening on
// one port. A single server runs in serveShell's own process.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ entry: string, options: Record<string, unknown>, log: boolean }} */
const { entry, options, log } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
/** @type {{ startShellServer: (options: object) => Promise<{ server: import('node:http').Server, close: () => Promise<void> }> }} */
const shell = createRequire(import.meta.url)(entry);

let running;
try {
  running = await shell.startShellServer({
    ...options,
    log: log ? (/** @type {unknown} */ line) => port.postMessage({ log: line }) : false,
    onError: (/** @type {string} */ message) => port.postMessage({ error: message }),
  });
} catch (error) {
  const { message, code } = /** @type {{ message?: string, code?: string }} */ (error ?? {});
  port.postMessage({ failed: { message: message ?? String(error), code } });
}

if (running) {
  const { server, close } = running;
  const address = server.address();
  port.postMessage({ ready: typeof address === 'object' && address ? address.port : options.port });
  port.on('message', (/** @type {'close' | 'drop'} */ message) => {
    if (message === 'drop') server.closeAllConnections?.();
    if (message === 'close') void close().then(() => port.postMessage({ closed: true }));
  });
}
