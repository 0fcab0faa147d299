import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The packed-package tests build and pack first: `pnpm check:package` runs them (test/package/).
    exclude: ['test/package/**', '**/node_modules/**'],
    testTimeout: 60_000,
    // crypto-api (a test-only RIPEMD reference) ships ESM with extensionless imports that Node's own
    // resolver refuses; Vite's resolver reads them.
    server: { deps: { inline: ['crypto-api'] } },
  },
});
