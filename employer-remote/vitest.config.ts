import { defineConfig } from 'vitest/config';

export default defineConfig({
  // What webpack's DefinePlugin injects in real builds (build-config).
  define: { __PORTAL_RELEASE__: JSON.stringify('test') },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    clearMocks: true,
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
