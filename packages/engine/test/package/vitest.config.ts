import { defineConfig } from 'vitest/config';

// The published package as a user gets it: global-setup.ts packs it once (prepack builds dist), the
// tests read the tarball and install it into throwaway projects. Run by `pnpm check:package`.
export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    globalSetup: ['test/package/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
