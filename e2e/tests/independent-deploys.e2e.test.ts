// The teams ship alone: remotes published as immutable releases and switched by config.json only, with the
// running shell never rebuilt. A seeker page added and removed; release B published under a page open on
// release A; a remote built against newer shared packages, visited in either order.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { serveStatic } from '@portal/build-config/serve';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildEmployerAgainstNewerShared,
  buildSeekerWithExtraPage,
  EXTRA_PAGE,
  fixtureWorkspace,
  type FixtureBuild,
} from '../src/fixture-builds';
import { DEMO, newPage, openBrowser, resetApi, SPARE_PORTS, URLS, type Credentials } from '../src/harness';
import { distOf, ROOT, serveApp, type StaticApp } from '../src/processes';

// A shell of its own and one static host per remote, each serving a deploy root with its releases, on the
// worker's spare ports (origins its api-mock accepts).
const PORT = SPARE_PORTS;
const SHELL = `http://localhost:${PORT.shell}`;
const rootUrl = (remote: 'seeker' | 'employer') => `http://localhost:${PORT[remote]}`;

let browser: Browser;
let workspace: ReturnType<typeof fixtureWorkspace>;
let seekerExtra: FixtureBuild;
let employerNewer: Awaited<ReturnType<typeof buildEmployerAgainstNewerShared>>;
let deploy: { shell: string; seeker: string; employer: string; config: string };
let shell: StaticApp;
const hosts: Server[] = [];

/** The documented release command (scripts/release.mjs), as a deploy pipeline would run it. */
function release(...args: string[]): string {
  return execFileSync(process.execPath, [join(ROOT, 'scripts', 'release.mjs'), ...args], {
    encoding: 'utf8',
  });
}
const publish = (remote: 'seeker' | 'employer', app: string, id: string) => {
  if (!existsSync(join(deploy[remote], 'releases', id)))
    release('publish', app, '--to', deploy[remote], '--id', id);
};
const use = (remote: 'seeker' | 'employer', id: string) =>
  release('use', remote, id, '--to', deploy[remote], '--config', deploy.config, '--url', rootUrl(remote));

async function signIn(page: Page, credentials: Credentials) {
  await page.goto(`${SHELL}/login`);
  await page.getByLabel(/email/i).fill(credentials.email);
  await page.getByLabel(/^password$/i).fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/(find-jobs|employeer\/employeer-dashboard)/);
}

/** A client-side navigation within the open page (what an in-app link does): no new document. */
async function navigateInApp(page: Page, path: string) {
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

beforeAll(async () => {
  await resetApi();
  workspace = fixtureWorkspace();
  const dirs = { seeker: join(workspace.dir, 'seeker'), employer: join(workspace.dir, 'employer') };
  mkdirSync(dirs.seeker);
  mkdirSync(dirs.employer);
  // The two teams' builds, side by side (each about 10 s).
  [seekerExtra, employerNewer] = await Promise.all([
    buildSeekerWithExtraPage(dirs.seeker, 'e2e-extra'),
    buildEmployerAgainstNewerShared(dirs.employer, 'e2e-newer'),
  ]);

  deploy = {
    shell: join(workspace.dir, 'deploy', 'shell'),
    seeker: join(workspace.dir, 'deploy', 'seeker'),
    employer: join(workspace.dir, 'deploy', 'employer'),
    config: join(workspace.dir, 'deploy', 'shell', 'config.json'),
  };
  // The shell is deployed once (the e2e build) and never rebuilt; its config.json is a real file.
  cpSync(distOf('shell'), deploy.shell, { recursive: true });
  publish('seeker', 'seeker-remote', 'base');
  publish('employer', 'employer-remote', 'base');
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
  shell = await serveApp({ dir: deploy.shell, port: PORT.shell, config: null });
  hosts.push(await serveStatic({ dir: deploy.seeker, port: PORT.seeker }));
  hosts.push(await serveStatic({ dir: deploy.employer, port: PORT.employer }));
  browser = await openBrowser();
}, 240_000);

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

describe('remotes deploy alone: releases and config.json, never a shell build', () => {
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

  test('a seeker page added in a new release is served by the running shell on reload, and removed again', async () => {
    publish('seeker', seekerExtra.dir, 'extra');
    const page = await newPage(browser);
    await page.goto(`${SHELL}${EXTRA_PAGE.path}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    use('seeker', 'extra');
    await page.reload();
    await page.getByRole('heading', { name: EXTRA_PAGE.heading }).waitFor();
    await page.goto(`${SHELL}/find-jobs`);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();

    // Removing the page is deploying the release without it: again only config.json changes.
    use('seeker', 'base');
    await page.goto(`${SHELL}${EXTRA_PAGE.path}`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.context().close();
  }, 60_000);

  test('release B published while a page is open on release A: it keeps working, reload shows B, config back to A rolls back', async () => {
    use('employer', 'base');
    const page = await newPage(browser);
    await signIn(page, DEMO.employer);
    await page.getByText('Welcome back!').waitFor();
    await page.getByText('Release 1.0.0').waitFor();

    // Mid-session: B is published beside A and config.json switched to it. A's files stay where they are.
    publish('employer', employerNewer.dir, 'e2e-newer');
    use('employer', 'e2e-newer');
    // The open page loads a page it had never loaded (a lazy chunk of release A): it still works.
    await page.getByRole('link', { name: 'Manage Jobs' }).first().click();
    await page.getByRole('heading', { name: 'Job Managment' }).waitFor();
    expect(await page.getByText('Release 1.0.0').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'This part of the site is unavailable' }).count()).toBe(0);

    await page.reload();
    await page.getByText(`Release ${employerNewer.release}`).waitFor();

    // Rollback: config.json back to A, no build of anything.
    use('employer', 'base');
    await page.reload();
    await page.getByText('Release 1.0.0').waitFor();
    await page.getByRole('heading', { name: 'Job Managment' }).waitFor();
    await page.context().close();
  }, 60_000);

  describe('a remote built against newer shared packages', () => {
    const badge = () => `Uses a new export of shared-ui ${employerNewer.uiVersion}`;
    const singletonWarning = () =>
      `[portal] "employer" was built against @portal/shared-auth ^${employerNewer.authVersion}, but this page already runs @portal/shared-auth`;

    beforeAll(() => {
      publish('employer', employerNewer.dir, 'e2e-newer');
      use('employer', 'e2e-newer');
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

    test('its contract test refuses it before deploy: the shell cannot satisfy the singleton it needs', () => {
      let output = '';
      let failed = false;
      try {
        execFileSync(
          process.execPath,
          [
            join(ROOT, 'remote-contract', 'bin', 'portal-contract-test.mjs'),
            '--shell-manifest',
            join(distOf('shell'), 'mf-manifest.json'),
          ],
          { cwd: employerNewer.dir, encoding: 'utf8', stdio: 'pipe' },
        );
      } catch (error) {
        failed = true;
        output = String((error as { stdout?: string }).stdout);
      }
      expect(failed).toBe(true);
      expect(output).toContain(
        `@portal/shared-auth ^${employerNewer.authVersion} is needed, the shell provides`,
      );
      expect(output).toContain(`@portal/shared-ui ^${employerNewer.uiVersion}: the shell does not share it`);
    }, 60_000);
  });
});
