import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts', 'check/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
