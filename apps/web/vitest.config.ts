import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: { include: ['app/**/*.test.ts', 'test/**/*.test.ts'], testTimeout: 30_000 },
});
