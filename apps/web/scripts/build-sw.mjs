// Builds <BUILD_DIR>/client/sw.js, the site's service worker (sw/sw.ts, decision 0095), after
// `react-router build`, build-info.mjs and build-icons.mjs:
// 1. reads React Router's route manifest (assets/manifest-*.js) and which hashed file names which other
//    (static and dynamic imports, `new URL(...)` workers, WASM), from the built files themselves;
// 2. the shell = the entry and root route modules with everything they import statically, their CSS, the
//    WOFF2 fonts, icons, logos and the offline page: precached, each keyed by its hash or revision;
// 3. for each other route module: the files it can reach that the shell lacks (its workers, WASM and
//    lazily loaded parts), which the worker fetches once the route module is cached (the warm-up map);
// 4. the full set behind "Make all tools available offline": every file under assets/ (each tool's code,
//    workers, WASM and CSS; not the precompressed .gz/.br copies) with its size, and the page paths
//    (home, donate, every tool), which the worker fetches in the visitor's language;
// 5. bundles sw/sw.ts with Vite (one classic script, Workbox inside) and lets Workbox's injectManifest
//    write the precache list into it.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(web, process.env.BUILD_DIR ?? 'build');
const client = path.join(dir, 'client');
const assetsDir = path.join(client, 'assets');

const { id: buildId } = JSON.parse(readFileSync(path.join(client, 'build-info.json'), 'utf8'));
const files = readdirSync(assetsDir);
const known = new Set(files);
const MANIFEST_PREFIX = 'window.__reactRouterManifest=';
const manifestFile = files.find(
  (f) => /^manifest-\w+\.js$/.test(f) && readFileSync(path.join(assetsDir, f), 'utf8').startsWith(MANIFEST_PREFIX),
);
if (!manifestFile) throw new Error(`build-sw: no React Router manifest in ${assetsDir}`);
const routerManifest = JSON.parse(
  readFileSync(path.join(assetsDir, manifestFile), 'utf8')
    .slice(MANIFEST_PREFIX.length)
    .replace(/;\s*$/, ''),
);

// Which asset names each built script mentions: imports (`./x.js`), preload lists (`assets/x.js`),
// workers and WASM (`/assets/x.worker-h.js`). A name counts only if such a file exists.
const refs = new Map();
for (const f of files) {
  if (!f.endsWith('.js')) continue;
  const text = readFileSync(path.join(assetsDir, f), 'utf8');
  const found = new Set();
  for (const m of text.matchAll(/[\w.-]+\.(?:js|wasm|css|woff2)/g)) if (m[0] !== f && known.has(m[0])) found.add(m[0]);
  refs.set(f, found);
}
const name = (url) => url.replace(/^\/assets\//, '');
function reach(start) {
  const seen = new Set();
  const todo = [...start];
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    for (const r of refs.get(f) ?? []) todo.push(r);
  }
  return seen;
}

const { entry, routes } = routerManifest;
const root = routes.root;
const shell = new Set(
  [manifestFile, entry.module, ...entry.imports, root.module, ...root.imports, ...(root.css ?? [])].map(name),
);
for (const f of files) if (f.endsWith('.woff2')) shell.add(f);

const warm = {};
const size = (fs) => [...fs].reduce((n, f) => n + statSync(path.join(assetsDir, f)).size, 0);
let largest = { route: '', bytes: 0 };
for (const route of Object.values(routes)) {
  if (route.id === 'root' || !route.module || warm[route.module]) continue;
  const own = [...reach([route.module, ...(route.imports ?? []), ...(route.css ?? [])].map(name))].filter(
    (f) => !shell.has(f) && f !== name(route.module),
  );
  warm[route.module] = own.map((f) => `/assets/${f}`);
  const bytes = size(own);
  if (bytes > largest.bytes) largest = { route: route.module, bytes };
}

// Island pages (decision 0162) start from their own entry module, not a route module: the same warm-up
// (scripts/build-islands.ts wrote which entry each page module has).
const islands = path.join(client, 'islands.json');
for (const { entry: url } of existsSync(islands) ? Object.values(JSON.parse(readFileSync(islands, 'utf8'))) : []) {
  const own = [...reach([name(url)])].filter((f) => !shell.has(f) && f !== name(url));
  warm[url] = own.map((f) => `/assets/${f}`);
}

// Every file the site's pages can load, whatever the tool: the exact bytes the control shows before the
// download. Pages and their data are rendered by the server (with its runtime settings), so they are
// counted as pages, not bytes.
const offlineFiles = files
  .filter((f) => !/\.(?:gz|br|map)$/.test(f))
  .sort()
  .map((f) => [`/assets/${f}`, statSync(path.join(assetsDir, f)).size]);
// The pages worth having offline: home, donate and every tool, unprefixed (each language's copy is
// `en/md5` and so on, decision 0096).
const pageRoutes = Object.values(routes).filter(
  (r) =>
    r.path &&
    !/^(?:en|zh-hans|zh-hant)(?:\/|$)/.test(r.id) &&
    (r.parentId === 'shell/tool-layout' || r.id === 'routes/donate'),
);
const offline = {
  files: offlineFiles,
  bytes: offlineFiles.reduce((n, [, b]) => n + b, 0),
  pages: ['/', ...pageRoutes.map((r) => `/${r.path}`)],
  // A client-side navigation asks for data only when the page's own loader must run (the root's keeps
  // the data it has, root.tsx shouldRevalidate).
  data: pageRoutes.filter((r) => r.hasLoader).map((r) => `/${r.path}`),
  manifest: `/assets/${manifestFile}`,
  version: routerManifest.version,
};

const tmp = path.join(dir, 'sw-tmp');
await build({
  configFile: false,
  root: web,
  logLevel: 'warn',
  define: {
    'process.env.NODE_ENV': JSON.stringify('production'),
    __BUILD_ID__: JSON.stringify(buildId),
    __WARM__: JSON.stringify(warm),
    __OFFLINE__: JSON.stringify(offline),
  },
  build: {
    outDir: tmp,
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    lib: { entry: path.join(web, 'sw/sw.ts'), formats: ['iife'], name: 'tinkerboxServiceWorker', fileName: () => 'sw.js' },
  },
});

const { count, size: precacheBytes, warnings } = await injectManifest({
  swSrc: path.join(tmp, 'sw.js'),
  swDest: path.join(client, 'sw.js'),
  globDirectory: client,
  globPatterns: [
    ...[...shell].map((f) => `assets/${f}`),
    'icons/**/*.png',
    'brand/*.svg',
    'favicon.svg',
    'offline.html',
  ],
  // Hashed names are their own revision; the others get one from their content.
  dontCacheBustURLsMatching: /^assets\//,
});
rmSync(tmp, { recursive: true, force: true });
for (const w of warnings) console.warn(`build-sw: ${w}`);
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `sw.js: ${count} files precached (${kb(precacheBytes)}); ${Object.keys(warm).length} route modules with a warm-up list, the largest ${largest.route} (${kb(largest.bytes)}); offline for every tool: ${offline.files.length} files (${kb(offline.bytes)}), ${offline.pages.length} pages per language, ${offline.data.length} with data`,
);
