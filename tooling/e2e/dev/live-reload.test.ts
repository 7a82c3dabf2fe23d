// `npm run dev` as a developer uses it: started on spare ports, its pages load without a failed request or
// an unused preload, an edit to a seeker page and one to a shell page show in Chromium in place (Fast
// Refresh: the page is not reloaded and a component's state, an open drawer, is kept), in the composed
// site and in the remote's standalone page; a taken port stops it at once, naming the part and the port,
// with no stack trace and nothing left running. A team's development server also works inside a production
// build of the site, through `?remote-override=`, hot updates included. Edits are put back whatever happens.
// `npm test` runs this file last; an edit replaces the file whole all the same (a rename, never a
// half-written file), leaves it formatted, and changes text no other test reads.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { basename, dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { staticFiles } from '@portal/build-config/serve';
import { alive, descendants, eventually, listening, scriptEnv, sitePorts } from '@portal/site/test-helpers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openBrowser } from '../src/harness';
import { distOf, ROOT, serveShellApp } from '../src/processes';

const PAGE_FILE = join(ROOT, 'seeker-remote', 'src', 'app', 'routes', 'find-jobs-page.tsx');
const ORIGINAL_TEXT = 'Search thousands of jobs from companies that are hiring now.';
const SHELL_FILE = join(ROOT, 'shell', 'src', 'features', 'landing', 'components', 'landing-footer.tsx');
const SHELL_TEXT = 'All rights reserved.';
const EDITED = / \(live reload \w+\)/;

/**
 * Writes `content` as an editor saves a file: whole, under another name, then renamed over it, so whoever
 * reads it meanwhile (another stage of npm test) reads the old or the new file, never half of one.
 */
function save(file: string, content: string): void {
  // A hidden name with no source extension: no other stage's tool picks it up meanwhile.
  const next = join(dirname(file), `.${basename(file)}.live-reload-${process.pid}`);
  writeFileSync(next, content);
  renameSync(next, file);
}

/** Replaces `text` in `file` with an edit of its own, and returns the edit and a way to put it back. */
function edit(file: string, text: string): { edited: string; restore(): void } {
  const source = readFileSync(file, 'utf8');
  expect(source, `${file} still holds an earlier edit`).toContain(text);
  const edited = `${text.replace(/\.$/, '')} (live reload ${Date.now().toString(36)}).`;
  save(file, source.replace(text, edited));
  return { edited, restore: () => save(file, source) };
}

/** Marks the page's document, to tell an update in place from a reload. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { marked?: boolean }).marked = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { marked?: boolean }).marked === true);

interface Dev {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/**
 * `npm run dev`'s ports, and two more for a production build of the site beside it: its shell (`site`) and
 * a static host of the seeker's production build (`release`).
 */
type DevPorts = Awaited<ReturnType<typeof devPorts>>;
const devPorts = () => sitePorts('site', 'release');

/** The origins of the pages on `ports`, under both loopback names. */
const pageOrigins = (...ports: number[]) =>
  ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).join(',');

/** `npm run dev` on the given ports, with a fresh in-memory database. */
function startDev(ports: DevPorts): Dev {
  const env = scriptEnv(ports, {
    API_DB_FILE: ':memory:',
    // Its API answers the development pages and the production site beside them.
    API_CORS_ORIGINS: pageOrigins(ports.shell, ports.seeker, ports.employer, ports.site),
  });
  // Its own process group, so the test can always stop whatever it started.
  const child = spawn('npm', ['run', 'dev', '--', '--no-install'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('npm run dev', () => {
  test('a taken port stops it at once, naming the part and the port, with nothing left running', async () => {
    const ports = await devPorts();
    const taken: Server = createServer((socket) => socket.end());
    await new Promise<void>((resolve) => taken.listen(ports.seeker, '127.0.0.1', resolve));
    try {
      const dev = startDev(ports);
      const code = await Promise.race([
        dev.exited,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(dev.output())), 30_000)),
      ]);
      expect(code, dev.output()).not.toBe(0);
      expect(dev.output()).toContain(
        `seeker-remote cannot listen on 127.0.0.1:${ports.seeker}: the port is already in use`,
      );
      // A message, not a crash: no stack trace.
      expect(dev.output()).not.toMatch(/^\s+at /m);
      for (const key of ['api', 'shell', 'employer'] as const)
        expect(await listening(ports[key]), key).toBe(false);
    } finally {
      taken.close();
    }
  });

  describe('started', () => {
    let dev: Dev;
    let browser: Browser;
    let ports: DevPorts;

    beforeAll(async () => {
      ports = await devPorts();
      dev = startDev(ports);
      await eventually(
        () => dev.output().includes('Development servers are up') || dev.child.exitCode !== null,
        170_000,
      );
      expect(dev.output(), 'the development servers did not come up').toContain('Development servers are up');
      browser = await openBrowser();
    });

    afterAll(async () => {
      for (const file of [PAGE_FILE, SHELL_FILE])
        writeFileSync(file, readFileSync(file, 'utf8').replace(EDITED, ''));
      await browser?.close();
      if (dev && dev.child.exitCode === null) {
        dev.child.kill('SIGTERM');
        const stopped = await Promise.race([
          dev.exited.then(() => true),
          new Promise((r) => setTimeout(() => r(false), 20_000)),
        ]);
        if (!stopped) process.kill(-dev.child.pid!, 'SIGKILL');
      }
    });

    // How fast it shows is the bench's to measure (a bound here failed whenever the machine was busy).
    test('an edit shows in place, state kept, in the composed site and the standalone page; their loads are clean', async () => {
      /** What a page's load said that a developer would have to read past: failed requests, unused preloads. */
      const noise: string[] = [];
      const open = async (url: string, text: string, size = { width: 1280, height: 800 }): Promise<Page> => {
        const page = await browser.newPage({ viewport: size });
        page.on('response', (response) => {
          if (response.status() >= 400) noise.push(`${url}: ${response.status()} ${response.url()}`);
        });
        page.on('console', (message) => {
          if (/preload|Failed to load resource/i.test(message.text()))
            noise.push(`${url}: ${message.text()}`);
        });
        page.on('pageerror', (error) => noise.push(`${url}: ${error.message}`));
        await page.goto(url);
        await page.getByText(text).waitFor({ timeout: 60_000 });
        await markDocument(page);
        return page;
      };
      // At a phone's width, so that the filters are a drawer the page's own state opens.
      const composed = await open(`http://localhost:${ports.shell}/find-jobs`, ORIGINAL_TEXT, {
        width: 390,
        height: 844,
      });
      const standalone = await open(`http://localhost:${ports.seeker}/find-jobs`, ORIGINAL_TEXT);
      const landing = await open(`http://localhost:${ports.shell}/`, SHELL_TEXT);
      // (Chromium reports an unused preload a few seconds after the load.)
      await composed.waitForTimeout(3500);
      // Nothing for a developer to read past on the pages' loads: no failed request, no unused preload.
      expect(noise).toEqual([]);

      await composed.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = composed.getByRole('dialog', { name: 'Filters' });
      await drawer.waitFor();

      const seekerEdit = edit(PAGE_FILE, ORIGINAL_TEXT);
      let shownAfter: number[];
      try {
        const saved = Date.now();
        shownAfter = await Promise.all(
          [composed, standalone].map(async (page) => {
            await page.getByText(seekerEdit.edited).waitFor({ timeout: 30_000 });
            return Date.now() - saved;
          }),
        );
      } finally {
        seekerEdit.restore();
      }
      // In place: the same document, and the drawer the page's state opened is still open.
      expect(await sameDocument(composed)).toBe(true);
      expect(await sameDocument(standalone)).toBe(true);
      await expect(drawer.isVisible()).resolves.toBe(true);

      const shellEdit = edit(SHELL_FILE, SHELL_TEXT);
      try {
        const saved = Date.now();
        await landing.getByText(shellEdit.edited).waitFor({ timeout: 30_000 });
        shownAfter.push(Date.now() - saved);
      } finally {
        shellEdit.restore();
      }
      expect(await sameDocument(landing)).toBe(true);
      console.log(
        `edit to browser: seeker page ${shownAfter[0]} ms composed, ${shownAfter[1]} ms standalone; shell page ${shownAfter[2]} ms`,
      );
      // Put back, it shows again: the tree is as it was, and nothing failed on the way.
      await composed.getByText(ORIGINAL_TEXT).waitFor({ timeout: 30_000 });
      await landing.getByText(SHELL_TEXT).waitFor({ timeout: 30_000 });
      expect(noise).toEqual([]);
    });

    test("a team's development server inside a production build of the site, through ?remote-override=", async () => {
      const dev = `http://localhost:${ports.seeker}`;
      const files = staticFiles({ dir: distOf('seeker-remote') });
      const release = createHttpServer((req, res) => void files(req, res));
      await new Promise<void>((resolve) => release.listen(ports.release, '127.0.0.1', resolve));
      // A production shell whose environment allows the seeker's development server as an override.
      const site = await serveShellApp({
        dir: distOf('shell'),
        port: ports.site,
        config: {
          apiUrl: `http://localhost:${ports.api}`,
          remotes: {
            seeker: `http://localhost:${ports.release}/mf-manifest.json`,
            employer: `http://localhost:${ports.employer}/mf-manifest.json`,
          },
          overrides: [dev],
        },
      });
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      try {
        await page.goto(
          `http://localhost:${ports.site}/find-jobs?remote-override=seeker=${encodeURIComponent(`${dev}/mf-manifest.json`)}`,
        );
        const bar = page.getByRole('complementary', { name: 'Remote override' });
        await expect.poll(() => bar.textContent()).toContain(`seeker from ${dev}/mf-manifest.json`);
        // The development build's page, on the site's production React, with the site's API.
        await page.getByRole('list', { name: 'Jobs' }).getByRole('article').first().waitFor();
        await page.getByText(ORIGINAL_TEXT).waitFor();
        await markDocument(page);

        // Its edits reach the production site too (the site's policy lets the update socket in), by a
        // reload: the site's production React cannot swap a component in place.
        const seekerEdit = edit(PAGE_FILE, ORIGINAL_TEXT);
        try {
          await page.getByText(seekerEdit.edited).waitFor({ timeout: 30_000 });
        } finally {
          seekerEdit.restore();
        }
        expect(await sameDocument(page)).toBe(false);
        await page.getByText(ORIGINAL_TEXT).waitFor({ timeout: 30_000 });
        await bar.waitFor();
        expect(problems).toEqual([]);
      } finally {
        await page.close();
        await site.close();
        release.closeAllConnections();
        await new Promise((resolve) => release.close(resolve));
      }
    });

    test('SIGTERM stops every part: no listener on its ports, no process of its tree left', async () => {
      // npm → launcher → dev.mjs → one pnpm per part → webpack / tsx (each part in a process group of its own)
      const tree = descendants(dev.child.pid!);
      expect(tree.length).toBeGreaterThanOrEqual(4);
      dev.child.kill('SIGTERM');
      // Bounds that only stop a hang (npm test runs this beside the other unit tests), within the test's.
      await Promise.race([
        dev.exited,
        new Promise((_, reject) => setTimeout(() => reject(new Error(dev.output())), 40_000)),
      ]);
      const gone = await eventually(() => tree.every((pid) => !alive(pid)), 40_000);
      expect(gone, `still running: ${tree.filter(alive).join(', ')}`).toBe(true);
      // A port is let go a moment after its process ends (longer on a busy machine).
      for (const [key, port] of Object.entries(ports))
        expect(await eventually(async () => !(await listening(port)), 30_000), key).toBe(true);
    });
  });
});
