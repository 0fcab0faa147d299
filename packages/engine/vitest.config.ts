import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The packed-package tests build and pack first: `pnpm check:package` runs them (test/package/).
    exclude: ['test/package/**', '**/node_modules/**'],
    testTimeout: 60_000,
  },
});
