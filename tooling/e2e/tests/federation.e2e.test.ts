// The composition itself: one copy of every shared singleton, one session and one toast area across the
// shell and both remotes. (A downed and a redeployed remote: remote-lifecycle.local.e2e.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO, loginViaUi, newPage, openBrowser, resetApi } from '../src/harness';

let browser: Browser;
beforeAll(async () => {
  await resetApi();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// zustand is not shared (packages/build-config/federation.mjs): only shared-auth's session store uses it, inside the
// shared-auth singleton, so the page's one session store comes with that one copy.
const SINGLETONS = ['react', 'react-dom', 'react-router', 'react-hot-toast', '@portal/shared-auth'];

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
    const save = page.getByRole('button', { name: /^Save / }).first();
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
