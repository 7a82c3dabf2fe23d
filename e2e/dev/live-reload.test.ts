// `npm run dev` as a developer uses it: started on spare ports, its pages load without a failed request or
// an unused preload, an edit to a seeker page shows in Chromium, in the composed site and in the remote's
// standalone page; a taken port stops it at once, naming the part and the port, with no stack trace and
// nothing left running. The edit is put back whatever happens; `npm test` runs this file
// last, when no other stage reads the sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { alive, descendants, eventually, freePorts, listening, scriptEnv } from '@portal/site/test-helpers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openBrowser } from '../src/harness';
import { ROOT } from '../src/processes';

const PAGE_FILE = join(ROOT, 'seeker-remote', 'src', 'app', 'routes', 'find-jobs-page.tsx');
const ORIGINAL_TEXT = 'Search thousands of jobs from companies that are hiring now.';

interface Dev {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** `npm run dev` on the given ports, with a fresh in-memory database. */
type DevPorts = { api: number; shell: number; seeker: number; employer: number; mail: number; smtp: number };

/** Free ports for every part, the mail catcher's too (never a running `npm start`'s). */
async function devPorts(): Promise<DevPorts> {
  const [api, shell, seeker, employer, mail, smtp] = await freePorts(6);
  return { api: api!, shell: shell!, seeker: seeker!, employer: employer!, mail: mail!, smtp: smtp! };
}

function startDev(ports: DevPorts): Dev {
  const env = scriptEnv(ports, { API_DB_FILE: ':memory:' });
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
      writeFileSync(
        PAGE_FILE,
        readFileSync(PAGE_FILE, 'utf8').replace(
          /Search thousands of jobs \(live reload \w+\)\./,
          ORIGINAL_TEXT,
        ),
      );
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
    test('an edit to a seeker page shows in the composed site and the standalone page; their loads are clean', async () => {
      /** What a page's load said that a developer would have to read past: failed requests, unused preloads. */
      const noise: string[] = [];
      const open = async (url: string): Promise<Page> => {
        const page = await browser.newPage();
        page.on('response', (response) => {
          if (response.status() >= 400) noise.push(`${url}: ${response.status()} ${response.url()}`);
        });
        page.on('console', (message) => {
          if (/preload|Failed to load resource/i.test(message.text()))
            noise.push(`${url}: ${message.text()}`);
        });
        await page.goto(url);
        await page.getByText(ORIGINAL_TEXT).waitFor({ timeout: 60_000 });
        return page;
      };
      const composed = await open(`http://localhost:${ports.shell}/find-jobs`);
      const standalone = await open(`http://localhost:${ports.seeker}/find-jobs`);
      // (Chromium reports an unused preload a few seconds after the load.)
      await composed.waitForTimeout(3500);
      // Nothing for a developer to read past on the pages' loads: no failed request, no unused preload.
      expect(noise).toEqual([]);

      const source = readFileSync(PAGE_FILE, 'utf8');
      expect(source, 'the page file still holds an earlier edit').toContain(ORIGINAL_TEXT);
      const edited = `Search thousands of jobs (live reload ${Date.now().toString(36)}).`;
      let saved = 0;
      try {
        writeFileSync(PAGE_FILE, source.replace(ORIGINAL_TEXT, edited));
        saved = Date.now();
        const shownAfter = await Promise.all(
          [composed, standalone].map(async (page) => {
            await page.getByText(edited).waitFor({ timeout: 30_000 });
            return Date.now() - saved;
          }),
        );
        console.log(
          `edit to browser: composed site ${shownAfter[0]} ms, standalone page ${shownAfter[1]} ms`,
        );
      } finally {
        writeFileSync(PAGE_FILE, source);
      }
      // Put back, it shows again: the tree is as it was.
      await composed.getByText(ORIGINAL_TEXT).waitFor({ timeout: 30_000 });
    });

    test('SIGTERM stops every part: no listener on its ports, no process of its tree left', async () => {
      // npm → launcher → dev.mjs → one pnpm per part → webpack / tsx (each part in a process group of its own)
      const tree = descendants(dev.child.pid!);
      expect(tree.length).toBeGreaterThanOrEqual(4);
      dev.child.kill('SIGTERM');
      await Promise.race([
        dev.exited,
        new Promise((_, reject) => setTimeout(() => reject(new Error(dev.output())), 20_000)),
      ]);
      const gone = await eventually(() => tree.every((pid) => !alive(pid)), 15_000);
      expect(gone, `still running: ${tree.filter(alive).join(', ')}`).toBe(true);
      // A port is let go a moment after its process ends (longer on a busy machine).
      for (const [key, port] of Object.entries(ports))
        expect(await eventually(async () => !(await listening(port)), 15_000), key).toBe(true);
    });
  });
});
