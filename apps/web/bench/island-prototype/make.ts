/**
 * Builds the island prototype of decision 0160 into bench/island-prototype/out: /en/sha256's server HTML
 * from the production build with every script taken out but the theme's, the tool's controls wrapped in
 * #island, and one module script that hydrates them (entry.tsx, on Preact, 'react-router' replaced by
 * router-shim.tsx). Measure it as Lighthouse's reference page beside the live one:
 *   pnpm exec tsx apps/web/bench/island-prototype/make.ts
 *   BENCH_LH_CPU=5 BENCH_LH_PAGES=/en/sha256 BENCH_LH_REFERENCE_DIR=apps/web/bench/island-prototype/out \
 *     pnpm exec tsx apps/web/bench/lighthouse.bench.ts
 * `out/sha256.html?ids` lists the ids the server rendered beside those the island renders (window.__ids).
 */
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';
import toPreact from '../../preact-aliases.json' with { type: 'json' };
import { siteServer } from '../servers.ts';

const here = import.meta.dirname;
const web = path.resolve(here, '../..');
const out = path.join(here, 'out');

await build({
  configFile: false,
  root: web,
  logLevel: 'warn',
  define: { 'import.meta.env.PREACT': 'true' },
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      ...Object.entries(toPreact).map(([react, target]) => ({
        find: new RegExp(`^${react}$`),
        replacement: fileURLToPath(import.meta.resolve(target)),
      })),
      { find: /^react-router$/, replacement: path.join(here, 'router-shim.tsx') },
    ],
  },
  build: {
    outDir: out,
    emptyOutDir: true,
    modulePreload: false,
    rollupOptions: { input: path.join(here, 'entry.tsx'), output: { entryFileNames: 'island.js' } },
  },
});

const server = await siteServer(4790, path.join(web, 'build'));
let html: string;
try {
  html = await (await fetch(`${server.origin}/en/sha256`)).text();
} finally {
  await server.stop();
}
html = html
  .replace(/<script[^>]*>[\s\S]*?<\/script>/g, (s) => (s.includes('applyTheme') ? s : ''))
  .replace(/<link rel="modulepreload"[^>]*>/g, '');
const start = html.indexOf('<div class="mt-6">');
const end = html.indexOf('</section><nav', start);
if (start < 0 || end < 0) throw new Error("the tool's controls were not found in /en/sha256's HTML");
html = `${html.slice(0, start)}<div id="island">${html.slice(start, end)}</div>${html.slice(end)}`.replace(
  '</body>',
  `<script type="application/json" id="island-data">${JSON.stringify({ locale: 'en_US', toolId: 'sha256', routeId: 'en/sha256' })}</script><script type="module" src="/island.js"></script></body>`,
);
writeFileSync(path.join(out, 'sha256.html'), html);
const assets = path.join(web, 'build/client/assets');
for (const f of readdirSync(assets).filter((f) => f.endsWith('.css')))
  cpSync(path.join(assets, f), path.join(out, 'assets', f));
console.log(`island prototype in ${out}`);
