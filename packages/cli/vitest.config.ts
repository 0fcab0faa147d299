import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The tests run the built bin (dist/cli.js, with the engine's dist) as a child process.
    testTimeout: 180_000,
  },
});
