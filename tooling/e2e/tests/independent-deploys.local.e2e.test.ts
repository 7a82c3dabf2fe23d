// The teams ship alone: remotes published as immutable releases and switched by config.json only, with the
// running shell never rebuilt, all through the documented release command (tooling/scripts/release.mjs). A seeker
// page added in a release published under an open page, and taken away by a rollback; a build its contract
// test fails is not published; a remote built against newer shared packages, deployed in place, visited in
// either order, and reached again by a rollback after a switch to a release.
// Local only: it builds remotes, deploys them to folders and serves them itself (spare ports, src/ports.ts).
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { promisify } from 'node:util';
import { serveStatic } from '@portal/build-config/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  employerAgainstNewerShared,
  EXTRA_PAGE,
  fixtureWorkspace,
  seekerWithExtraPage,
  type FixtureBuild,
} from '../src/fixture-builds';
import {
  appTakenOver,
  DEMO,
  describeLocal,
  newPage,
  openBrowser,
  resetApi,
  SPARE_PORTS,
  URLS,
  type Credentials,
} from '../src/harness';
import { distOf, ROOT, serveShellApp, type StaticApp } from '../src/processes';

const run = promisify(execFile);
// A shell of its own (an origin api-mock accepts in the e2e run) and one static host per remote, each
// serving a deploy root with its releases.
const SHELL = `http://localhost:${SPARE_PORTS.shell}`;
const HOST_PORTS = { seeker: SPARE_PORTS.seekerReleases, employer: SPARE_PORTS.employerReleases };
const rootUrl = (remote: 'seeker' | 'employer') => `http://localhost:${HOST_PORTS[remote]}`;

/** The documented release command, as a deploy pipeline runs it; rejects with its output when it exits non-zero. */
async function release(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [join(ROOT, 'tooling', 'scripts', 'release.mjs'), ...args], {
    encoding: 'utf8',
  });
  return stdout;
}

async function signIn(page: Page, credentials: Credentials) {
  await page.goto(`${SHELL}/login`);
  await page.getByLabel(/email/i).fill(credentials.email);
  await page.getByLabel(/^password$/i).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(find-jobs|employeer\/employeer-dashboard)/);
}

/**
 * A client-side navigation within the open page (what an in-app link does): no new document. Only once the
 * app has taken the server's page over, as a link would: a router told to move while the page still hydrates
 * renders another page into it (React's hydration error #418, seen on a busy machine).
 */
async function navigateInApp(page: Page, path: string) {
  await appTakenOver(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

function collectConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

describeLocal('remotes deploy alone: releases and config.json, never a shell build', () => {
  let browser: Browser;
  let workspace: ReturnType<typeof fixtureWorkspace>;
  let seekerExtra: FixtureBuild;
  let employerNewer: Awaited<ReturnType<typeof employerAgainstNewerShared>>;
  let deploy: { shell: string; seeker: string; employer: string; config: string };
  let shell: StaticApp;
  const hosts: Server[] = [];

  const publish = (remote: 'seeker' | 'employer', app: string, id: string) =>
    release('publish', app, '--to', deploy[remote], '--config', deploy.config, '--id', id);
  const use = (remote: 'seeker' | 'employer', id: string) =>
    release('use', remote, id, '--to', deploy[remote], '--config', deploy.config, '--url', rootUrl(remote));
  const rollback = (remote: 'seeker' | 'employer') => release('rollback', remote, '--config', deploy.config);
  const readConfig = () =>
    JSON.parse(readFileSync(deploy.config, 'utf8')) as { remotes: Record<string, string> };

  beforeAll(async () => {
    await resetApi();
    workspace = fixtureWorkspace();
    // The two teams' builds, side by side (each about 10 s; made once per run, src/fixture-builds.ts).
    [seekerExtra, employerNewer] = await Promise.all([seekerWithExtraPage(), employerAgainstNewerShared()]);

    deploy = {
      shell: join(workspace.dir, 'deploy', 'shell'),
      seeker: join(workspace.dir, 'deploy', 'seeker'),
      employer: join(workspace.dir, 'deploy', 'employer'),
      config: join(workspace.dir, 'deploy', 'shell', 'config.json'),
    };
    // The shell is deployed once (the e2e build) and never rebuilt; its config.json is a real file. Each
    // remote's first release is tested against it (its mf-manifest.json, beside config.json) and published.
    cpSync(distOf('shell'), deploy.shell, { recursive: true });
    await Promise.all([
      publish('seeker', 'seeker-remote', 'base'),
      publish('employer', 'employer-remote', 'base'),
    ]);
    writeFileSync(
      deploy.config,
      JSON.stringify({
        apiUrl: URLS.api,
        remotes: {
          seeker: `${rootUrl('seeker')}/releases/base/mf-manifest.json`,
          employer: `${rootUrl('employer')}/releases/base/mf-manifest.json`,
        },
      }),
    );
    shell = await serveShellApp({ dir: deploy.shell, port: SPARE_PORTS.shell, config: null });
    // A release host has no page of its own at its root: the static server, without an app around it.
    for (const remote of ['seeker', 'employer'] as const) {
      hosts.push(await serveStatic({ dir: deploy[remote], port: HOST_PORTS[remote] }));
    }
    browser = await openBrowser();
    // A bound that only stops a hang: these builds take ~10 s alone and over four minutes beside the rest of
    // npm test on two cores.
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await shell?.close();
    await Promise.all(
      hosts.map(
        (host) =>
          new Promise<void>((resolve) => {
            host.closeAllConnections();
            host.close(() => resolve());
          }),
      ),
    );
    workspace?.remove();
  });

  test('the landing page and login request nothing from any remote', async () => {
    const page = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${SHELL}/`);
    await page
      .getByRole('link', { name: /find jobs/i })
      .first()
      .waitFor();
    await page.goto(`${SHELL}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    const remoteHosts = [rootUrl('seeker'), rootUrl('employer')];
    expect(requested.filter((url) => remoteHosts.some((host) => url.startsWith(host)))).toEqual([]);
    await page.context().close();
  });

  test('a seeker page added in release B, published under a page open on A: the page keeps working on A, a reload shows B, a rollback takes it away', async () => {
    const page = await newPage(browser);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(`${SHELL}/find-jobs`);
    const card = page.getByRole('list', { name: 'Jobs' }).getByRole('article').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();

    // Mid-session: B is tested against the deployed shell, published beside A, and config.json switched.
    expect(await publish('seeker', seekerExtra.dir, 'extra')).toContain('Published seeker release extra');
    expect(await use('seeker', 'extra')).toContain(
      `seeker → ${rootUrl('seeker')}/releases/extra/mf-manifest.json`,
    );
    // The open page opens a page whose code it had not loaded: A's chunk, still where it was.
    await card.getByRole('heading').click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(requested.filter((url) => url.includes('/releases/extra/'))).toEqual([]);
    expect(await page.getByRole('heading', { name: 'This part of the site is unavailable' }).count()).toBe(0);

    await page.goto(`${SHELL}${EXTRA_PAGE.path}`);
    await page.getByRole('heading', { name: EXTRA_PAGE.heading }).waitFor();

    // Taking the page away is going back to A: again only config.json changes.
    expect(await rollback('seeker')).toContain(
      `seeker → ${rootUrl('seeker')}/releases/base/mf-manifest.json`,
    );
    await page.goto(`${SHELL}${EXTRA_PAGE.path}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  }, 60_000);

  test('a build whose contract test fails against the deployed shell is not published, and says why', async () => {
    const before = readFileSync(deploy.config, 'utf8');
    const error = (await publish('employer', employerNewer.dir, 'e2e-newer').catch((e: unknown) => e)) as {
      code?: number;
      stderr?: string;
    };
    expect(error.code).toBe(1);
    expect(error.stderr).toContain(
      `Not published: the contract test of ${join(employerNewer.dir, 'dist')} against ${join(deploy.shell, 'mf-manifest.json')} failed.`,
    );
    expect(error.stderr).toContain(
      `@portal/shared-auth ^${employerNewer.authVersion} is needed, the shell provides`,
    );
    expect(existsSync(join(deploy.employer, 'releases', 'e2e-newer'))).toBe(false);
    expect(readFileSync(deploy.config, 'utf8')).toBe(before);
  }, 60_000);

  describe('a remote built against newer shared packages, deployed in place', () => {
    const badge = () => `Uses a new export of shared-ui ${employerNewer.uiVersion}`;
    const singletonWarning = () =>
      `[portal] "employer" was built against @portal/shared-auth ^${employerNewer.authVersion}, but this page already runs @portal/shared-auth`;
    const inPlace = () => `${rootUrl('employer')}/mf-manifest.json`;

    beforeAll(() => {
      // What a pipeline without the release command does: the build copied over the host's root, and
      // config.json edited to point there. The run-time warning below is all that is left to catch it.
      cpSync(join(employerNewer.dir, 'dist'), deploy.employer, { recursive: true });
      const config = readConfig();
      writeFileSync(
        deploy.config,
        JSON.stringify({ ...config, remotes: { ...config.remotes, employer: inPlace() } }),
      );
    });

    test('works when /find-jobs is visited first, then the employer pages, in one page', async () => {
      const page = await newPage(browser);
      const logs = collectConsole(page);
      await signIn(page, DEMO.employer);
      await page.goto(`${SHELL}/find-jobs`);
      await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
      await navigateInApp(page, '/employeer/company-profile');
      await page.getByText(badge()).waitFor();
      await page.getByRole('heading', { name: 'Employeer Profile' }).waitFor();
      expect(await page.getByRole('heading', { name: 'This part of the site is unavailable' }).count()).toBe(
        0,
      );
      // The singleton it needs more of: a clear warning, and the page runs on the shell's copy.
      expect(logs.some((line) => line.startsWith(singletonWarning()))).toBe(true);
      // The stateless one: the employer runs its own newer copy (the badge above uses its new export). The
      // seeker bundles the shared-ui pieces it uses instead of loading the shared root entry, so that copy
      // is the only one on the page: two versions side by side, and so a note, never happen here.
      expect(logs.filter((line) => line.includes('loads its own @portal/shared-ui'))).toEqual([]);
      await page.context().close();
    }, 60_000);

    test('works when an employer page is visited first, then /find-jobs and back, in one page', async () => {
      const page = await newPage(browser);
      const logs = collectConsole(page);
      await signIn(page, DEMO.employer);
      await page.getByText(badge()).waitFor();
      await page.getByText('Welcome back!').waitFor();
      await navigateInApp(page, '/find-jobs');
      await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
      await navigateInApp(page, '/employeer/manage-jobs');
      await page.getByRole('heading', { name: 'Job Managment' }).waitFor();
      await page.getByText(badge()).waitFor();
      expect(logs.some((line) => line.startsWith(singletonWarning()))).toBe(true);
      await page.context().close();
    }, 60_000);

    test('a switch to a release, then a rollback to the in-place state', async () => {
      const page = await newPage(browser);
      await signIn(page, DEMO.employer);
      await page.getByText(`Release ${employerNewer.release}`).waitFor();

      await use('employer', 'base');
      await page.reload();
      await page.getByText('Release 1.0.0').waitFor();
      expect(await page.getByText(badge()).count()).toBe(0);

      expect(await rollback('employer')).toContain(`employer → ${inPlace()}`);
      expect(readConfig().remotes.employer).toBe(inPlace());
      await page.reload();
      await page.getByText(`Release ${employerNewer.release}`).waitFor();
      await page.getByText(badge()).waitFor();
      await page.context().close();
    }, 60_000);
  });
});
