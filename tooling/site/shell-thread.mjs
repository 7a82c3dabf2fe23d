// The shell's rendering server in a worker thread of its own (started by serveShell in index.mjs).
// The server bundle keeps per-process state: the API base URL of the one HTTP client and the Module
// Federation hosts, which the Node runtime looks up by remote name. A production server is one site per
// process; the e2e suite runs two sites in one process (one per worker), and in a shared module scope the
// second site's API and remote URLs would leak into the first one's pages. A thread has its own modules.
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
