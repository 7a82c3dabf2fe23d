#!/usr/bin/env node
// `npm test`: installs, type-checks, runs every package's unit tests, builds the apps, runs the process
// tests of the start-up (site/: `npm start` with a taken port, and stopped by each signal) and the browser
// tests against api-mock. Prints each runner's own summary, then one total line.
//   npm test -- --unit     unit tests only (no build, no browser)
//   npm test -- --e2e      build + process tests + contract tests of the remotes' builds + browser tests only
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { install, pnpm } from './pnpm.mjs';

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';
const UNIT_PACKAGES = [
  '@portal/contracts',
  '@portal/build-config',
  '@portal/api-mock',
  '@portal/shared-auth',
  '@portal/shared-ui',
  '@portal/shared-data',
  '@portal/remote-contract',
  '@portal/standalone',
  'shell',
  'seeker-remote',
  'employer-remote',
  '@portal/scripts',
];
const reports = mkdtempSync(join(tmpdir(), 'portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {string[]} */
const failures = [];
const started = Date.now();

/**
 * @param {string} name
 * @param {() => boolean} fn
 */
function stage(name, fn) {
  const t0 = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const ok = fn();
  console.log(`━━━ ${name}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(name);
  return ok;
}

/**
 * @param {string} pkg
 * @param {string} label
 */
function vitest(pkg, label) {
  const file = join(reports, `${label}.json`);
  const code = pnpm([
    '--filter',
    pkg,
    'exec',
    'vitest',
    'run',
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even when no test inside it ran.
    if (code !== 0 && (report.numFailedTests ?? 0) === 0) totals.failed += 1;
  } else if (code !== 0) totals.failed += 1;
  return code === 0;
}

install();

if (only !== 'e2e') {
  stage(
    'format (prettier --check)',
    () => pnpm(['exec', 'prettier', '--check', '--log-level=warn', '.']) === 0,
  );
  stage('lint', () => pnpm(['exec', 'eslint', '.', '--max-warnings=0']) === 0);
  // Import loops in any package, type-only and dynamic imports included (lint's import-x/no-cycle sees neither).
  stage(
    'import loops (dependency-cruiser)',
    () =>
      pnpm(['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', '--output-type', 'err', '.']) === 0,
  );
  // Every package's sources and tooling, then the repository's own scripts (JSDoc-typed .mjs, checkJs).
  stage(
    'type-check',
    () =>
      pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']) === 0 &&
      pnpm(['exec', 'tsc', '-p', 'tsconfig.tooling.json']) === 0,
  );
  for (const pkg of UNIT_PACKAGES) stage(`unit tests: ${pkg}`, () => vitest(pkg, pkg.replace(/\W/g, '_')));
}

if (only !== 'unit') {
  const built = stage(
    'production build of api-mock, shell and remotes',
    () =>
      pnpm([
        '--filter',
        '@portal/api-mock',
        '--filter',
        'shell',
        '--filter',
        'seeker-remote',
        '--filter',
        'employer-remote',
        'run',
        'build',
      ]) === 0,
  );
  // Each remote's contract test on its fresh build, against the fresh shell: what a remote team runs before
  // it deploys (`test:contract` in its folder). One test per remote in the totals.
  if (built) {
    stage('process tests: @portal/site (start, taken ports, signals)', () => vitest('@portal/site', 'site'));
    for (const remote of ['seeker-remote', 'employer-remote']) {
      stage(`contract test: ${remote}`, () => {
        const code = pnpm([
          '--filter',
          remote,
          'exec',
          'portal-contract-test',
          '--shell-manifest',
          join('..', 'shell', 'dist', 'mf-manifest.json'),
        ]);
        if (code === 0) totals.passed += 1;
        else totals.failed += 1;
        return code === 0;
      });
    }
  }
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error('\nChromium is missing: install it with `apt-get install -y chromium` (see README).');
    failures.push('browser tests (no chromium)');
    totals.failed += 1;
  } else if (built) {
    stage('browser tests (e2e)', () => vitest('@portal/e2e', 'e2e'));
  }
}

rmSync(reports, { recursive: true, force: true });
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\n${failures.length ? `Failed stages: ${failures.join(', ')}` : 'All stages passed'} in ${minutes} min.`,
);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
