import { defineConfig } from 'vitest/config';

// The published package as a user gets it: global-setup.ts packs it once (prepack builds dist), the
// tests read the tarball and install it into throwaway projects. Run by `pnpm check:package`.
// pnpm's bin shims set NODE_PATH to the workspace's hoisted node_modules, where every package of the
// repository is found; require() and esbuild in the test workers and their children would fall back to
// it and find a dependency the tarball's manifest forgot or a user did not install. A user has none.
delete process.env.NODE_PATH;

export default defineConfig({
  test: {
    include: ['test/package/**/*.test.ts'],
    globalSetup: ['test/package/global-setup.ts'],
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
