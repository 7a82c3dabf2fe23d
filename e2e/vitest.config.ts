import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// A test that starts, stops or rebuilds parts of the site cannot run against a deployment (E2E_*_URL): its
// file is named `*.local.e2e.test.ts` and its tests sit in describeLocal (src/harness.ts), which skips them
// there, visibly. Checked here, before any test runs, so a new file cannot forget either.
const TESTS = join(import.meta.dirname, 'tests');
const LOCAL_ONLY_HELPERS = /from '\.\.\/src\/(processes|fixture-builds)'/;
const misnamed = readdirSync(TESTS).flatMap((file) => {
  const text = readFileSync(join(TESTS, file), 'utf8');
  const local = file.endsWith('.local.e2e.test.ts');
  if (!local && LOCAL_ONLY_HELPERS.test(text)) {
    return [`${file} starts local processes or builds: name it *.local.e2e.test.ts and use describeLocal`];
  }
  if (local && !text.includes('describeLocal(')) {
    return [`${file} is local-only: put its tests in describeLocal so a run against a deployment skips them`];
  }
  return [];
});
if (misnamed.length) throw new Error(`e2e/tests:\n  ${misnamed.join('\n  ')}`);

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./src/csp-guard.ts'],
    // One browser-driven file at a time: the suite shares one api-mock and the machine has 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
