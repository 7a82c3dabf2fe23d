// The composition itself: one copy of every shared singleton, one session and one toast area across the
// shell and both remotes, a downed remote that degrades to a fallback and recovers, and a redeployed
// remote that the running shell picks up on reload without being rebuilt.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, expectAxeClean, loginViaUi, newPage, openBrowser, resetApi, siteConfig } from '../src/harness';
import { distOf, ROOT, serveApp, type StaticApp } from '../src/processes';

let browser: Browser;
beforeAll(async () => {
  await resetApi();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'zustand',
  'react-hot-toast',
  '@portal/shared-auth',
];

interface LoadedCopy {
  pkg: string;
  version: string;
  from: string;
}

/** Asks the federation runtime which copy of each shared package is loaded in the page. */
async function loadedCopies(page: Page): Promise<LoadedCopy[]> {
  return page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;
        };
      }
    ).__FEDERATION__;
    const copies: { pkg: string; version: string; from: string }[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, info] of Object.entries(versions)) {
          if (info.loaded) copies.push({ pkg, version, from: info.from });
        }
      }
    }
    return copies;
  });
}

describe('module federation', () => {
  test('exactly one copy of each shared singleton after visiting both remotes', async () => {
    const page = await newPage(browser);
    await loginViaUi(page, DEMO.seeker);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
    // A seeker is sent away from employer pages, but the employer remote is loaded and evaluated first.
    await page.goto('/employeer/employeer-dashboard');
    await page.waitForURL(/\/find-jobs/);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();

    const copies = await loadedCopies(page);
    for (const pkg of SINGLETONS) {
      const distinct = new Set(copies.filter((c) => c.pkg === pkg).map((c) => `${c.version}@${c.from}`));
      expect(distinct.size, `${pkg}: ${[...distinct].join(', ') || 'not shared at all'}`).toBe(1);
      expect([...distinct][0]).toMatch(/@shell$/);
    }
    await page.context().close();
  });

  test('a login done in the shell is seen by both remotes, and reload keeps it', async () => {
    const seeker = await newPage(browser);
    await loginViaUi(seeker, DEMO.seeker);
    // The seeker remote's header shows the signed-in user's menu instead of Login/Signup.
    await seeker.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
    expect(await seeker.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await seeker.reload();
    await seeker.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
    expect(await seeker.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await seeker.context().close();

    const employer = await newPage(browser);
    await loginViaUi(employer, DEMO.employer);
    // The employer remote's guard lets the employer in only if it sees the shell's session.
    await employer.getByText('Welcome back!').waitFor();
    expect(employer.url()).toContain('/employeer/employeer-dashboard');
    await employer.reload();
    await employer.getByText('Welcome back!').waitFor();
    await employer.context().close();
  });

  test("a toast fired from a remote shows in the shell's toast area", async () => {
    const page = await newPage(browser);
    await loginViaUi(page, DEMO.seeker);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
    const save = page.getByRole('button', { name: /^save job/i }).first();
    await save.click();
    const toast = page.getByText('Job Saved successfully!');
    await toast.waitFor();
    expect(await toast.count()).toBe(1);
    // Put it back the way it was for the other tests.
    await page
      .getByRole('button', { name: /remove .*saved|unsave/i })
      .first()
      .click();
    await page.getByText('Job removed successfully!').waitFor();
    await page.context().close();
  });
});

describe('a remote that is down or redeployed', () => {
  // A second shell on its own port whose config points the employer remote at a server this test controls.
  const SHELL_PORT = 3199;
  const EMPLOYER_PORT = 3198;
  let shell: StaticApp;
  let employer: StaticApp | undefined;
  let servedDir: string;

  beforeAll(async () => {
    servedDir = mkdtempSync(join(tmpdir(), 'employer-remote-'));
    cpSync(distOf('employer-remote'), servedDir, { recursive: true });
    shell = await serveApp({
      dir: distOf('shell'),
      port: SHELL_PORT,
      config: siteConfig({ employer: `http://localhost:${EMPLOYER_PORT}/mf-manifest.json` }),
    });
  });
  afterAll(async () => {
    await employer?.close();
    await shell?.close();
    rmSync(servedDir, { recursive: true, force: true });
  });

  test('with the employer remote stopped, the shell and the seeker pages work and the employer route recovers', async () => {
    const page = await newPage(browser);
    const base = `http://localhost:${SHELL_PORT}`;
    await page.goto(`${base}/`);
    await page.getByRole('link', { name: /login/i }).first().waitFor();
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.goto(`${base}/find-jobs`);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();

    await page.goto(`${base}/login`);
    await page.getByLabel(/email/i).fill(DEMO.employer.email);
    await page.getByLabel(/^password$/i).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/employeer-dashboard/);
    await page.getByRole('heading', { name: 'This part of the site is unavailable' }).waitFor();
    await expectAxeClean(page, 'remote fallback');

    employer = await serveApp({ dir: servedDir, port: EMPLOYER_PORT });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Welcome back!').waitFor();
    await page.context().close();
  });

  test('a rebuilt remote is seen by the running shell on reload, with no shell rebuild', async () => {
    expect(employer, 'the previous test starts the employer remote').toBeDefined();
    const page = await newPage(browser);
    const base = `http://localhost:${SHELL_PORT}`;
    await page.goto(`${base}/login`);
    await page.getByLabel(/email/i).fill(DEMO.employer.email);
    await page.getByLabel(/^password$/i).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();

    const release = `e2e-${Date.now().toString(36)}`;
    expect(await page.getByText(`Release ${release}`).count()).toBe(0);
    // A real production build of the employer remote with a new release label, deployed over the old one.
    const out = mkdtempSync(join(tmpdir(), 'employer-build-'));
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'employer-remote', 'node_modules', 'webpack', 'bin', 'webpack.js'),
        '--mode',
        'production',
        '--output-path',
        out,
      ],
      {
        cwd: join(ROOT, 'employer-remote'),
        env: { ...process.env, PORTAL_RELEASE: release },
        stdio: 'pipe',
      },
    );
    cpSync(out, servedDir, { recursive: true });
    rmSync(out, { recursive: true, force: true });

    await page.reload();
    await page.getByText(`Release ${release}`).waitFor();
    await page.context().close();
  }, 180_000);
});
