#!/usr/bin/env node
// `npm test`: installs, then runs every check, each stage as soon as what it needs is done and alongside
// the others: format, lint, import loops, type-check and the unit tests (one vitest run of every package's project) need
// only the sources; the production build starts at once, and the process tests of the start-up (site/),
// each remote's contract test, the browser tests (e2e/) and their smoke behind nginx follow it, and the
// live-reload test of `npm run dev` ends the run. On this 2-core machine
// format, lint, the import-loop check, type-check and the unit tests (no timings asserted, nobody waits for them)
// run at a lower CPU priority (nice), so the build and the browser tests go first. Each stage's output is printed whole when it ends, with its
// time and CPU time; then the table of both, and one total line (CI reads it).
//   npm test -- --unit     format, lint, type-check and unit tests only (no build, no browser)
//   npm test -- --e2e      build, process tests, contract tests, browser tests and the live-reload test only
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { install, npmEnv, pnpmCommand, root } from './pnpm.mjs';

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failures = [];
/** What failed, said again under the summary: a CI log shows its end, and a stage's output may be far above. */
/** @type {string[]} */
const failedDetails = [];
const started = Date.now();
const seconds = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** @type {{ name: string, time: string, cpu: number | null, ok: boolean }[]} */
const timings = [];

/** The shell each command runs under, which reports its CPU time; none where there is no /bin/sh. */
const SHELL = existsSync('/bin/sh') ? '/bin/sh' : null;

/**
 * The CPU a command and everything it waited for used (user + system, s), as the shell's `times` reports
 * its children's: the stages run side by side, so a stage's wall time says how long it waited as much as
 * what it cost; its CPU time is what it costs a 2-core machine's run. Null when it could not be read.
 * @param {string} report what `times` printed: the shell's own line, then its children's
 */
function cpuSeconds(report) {
  const children = report.trim().split('\n').at(-1) ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)];
  if (parts.length !== 2) return null;
  return parts.reduce((sum, [, min, sec]) => sum + Number(min) * 60 + Number(sec), 0);
}

/**
 * Runs pnpm with `args` in the repository root, its output kept for the stage's report, and its CPU time
 * measured (the command runs under a shell that reports its `times` on a pipe of its own).
 * @param {string[]} pnpmArgs
 * @param {{ background?: boolean }} [options] background: a lower CPU priority (nice 10)
 * @returns {Promise<{ code: number, output: string, cpu: number | null }>}
 */
function run(pnpmArgs, { background = false } = {}) {
  const nice = background && existsSync('/usr/bin/nice') ? ['nice', '-n', '10'] : [];
  const argv = [...nice, ...pnpmCommand(), ...pnpmArgs];
  const [file, ...rest] = SHELL ? [SHELL, '-c', '"$@"; code=$?; times >&3; exit $code', 'sh', ...argv] : argv;
  return new Promise((resolve) => {
    const child = spawn(/** @type {string} */ (file), rest, {
      cwd: root,
      env: { ...npmEnv(), FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    let output = '';
    let times = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.stdio[3]?.on('data', (chunk) => (times += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}\n${error.message}`, cpu: null }));
    child.on('close', (code) => resolve({ code: code ?? 1, output, cpu: cpuSeconds(times) }));
  });
}

/**
 * A stage's command whose exit code is its result.
 * @param {string[]} pnpmArgs
 * @param {{ background?: boolean }} [options]
 */
async function command(pnpmArgs, options) {
  const { code, output, cpu } = await run(pnpmArgs, options);
  return { ok: code === 0, output, cpu };
}

/**
 * A stage: runs `fn`, then prints its output whole with its result, time and CPU time.
 * @param {string} name
 * @param {() => Promise<{ ok: boolean, output: string, cpu?: number | null, detailed?: boolean }>} fn
 */
async function stage(name, fn) {
  const t0 = Date.now();
  console.log(`▶ ${name}`);
  const { ok, output, cpu = null, detailed = false } = await fn();
  const time = seconds(t0);
  const used = cpu === null ? '' : `, ${cpu.toFixed(1)} s CPU`;
  console.log(
    `\n━━━ ${name} ━━━\n${output.trimEnd()}\n━━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${time}${used})`,
  );
  timings.push({ name, time, cpu, ok });
  if (!ok) {
    failures.push(name);
    // A stage whose failed tests were listed by name is not quoted as well.
    if (!detailed) {
      const tail = output.trimEnd().split('\n').slice(-15).join('\n    ');
      failedDetails.push(`${name}: the end of its output\n    ${tail}`);
    }
  }
  return ok;
}

/**
 * A vitest run at the root over the given projects (vitest.config.ts), counted in the totals.
 * @param {string} label
 * @param {string[]} vitestArgs projects and file filters
 * @param {{ background?: boolean }} [options]
 */
async function vitest(label, vitestArgs, options) {
  return reported(label, ['exec', 'vitest', 'run', ...vitestArgs], options);
}

/**
 * What this script reads of vitest's JSON report (its Jest-compatible shape).
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number,
 *   testResults?: { name?: string, status?: string, message?: string,
 *     assertionResults?: { fullName: string, status: string, failureMessages?: string[] }[] }[] }} VitestReport
 */

/**
 * A command that ends in a vitest run, given vitest's arguments last (a vitest run or a script passing
 * them on), counted in the totals from vitest's JSON report.
 * @param {string} label
 * @param {string[]} pnpmArgs
 * @param {{ background?: boolean }} [options]
 */
async function reported(label, pnpmArgs, options) {
  const file = join(reports, `${label}.json`);
  const before = failedDetails.length;
  const { code, output, cpu } = await run(
    [...pnpmArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    options,
  );
  if (existsSync(file)) {
    /** @type {VitestReport} */
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even when no test inside it ran.
    if (code !== 0 && (report.numFailedTests ?? 0) === 0) totals.failed += 1;
    for (const suite of report.testResults ?? []) {
      const path = relative(root, suite.name ?? '');
      const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0 && suite.status === 'failed') {
        failedDetails.push(`${label}: ${path}: ${firstLines(suite.message)}`);
      }
      for (const test of failed) {
        failedDetails.push(
          `${label}: ${path} > ${test.fullName}\n    ${firstLines(test.failureMessages?.[0])}`,
        );
      }
    }
  } else if (code !== 0) totals.failed += 1;
  return { ok: code === 0, output, cpu, detailed: failedDetails.length > before };
}

/** The first lines of a failure's message, without colour codes. */
function firstLines(/** @type {string | undefined} */ message, count = 6) {
  return stripVTControlCharacters(String(message ?? ''))
    .trim()
    .split('\n')
    .slice(0, count)
    .join('\n    ');
}

/** A command that is one check of its own (a contract test): one test in the totals. */
async function check(/** @type {string[]} */ pnpmArgs) {
  const result = await command(pnpmArgs);
  if (result.ok) totals.passed += 1;
  else totals.failed += 1;
  return result;
}

install();

/** @type {Promise<boolean>[]} */
const sourceStages = [];
if (only !== 'e2e') {
  const background = { background: true };
  sourceStages.push(
    stage('format (prettier --check)', () =>
      command(['exec', 'prettier', '--check', '--log-level=warn', '.'], background),
    ),
    stage('lint', () => command(['exec', 'eslint', '.', '--max-warnings=0'], background)),
    // Import loops in any package, type-only and dynamic imports included: the one check of them (lint has none).
    stage('import loops (dependency-cruiser)', () =>
      command(
        ['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', '.'],
        background,
      ),
    ),
    stage('type-check (TypeScript 7)', () =>
      command(['exec', 'node', 'tooling/scripts/typecheck.mjs'], background),
    ),
    // Every package's project but those that need the build (they run after it). At a lower priority too:
    // no unit test asserts a time any more, and the browser tests, which wait on pages, go first.
    stage('unit tests (every package, one vitest run)', () =>
      vitest('unit', ['--project', '!site', '--project', '!dev-mode', '--project', '!e2e'], background),
    ),
  );
}

/** @type {Promise<boolean>[]} */
const buildStages = [];
if (only !== 'unit') {
  buildStages.push(
    (async () => {
      const built = await stage('production build of api-mock, shell and remotes', async () => {
        const filters = ['@portal/api-mock', 'shell', 'seeker-remote', 'employer-remote'].flatMap((app) => [
          '--filter',
          app,
        ]);
        return command([...filters, 'run', 'build']);
      });
      if (!built) return false;
      // The browser the tests launch (@portal/remote-contract/chromium): Debian's headless shell, else the full
      // Chromium, or CHROMIUM_PATH.
      const chromium =
        process.env.CHROMIUM_PATH ??
        ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
        '/usr/bin/chromium-headless-shell';
      const results = await Promise.all([
        stage('process tests: npm start (taken ports, signals)', () => vitest('site', ['--project', 'site'])),
        // What a remote team runs before it deploys (`test:contract` in its folder), against the fresh shell.
        ...['seeker-remote', 'employer-remote'].map((remote) =>
          stage(`contract test: ${remote}`, () =>
            check([
              '--filter',
              remote,
              'exec',
              'portal-contract-test',
              '--shell-manifest',
              join('..', 'shell', 'dist', 'mf-manifest.json'),
            ]),
          ),
        ),
        existsSync(chromium)
          ? stage('browser tests (e2e)', () => vitest('e2e', ['--project', 'e2e']))
          : stage('browser tests (e2e)', async () => {
              totals.failed += 1;
              return {
                ok: false,
                output: `Chromium is missing at ${chromium}: apt-get install -y chromium-headless-shell (see README).`,
              };
            }),
        // The builds behind Debian's nginx, configured with docs/DEPLOY.md's snippets, and a smoke of the
        // e2e suite against them, beside the e2e stage (ports of its own): both mostly wait on pages, and
        // run one after the other they left a core idle for the smoke's minute at the end of every run.
        stage('browser tests behind nginx (smoke)', () =>
          reported('nginx', ['exec', 'node', join('tooling', 'e2e', 'nginx', 'smoke.mjs')]),
        ),
      ]);
      return results.every(Boolean);
    })(),
  );
}

await Promise.all([...sourceStages, ...buildStages]);
if (only !== 'unit') {
  // Last, alone: its three development builds are CPU the stages above would wait for. Run beside the
  // browser tests (its edits are saved whole, so the source stages could read the files meanwhile), every
  // stage ran slower and npm test took longer: 7.2 and 7.3 min against 6.6 to 7.1 (2026-11-30).
  await stage('live reload: npm run dev', () => vitest('dev', ['--project', 'dev-mode']));
}

rmSync(reports, { recursive: true, force: true });
console.log('\nStage times (wall, and CPU: what a stage costs the machine, whoever waited):');
for (const { name, time, cpu, ok } of timings) {
  const used = cpu === null ? '' : `${cpu.toFixed(1)} s CPU`.padStart(14);
  console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(52)} ${time.padStart(8)} ${used}`);
}
const cpus = timings.map((timing) => timing.cpu).filter((cpu) => cpu !== null);
if (cpus.length === timings.length) {
  console.log(`  CPU in all: ${cpus.reduce((sum, cpu) => sum + cpu, 0).toFixed(0)} s`);
}
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failures.length ? `Failed stages: ${failures.join(', ')}` : 'All stages passed'} in ${minutes} min.`,
);
if (failedDetails.length)
  console.log(`\nWhat failed:\n${failedDetails.map((line) => `  ✗ ${line}`).join('\n')}`);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
