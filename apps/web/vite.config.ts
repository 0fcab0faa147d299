import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import toPreact from './preact-aliases.json' with { type: 'json' };

// The production build runs on Preact's React compatibility layer instead of react-dom (about 10 KB
// gzipped instead of 57 KB), so a page's first load fits the 100 KB budget. Here the browser build is
// aliased; the server resolves React to Preact at run time (preact-renderer.mjs), so both sides render
// alike. The dev server runs React throughout, and `TINKERBOX_RENDERER=react` builds for React too.
// The build records its renderer in server/renderer.json, from which server.js knows whether to map
// React to Preact. Decision 0006.
const renderer = process.env.TINKERBOX_RENDERER || 'preact';
if (renderer !== 'preact' && renderer !== 'react')
  throw new Error(`TINKERBOX_RENDERER is "${renderer}"; it must be "preact" (the default) or "react".`);

const preactInProduction = (): Plugin => ({
  name: 'tinkerbox:preact-in-production',
  enforce: 'pre',
  config(_config, env) {
    if (env.command !== 'build') return;
    const define = { 'import.meta.env.PREACT': JSON.stringify(renderer === 'preact') };
    if (env.isSsrBuild || renderer === 'react') return { define };
    return {
      define,
      resolve: {
        // Resolved from here: the workspace packages that import React do not depend on Preact. The
        // server build leaves these imports to Node, where preact-renderer.mjs maps them.
        alias: Object.entries(toPreact).map(([react, target]) => ({
          find: new RegExp(`^${react}$`),
          replacement: fileURLToPath(import.meta.resolve(target)),
        })),
      },
    };
  },
  generateBundle() {
    if (this.environment.config.consumer === 'server')
      this.emitFile({ type: 'asset', fileName: 'renderer.json', source: `${JSON.stringify({ renderer })}\n` });
  },
});

// Fewer, larger chunks on a page's first load (issue 17, decision 0141). Left to itself, rolldown makes
// a chunk per set of routes sharing a module, and a tool page started some 46 small requests before
// its first paint. Grouped: the framework in one chunk; the shell (app/shell and what it imports) in
// one; the site's modules that at least 20 routes import statically (the form kit, the language tools)
// in one. TINKERBOX_CHUNKS=auto (rolldown's own) or framework (the first group only) builds the others
// for comparison.
const CHUNKS = process.env.TINKERBOX_CHUNKS ?? 'grouped';
if (!['auto', 'framework', 'grouped'].includes(CHUNKS))
  throw new Error(`TINKERBOX_CHUNKS is "${CHUNKS}"; it must be "grouped" (the default), "framework" or "auto".`);
type ChunkGroup = { name: string; test: RegExp; priority: number; minShareCount?: number; tags?: ['$initial'] };
const SITE = /apps[\\/]web[\\/]app[\\/]|packages[\\/](ui|engine)[\\/]/;
const SHELL = /apps[\\/]web[\\/]app[\\/]shell[\\/]|packages[\\/]ui[\\/]src[\\/](toast-store|form[\\/]file-target)/;
const firstLoadChunks = (): Plugin => ({
  name: 'tinkerbox:first-load-chunks',
  config(_config, env) {
    if (env.command !== 'build' || env.isSsrBuild || CHUNKS === 'auto') return;
    const groups: ChunkGroup[] = [
      {
        name: 'framework',
        test: /node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0vite[\\/]preload-helper/,
        priority: 2,
      },
    ];
    // `$initial`: only what a route imports statically; what pages load later (the palette) stays apart
    if (CHUNKS === 'grouped')
      groups.push(
        { name: 'shell', test: SHELL, priority: 1, tags: ['$initial'] },
        { name: 'shared', test: SITE, priority: 1, tags: ['$initial'], minShareCount: 20 },
      );
    return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
  },
});

// Workspace packages resolve to their TypeScript source through the "source" export condition, so
// the site needs no package build while developing.
export default defineConfig({
  plugins: [preactInProduction(), firstLoadChunks(), tailwindcss(), reactRouter()],
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
