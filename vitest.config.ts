// Every package's tests as projects of one vitest run (`npm test`'s unit stage runs them all at once; one
// package: `npm run pnpm -- exec vitest run --project shell`, or `test` in its folder). What all packages
// share is set once here and inherited by every project; a project adds only what is its own.
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { sharedConfig } from './packages/build-config/federation.mjs';
import { DEPLOYED, E2E_WORKERS } from './tooling/e2e/src/ports';

// A test that starts, stops or rebuilds parts of the site cannot run against a deployment (E2E_*_URL): its
// file is named `*.local.e2e.test.ts` and its tests sit in describeLocal (tooling/e2e/src/harness.ts), which skips
// them there, visibly. Checked here, before any test runs, so a new file cannot forget either.
const E2E_TESTS = join(import.meta.dirname, 'tooling', 'e2e', 'tests');
const LOCAL_ONLY_HELPERS = /from '\.\.\/src\/(processes|fixture-builds)'/;
const misnamed = readdirSync(E2E_TESTS).flatMap((file) => {
  const text = readFileSync(join(E2E_TESTS, file), 'utf8');
  const local = file.endsWith('.local.e2e.test.ts');
  if (!local && LOCAL_ONLY_HELPERS.test(text)) {
    return [`${file} starts local processes or builds: name it *.local.e2e.test.ts and use describeLocal`];
  }
  if (local && !text.includes('describeLocal(')) {
    return [`${file} is local-only: put its tests in describeLocal so a run against a deployment skips them`];
  }
  return [];
});
if (misnamed.length) throw new Error(`tooling/e2e/tests:\n  ${misnamed.join('\n  ')}`);

/**
 * Whether a package's tests replace a module (vi.mock): in one module graph shared by several files, a
 * module another file loaded first keeps its real import, so the mock would not always apply.
 */
function mocksModules(dir: string): boolean {
  const src = join(import.meta.dirname, dir, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' }).some(
    (file) => /\.test\.tsx?$/.test(file) && readFileSync(join(src, file), 'utf8').includes('vi.mock('),
  );
}

/** A package whose code runs in the browser: jsdom, Testing Library's matchers and clean-up in its setup. */
const browserPackage = (dir: string, test: TestProjectInlineConfiguration['test'] = {}) => ({
  test: {
    // A project is named by its folder (`--project shared-ui`), wherever the folder sits.
    name: basename(dir),
    environment: 'jsdom',
    include: [`${dir}/src/**/*.test.{ts,tsx}`],
    setupFiles: [`./${dir}/src/test/setup.ts`],
    // A bound that only stops a hang: npm test runs these at nice 10 beside the build and the browser
    // tests, where a page test of a second alone has run past 20 s (Testing Library's own waits: 15 s).
    testTimeout: 60_000,
    // Worker threads, not child processes: a jsdom file starts faster in a thread (the browser packages'
    // files: 124 → 104 s of CPU, 77 → 63 s alone, measured).
    pool: 'threads',
    // And one module graph per worker for all its files, not a fresh one per file: loading React, the
    // router, TanStack Query and the package's code again for every file was about half of those files' CPU
    // (the packages but the shell and shared-auth: 98 → 75 s in all, the seeker's files still isolated then;
    // the seeker's alone, once its last module mock went: 33 → 14 s, and 21 → 12 s of wall time). It
    // holds where the tests replace no module (the API is answered at the network edge, src/test/server.ts)
    // and the setup file, which runs again before every file, starts the file's API server and its session
    // afresh; a package whose tests mock a module keeps a graph per file.
    isolate: mocksModules(dir),
    ...test,
  },
});

/** A package whose code runs in Node. */
const nodePackage = (dir: string, test: TestProjectInlineConfiguration['test'] = {}) => ({
  test: { name: basename(dir), environment: 'node', include: [`${dir}/test/**/*.test.ts`], ...test },
});

// What webpack's DefinePlugin injects into every app (packages/build-config/webpack.mjs).
const define = { __PORTAL_RELEASE__: JSON.stringify('test') };

export default defineConfig({
  define,
  test: {
    globals: true,
    restoreMocks: true,
    // One worker per core, said outright: left to its default, this vitest ran every file of the unit
    // stage one after another on this 2-core machine (one worker; 1,022 s of files in a row in a landing
    // run). Projects that must run one file at a time say so (fileParallelism: false).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        // Isolated whatever its mocks: its rendering server keeps process-wide state (the federation
        // registry).
        ...browserPackage('shell', { isolate: true }),
        // And into the shell's rendering server: the shared-module policy it provides to the remotes.
        define: {
          ...define,
          __PORTAL_SHARED__: JSON.stringify(
            sharedConfig(join(import.meta.dirname, 'shell'), { server: true }),
          ),
        },
      },
      browserPackage('seeker-remote'),
      browserPackage('employer-remote'),
      // Isolated: its tests are about the session's module state (the store, the storage listeners).
      browserPackage('shared-auth', { isolate: true }),
      browserPackage('packages/shared-ui'),
      browserPackage('packages/shared-data'),
      browserPackage('packages/standalone'),
      nodePackage('packages/contracts', { include: ['packages/contracts/src/**/*.test.ts'] }),
      nodePackage('packages/remote-contract', {
        include: ['packages/remote-contract/src/**/*.test.ts', 'packages/remote-contract/check/**/*.test.ts'],
        testTimeout: 30_000,
        hookTimeout: 120_000,
      }),
      // The contract test's own tests build tiny remotes with webpack and load them in Chromium and on Node.
      nodePackage('packages/remote-host', {
        include: ['packages/remote-host/src/**/*.test.ts'],
        testTimeout: 30_000,
        hookTimeout: 120_000,
      }),
      // Each test builds its own app (one spawns the seed command, some seed 15,000 jobs or 20,000
      // applications): seconds alone, minutes when npm test runs every stage at once on two cores. The bound
      // only stops a hang; no test here asserts a time (the bench does).
      // Not isolated: every file builds its own app and keeps nothing in module state, so a worker loads
      // Fastify, the routes and the schemas once instead of once per file (236 → 147 s of CPU for the
      // project alone, measured; npm test runs on two cores, where CPU is what a stage costs the others).
      nodePackage('api-mock', { testTimeout: 600_000, hookTimeout: 600_000, isolate: false }),
      nodePackage('packages/build-config'),
      // The root scripts' tests (release, launch, pnpm), each file in a temporary folder of its own, so they
      // run beside the other files. One file at a time, they were a group of their own that vitest runs after
      // every other file, on one worker: the unit stage's last ~25 s, with a core idle.
      nodePackage('tooling/scripts', { testTimeout: 60_000, hookTimeout: 120_000 }),
      // After the production build (`npm test` runs these then): real processes on real ports, one file at a
      // time, and the browser against the started site.
      nodePackage('tooling/site', { fileParallelism: false, testTimeout: 900_000, hookTimeout: 300_000 }),
      // `npm run dev` in Chromium: it edits a seeker page and a shell page (and puts them back); npm test
      // runs it last, alone.
      nodePackage('tooling/e2e', {
        name: 'dev-mode',
        include: ['tooling/e2e/dev/**/*.test.ts'],
        fileParallelism: false,
        testTimeout: 120_000,
        hookTimeout: 180_000,
      }),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tooling/e2e/tests/**/*.e2e.test.ts'],
          globalSetup: ['./tooling/e2e/global-setup.ts'],
          setupFiles: ['./tooling/e2e/src/csp-guard.ts'],
          // Two files at a time, each worker against a site of its own (tooling/e2e/src/ports.ts); a deployed site is
          // one shared API, so one file at a time there.
          maxWorkers: DEPLOYED ? 1 : E2E_WORKERS,
          // One process per worker for all its files, not one per file: a file's process cost ~2 s of CPU
          // to start and load Playwright before its first page (34 files: 76 → 27 s of the workers' CPU,
          // measured with process accounting). The files share no module state that matters: each opens
          // its own browser, and the setup file (the CSP guard) still runs before each file.
          isolate: false,
          // Its own group (after the others in a run of every project): vitest runs projects of one group
          // with one worker count.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits as long as a page action does (15 s): its own default, 1 s, failed whenever
          // a page was slow to say something on a busy machine.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
