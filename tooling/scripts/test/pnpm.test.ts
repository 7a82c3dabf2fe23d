// How the scripts start pnpm (tooling/scripts/pnpm.mjs): through npx once, then its own executable in npm's cache,
// remembered in the user's cache folder; found again through npx when that file is gone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';

const PNPM_MJS = resolve(import.meta.dirname, '..', 'pnpm.mjs');
const spec = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', '..', 'package.json'), 'utf8'))
  .packageManager as string;

let cache: string;
beforeAll(() => {
  cache = mkdtempSync(join(tmpdir(), 'pnpm-test-'));
});
afterAll(() => rmSync(cache, { recursive: true, force: true }));

/** pnpmCommand() in a fresh process whose cache folder is the test's; then that command's `--version`. */
function resolveAndRun(): { command: string[]; version: string } {
  const env = { ...process.env, XDG_CACHE_HOME: cache };
  const probe = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { pnpmCommand } from ${JSON.stringify(PNPM_MJS)}; console.log(JSON.stringify(pnpmCommand()));`,
    ],
    { encoding: 'utf8', env },
  );
  expect(probe.status, probe.stderr).toBe(0);
  const command = JSON.parse(probe.stdout) as string[];
  const [file, ...args] = command;
  const run = spawnSync(file!, [...args, '--version'], { encoding: 'utf8', env });
  expect(run.status, run.stderr).toBe(0);
  return { command, version: run.stdout.trim() };
}

const remembered = () => join(cache, 'job-portal', `${spec}.path`);

test("pnpm's own executable is found once and started directly, at the pinned version", () => {
  const first = resolveAndRun();
  expect(first.command[0]).not.toBe('npx');
  expect(first.version).toBe(spec.split('@')[1]);
  expect(readFileSync(remembered(), 'utf8').trim()).toBe(first.command.at(-1));
  // Found from the record the second time: the same command.
  expect(resolveAndRun().command).toEqual(first.command);
});

test('a record naming a file that is gone (npm cache cleared) is replaced by a fresh look-up', () => {
  mkdirSync(join(cache, 'job-portal'), { recursive: true });
  writeFileSync(remembered(), join(cache, 'gone', 'pnpm\n'));
  const { command, version } = resolveAndRun();
  expect(existsSync(command.at(-1)!)).toBe(true);
  expect(version).toBe(spec.split('@')[1]);
  expect(readFileSync(remembered(), 'utf8').trim()).toBe(command.at(-1));
});
