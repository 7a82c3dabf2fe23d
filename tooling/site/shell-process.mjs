// The shell's rendering server in a process of its own (forked by serveShell in index.mjs, one per server),
// as production runs it (`node serve.cjs`): its renders keep their own event loop and core whatever the
// process that started the site does meanwhile (a test runner, a load generator, a tool it waits for).
// Its options come in PORTAL_SHELL_SERVER (JSON); it reports over the IPC channel and goes with it.
import { createRequire } from 'node:module';

/** @type {{ entry: string, options: Record<string, unknown>, log: boolean }} */
const { entry, options, log } = JSON.parse(process.env.PORTAL_SHELL_SERVER ?? '{}');
const send = (/** @type {object} */ message) => process.send?.(message);
/** @type {{ startShellServer: (options: object) => Promise<{ server: import('node:http').Server, close: () => Promise<void> }> }} */
const shell = createRequire(import.meta.url)(entry);

let running;
try {
  running = await shell.startShellServer({
    ...options,
    log: log ? (/** @type {unknown} */ line) => send({ log: line }) : false,
    onError: (/** @type {string} */ message) => send({ error: message }),
  });
} catch (error) {
  const { message, code } = /** @type {{ message?: string, code?: string }} */ (error ?? {});
  send({ failed: { message: message ?? String(error), code } });
  process.disconnect?.();
}

if (running) {
  const { server, close } = running;
  const address = server.address();
  send({ ready: typeof address === 'object' && address ? address.port : options.port });
  process.on('message', (/** @type {'close' | 'drop'} */ message) => {
    if (message === 'drop') server.closeAllConnections?.();
    if (message === 'close') void close().then(() => send({ closed: true }));
  });
  // A site that is gone (its process ended without closing it) takes its server along.
  process.once('disconnect', () => void close().finally(() => process.exit(0)));
}
