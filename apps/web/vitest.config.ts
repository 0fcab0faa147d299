import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// The one React-to-Preact table, the same the production build and server use (decision 0006).
import toPreact from './preact-aliases.json' with { type: 'json' };

const preactAliases = Object.entries(toPreact).map(([react, target]) => ({
  find: new RegExp(`^${react}$`),
  replacement: fileURLToPath(import.meta.resolve(target)),
}));

const base = {
  testTimeout: 30_000,
  setupFiles: ['test/setup-messages.ts'],
  server: { deps: { inline: [/@tinkerbox\//] } },
};

// Workspace packages are tested from their TypeScript source (the "source" export condition).
// Component tests of the shell (*.test.tsx) run on React, as `dev` does, and on Preact's compatibility
// layer, as production does.
export default defineConfig({
  resolve: { conditions: ['source', 'module', 'node', 'import', 'default'] },
  ssr: { resolve: { conditions: ['source', 'node', 'import', 'default'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { ...base, name: 'react', include: ['app/**/*.test.ts', 'test/**/*.test.ts', 'test/**/*.test.tsx'] },
      },
      {
        extends: true,
        resolve: { alias: preactAliases },
        test: {
          ...base,
          name: 'preact',
          include: ['test/**/*.test.tsx'],
          // React Router goes through Vite too, so that its own imports of React meet the aliases.
          server: { deps: { inline: [/@tinkerbox\//, 'react-router'] } },
        },
      },
    ],
  },
});
