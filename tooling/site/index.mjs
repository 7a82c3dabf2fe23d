// One way to start the whole site: api-mock plus the three production builds (the shell's rendering server,
// and seeker-remote and employer-remote as static files), each on its own port and wired together by the
// runtime config.json exactly as in production. `npm start`, the e2e suite and the benchmarks all start the
// site through here, so a fix to start-up or shutdown reaches all three.
//
// The promises this module keeps (see README.md):
//  - nothing is reported up until every part answers; a part that cannot start is named with its port;
//  - api-mock runs from its build (api-mock/dist/server.js) with plain node, in its own process group, and
//    a parent that dies unexpectedly takes it along (`exit` sweep);
//  - the caller chooses what is printed: one line per request, quiet, or nothing (kept for errors).
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO, DEMO_PASSWORD } from '@portal/api-mock/demo-accounts';
import { serveStatic } from '@portal/build-config/serve';
import { MailDev } from 'maildev';
import { createApiLineFormatter, createLogSink, eachLine, LOG_MODES, requestLine } from './log.mjs';

export { createLogSink, LOG_MODES } from './log.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The parts of the site by key, with the name used in messages (the package folder). */
export const PARTS = Object.freeze({
  api: 'api-mock',
  shell: 'shell',
  seeker: 'seeker-remote',
  employer: 'employer-remote',
  mail: 'the mail catcher (web)',
  smtp: 'the mail catcher (SMTP)',
});
const APP_KEYS = /** @type {const} */ (['shell', 'seeker', 'employer']);

export const DEFAULT_PORTS = Object.freeze({
  api: 4000,
  shell: 3000,
  seeker: 3001,
  employer: 3002,
  mail: 1080,
  smtp: 1025,
});

/** The request header that carries the QA secret to api-mock's /__qa routes. */
export const QA_TOKEN_HEADER = 'x-qa-token';

export const DEMO_ACCOUNTS = `Demo accounts (password ${DEMO_PASSWORD}):
  employer   ${DEMO.employer.email}
  job seeker ${DEMO.seeker.email}`;

export class SiteError extends Error {
  /** @param {string} message @param {{ part?: string, port?: number, output?: string[] }} [details] */
  constructor(message, { part, port, output = [] } = {}) {
    super(output.length ? `${message}\n${output.map((line) => `  ${line}`).join('\n')}` : message);
    this.name = 'SiteError';
    this.part = part;
    this.port = port;
    this.output = output;
  }
}

/** The production build folder of an app ("shell", "seeker"/"seeker-remote", …). */
export const distOf = (app) => join(ROOT, PARTS[app] ?? app, 'dist');

/** api-mock's build: the server as one JavaScript file (`pnpm --filter @portal/api-mock build`). */
export const API_SERVER = join(distOf('api'), 'server.js');

/** A fresh secret for api-mock's QA controls. */
export const newQaToken = () => randomBytes(24).toString('base64url');

/** Where to reach a server that listens on `host` from this machine. */
function localUrl(host, port) {
  if (host === '0.0.0.0' || host === '') return `http://127.0.0.1:${port}`;
  if (host === '::') return `http://[::1]:${port}`;
  return host.includes(':') ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

function portError(part, port, host, error) {
  const why =
    error.code === 'EADDRINUSE'
      ? 'the port is already in use'
      : error.code === 'EACCES'
        ? 'permission denied'
        : error.message;
  return new SiteError(`${part} cannot listen on ${host}:${port}: ${why}`, { part, port });
}

/** Resolves when `port` can be listened on at `host`; otherwise a SiteError naming the part and port. */
export function assertPortFree(part, port, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(portError(part, port, host, error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

/** Checks every port of a site before anything is started (or built). */
export async function assertPortsFree(ports, host = '127.0.0.1') {
  const seen = new Map();
  for (const [key, port] of Object.entries(ports)) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      throw new SiteError(`${PARTS[key] ?? key}: port must be a whole number 1-65535, got ${port}`, {
        part: PARTS[key] ?? key,
      });
    }
    if (seen.has(port)) {
      throw new SiteError(`${PARTS[key] ?? key} and ${seen.get(port)} are both given port ${port}`, {
        part: PARTS[key] ?? key,
        port,
      });
    }
    seen.set(port, PARTS[key] ?? key);
  }
  for (const [key, port] of Object.entries(ports)) await assertPortFree(PARTS[key] ?? key, port, host);
}

/**
 * Polls `url` until it answers 2xx. Rejects after `timeoutMs`, or at once when `signal` aborts.
 * @param {string} url @param {{ timeoutMs?: number, signal?: AbortSignal }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, signal } = {}) {
  const started = Date.now();
  let last = 'no answer';
  while (Date.now() - started < timeoutMs) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${last})`);
}

/**
 * Starts api-mock in its own process group and resolves once it answers /health.
 * `env` is added to (and wins over) the inherited environment, except PORT, HOST and API_QA_TOKEN,
 * which come from `port`, `host` and `qaToken`.
 * @param {import('./index.d.mts').ApiOptions} [options]
 * @returns {Promise<import('./index.d.mts').ApiProcess>}
 */
export async function startApi({
  port = DEFAULT_PORTS.api,
  host = '127.0.0.1',
  publicHost = 'localhost',
  env = {},
  qaToken = process.env.API_QA_TOKEN || newQaToken(),
  logs = createLogSink(),
  name = 'api',
  readyTimeoutMs = 120_000,
} = {}) {
  const part = PARTS.api;
  if (!existsSync(API_SERVER)) {
    throw new SiteError(
      `${part} has no build in ${dirname(API_SERVER)}: build it first (\`npm start\` builds every part)`,
      { part, port },
    );
  }
  await assertPortFree(part, port, host);
  const url = `http://${publicHost}:${port}`;
  const childEnv = { ...process.env };
  childEnv.API_PUBLIC_URL ??= url;
  // Nobody reads the request log of a silent site: api-mock need not write it (errors still come).
  if (logs.mode === 'silent') childEnv.API_LOG_LEVEL ??= 'warn';
  // With no mail server named, mails stay queued (never sent to a catcher some other run started).
  if (!childEnv.API_SMTP_URL && !env.API_SMTP_URL) childEnv.API_MAIL ??= '0';
  Object.assign(childEnv, env, { PORT: String(port), HOST: host, API_QA_TOKEN: qaToken });

  const child = spawn(process.execPath, [API_SERVER], {
    cwd: join(ROOT, 'api-mock'),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: one signal reaches the server and anything it started.
    detached: true,
  });
  const format = createApiLineFormatter();
  const onLine = (line) => {
    const formatted = format(line);
    if (formatted) logs.write(name, formatted.text, formatted.request);
  };
  if (child.stdout) eachLine(child.stdout, onLine);
  if (child.stderr) eachLine(child.stderr, onLine);

  let stopping = false;
  /** @type {{ code: number | null, signal: string | null, expected: boolean } | null} */
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    const done = (code, signal) => {
      if (exitInfo) return;
      exitInfo = { code, signal, expected: stopping };
      process.removeListener('exit', sweep);
      resolve(exitInfo);
    };
    child.once('exit', done);
    child.once('error', (error) => {
      logs.write(name, `could not be started: ${error.message}`);
      done(null, null);
    });
  });
  const signalGroup = (signal) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // the group is gone already
    }
  };
  // If this process dies without stopping the site (an uncaught error, process.exit), api-mock goes too.
  function sweep() {
    signalGroup('SIGKILL');
  }
  process.on('exit', sweep);

  const output = () => logs.tail(name, 40);
  const stop = async () => {
    if (exitInfo) return;
    stopping = true;
    signalGroup('SIGTERM');
    const force = setTimeout(() => signalGroup('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
    // Whatever api-mock left behind in its group goes with it.
    signalGroup('SIGKILL');
  };
  const kill = () => {
    stopping = true;
    signalGroup('SIGKILL');
  };

  const aborter = new AbortController();
  const outcome = await Promise.race([
    waitForHttp(`${localUrl(host, port)}/health`, {
      timeoutMs: readyTimeoutMs,
      signal: aborter.signal,
    }).then(
      () => 'ready',
      (error) => error,
    ),
    exited.then(() => 'exited'),
  ]);
  aborter.abort();
  if (outcome !== 'ready' || exitInfo) {
    await stop();
    const lines = output();
    if (lines.some((line) => line.includes('EADDRINUSE'))) {
      throw new SiteError(`${part} cannot listen on ${host}:${port}: the port is already in use`, {
        part,
        port,
      });
    }
    const why =
      outcome === 'exited'
        ? `exited (${exitInfo?.signal ?? `code ${exitInfo?.code}`}) before it answered on port ${port}`
        : `did not answer on port ${port}: ${outcome instanceof Error ? outcome.message : outcome}`;
    throw new SiteError(`${part} ${why}. Its last output:`, { part, port, output: lines });
  }
  return { part, port, url, qaToken, child, exited, output, stop, kill };
}

/**
 * Serves one app's production build with the project's static server.
 * @param {import('./index.d.mts').AppOptions} options
 * @returns {Promise<import('./index.d.mts').StaticApp>}
 */
export async function serveApp({
  part,
  name = part,
  dir,
  port,
  host = '127.0.0.1',
  publicHost = 'localhost',
  spa = true,
  config = null,
  logs = null,
}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new SiteError(
      `${part} has no production build in ${dir}: build it first (\`npm start\` builds every app)`,
      { part, port },
    );
  }
  let server;
  try {
    server = await serveStatic({
      dir,
      port,
      host,
      spa,
      config,
      log: logs
        ? (entry) => logs.write(name, requestLine(entry.method, entry.url, entry.status, entry.ms), true)
        : false,
      onError: (error) => logs?.write(name, `ERROR ${error.message}`),
    });
  } catch (error) {
    throw portError(part, port, host, error);
  }
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    part,
    port: actualPort,
    url: `http://${publicHost}:${actualPort}`,
    dropConnections: () => server.closeAllConnections?.(),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve(undefined));
      }),
  };
}

/** The shell's server in a shell build folder (built for Node beside the browser's files). */
export const shellServerOf = (dir) => join(dir, 'server', 'index.cjs');

/**
 * Starts the shell's rendering server on a shell build: it renders every page (through the remotes'
 * Node builds) and serves the build's files with the static server's rules. Each server runs in a process
 * of its own, as in production (`node serve.cjs`), so its renders never wait for whatever the caller's
 * process does. `threads` servers (default 1) share the port: the kernel spreads connections between them
 * (SO_REUSEPORT), so a server per core uses every core with no process in front. They keep nothing between
 * requests that another needs (each its own page cache and remote code), so any of them answers.
 * @param {import('./index.d.mts').ShellOptions} options
 * @returns {Promise<import('./index.d.mts').StaticApp>}
 */
export async function serveShell({
  dir,
  port,
  host = '127.0.0.1',
  publicHost = 'localhost',
  config = null,
  siteUrl,
  qa = false,
  logs = null,
  name = 'shell',
  threads = 1,
}) {
  const part = PARTS.shell;
  const entry = shellServerOf(dir);
  if (!existsSync(join(dir, 'index.html')) || !existsSync(entry)) {
    throw new SiteError(
      `${part} has no production build with its server in ${dir}: build it first (\`npm start\` builds every app)`,
      { part, port },
    );
  }
  if (!Number.isInteger(threads) || threads < 1) {
    throw new SiteError(`${part}: the number of server threads must be a whole number ≥ 1, got ${threads}`, {
      part,
      port,
    });
  }
  const reusePort = threads > 1;
  /** @type {import('node:child_process').ChildProcess[]} */
  const started = [];
  /** One server in a process of its own on `at`; resolves with the port it listens on. */
  const startServer = (/** @type {number} */ at) => {
    const child = fork(fileURLToPath(new URL('./shell-process.mjs', import.meta.url)), [], {
      env: {
        ...process.env,
        PORTAL_SHELL_SERVER: JSON.stringify({
          entry,
          options: { dir, port: at, host, config, siteUrl, qa, reusePort },
          log: Boolean(logs),
        }),
      },
      // Its own output (a crash's trace) goes where this process's goes; what it says, over IPC.
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started.push(child);
    return /** @type {Promise<number>} */ (
      new Promise((resolve, reject) => {
        child.on('error', (error) => reject(portError(part, at, host, error)));
        child.once('exit', (code) =>
          reject(portError(part, at, host, new Error(`its process exited (${code}) before it listened`))),
        );
        child.on(
          'message',
          (
            /** @type {{ ready?: number, failed?: { message: string, code?: string }, log?: { method: string, url: string, status: number, ms: number }, error?: string }} */ message,
          ) => {
            if (message.ready) resolve(message.ready);
            if (message.failed) {
              child.kill();
              reject(
                portError(part, at, host, Object.assign(new Error(message.failed.message), message.failed)),
              );
            }
            if (message.log) {
              const line = message.log;
              logs?.write(name, requestLine(line.method, line.url, line.status, line.ms), true);
            }
            if (message.error) logs?.write(name, message.error);
          },
        );
      })
    );
  };
  /** Ends a server's process once it is gone. */
  const ended = (/** @type {import('node:child_process').ChildProcess} */ child) =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      })
    );
  /** @type {Promise<void> | undefined} */
  let closing;
  const close = () =>
    (closing ??= Promise.all(
      started.map((child) => {
        const gone = ended(child);
        // Closed (its connections, its remotes), then ended; one that never listened has nothing to close.
        child.on('message', (/** @type {{ closed?: boolean }} */ message) => {
          if (message.closed) child.kill();
        });
        if (child.connected) child.send('close');
        else child.kill();
        return gone;
      }),
    ).then(() => undefined));
  let actualPort;
  try {
    // The first takes the port (perhaps any free one); the others join it there.
    actualPort = await startServer(port);
    await Promise.all(Array.from({ length: threads - 1 }, () => startServer(actualPort)));
  } catch (error) {
    await Promise.all(started.map((child) => (child.kill(), ended(child))));
    throw error;
  }
  return {
    part,
    port: actualPort,
    url: `http://${publicHost}:${actualPort}`,
    dropConnections: () => started.forEach((child) => child.connected && child.send('drop')),
    close,
  };
}

/**
 * Starts the mail catcher, MailDev (an SMTP server, a web UI and its REST API), in this process. Mail is
 * kept in a temporary folder that goes when it stops.
 * @param {import('./index.d.mts').MailCatcherOptions} [options]
 * @returns {Promise<import('./index.d.mts').MailCatcher>}
 */
export async function startMailCatcher({
  webPort = DEFAULT_PORTS.mail,
  smtpPort = DEFAULT_PORTS.smtp,
  host = '127.0.0.1',
  publicHost = 'localhost',
} = {}) {
  await assertPortFree(PARTS.mail, webPort, host);
  await assertPortFree(PARTS.smtp, smtpPort, host);
  const mailDirectory = mkdtempSync(join(tmpdir(), 'portal-mail-'));
  const maildev = new MailDev({
    smtp: smtpPort,
    ip: host,
    web: webPort,
    webIp: host,
    mailDirectory,
    silent: true,
  });
  try {
    await maildev.start();
  } catch (error) {
    rmSync(mailDirectory, { recursive: true, force: true });
    throw new SiteError(`${PARTS.mail} could not start: ${error instanceof Error ? error.message : error}`, {
      part: PARTS.mail,
      port: webPort,
    });
  }
  let stopped;
  return {
    url: `http://${publicHost}:${webPort}`,
    // MailDev offers STARTTLS with a certificate of its own making: plain SMTP on this machine.
    smtpUrl: `smtp://${host.includes(':') ? `[${host}]` : host}:${smtpPort}?ignoreTLS=true`,
    stop: () =>
      (stopped ??= maildev
        .stop()
        .catch(() => undefined)
        .then(() => rmSync(mailDirectory, { recursive: true, force: true }))),
  };
}

/**
 * Starts api-mock and the three apps; resolves when every part answers.
 * @param {import('./index.d.mts').SiteOptions} [options]
 * @returns {Promise<import('./index.d.mts').Site>}
 */
export async function startSite(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? 'localhost';
  const withMail = options.mail !== false;
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  if (!withMail) {
    delete ports.mail;
    delete ports.smtp;
  }
  const urls = /** @type {Record<keyof typeof DEFAULT_PORTS, string>} */ (
    Object.fromEntries(Object.entries(ports).map(([key, port]) => [key, `http://${publicHost}:${port}`]))
  );
  const config = options.config ?? siteConfigAt(urls);
  const logs = options.logs ?? createLogSink({ mode: options.log ?? 'requests', print: options.print });
  const dist = {
    shell: distOf('shell'),
    seeker: distOf('seeker'),
    employer: distOf('employer'),
    ...options.dist,
  };

  // Nothing starts when a build is missing or a port is taken: the message names the part and port.
  if (!existsSync(API_SERVER)) {
    throw new SiteError(
      `${PARTS.api} has no build in ${dirname(API_SERVER)}: build it first (\`npm start\` builds every part)`,
      { part: PARTS.api, port: ports.api },
    );
  }
  for (const key of APP_KEYS) {
    if (
      !existsSync(join(dist[key], 'index.html')) ||
      (key === 'shell' && !existsSync(shellServerOf(dist[key])))
    ) {
      throw new SiteError(
        `${PARTS[key]} has no production build in ${dist[key]}: build it first (\`npm start\` builds every app)`,
        { part: PARTS[key], port: ports[key] },
      );
    }
  }
  await assertPortsFree(ports, host);

  const apiEnv = { ...siteApiEnv(urls, config), ...options.apiEnv };
  const qaEnv = (apiEnv.API_QA ?? process.env.API_QA ?? '').trim().toLowerCase();
  const qa = !['0', 'false', 'no', 'off'].includes(qaEnv);

  /** @type {Partial<Record<'shell' | 'seeker' | 'employer', import('./index.d.mts').StaticApp>>} */
  const apps = {};
  /** @type {import('./index.d.mts').ApiProcess | undefined} */
  let api;
  /** @type {import('./index.d.mts').MailCatcher | undefined} */
  let mail;
  const closeApps = () => Promise.all([...Object.values(apps).map((app) => app?.close()), mail?.stop()]);
  try {
    if (withMail) {
      mail = await startMailCatcher({ webPort: ports.mail, smtpPort: ports.smtp, host, publicHost });
      // api-mock sends to it, and its e-mails link to this site (unless the environment says otherwise).
      if (!process.env.API_SMTP_URL && !apiEnv.API_SMTP_URL) apiEnv.API_SMTP_URL = mail.smtpUrl;
    }
    if (!process.env.API_SITE_URL && !apiEnv.API_SITE_URL) apiEnv.API_SITE_URL = urls.shell;
    // The remotes first: the shell's server loads their code before it says it is ready, so that its first
    // visitors get rendered pages.
    for (const key of /** @type {const} */ (['seeker', 'employer', 'shell'])) {
      const app = {
        part: PARTS[key],
        name: key,
        dir: dist[key],
        port: ports[key],
        host,
        publicHost,
        config,
        logs,
      };
      apps[key] =
        key === 'shell'
          ? // The site's public URL is configuration, never a request's Host: this site's own by default.
            // With the API's QA controls on, a page's first render calls it as the visitor's QA session.
            await serveShell({
              ...app,
              siteUrl: options.siteUrl ?? urls.shell,
              qa,
              threads: options.shellThreads ?? 1,
            })
          : await serveApp(app);
    }
    api = await startApi({
      port: ports.api,
      host,
      publicHost,
      env: apiEnv,
      qaToken: options.qaToken,
      logs,
      readyTimeoutMs: options.readyTimeoutMs,
    });
    for (const key of APP_KEYS) {
      try {
        await waitForHttp(`${localUrl(host, ports[key])}/`, { timeoutMs: 10_000 });
      } catch (error) {
        throw new SiteError(`${PARTS[key]} does not answer on port ${ports[key]}: ${String(error)}`, {
          part: PARTS[key],
          port: ports[key],
        });
      }
    }
  } catch (error) {
    await Promise.all([closeApps(), api?.stop()]);
    throw error;
  }

  const started = /** @type {Required<typeof apps>} */ (apps);
  const running = /** @type {import('./index.d.mts').ApiProcess} */ (api);
  let stopped;
  return {
    ports,
    urls,
    config,
    qaToken: running.qaToken,
    qa,
    mail: mail ?? null,
    api: running,
    apps: started,
    logs,
    exited: running.exited,
    stop: () => (stopped ??= Promise.all([closeApps(), running.stop()]).then(() => undefined)),
    kill: () => {
      running.kill();
      for (const app of Object.values(started)) app.dropConnections();
    },
  };
}

/** What a person needs once the site is up. */
export function banner(site) {
  const qa = site.qa
    ? `\n  QA console:        ${site.urls.api}/__qa   (QA token, also the ${QA_TOKEN_HEADER} header for curl: ${site.qaToken})`
    : '';
  return `
  Job portal is up:  ${site.urls.shell}
  API (api-mock):    ${site.config.apiUrl}   (docs: ${site.config.apiUrl}/docs)
  Remotes:           ${site.urls.seeker} (seeker), ${site.urls.employer} (employer)${qa}${
    site.mail ? `\n  E-mail (MailDev):  ${site.mail.url}   (web UI; REST API ${site.mail.url}/api/email)` : ''
  }

${DEMO_ACCOUNTS}

Press Ctrl-C to stop.`;
}

/**
 * Keeps a started site until SIGINT, SIGTERM or SIGHUP, or until api-mock dies, then stops every part and
 * exits (0 when asked to stop, 1 when a part died). A second signal stops at once.
 * Under npm (`npm start`), npm forwards SIGINT and SIGTERM but dies of SIGHUP without passing it on: the
 * parent is watched so the site never outlives it.
 * @param {import('./index.d.mts').Site} site
 */
export function stopOnSignals(
  site,
  { print = (line) => console.log(line), watchParent = Boolean(process.env.npm_lifecycle_event) } = {},
) {
  // A hung-up terminal must not turn the last message into a crash mid-shutdown.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});
  let stopping = false;
  const stop = async (reason, code) => {
    if (stopping) {
      site.kill();
      process.exit(code || 1);
    }
    stopping = true;
    print(`${reason}: stopping the site…`);
    await site.stop();
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal, 0));
  void site.exited.then((exit) => {
    if (!stopping && !exit.expected) {
      print(`${PARTS.api} exited (${exit.signal ?? `code ${exit.code}`}); its last output:`);
      for (const line of site.api.output().slice(-15)) print(`  ${line}`);
      void stop('api-mock is gone', 1);
    }
  });
  if (watchParent) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void stop('the parent process is gone', 0);
    }, 500).unref();
  }
}

/**
 * The runtime configuration (config.json) of a site whose API and remotes are served at these origins,
 * each remote's manifest at its root.
 * @param {Record<'api' | 'seeker' | 'employer', string>} urls
 * @returns {import('./index.d.mts').SiteConfig}
 */
export function siteConfigAt(urls) {
  return {
    apiUrl: urls.api,
    remotes: { seeker: `${urls.seeker}/mf-manifest.json`, employer: `${urls.employer}/mf-manifest.json` },
  };
}

/**
 * What api-mock needs to serve a site (unless the environment says otherwise): it answers the pages of
 * every origin the site is served from (and their 127.0.0.1 twins), and builds upload URLs from the API
 * URL of the config.
 * @param {Record<'shell' | 'seeker' | 'employer', string>} urls where the apps are served
 * @param {import('./index.d.mts').SiteConfig} config the shell's config.json
 * @returns {Record<string, string>}
 */
export function siteApiEnv(urls, config) {
  const origins = new Set(
    [urls.shell, urls.seeker, urls.employer, config.remotes.seeker, config.remotes.employer].map(
      (url) => new URL(url).origin,
    ),
  );
  for (const origin of [...origins]) {
    const url = new URL(origin);
    if (url.hostname === 'localhost') origins.add(`${url.protocol}//127.0.0.1:${url.port}`);
  }
  /** @type {Record<string, string>} */
  const env = {};
  if (!process.env.API_CORS_ORIGINS) env.API_CORS_ORIGINS = [...origins].join(',');
  if (!process.env.API_PUBLIC_URL) env.API_PUBLIC_URL = config.apiUrl;
  return env;
}

/**
 * The site's ports, address and runtime configuration as `npm start` and `npm run dev` read them from the
 * environment (README "Configuration"); throws a SiteError naming a variable with a bad value.
 * @param {NodeJS.ProcessEnv} [env]
 */
export function siteFromEnv(env = process.env) {
  const ports = {
    api: portFromEnv('API_PORT', DEFAULT_PORTS.api, env),
    shell: portFromEnv('PORTAL_SHELL_PORT', DEFAULT_PORTS.shell, env),
    seeker: portFromEnv('PORTAL_SEEKER_PORT', DEFAULT_PORTS.seeker, env),
    employer: portFromEnv('PORTAL_EMPLOYER_PORT', DEFAULT_PORTS.employer, env),
    mail: portFromEnv('PORTAL_MAIL_PORT', DEFAULT_PORTS.mail, env),
    smtp: portFromEnv('PORTAL_SMTP_PORT', DEFAULT_PORTS.smtp, env),
  };
  const local = (/** @type {number} */ port) => `http://localhost:${port}`;
  const overrides = (env.PORTAL_OVERRIDE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    ports,
    urls: { shell: local(ports.shell), seeker: local(ports.seeker), employer: local(ports.employer) },
    config: {
      apiUrl: env.PORTAL_API_URL ?? local(ports.api),
      remotes: {
        seeker: env.PORTAL_SEEKER_URL ?? `${local(ports.seeker)}/mf-manifest.json`,
        employer: env.PORTAL_EMPLOYER_URL ?? `${local(ports.employer)}/mf-manifest.json`,
      },
      // Origins a browser may point a remote at (docs/DEPLOY.md, config.json "overrides"); none by default.
      ...(overrides.length ? { overrides } : {}),
    },
    // Canonical links, link previews and the sitemap name the site by this URL (never a request's Host).
    siteUrl: env.PORTAL_SITE_URL?.trim() || local(ports.shell),
    // The shell's rendering server, one per core unless told otherwise (it renders every page: CPU-bound).
    shellThreads: countFromEnv('PORTAL_SHELL_THREADS', availableParallelism(), env),
  };
}

/**
 * Reads a whole number from 1 to `max` from the environment (`fallback` when unset); throws naming the
 * variable and what it must be (`what`) when invalid.
 */
function wholeNumberFromEnv(name, fallback, env, max, what) {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > max) {
    throw new SiteError(`${name} must be ${what} 1-${max}, got "${raw}"`);
  }
  return value;
}

/** Reads a port from the environment (`fallback` when unset); throws naming the variable when invalid. */
export const portFromEnv = (name, fallback, env = process.env) =>
  wholeNumberFromEnv(name, fallback, env, 65535, 'a port number');

/** Reads a count ≥ 1 from the environment (`fallback` when unset); throws naming the variable when invalid. */
export const countFromEnv = (name, fallback, env = process.env) =>
  wholeNumberFromEnv(name, fallback, env, 256, 'a whole number');

/** The log mode named by `value` (PORTAL_LOG, E2E_LOG…), else `fallback`. */
export function logModeFrom(value, fallback) {
  const mode = value?.trim();
  if (!mode) return fallback;
  if (!LOG_MODES.includes(/** @type {never} */ (mode))) {
    throw new SiteError(`log mode must be one of ${LOG_MODES.join(', ')}, got "${mode}"`);
  }
  return /** @type {import('./log.mjs').LogMode} */ (mode);
}
