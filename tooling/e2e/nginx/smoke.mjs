#!/usr/bin/env node
// The production builds behind Debian's nginx, configured with docs/DEPLOY.md's own nginx snippets, and a
// smoke of the e2e suite against that deployment (`npm test` runs it after the build; alone, on the last
// build: `npm run e2e:nginx`). The snippets are copied out of the document verbatim, so
// a rule in the document that nginx refuses, or that serves a file wrongly, fails here.
//
// What runs: api-mock, the shell's rendering server (on a port of its own, behind nginx, as in the
// document's shell server block), the two remotes' builds served by nginx from copies with their own
// config.json (as a deployment has), and nginx in front of all three. Then the e2e files in SMOKE_FILES run
// against it in deployed mode (E2E_*_URL), the way a team checks a real environment.
//
// Ports: E2E_NGINX_PORT (default 3300) is the shell's; the seeker, the employer and the shell's server
// behind nginx take the next three, and api-mock E2E_NGINX_PORT + 1000. NGINX_PATH: the nginx binary
// (default /usr/sbin/nginx; Debian: `apt-get install nginx libnginx-mod-http-brotli-static`).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy } from '@portal/build-config/serve';
import {
  distOf,
  newQaToken,
  ROOT,
  serveShell,
  siteApiEnv,
  siteConfigAt,
  startApi,
  waitForHttp,
} from '@portal/site';

/** The e2e files of the smoke: headers and caching of every origin, server rendering, the composed site. */
export const SMOKE_FILES = [
  'tooling/e2e/tests/security-headers.e2e.test.ts',
  'tooling/e2e/tests/server-rendering.e2e.test.ts',
  'tooling/e2e/tests/federation.e2e.test.ts',
];

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const MODULES = '/usr/lib/nginx/modules';
const base = Number(process.env.E2E_NGINX_PORT ?? 3300);
if (!Number.isInteger(base) || base < 1 || base > 64_535) {
  throw new Error(`E2E_NGINX_PORT must be a port number, got "${process.env.E2E_NGINX_PORT}"`);
}
const ports = { shell: base, seeker: base + 1, employer: base + 2, shellServer: base + 3, api: base + 1000 };
const url = (/** @type {number} */ port) => `http://localhost:${port}`;
const urls = { shell: url(ports.shell), seeker: url(ports.seeker), employer: url(ports.employer) };
const apiUrl = url(ports.api);
/**
 * The environment's runtime configuration: the shell's, and each remote's own (its standalone page reads
 * the API there). The remotes' pages are sent the policy the static server would build from it.
 */
const config = siteConfigAt({ api: apiUrl, ...urls });

/**
 * The nginx snippets of docs/DEPLOY.md: every ```nginx block whose first line names a file under
 * /etc/nginx/snippets/, by that file's name.
 * @returns {Map<string, string>}
 */
export function deploySnippets(markdown = readFileSync(join(ROOT, 'docs', 'DEPLOY.md'), 'utf8')) {
  const snippets = new Map();
  for (const [, body] of markdown.matchAll(/```nginx\n([\s\S]*?)```/g)) {
    const name = /^# \/etc\/nginx\/snippets\/([\w.-]+\.conf)\b/.exec(body ?? '')?.[1];
    if (name) snippets.set(name, body);
  }
  return snippets;
}

/** @param {string} dir */
function nginxConf(dir) {
  const remote = (/** @type {'seeker' | 'employer'} */ key) => `
  server {
    listen 127.0.0.1:${ports[key]};
    server_name localhost;
    root ${join(dir, key)};
    set $portal_csp "${contentSecurityPolicy(config)}";
    include snippets/portal-app.conf;
  }`;
  const temp = (/** @type {string} */ name) => join(dir, 'temp', name);
  return `# Written by tooling/e2e/nginx/smoke.mjs: the document's snippets, local ports instead of TLS.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
include /etc/nginx/modules-enabled/*.conf;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include snippets/portal-page-cache.conf;
  upstream portal_shell {
    server 127.0.0.1:${ports.shellServer};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${ports.shell};
    server_name localhost;
    include snippets/portal-shell.conf;
  }${remote('seeker')}${remote('employer')}
}
`;
}

/** @param {string} dir */
function writeDeployment(dir) {
  const snippets = deploySnippets();
  for (const name of [
    'portal-headers.conf',
    'portal-app.conf',
    'portal-page-cache.conf',
    'portal-shell.conf',
  ]) {
    if (!snippets.has(name)) throw new Error(`docs/DEPLOY.md has no nginx snippet named ${name}`);
  }
  mkdirSync(join(dir, 'snippets'), { recursive: true });
  for (const [name, body] of snippets) {
    // The page cache's folder: this run's own, not the system's.
    writeFileSync(
      join(dir, 'snippets', name),
      body.replaceAll('/var/cache/nginx/portal', join(dir, 'cache')),
    );
  }
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'temp', name), { recursive: true });
  }
  // Each remote as it is deployed: its build, and a config.json that names this environment's API.
  for (const key of /** @type {const} */ (['seeker', 'employer'])) {
    cpSync(distOf(key), join(dir, key), { recursive: true });
    writeFileSync(join(dir, key, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  }
  // Debian's module lines (/etc/nginx/modules-enabled) name the modules relative to nginx's prefix.
  if (existsSync(MODULES)) symlinkSync(MODULES, join(dir, 'modules'));
  writeFileSync(join(dir, 'nginx.conf'), nginxConf(dir));
}

/**
 * Starts nginx on `dir`'s configuration in the foreground; resolves once the remotes' origins answer (the
 * shell's origin answers once its server behind nginx has started).
 * @param {string} dir
 */
async function startNginx(dir) {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is missing at ${NGINX}: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  }
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refuses the configuration:\n${checked.stderr}`);
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    Promise.all([
      waitForHttp(`${urls.seeker}/mf-manifest.json`, { timeoutMs: 10_000 }),
      waitForHttp(`${urls.employer}/mf-manifest.json`, { timeoutMs: 10_000 }),
    ]),
    exited.then((code) => {
      throw new Error(`nginx exited (${String(code)}): ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }),
  ]);
  return {
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const qaToken = newQaToken();
  /** @type {{ stop: () => Promise<unknown> }[]} */
  const running = [];
  let code = 1;
  try {
    writeDeployment(dir);
    // A fresh seeded database in memory, with the QA controls the suite resets it with.
    const env = { ...siteApiEnv(urls, config), API_DB_FILE: ':memory:', API_SEED: '1', API_QA: '1' };
    const api = await startApi({ port: ports.api, env, qaToken });
    running.push(api);
    // nginx first: the shell's server loads the remotes' code, which nginx serves, before it says it is ready.
    running.push(await startNginx(dir));
    const shell = await serveShell({
      dir: distOf('shell'),
      port: ports.shellServer,
      config,
      siteUrl: urls.shell,
    });
    running.push({ stop: () => shell.close() });
    await waitForHttp(`${urls.shell}/`, { timeoutMs: 10_000 });
    console.log(
      `nginx serves the shell at ${urls.shell}, the remotes at ${urls.seeker} and ${urls.employer}`,
    );
    const vitest = spawnSync(
      process.execPath,
      // Arguments of this script go to vitest (npm test adds its reporters).
      [
        join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
        'run',
        '--project',
        'e2e',
        ...SMOKE_FILES,
        ...process.argv.slice(2),
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: {
          ...process.env,
          E2E_SHELL_URL: urls.shell,
          E2E_SEEKER_URL: urls.seeker,
          E2E_EMPLOYER_URL: urls.employer,
          E2E_API_URL: apiUrl,
          E2E_QA_TOKEN: qaToken,
        },
      },
    );
    code = vitest.status ?? 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    for (const part of running.reverse()) await part.stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(code);
}

await main();
