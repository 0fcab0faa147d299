import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
// The one React-to-Preact table, the same the site's production build and server use (decision 0006).
import toPreact from '../../apps/web/preact-aliases.json' with { type: 'json' };

const test = { environment: 'happy-dom', include: ['test/**/*.test.tsx', 'test/**/*.test.ts'] } as const;

// Testing Library takes `act` from react-dom/test-utils when React has none, as Preact's compat layer
// has none; only the tests need that name, so it is added here rather than in the site's table.
const testOnly = { 'react-dom/test-utils': 'preact/test-utils' };

const preactAliases = Object.entries({ ...toPreact, ...testOnly }).map(([react, target]) => ({
  find: new RegExp(`^${react}$`),
  replacement: fileURLToPath(import.meta.resolve(target)),
}));

// One suite, two implementations: `dev` and the site's tests of it run React, production runs Preact's
// compatibility layer, so every widget test runs on both.
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { ...test, name: 'react' } },
      {
        extends: true,
        // Testing Library's ES module build, whose imports of React Vite resolves (and so aliases).
        resolve: { alias: preactAliases, mainFields: ['module'] },
        test: {
          ...test,
          name: 'preact',
          // Testing Library is processed by Vite (not loaded by Node as is) so that its own imports of
          // React meet the aliases too.
          server: { deps: { inline: ['@testing-library/react'] } },
        },
      },
    ],
  },
});
