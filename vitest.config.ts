// Every package's tests as projects of one vitest run (`npm test`'s unit stage runs them all at once; one
// package: `npm run pnpm -- exec vitest run --project shell`, or `test` in its folder). What all packages
// share is set once here and inherited by every project; a project adds only what is its own.
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { DEPLOYED, E2E_WORKERS } from './e2e/src/ports';

/** A package whose code runs in the browser: jsdom, Testing Library's matchers and clean-up in its setup. */
const browserPackage = (dir: string, test: TestProjectInlineConfiguration['test'] = {}) => ({
  test: {
    name: dir,
    environment: 'jsdom',
    include: [`${dir}/src/**/*.test.{ts,tsx}`],
    setupFiles: [`./${dir}/src/test/setup.ts`],
    ...test,
  },
});

/** A package whose code runs in Node. */
const nodePackage = (dir: string, test: TestProjectInlineConfiguration['test'] = {}) => ({
  test: { name: dir, environment: 'node', include: [`${dir}/test/**/*.test.ts`], ...test },
});

export default defineConfig({
  // What webpack's DefinePlugin injects into every app (build-config/webpack.mjs).
  define: { __PORTAL_RELEASE__: JSON.stringify('test') },
  test: {
    globals: true,
    restoreMocks: true,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      browserPackage('shell'),
      browserPackage('seeker-remote'),
      browserPackage('employer-remote'),
      browserPackage('shared-auth'),
      browserPackage('shared-ui'),
      browserPackage('shared-data'),
      browserPackage('standalone'),
      nodePackage('contracts', { include: ['contracts/src/**/*.test.ts'] }),
      nodePackage('remote-contract', {
        include: ['remote-contract/src/**/*.test.ts', 'remote-contract/check/**/*.test.ts'],
        testTimeout: 30_000,
        hookTimeout: 120_000,
      }),
      nodePackage('api-mock'),
      nodePackage('build-config'),
      // After the production build (`npm test` runs these then): real processes on real ports, one file at a
      // time, and the browser against the started site.
      nodePackage('site', { fileParallelism: false, testTimeout: 120_000, hookTimeout: 120_000 }),
      // `npm run dev` in Chromium: it edits a seeker page, so `npm test` runs it last, alone.
      nodePackage('e2e', {
        name: 'dev-mode',
        include: ['e2e/dev/**/*.test.ts'],
        fileParallelism: false,
        testTimeout: 120_000,
        hookTimeout: 180_000,
      }),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/tests/**/*.e2e.test.ts'],
          // Against a deployed site (E2E_*_URL, see e2e/src/ports.ts) the files that need local builds and
          // processes (they rebuild, stop or start parts of the site) are left out: `*.local.e2e.test.ts`.
          exclude: [...configDefaults.exclude, ...(DEPLOYED ? ['e2e/tests/**/*.local.e2e.test.ts'] : [])],
          globalSetup: ['./e2e/global-setup.ts'],
          setupFiles: ['./e2e/src/csp-guard.ts'],
          // Two files at a time, each worker against a site of its own (e2e/src/ports.ts); a deployed site is
          // one shared API, so one file at a time there.
          maxWorkers: DEPLOYED ? 1 : E2E_WORKERS,
          // Its own group (after the others in a run of every project): vitest runs projects of one group
          // with one worker count.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
