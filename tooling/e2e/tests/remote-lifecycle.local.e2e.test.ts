// A remote that is down degrades to a fallback and recovers, and a redeployed remote is picked up by the
// running shell on reload without a shell rebuild. Needs the local builds and starts its own servers (a
// second shell and an employer remote it stops and redeploys), so a run against deployed URLs leaves this
// file's tests out (`*.local.e2e.test.ts` and describeLocal, see vitest.config.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { employerAgainstNewerShared } from '../src/fixture-builds';
import { browserSuite, DEMO, describeLocal, expectAxeClean, siteConfig, SPARE_PORTS } from '../src/harness';
import { distOf, serveApp, serveShellApp, type StaticApp } from '../src/processes';

describeLocal('a remote that is down or redeployed', () => {
  const { open } = browserSuite();
  // A second shell on its own port whose config points the employer remote at a server this test controls.
  const SHELL_PORT = SPARE_PORTS.shell;
  const EMPLOYER_PORT = SPARE_PORTS.employer;
  let shell: StaticApp;
  let employer: StaticApp | undefined;
  let servedDir: string;

  beforeAll(async () => {
    servedDir = mkdtempSync(join(tmpdir(), 'employer-remote-'));
    cpSync(distOf('employer-remote'), servedDir, { recursive: true });
    shell = await serveShellApp({
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
    const page = await open();
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
    // Inside the site's header, with a way home as well as Try again.
    expect(await page.getByRole('banner').getByRole('link', { name: 'JobPortal' }).getAttribute('href')).toBe(
      '/',
    );
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    await expectAxeClean(page, 'remote fallback');

    employer = await serveApp({ dir: servedDir, port: EMPLOYER_PORT });
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('Welcome back!').waitFor();
  });

  test('a rebuilt remote is seen by the running shell on reload, with no shell rebuild', async () => {
    expect(employer, 'the previous test starts the employer remote').toBeDefined();
    const page = await open();
    const base = `http://localhost:${SHELL_PORT}`;
    await page.goto(`${base}/login`);
    await page.getByLabel(/email/i).fill(DEMO.employer.email);
    await page.getByLabel(/^password$/i).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Welcome back!').waitFor();

    // A real production build of the employer remote with another release label (the run's fixture build,
    // src/fixture-builds.ts), deployed over the old one at the same address.
    const rebuilt = await employerAgainstNewerShared();
    expect(await page.getByText(`Release ${rebuilt.release}`).count()).toBe(0);
    cpSync(join(rebuilt.dir, 'dist'), servedDir, { recursive: true });

    await page.reload();
    await page.getByText(`Release ${rebuilt.release}`).waitFor();
  }, 900_000);
});
