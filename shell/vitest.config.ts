import { sharedConfig } from '@portal/build-config/federation';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // What the server's build writes in (build-config/webpack.mjs): the shared-module policy it provides.
  define: { __PORTAL_SHARED__: JSON.stringify(sharedConfig(import.meta.dirname, { server: true })) },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
