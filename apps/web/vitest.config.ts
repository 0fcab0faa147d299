import { defineConfig } from 'vitest/config';

// Workspace packages are tested from their TypeScript source (the "source" export condition).
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'import', 'default'] } },
  test: {
    include: ['app/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
    testTimeout: 30_000,
    server: { deps: { inline: [/@tinkerbox\//] } },
  },
});
