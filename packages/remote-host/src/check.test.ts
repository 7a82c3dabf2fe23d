// The contract test, tested: real (tiny) remotes built with webpack + Module Federation for the browser and
// for Node, one that keeps the contract and others that break it the ways a remote team might (renamed
// expose, broken route objects, a route missing from its declared patterns, a page that cannot render on
// Node, development code shipped, a lazy page whose code the server cannot name). Each must be caught; and a
// remote that shares React runs on the shell's copy in the test's page, as in the site.
import { appendFileSync, cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchChromium } from '@portal/remote-contract/chromium';
import { buildFixtureRemotes } from './fixture-remotes';
import { runContractCheck, type ContractCheckResult } from './run';

const SOURCES = {
  // Its page asks an API on Node, where the check has none, and logs that it failed, as a real page does.
  'routes.js': `
    const Page = () => 'the fixture page';
    const load = () => {
      if (typeof window === 'undefined') console.error('Failed to fetch fixtures TypeError: Invalid URL');
      return null;
    };
    export const createRoutes = () => ({
      dehydrate: () => ({}),
      routes: [
        { path: '/fixture', Component: Page, loader: load, handle: { title: 'Fixture' } },
        { path: '/fixture/:id', lazy: () => import('./detail.js'), handle: { title: 'Detail', code: 'detail' } },
      ],
    });`,
  'detail.js': `export const Component = () => 'one fixture';`,
  // Its lazy page does not say which code it is: the host's server cannot name the page's files.
  'nameless-routes.js': `
    export const createRoutes = () => ({
      dehydrate: () => ({}),
      routes: [{ path: '/fixture', lazy: () => import('./detail.js'), handle: { title: 'Fixture' } }],
    });`,
  'broken-routes.js': `export const createRoutes = () => ({
      dehydrate: () => ({}),
      routes: [{ path: 'relative', component: () => null }],
    });`,
  // Its page is drawn with React, which it shares with the page (a singleton).
  'sharing-routes.js': `
    import { createElement } from 'react';
    const Page = () => createElement('p', null, 'a shared fixture');
    export const createRoutes = () => ({
      dehydrate: () => ({}),
      routes: [
        { path: '/fixture', Component: Page, handle: { title: 'Fixture' } },
        { path: '/fixture/:id', lazy: () => import('./detail.js'), handle: { title: 'Detail', code: 'detail' } },
      ],
    });`,
  // Fine in a browser; on Node (no window) its page throws as it renders.
  'browser-only-routes.js': `
    const Page = () => {
      if (typeof window === 'undefined') console.error('the page is about to read window');
      return window.location.pathname;
    };
    export const createRoutes = () => ({
      dehydrate: () => ({}),
      routes: [
        { path: '/fixture', Component: Page, handle: { title: 'Fixture' } },
        { path: '/fixture/:id', lazy: () => import('./detail.js'), handle: { title: 'Detail', code: 'detail' } },
      ],
    });`,
};
const PATTERNS = ['/fixture', '/fixture/:id'];
const require = createRequire(import.meta.url);

let dir: string;
let browser: Browser;
const dist = (name: string) => join(dir, 'dist', name);
const shellManifest = { name: 'shell', shared: [] };
const REACT_VERSION = (require('react/package.json') as { version: string }).version;

const check = (name: string): Promise<ContractCheckResult> =>
  runContractCheck({ dist: dist(name), shellManifest, browser });
const problems = (result: ContractCheckResult) => result.sections.flatMap((s) => s.problems);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'contract-fixtures-'));
  for (const [file, text] of Object.entries(SOURCES)) writeFileSync(join(dir, file), text);
  await buildFixtureRemotes(dir, [
    { name: 'good', exposes: { './routes': './routes.js' }, patterns: PATTERNS },
    { name: 'renamed', exposes: { './pages': './routes.js' }, patterns: PATTERNS },
    { name: 'broken', exposes: { './routes': './broken-routes.js' }, patterns: PATTERNS },
    { name: 'unclaimed', exposes: { './routes': './routes.js' }, patterns: ['/fixture'] },
    { name: 'browserOnly', exposes: { './routes': './browser-only-routes.js' }, patterns: PATTERNS },
    { name: 'nameless', exposes: { './routes': './nameless-routes.js' }, patterns: ['/fixture'] },
    // The page's chunk renamed on one side only: the build lists other code than the route names.
    { name: 'misnamed', exposes: { './routes': './routes.js' }, patterns: PATTERNS, pages: ['detail-page'] },
    {
      name: 'sharing',
      exposes: { './routes': './sharing-routes.js' },
      patterns: PATTERNS,
      shared: { react: { singleton: true, requiredVersion: `^${REACT_VERSION}` } },
    },
  ]);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the contract test', () => {
  it('passes a remote that keeps the contract, printing nothing its pages logged', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await check('good');
    expect(printed).not.toHaveBeenCalled();
    printed.mockRestore();
    expect(problems(result)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.release).toBe('good-1');
  });

  it('loads a remote in the browser on the modules the shell shares, naming any the page cannot give', async () => {
    const shell = {
      name: 'shell',
      shared: [
        { name: 'react', version: REACT_VERSION, singleton: true, requiredVersion: `^${REACT_VERSION}` },
        { name: 'portal-not-installed', version: '1.0.0', singleton: false, requiredVersion: '^1.0.0' },
      ],
    };
    const result = await runContractCheck({ dist: dist('sharing'), shellManifest: shell, browser });
    expect(problems(result)).toEqual([]);
    expect(result.sections[1]?.notes).toEqual(
      expect.arrayContaining([
        "runs on the shell's shared modules: react",
        "not shared by the test's page (not installed beside the contract test): portal-not-installed",
      ]),
    );
  });

  it('fails a remote whose exposed module was renamed', async () => {
    const result = await check('renamed');
    expect(result.ok).toBe(false);
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        'the remote does not expose ./routes (exposes: ./pages)',
        expect.stringMatching(/^loading "renamed\/routes" failed/),
      ]),
    );
  });

  it('fails a remote whose routes break the interface', async () => {
    const result = await check('broken');
    expect(result.ok).toBe(false);
    expect(problems(result)).toEqual(
      expect.arrayContaining([
        'route "relative": unknown route property "component"',
        'route "relative": a top-level path must be absolute (start with "/")',
      ]),
    );
  });

  it('fails a remote with a route its declared patterns do not claim', async () => {
    const result = await check('unclaimed');
    expect(result.ok).toBe(false);
    expect(problems(result)).toEqual([
      'route "/fixture/:id" is not in the declared route patterns, so the shell never loads it',
    ]);
  });

  it('fails a remote whose pages cannot render on Node, and one without a Node build', async () => {
    const result = await check('browserOnly');
    expect(result.ok).toBe(false);
    // What the page logged comes with the failure.
    expect(problems(result)).toEqual([
      expect.stringMatching(/^\/fixture: rendering on Node failed: window is not defined/),
      'on Node, the remote logged: the page is about to read window',
    ]);
    const browserOnly = join(dir, 'dist', 'no-node-build');
    cpSync(dist('good'), browserOnly, { recursive: true });
    rmSync(join(browserOnly, 'server'), { recursive: true });
    expect(problems(await runContractCheck({ dist: browserOnly, shellManifest, browser }))).toEqual([
      expect.stringMatching(/^loading "good\/routes" on Node failed/),
    ]);
  });

  it('fails a remote whose lazy page does not name its code, or names code its build did not list', async () => {
    expect(problems(await check('nameless'))).toEqual([
      'route "/fixture": a lazy route names its code in handle.code (its webpackChunkName)',
    ]);
    // (With a problem, the check adds what the pages logged on Node, to explain it.)
    expect(problems(await check('misnamed'))[0]).toBe(
      'route "/fixture/:id": handle.code "detail" is no page the manifest lists (detail-page)',
    );
  });

  it('fails a build that ships development-only code', async () => {
    const leaked = join(dir, 'dist', 'leaked');
    cpSync(dist('good'), leaked, { recursive: true });
    const chunk = readdirSync(leaked).find((file) => file.endsWith('.js') && file !== 'remoteEntry.js');
    appendFileSync(join(leaked, chunk ?? 'remoteEntry.js'), '\nconst password = "Demo1234";');
    const result = await runContractCheck({ dist: leaked, shellManifest, browser });
    expect(result.ok).toBe(false);
    const scan = result.sections.find((section) => section.title.startsWith('no development-only code'));
    expect(scan?.problems).toEqual([`${chunk} contains "Demo1234"`]);
  });

  it('fails when there is no build', async () => {
    const result = await runContractCheck({ dist: join(dir, 'nowhere'), shellManifest, browser });
    expect(result.ok).toBe(false);
    expect(problems(result)[0]).toMatch(/mf-manifest\.json is missing: build the remote first/);
  });
});
