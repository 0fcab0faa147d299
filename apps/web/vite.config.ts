import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript source through the "source" export condition, so
// the site needs no package build while developing.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Several dev servers on one machine each keep their own dependency cache (VITE_CACHE_DIR), and the
  // libraries that only workers import are pre-bundled up front, so no page sees a stale optimised dep.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  optimizeDeps: {
    include: [
      'zxing-wasm/reader',
      '@tinkerbox/engine > jsqr',
      '@tinkerbox/engine > hash-wasm',
      '@tinkerbox/engine > crypto-js',
      '@tinkerbox/engine > opencc-js',
    ],
  },
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
  worker: { format: 'es' },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 0) || undefined } },
});
