// The shell's rendering server in a worker thread of its own (started by serveShell in index.mjs).
// A render's API and a QA environment's clock travel with the render (the config it was read with), but
// the Module Federation hosts are the process's: the Node runtime finds where a remote's chunks come from
// by looking its name up among every host of the process. A production server is one site per process;
// the e2e suite runs two sites in one process (one per worker), and in a shared module scope the second
// site's remote URLs could serve the first one's pages. A thread has its own modules and globals.
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
