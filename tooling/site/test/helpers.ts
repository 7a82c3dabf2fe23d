// Ports, process trees and listeners, as seen from outside the site under test (also for other packages'
// process tests: `@portal/site/test-helpers`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';

/** `count` ports nobody listens on right now (the OS picks them). */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    ports.push((server.address() as { port: number }).port);
  }
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** The ports of every part of a site (`npm start`, `npm run dev`): the API, the apps, the mail catcher. */
export type SitePorts = {
  api: number;
  shell: number;
  seeker: number;
  employer: number;
  mail: number;
  smtp: number;
};

/**
 * Free ports for every part of a site, and for each name of `extra` (servers a test runs beside it), all
 * picked at once so that none is given twice.
 */
export async function sitePorts<Extra extends string = never>(
  ...extra: Extra[]
): Promise<SitePorts & Record<Extra, number>> {
  const names = ['api', 'shell', 'seeker', 'employer', 'mail', 'smtp', ...extra];
  const ports = await freePorts(names.length);
  return Object.fromEntries(names.map((name, i) => [name, ports[i]!])) as SitePorts & Record<Extra, number>;
}

/** Something else listening on `port`, as a colleague's forgotten server would. */
export async function occupy(port: number): Promise<Server> {
  const server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** true when a TCP connection to 127.0.0.1:`port` is accepted. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface ProcInfo {
  pid: number;
  ppid: number;
  state: string;
}

function readProc(pid: number): ProcInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command name) state ppid …": the name may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { pid, state: fields[0] ?? '?', ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

/** Every process below `pid` (children, grandchildren…), read from /proc. */
export function descendants(pid: number): number[] {
  const all = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((info): info is ProcInfo => info !== null);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const info of all) {
      if (info.ppid === parent && !found.includes(info.pid)) {
        found.push(info.pid);
        queue.push(info.pid);
      }
    }
  }
  return found;
}

/** A process that still runs (a zombie waiting to be reaped has finished). */
export function alive(pid: number): boolean {
  if (!existsSync(`/proc/${pid}`)) return false;
  const info = readProc(pid);
  return info !== null && info.state !== 'Z' && info.state !== 'X';
}

/** The environment a process was started with. */
export function environmentOf(pid: number): Record<string, string> {
  const raw = readFileSync(`/proc/${pid}/environ`, 'utf8');
  return Object.fromEntries(
    raw
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

/**
 * Whether `check` comes true, asked every 100 ms for up to `timeoutMs`: a bound that only stops a hang, never
 * a figure (beside the build and the browser tests on two cores, a stop that takes 2 s alone took 30).
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/**
 * The environment of a start-up script started by a test on `ports`: the test runner's, less its npm_*
 * variables (they would say npm is the script's parent when it is not), with the ports `npm start` and
 * `npm run dev` read.
 */
export function scriptEnv(ports: SitePorts, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('npm_')) env[name] = value;
  return Object.assign(env, {
    API_PORT: String(ports.api),
    PORTAL_SHELL_PORT: String(ports.shell),
    PORTAL_SEEKER_PORT: String(ports.seeker),
    PORTAL_EMPLOYER_PORT: String(ports.employer),
    PORTAL_MAIL_PORT: String(ports.mail),
    PORTAL_SMTP_PORT: String(ports.smtp),
    npm_config_update_notifier: 'false',
    ...extra,
  });
}
