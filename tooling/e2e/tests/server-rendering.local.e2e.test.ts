// The rendering server with remotes that fail on it, and releases switched under it. Needs local builds and
// starts its own servers (a second shell, hosts for the remotes' releases), so a run against deployed URLs
// leaves this file out (`*.local.e2e.test.ts`, see vitest.config.ts):
//  - a remote whose Node build is down, throws or is slow: that URL gets the page the browser renders (the
//    site's header and a skeleton from the server, then the page), never a 5xx, and one log line;
//  - switching a remote's release in config.json (`npm run release … use`) changes what the server renders,
//    with no restart of the server and no build of the shell.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { staticFiles } from '@portal/build-config/serve';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EXTRA_PAGE, seekerWithExtraPage, type FixtureBuild } from '../src/fixture-builds';
import { browserSuite, describeLocal, siteConfig, SPARE_PORTS } from '../src/harness';
import { distOf, ROOT, serveShellApp } from '../src/processes';

const run = promisify(execFile);
const { open } = browserSuite();
const SHELL = `http://localhost:${SPARE_PORTS.shell}`;
const REMOTE_PORT = SPARE_PORTS.employer;
const REMOTE = `http://localhost:${REMOTE_PORT}`;

/** How the seeker's Node build answers the shell's server. */
type Fault = 'none' | 'down' | 'throws' | 'slow';

describeLocal('a remote that fails on the server', () => {
  let fault: Fault = 'none';
  let host: Server;
  let shell: Awaited<ReturnType<typeof serveShellApp>>;

  beforeAll(async () => {
    // The seeker's release folder, as its host serves it, with faults injected into its Node build only.
    const files = staticFiles({ dir: distOf('seeker-remote') });
    host = createServer((req, res) => {
      const node = (req.url ?? '').startsWith('/server/');
      if (node && fault === 'down') return void res.writeHead(503).end();
      if (node && fault === 'throws' && req.url?.startsWith('/server/remoteEntry.js')) {
        res.writeHead(200, { 'content-type': 'text/javascript' });
        return void res.end('throw new Error("the seeker\'s Node build is broken");');
      }
      if (node && fault === 'slow') return void setTimeout(() => void files(req, res), 1500);
      void files(req, res);
    });
    await new Promise<void>((resolve) => host.listen(REMOTE_PORT, '127.0.0.1', resolve));
    // A starting server loads its remotes' code before it says it is ready: broken from the start, so
    // that the server never has it (code it has loaded keeps rendering whatever the remote's host does).
    fault = 'down';
    shell = await startShell();
  });
  const startShell = () =>
    serveShellApp({
      dir: distOf('shell'),
      port: SPARE_PORTS.shell,
      config: siteConfig({ seeker: `${REMOTE}/mf-manifest.json` }),
    });
  afterAll(async () => {
    await shell?.close();
    host?.closeAllConnections();
    await new Promise((resolve) => host?.close(resolve));
  });

  test.each(['down', 'throws', 'slow'] as const)(
    'its Node build %s: the page is rendered by the browser, never a 5xx, and one log line says why',
    async (mode) => {
      fault = mode;
      const before = shell.lines().length;
      const response = await fetch(`${SHELL}/find-jobs`);
      expect(response.status).toBe(200);
      const html = await response.text();
      // The build's page with the site's header and a skeleton, no page state (the browser renders the page).
      expect(html).not.toContain('id="portal-page"');
      expect(html).toContain('Loading...');
      expect(shell.lines().slice(before)).toEqual([
        expect.stringMatching(/^\/find-jobs: .*the browser renders the page$/),
      ]);
      const page = await open();
      await page.goto(`${SHELL}/find-jobs`);
      await page.getByRole('list', { name: 'Jobs' }).getByRole('article').first().waitFor();
      expect(await page.title()).toBe('Find Jobs · JobPortal');
      await page.context().close();
    },
    60_000,
  );

  test('back up: the server renders its pages again, with no restart', async () => {
    fault = 'none';
    await expect
      .poll(async () => (await (await fetch(`${SHELL}/find-jobs`)).text()).includes('id="portal-page"'))
      .toBe(true);
  });

  test('a server that starts while the code is slow to arrive has it before its first visitor', async () => {
    await shell.close();
    fault = 'slow';
    const started = performance.now();
    shell = await startShell();
    // Each of the Node build's files takes 1.5 s, far past a page's budget: the start waited for them.
    expect(performance.now() - started).toBeGreaterThan(1500);
    expect(await (await fetch(`${SHELL}/find-jobs`)).text()).toContain('id="portal-page"');
    fault = 'none';
  }, 60_000);
});

describeLocal('releases switched under the running server', () => {
  let extra: FixtureBuild;
  let deploy: { shell: string; seeker: string; config: string };
  let host: Server;
  let shell: Awaited<ReturnType<typeof serveShellApp>>;

  /**
   * The documented release command (tooling/scripts/release.mjs), as a deploy pipeline would run it; not blocking
   * this process, which serves the releases the command checks.
   */
  const release = async (...args: string[]) =>
    (
      await run(process.execPath, [join(ROOT, 'tooling', 'scripts', 'release.mjs'), ...args], {
        encoding: 'utf8',
      })
    ).stdout;
  const use = (id: string) =>
    release('use', 'seeker', id, '--to', deploy.seeker, '--config', deploy.config, '--url', REMOTE);

  beforeAll(async () => {
    extra = await seekerWithExtraPage();
    const root = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
    deploy = {
      shell: join(root, 'shell'),
      seeker: join(root, 'seeker'),
      config: join(root, 'shell', 'config.json'),
    };
    // The shell deployed once (its server runs from the deployed folder); config.json is a real file.
    cpSync(distOf('shell'), deploy.shell, { recursive: true });
    for (const [app, id] of [
      ['seeker-remote', 'base'],
      [extra.dir, 'extra'],
    ] as const) {
      if (!existsSync(join(deploy.seeker, 'releases', id)))
        await release('publish', app, '--to', deploy.seeker, '--config', deploy.config, '--id', id);
    }
    writeFileSync(
      deploy.config,
      JSON.stringify(siteConfig({ seeker: `${REMOTE}/releases/base/mf-manifest.json` })),
    );
    const files = staticFiles({ dir: deploy.seeker });
    host = createServer((req, res) => void files(req, res));
    await new Promise<void>((resolve) => host.listen(REMOTE_PORT, '127.0.0.1', resolve));
    shell = await serveShellApp({ dir: deploy.shell, port: SPARE_PORTS.shell, config: null });
    // A bound that only stops a hang: these builds take ~10 s alone and over four minutes beside the rest of
    // npm test on two cores.
  }, 900_000);
  afterAll(async () => {
    await shell?.close();
    host?.closeAllConnections();
    await new Promise((resolve) => host?.close(resolve));
    if (deploy) rmSync(join(deploy.shell, '..'), { recursive: true, force: true });
  });

  test('a switch changes the server-rendered HTML without a restart, and a rollback changes it back', async () => {
    const rendered = async () => {
      const response = await fetch(`${SHELL}${EXTRA_PAGE.path}`);
      return { status: response.status, html: await response.text() };
    };
    expect(await rendered()).toMatchObject({ status: 404 });
    await use('extra');
    await expect.poll(async () => (await rendered()).status, { timeout: 10_000 }).toBe(200);
    const { html } = await rendered();
    // When the server could not render it, its log says why.
    expect(html, shell.lines().join('\n')).toContain(`>${EXTRA_PAGE.heading}</h1>`);
    expect(html).toContain(`A page of release ${extra.release}`);
    // The job search of the new release renders too, with its data.
    expect(await (await fetch(`${SHELL}/find-jobs`)).text()).toMatch(/Showing \d+ jobs/);
    await use('base');
    await expect.poll(async () => (await rendered()).status, { timeout: 10_000 }).toBe(404);
  }, 60_000);
});
