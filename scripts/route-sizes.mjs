// First-load JavaScript and CSS of every route, gzipped, read from the built site's React Router
// manifest: the entry, then each route module on the path from the root to the page, with their
// static imports and stylesheets (what the browser loads before the page is interactive).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_JS_BYTES = 108 * 1024; // raised from 100 KB (2026-11-23), to 108 KB and back to 105 KB (2026-11-27), to 107 KB and 108 KB (2026-11-29): decision 0006, "Amended"

export function routeSizes(buildDir) {
  const client = path.join(buildDir, 'client');
  const manifestFile = readdirSync(path.join(client, 'assets')).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error(`no React Router manifest in ${client}/assets: build the site first`);
  const src = readFileSync(path.join(client, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(src.slice(src.indexOf('{'), src.lastIndexOf('}') + 1));
  const gz = new Map();
  const size = (url) => {
    if (!gz.has(url)) gz.set(url, gzipSync(readFileSync(path.join(client, url)), { level: 9 }).length);
    return gz.get(url);
  };
  const routes = manifest.routes;
  const chain = (id) => {
    const out = [];
    for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) out.unshift(r);
    return out;
  };
  const pageOf = (r) => {
    const parts = chain(r.id)
      .map((x) => x.path ?? '')
      .filter(Boolean);
    return r.index ? '/' : `/${parts.join('/')}`.replace(/\/+/g, '/');
  };
  // The framework runtime: the client entry and what it imports (react-dom, react-router, hydration),
  // the same bytes on every page.
  const runtime = [...new Set([manifest.entry.module, ...manifest.entry.imports])].reduce((n, u) => n + size(u), 0);
  // An island page (decision 0162) loads its island entry and what that imports statically instead
  const islandsFile = path.join(client, 'islands.json');
  const islands = new Map(
    existsSync(islandsFile)
      ? Object.values(JSON.parse(readFileSync(islandsFile, 'utf8'))).flatMap((i) => i.paths.map((p) => [p, i.preloads]))
      : [],
  );
  const rows = [];
  for (const r of Object.values(routes)) {
    if (!r.hasDefaultExport || r.id === 'root' || (!r.path && !r.index) || r.path === '*') continue;
    // each language's copy of a page (/zh-hant/md5, decision 0096) loads the same modules as the page
    if (/^(en|zh-hans|zh-hant)\//.test(r.id)) continue;
    const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const css = new Set(manifest.entry.css ?? []);
    for (const x of chain(r.id)) {
      if (x.module) js.add(x.module);
      for (const i of x.imports ?? []) js.add(i);
      for (const c of x.css ?? []) css.add(c);
    }
    const island = islands.get(pageOf(r));
    const load = island ?? [...js];
    rows.push({
      id: r.id,
      page: pageOf(r),
      js: load.reduce((n, u) => n + size(u), 0),
      runtime: island ? 0 : runtime,
      island: Boolean(island),
      css: [...css].reduce((n, u) => n + size(u), 0),
    });
  }
  return rows.sort((a, b) => a.page.localeCompare(b.page));
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
