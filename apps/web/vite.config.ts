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

// First-load chunks (issue 17, decision 0141). Rolldown's own splitting (a chunk per set of routes sharing
// a module; a tool page starts some 46 small module requests before its first paint) is what ships: the
// grouped variants below need 18-25 requests and 2-8 KB less per page, but their larger chunks compile
// in longer main-thread tasks, and Lighthouse's mobile profile scored them lower in every run (TBT).
// They stay buildable for measuring again (behind HTTP/2, say): TINKERBOX_CHUNKS=framework (Preact and
// React Router in one chunk), shell (and app/shell with what it imports), grouped (and the site's modules
// that 20+ routes import statically); TINKERBOX_CHUNK_MAX splits the site groups at that many bytes.
const CHUNKS = process.env.TINKERBOX_CHUNKS ?? 'auto';
if (!['auto', 'framework', 'shell', 'grouped'].includes(CHUNKS))
  throw new Error(
    `TINKERBOX_CHUNKS is "${CHUNKS}"; it must be "auto" (the default), "framework", "shell" or "grouped".`,
  );
type ChunkGroup = {
  name: string;
  test: RegExp;
  priority: number;
  minShareCount?: number;
  maxSize?: number;
  tags?: ['$initial'];
};
const MAX = Number(process.env.TINKERBOX_CHUNK_MAX ?? 0) || undefined;
const FRAMEWORK =
  /node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|^\0vite[\\/]preload-helper/;
const SITE = /apps[\\/]web[\\/]app[\\/]|packages[\\/](ui|engine)[\\/]/;
const SHELL = /apps[\\/]web[\\/]app[\\/]shell[\\/]|packages[\\/]ui[\\/]src[\\/](toast-store|form[\\/]file-target)/;
const firstLoadChunks = (): Plugin => ({
  name: 'tinkerbox:first-load-chunks',
  config(_config, env) {
    if (env.command !== 'build' || env.isSsrBuild || CHUNKS === 'auto') return;
    const groups: ChunkGroup[] = [
      {
        name: 'framework',
        test: FRAMEWORK,
        priority: 2,
      },
    ];
    // `$initial`: only what a route imports statically; what pages load later (the palette) stays apart
    if (CHUNKS === 'shell' || CHUNKS === 'grouped')
      groups.push({ name: 'shell', test: SHELL, priority: 1, tags: ['$initial'], ...(MAX && { maxSize: MAX }) });
    if (CHUNKS === 'grouped')
      groups.push({
        name: 'shared',
        test: SITE,
        priority: 1,
        tags: ['$initial'],
        minShareCount: 20,
        ...(MAX && { maxSize: MAX }),
      });
    return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
  },
});

// Explicit compile hints (issue 17, decision 0144). V8 compiles a function the first time it is called,
// on the main thread: /md5's hydration spent 44-63 ms there (no CPU slowdown), a fifth of its main-thread
// work after the first paint. A script whose first line is this comment has all its functions compiled
// eagerly, which for a streamed script happens on a background thread while it downloads (Chrome 136+;
// other browsers ignore the comment); 6-9 ms of lazy compiling are left. It goes on the chunks a page
// runs as it loads: those the entries (the client entry and the route modules) reach through static
// imports; not those only `import()` reaches (the palette, dialogs, algorithms fetched on demand), whose
// functions mostly never run, nor those with libraries beyond the framework (@ton/core's and xrpl's
// 200-300 KB views, of which a page calls little). Added before the chunks are hashed (and only moved
// after), so each file name still names its bytes. TINKERBOX_COMPILE_HINTS=0 builds without them.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
// The comment costs some 30 bytes gzipped a file, which on a page's 40-odd chunks was over a kilobyte
// of the JavaScript budget (decision 0006); the small chunks, whose lazy compiling is short, go without.
const HINT_MIN_BYTES = 6000;
// Libraries beside the framework that pages run as they load: @scure/base (the engine's Base32, Base58 and
// bech32 codecs), in the chunk of the island pages that use it (/base32 and the codecs, /jwt, /passwordgen);
// it was in the island shell while the site's configuration (config.server.ts, which checks donation
// addresses with it) leaked into the pages (decision 0195).
const AT_LOAD_LIBS = /node_modules[\\/]@scure[\\/]base[\\/]/;
export const compileHints = (): Plugin => {
  const atLoad = new Set<string>();
  return {
    name: 'tinkerbox:compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && process.env.TINKERBOX_COMPILE_HINTS !== '0',
    // the modules the entries reach through static imports
    renderStart() {
      atLoad.clear();
      const next = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (let id = next.pop(); id !== undefined; id = next.pop())
        if (!atLoad.has(id)) {
          atLoad.add(id);
          next.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
    },
    // Vite puts its preload helper's list (`const __vite__mapDeps=...`) in front of a chunk with dynamic
    // imports; a hint after any code is ignored, so it is moved back to the top
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const at = file.code.indexOf(`\n${COMPILE_HINT}\n`);
          if (at > 0)
            file.code = `${COMPILE_HINT}\n${file.code.slice(0, at)}${file.code.slice(at + COMPILE_HINT.length + 1)}`;
        }
      },
    },
    // after minification, which drops comments
    outputOptions: (output) => ({
      ...output,
      postBanner: (chunk) =>
        chunk.moduleIds.some((id) => atLoad.has(id)) &&
        chunk.moduleIds.every((id) => !id.includes('node_modules') || FRAMEWORK.test(id) || AT_LOAD_LIBS.test(id)) &&
        Object.values(chunk.modules).reduce((n, m) => n + m.renderedLength, 0) >= HINT_MIN_BYTES
          ? COMPILE_HINT
          : '',
    }),
  };
};

// Vite's preload helper links every module a lazily imported view needs (`import()` of a chain's or a
// contract's view as the page hydrates) in one go, inside the render that asks for the view: on
// /contract_evm 27 `modulepreload` links took 49 ms of one task on this machine, about 200 ms on
// Lighthouse's 4x slower phone (issue 17), since Chromium starts each link's fetch as it is added. Here
// the helper hands its links to a queue that adds them 3 a task, as the page cache's loader does with a
// page's own preloads (decision 0143), and the `import()` waits until every link it needs is in the
// document (decision 0150): a link added once the import has started is no head start, and Firefox fires
// `error` on it. For the same reason a module the page has fetched already (in its resource timing: the
// page's own modules, a route's modules after a client-side navigation) gets no link. The helper still
// links nothing twice, and a second import that needs a link still queued waits for it too (the helper
// keeps the pending promise per URL). The build fails if the helper no longer has the lines this
// changes (a Vite upgrade), rather than quietly linking all at once again.
const PRELOAD_APPEND = /document\.head\.appendChild\(link\);(\s*)if \(isCss\)/g;
export const preloadLinksInBatches = (): Plugin => ({
  name: 'tinkerbox:preload-links-in-batches',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  transform: {
    filter: { id: /vite[\\/]preload-helper/ },
    handler(code) {
      if ((code.match(PRELOAD_APPEND) ?? []).length !== 1)
        throw new Error(
          'Vite\'s preload helper no longer has "document.head.appendChild(link); if (isCss)" once (vite.config.ts)',
        );
      return `${PRELOAD_QUEUE}\n${code.replace(PRELOAD_APPEND, 'const __tbLinked = __tbAddLink(link);$1if (!isCss) return __tbLinked;$1if (isCss)')}`;
    },
  },
});
/**
 * The queue, in the helper's module. `__tbAddLink` resolves once its link is in the document (at once,
 * and never added, for a module already fetched); links go in 3 a task, each batch in a task of its own.
 */
const PRELOAD_QUEUE = [
  'const __tbLinks = [];',
  'function __tbAddLink(link) {',
  '  if (link.rel === "modulepreload" && performance.getEntriesByName(link.href, "resource").length) return;',
  '  return new Promise((resolve) => {',
  '    if (__tbLinks.push({ link, resolve }) === 1) setTimeout(function flush() {',
  '      const batch = __tbLinks.splice(0, 3);',
  '      const fragment = document.createDocumentFragment();',
  '      for (const queued of batch) fragment.appendChild(queued.link);',
  '      document.head.appendChild(fragment);',
  '      for (const queued of batch) queued.resolve();',
  '      if (__tbLinks.length) setTimeout(flush);',
  '    });',
  '  });',
  '}',
].join('\n');

// Workspace packages resolve to their TypeScript source through the "source" export condition, so
// the site needs no package build while developing.
export default defineConfig({
  plugins: [
    preactInProduction(),
    firstLoadChunks(),
    compileHints(),
    preloadLinksInBatches(),
    tailwindcss(),
    reactRouter(),
  ],
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
