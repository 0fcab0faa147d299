/**
 * The island build (decision 0162), after `react-router build`: one module per island page module (the
 * tool pages of the families in app/shell/islands.ts), each hydrating #app with that page on Preact and
 * 'react-router' resolved to app/island/router.tsx. Its files go to <BUILD_DIR>/client/assets beside the
 * router build's; <BUILD_DIR>/client/islands.json tells the server, per page module, the entry, the
 * modules it imports statically (the page preloads them) and the pages it serves (for the budget). The React build (TINKERBOX_RENDERER=react) has no
 * islands: its pages all load React Router.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions, type Plugin } from 'vite';
import { SITE_ISLANDS } from '../app/shell/islands.ts';
import { tools } from '../app/tools/registry.ts';
import { pageModule } from '../app/tools/types.ts';
import toPreact from '../preact-aliases.json' with { type: 'json' };
import { compileHints, preloadLinksInBatches } from '../vite.config.ts';

const web = path.resolve(import.meta.dirname, '..');
const client = path.resolve(web, process.env.BUILD_DIR ?? 'build', 'client');
const MANIFEST = 'islands.vite.json';

if ((process.env.TINKERBOX_RENDERER ?? 'preact') !== 'preact') {
  console.log('build-islands: the React build has no islands');
  process.exit(0);
}

const site = new Map<string, string>(SITE_ISLANDS.map((p) => [p.module, p.path]));
const pages = [...site.keys(), ...new Set(tools.map(pageModule))];
const PREFIX = 'island-page:';
const entries = (): Plugin => ({
  name: 'tinkerbox:island-entries',
  resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return;
    const page = path.join(web, 'app', id.slice(PREFIX.length + 1));
    const hydrate = path.join(web, 'app/island/hydrate.tsx');
    const toolLayout = !site.has(id.slice(PREFIX.length + 1));
    return `import Page from ${JSON.stringify(page)};\nimport { hydrateIsland } from ${JSON.stringify(hydrate)};\nhydrateIsland(Page, ${toolLayout});\n`;
  },
});

// The engine's operation registry (`@tinkerbox/engine/ops`) reaches each operation's code by `import()`
// (decision 0173). /recipe reads the registry on the page (names, arguments, the recipe text) and runs
// every operation in its worker (decision 0179), which is built on its own and keeps them. On the page
// those `import()`s would each be an entry of this build, and the libraries and engine modules they share
// with the tool pages (SHA-2 through base58, the cipher session) counted as shared: /md5 gained 7 KB in
// the island shell and the cipher pages 12.5 KB. So on the page they load one module that says where
// operations run.
// Every module of the registry's families (registry.ts, cipher-ops.ts, kdf-ops.ts, data-ops.ts...) and
// detect.ts: any `import()` written in src/ops.
const OPS_REGISTRY = /packages[\\/]engine[\\/]src[\\/]ops[\\/][^\\/]+\.ts$/;
const OPS_STUB = '\0ops-run-in-worker';
const opsRunInWorker = (): Plugin => ({
  name: 'tinkerbox:ops-run-in-worker',
  enforce: 'pre',
  resolveId: (id, importer, options) =>
    importer && OPS_REGISTRY.test(importer) && (options as { kind?: string }).kind === 'dynamic-import'
      ? OPS_STUB
      : undefined,
  load: (id) =>
    id === OPS_STUB
      ? 'throw new Error("operations run in the recipe worker (recipe.worker.ts), not on the page: decision 0179");'
      : undefined,
});

// A page module's loader runs on the server only, and the island entries never call it: what it alone
// imports must not reach the page. Rolldown drops an unused import only from a module without side
// effects, and the server modules have some (config.server.ts reads the environment when loaded): /chscht,
// /microsofttranslate and /cron loaded the site's configuration, the translator's client and SHA-2 (24 KB
// before minifying) for nothing. Here a `.server.` module counts as free of side effects; a page that used
// one of its exports would still get it.
const serverModulesUnusedHere = (): Plugin => ({
  name: 'tinkerbox:server-modules-unused-here',
  transform: (code, id) => (/\.server\.tsx?$/.test(id) ? { code, moduleSideEffects: false } : undefined),
});

await build({
  configFile: false,
  root: web,
  logLevel: 'warn',
  define: { 'import.meta.env.PREACT': 'true' },
  plugins: [entries(), opsRunInWorker(), serverModulesUnusedHere(), compileHints(), preloadLinksInBatches()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...Object.entries(toPreact).map(([react, target]) => ({
        find: new RegExp(`^${react}$`),
        replacement: fileURLToPath(import.meta.resolve(target)),
      })),
      { find: /^react-router$/, replacement: path.join(web, 'app/island/router.tsx') },
    ],
  },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // ISLAND_MINIFY=0 keeps the functions' names, for a profile of the first load
    minify: process.env.ISLAND_MINIFY !== '0',
    assetsInlineLimit: 0,
    outDir: client,
    emptyOutDir: false,
    manifest: MANIFEST,
    // the page's loader adds the preloads (page-cache.js); the preload helper still links lazy views' modules
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // the Radix packages' "use client" lines mean nothing here (the router build drops them too)
      onLog: (level, log, handler) => (log.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : handler(level, log)),
      input: Object.fromEntries(pages.map((p) => [`island-${path.basename(p, '.page.tsx').replace(/\.tsx$/, '')}`, `${PREFIX}${p}`])),
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        // Left to itself, the splitter cuts the code the pages share into a chunk per set of pages using it:
        // 38 files for /sha256, 61 KB gzipped. One chunk of what at least 12 of the 28 pages use (the shell,
        // the i18n runtime, Preact, the form widgets) gives 4-11 files and /sha256 53.6 KB; 6 put 40 KB of
        // what few pages use on every page, 20 leaves as many files as 12 for no fewer bytes.
        // What fewer pages share was still cut into small chunks, one per set of pages: /sha256 loaded 12 modules.
        // Rolldown copies a common chunk under 12 KiB (before minifying) into the chunks that use it, with one
        // shared module state (issue 37): /sha256 loads 5 modules (20 requests with the worker's, now 14),
        // its main thread runs about a quarter fewer tasks, for 1.6 KB more gzipped JavaScript (61.6 to 63.2 KB).
        // Lighthouse mobile, the two builds one after the other: 1.66x and 2.34x emn178's main-thread work on
        // /sha256 and /crc, against 1.99x and 2.66x. The option is marked experimental: Vite is pinned (8.3.8, Rolldown 1.2.19 in the lockfile).
        // It turns on strict execution order (each module run when first needed), which trusts package.json's
        // sideEffects: a module with a side effect must be listed there, as the engine's ton/buffer.ts is (0060).
        codeSplitting: {
          groups: [{ name: 'island-shell', minShareCount: 12 }],
          experimentalInlineCommonChunks: { maxSize: 12 * 1024 },
        },
      },
    },
  },
});

interface Chunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  src?: string;
}
const manifestPath = path.join(client, MANIFEST);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
rmSync(manifestPath);

/** The files a chunk needs at once: itself and what it imports statically, in order. */
function closure(key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`build-islands: ${key} is not in the manifest`);
  return [...(chunk.imports ?? []).flatMap((k) => closure(k, seen)), `/${chunk.file}`];
}

const out: Record<string, { entry: string; preloads: string[]; paths: string[] }> = {};
for (const p of pages) {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith(`${PREFIX}${p}`));
  if (!key) throw new Error(`build-islands: no entry for ${p} in the manifest`);
  const files = closure(key);
  const own = site.get(p);
  const paths = own ? [own] : tools.filter((t) => pageModule(t) === p).map((t) => t.path);
  out[p] = { entry: `/${manifest[key]?.file}`, preloads: files, paths };
}
writeFileSync(path.join(client, 'islands.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`build-islands: ${pages.length} island page modules`);
