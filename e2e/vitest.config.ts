import { configDefaults, defineConfig } from 'vitest/config';
import { DEPLOYED } from './src/ports';

export default defineConfig({
  test: {
    include: ['tests/**/*.e2e.test.ts'],
    // Against a deployed site (E2E_*_URL, see src/ports.ts) the files that need local builds and
    // processes (they rebuild, stop or start parts of the site) are left out: `*.local.e2e.test.ts`.
    exclude: [...configDefaults.exclude, ...(DEPLOYED ? ['tests/**/*.local.e2e.test.ts'] : [])],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./src/csp-guard.ts'],
    // One browser-driven file at a time: the suite shares one api-mock and the machine has 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default'],
  },
});
