// The start-up module against small stand-in builds and a real api-mock: everything answers before
// startSite resolves, a taken port or a failing api-mock is an error naming the part and the port (and
// leaves nothing running), stop() leaves no listener and no process, and the log modes print what they say.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { banner, serveShell, siteFromEnv, startApi, startSite, SiteError, type Site } from '../index.mjs';
import { createApiLineFormatter, createLogSink } from '../log.mjs';
import {
  alive,
  descendants,
  environmentOf,
  eventually,
  freePorts,
  listening,
  occupy,
  sitePorts,
} from './helpers';

let root: string;
let dist: { shell: string; seeker: string; employer: string };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'site-test-'));
  const app = (name: string) => {
    const dir = join(root, name);
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
    writeFileSync(join(dir, 'remoteEntry.js'), `/* ${name} */`);
    return dir;
  };
  dist = { shell: app('shell'), seeker: app('seeker'), employer: app('employer') };
  // The shell's server, as a stand-in: the module interface @portal/site starts (the real one renders pages;
  // its own tests are the shell's), serving the stand-in build with the static server.
  mkdirSync(join(dist.shell, 'server'));
  writeFileSync(
    join(dist.shell, 'server', 'index.cjs'),
    `exports.startShellServer = async ({ dir, port, host, config, log }) => {
  const { serveStatic } = await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, '..', '..', '..', 'packages', 'build-config', 'serve.mjs')).href)});
  const server = await serveStatic({ dir, port, host, config, log, spa: true });
  return { server, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
};
`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const MEMORY = { API_DB_FILE: ':memory:', API_SEED_SIZE: '0' };

describe('a site that starts', () => {
  let site: Site;
  const printed: string[] = [];
  let apiTree: number[] = [];

  beforeAll(async () => {
    site = await startSite({
      ports: await sitePorts(),
      dist,
      apiEnv: MEMORY,
      qaToken: 'qa-secret-for-the-test',
      log: 'requests',
      print: (line) => printed.push(line),
    });
    apiTree = [site.api.child.pid!, ...descendants(site.api.child.pid!)];
  });
  afterAll(() => site?.stop());

  test('every part answers once startSite resolves', async () => {
    expect((await fetch(`${site.urls.api}/health`)).status).toBe(200);
    for (const key of ['shell', 'seeker', 'employer'] as const) {
      const response = await fetch(`${site.urls[key]}/`);
      expect(response.status, key).toBe(200);
      expect(await response.text(), key).toContain(`<title>${key}</title>`);
    }
  });

  test('every app serves the runtime config that wires the site together', async () => {
    for (const key of ['shell', 'seeker', 'employer'] as const) {
      expect(await (await fetch(`${site.urls[key]}/config.json`)).json()).toEqual({
        apiUrl: site.urls.api,
        remotes: {
          seeker: `${site.urls.seeker}/mf-manifest.json`,
          employer: `${site.urls.employer}/mf-manifest.json`,
        },
      });
    }
  });

  test("the API answers the site's origins (CORS) and got the QA token", async () => {
    const response = await fetch(`${site.urls.api}/api/jobs?limit=1`, {
      headers: { origin: site.urls.shell },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(site.urls.shell);
    // api-mock runs from its build with plain node: the child is the server itself.
    expect(environmentOf(site.api.child.pid!).API_QA_TOKEN, 'the api-mock server has API_QA_TOKEN').toBe(
      'qa-secret-for-the-test',
    );
    expect(site.qaToken).toBe('qa-secret-for-the-test');
    expect(banner(site)).toContain(
      `QA console:        ${site.urls.api}/__qa   (QA token, also the x-qa-token header for curl: qa-secret-for-the-test)`,
    );
    expect(banner({ ...site, qa: false })).not.toContain('__qa');
    // The banner's link is the QA console's page, which asks for that token.
    const qaConsole = await fetch(`${site.urls.api}/__qa`);
    expect(qaConsole.status).toBe(200);
    expect(await qaConsole.text()).toContain('<title>QA console · api-mock</title>');
  });

  test('the mail catcher answers (web UI, REST API) and api-mock sends to it, with links to the shell', async () => {
    expect(site.mail?.url).toBe(site.urls.mail);
    expect((await fetch(`${site.mail!.url}/api/email`)).status).toBe(200);
    const env = environmentOf(site.api.child.pid!);
    expect(env.API_SMTP_URL).toBe(`smtp://127.0.0.1:${site.ports.smtp}?ignoreTLS=true`);
    expect(env.API_SITE_URL).toBe(site.urls.shell);
    expect(banner(site)).toContain(`E-mail (MailDev):  ${site.urls.mail}`);
  });

  test('one human line per request, prefixed with the part', async () => {
    await fetch(`${site.urls.shell}/find-jobs`);
    await fetch(`${site.urls.api}/api/jobs?limit=2`);
    const requests = () =>
      printed.filter((line) => /^\[(shell|api)\]\s+GET \/(find-jobs|api\/jobs\?limit=2) /.test(line));
    await eventually(() => requests().length >= 2);
    // In either order: the shell's server (its own thread) and api-mock (its own process) log on their own.
    expect(requests()).toHaveLength(2);
    expect(requests()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\[shell\]\s+GET \/find-jobs 200 [\d.]+ ms$/),
        expect.stringMatching(/^\[api\]\s+GET \/api\/jobs\?limit=2 200 [\d.]+ ms$/),
      ]),
    );
    expect(printed.some((line) => line.startsWith('[api]') && line.includes('"level"'))).toBe(false);
  });

  test('stop() leaves no listener and no process behind', async () => {
    // One process, the server: no launcher, no tsx loader or esbuild helper any more.
    expect(apiTree).toEqual([site.api.child.pid]);
    await site.stop();
    for (const port of Object.values(site.ports)) expect(await listening(port), `port ${port}`).toBe(false);
    expect(await eventually(() => apiTree.every((pid) => !alive(pid)))).toBe(true);
  });
});

describe('a site that cannot start', () => {
  test('a taken API port: an error naming api-mock and the port, nothing left running', async () => {
    const ports = await sitePorts();
    const other = await occupy(ports.api);
    try {
      const error = await startSite({ ports, dist, apiEnv: MEMORY, log: 'silent' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SiteError);
      expect(error).toMatchObject({ part: 'api-mock', port: ports.api });
      expect(String((error as Error).message)).toContain(`api-mock cannot listen on 127.0.0.1:${ports.api}`);
      expect(String((error as Error).message)).toContain('already in use');
      for (const key of ['shell', 'seeker', 'employer'] as const) {
        expect(await listening(ports[key]), key).toBe(false);
      }
    } finally {
      other.close();
    }
  });

  test('a taken port of a remote is named too', async () => {
    const ports = await sitePorts();
    const other = await occupy(ports.employer);
    try {
      await expect(startSite({ ports, dist, apiEnv: MEMORY, log: 'silent' })).rejects.toMatchObject({
        part: 'employer-remote',
        port: ports.employer,
        message: expect.stringContaining('already in use'),
      });
      expect(await listening(ports.api)).toBe(false);
    } finally {
      other.close();
    }
  });

  test('an api-mock that exits at start: its exit and last output, and the apps closed again', async () => {
    const ports = await sitePorts();
    const error = (await startSite({
      ports,
      dist,
      apiEnv: { ...MEMORY, API_SEED_SIZE: 'lots' },
      log: 'silent',
    }).catch((e: unknown) => e)) as SiteError;
    expect(error).toBeInstanceOf(SiteError);
    expect(error.part).toBe('api-mock');
    expect(error.message).toMatch(/api-mock exited \(code \d+\) before it answered/);
    expect(error.message).toContain('API_SEED_SIZE');
    for (const port of Object.values(ports)) expect(await listening(port), `port ${port}`).toBe(false);
  });

  test('a missing build names the app before anything starts', async () => {
    const ports = await sitePorts();
    await expect(
      startSite({
        ports,
        dist: { ...dist, seeker: join(root, 'nothing-here') },
        apiEnv: MEMORY,
        log: 'silent',
      }),
    ).rejects.toMatchObject({
      part: 'seeker-remote',
      message: expect.stringContaining('no production build'),
    });
    expect(await listening(ports.api)).toBe(false);
  });

  test('a shell build without its server names the shell before anything starts', async () => {
    const ports = await sitePorts();
    const bare = join(root, 'shell-without-server');
    mkdirSync(bare, { recursive: true });
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>shell</title>');
    await expect(
      startSite({ ports, dist: { ...dist, shell: bare }, apiEnv: MEMORY, log: 'silent' }),
    ).rejects.toMatchObject({ part: 'shell', message: expect.stringContaining('no production build') });
    expect(await listening(ports.api)).toBe(false);
  });

  test('two parts on one port', async () => {
    const [port] = await freePorts(1);
    await expect(startSite({ ports: { api: port, shell: port }, dist, log: 'silent' })).rejects.toThrow(
      /both given port/,
    );
  });
});

describe("the shell's server, a process each, on every core", () => {
  // A stand-in server that says which process answered, and listens as the real one does (reusePort).
  let threaded: string;
  beforeAll(() => {
    threaded = join(root, 'shell-threaded');
    mkdirSync(join(threaded, 'server'), { recursive: true });
    writeFileSync(join(threaded, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(
      join(threaded, 'server', 'index.cjs'),
      `const { createServer } = require('node:http');
exports.startShellServer = ({ port, host, reusePort }) => new Promise((resolve, reject) => {
  const server = createServer((req, res) => res.end(String(process.pid)));
  server.once('error', reject);
  server.listen({ port, host, reusePort }, () => resolve({
    server,
    close: () => new Promise((done) => { server.closeAllConnections(); server.close(done); }),
  }));
});
`,
    );
  });

  test('a server runs in a process of its own, and close() ends it', async () => {
    const app = await serveShell({ dir: threaded, port: 0 });
    let pid: number | undefined;
    try {
      pid = Number(await (await fetch(`${app.url}/`, { headers: { connection: 'close' } })).text());
      expect(pid).not.toBe(process.pid);
      expect(alive(pid)).toBe(true);
    } finally {
      await app.close();
    }
    expect(await listening(app.port)).toBe(false);
    expect(pid !== undefined && alive(pid)).toBe(false);
  });

  test('two servers answer on one port, and close() stops both', async () => {
    const app = await serveShell({ dir: threaded, port: 0, threads: 2 });
    const answered = new Set<string>();
    try {
      for (let i = 0; i < 40; i++) {
        const response = await fetch(`${app.url}/`, { headers: { connection: 'close' } });
        answered.add(await response.text());
      }
    } finally {
      await app.close();
    }
    expect(answered.size).toBe(2);
    expect(await listening(app.port)).toBe(false);
  });

  test('a count that is no count is refused before anything starts', async () => {
    await expect(serveShell({ dir: threaded, port: 0, threads: 0 })).rejects.toThrow(/whole number/);
    expect(() => siteFromEnv({ PORTAL_SHELL_THREADS: 'many' })).toThrow(/PORTAL_SHELL_THREADS/);
    expect(siteFromEnv({ PORTAL_SHELL_THREADS: '3' }).shellThreads).toBe(3);
    expect(siteFromEnv({}).shellThreads).toBeGreaterThanOrEqual(1);
  });
});

describe('api-mock settings', () => {
  test('a silent site tells api-mock to log only warnings; a chatty one leaves its level alone', async () => {
    const quiet = await startApi({
      port: (await freePorts(1))[0],
      env: MEMORY,
      logs: createLogSink({ mode: 'silent' }),
    });
    const chatty = await startApi({
      port: (await freePorts(1))[0],
      env: MEMORY,
      logs: createLogSink({ mode: 'quiet' }),
    });
    try {
      const levelOf = (pid: number) => environmentOf(pid).API_LOG_LEVEL;
      expect(levelOf(quiet.child.pid!)).toBe('warn');
      expect(levelOf(chatty.child.pid!)).toBe(process.env.API_LOG_LEVEL);
    } finally {
      await Promise.all([quiet.stop(), chatty.stop()]);
    }
  });
});

describe('log lines', () => {
  test("pino's two JSON lines per request become one human line", () => {
    const format = createApiLineFormatter();
    expect(
      format(
        '{"level":30,"time":1,"reqId":"req-1","req":{"method":"GET","url":"/api/jobs"},"msg":"incoming request"}',
      ),
    ).toBeNull();
    expect(
      format(
        '{"level":30,"time":2,"reqId":"req-1","res":{"statusCode":200},"responseTime":3.14,"msg":"request completed"}',
      ),
    ).toEqual({ text: 'GET /api/jobs 200 3.1 ms', request: true });
    expect(format('{"level":50,"msg":"database is locked","err":{"message":"SQLITE_BUSY"}}')).toEqual({
      text: 'ERROR database is locked: SQLITE_BUSY',
      request: false,
    });
    expect(format('api-mock listening on http://127.0.0.1:4000')).toEqual({
      text: 'api-mock listening on http://127.0.0.1:4000',
      request: false,
    });
    expect(format('{not json')).toEqual({ text: '{not json', request: false });
  });

  test('quiet drops the request lines, silent prints nothing, both keep the tail', () => {
    for (const mode of ['requests', 'quiet', 'silent'] as const) {
      const printed: string[] = [];
      const logs = createLogSink({ mode, print: (line) => printed.push(line) });
      logs.write('api', 'GET /health 200 1 ms', true);
      logs.write('api', 'listening');
      const expected = { requests: 2, quiet: 1, silent: 0 }[mode];
      expect(printed.length, mode).toBe(expected);
      expect(logs.tail('api').length, mode).toBe(2);
    }
    expect(() => createLogSink({ mode: 'loud' as never })).toThrow(/log mode/);
  });
});
