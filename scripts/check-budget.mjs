// Holds every page without chain libraries to a JavaScript budget: at most 100 KB (gzipped) of
// first-load JavaScript in all, the framework runtime (Preact's compat layer and react-router, the same
// bytes on every page) included; docs/decisions/0006-js-budget.md. Sizes are deterministic, so this is
// a test, not a benchmark.
import path from 'node:path';
import { BUDGET_JS_BYTES, kb, routeSizes } from './route-sizes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'apps/web', process.env.BUILD_DIR ?? 'build');
const heavy = new Set(JSON.parse(process.env.HEAVY_TOOLS ?? '[]'));
const rows = routeSizes(buildDir);
let failed = 0;
const routerPage = rows.find((r) => !r.island);
console.log(
  routerPage
    ? `framework runtime (every router page): ${kb(routerPage.runtime)}`
    : 'every page listed is an island page (decisions 0162, 0213): none loads React Router (the 404 screen, not listed, does)',
);
for (const r of rows) {
  const own = r.js - r.runtime;
  const budgeted = !heavy.has(r.id);
  const over = budgeted && r.js > BUDGET_JS_BYTES;
  if (over) failed++;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${r.page.padEnd(22)} total js ${kb(r.js).padStart(9)}  own js ${kb(own).padStart(9)}  css ${kb(r.css).padStart(8)}${budgeted ? '' : '  (chain libraries: no budget)'}${r.island ? '  (island page, decision 0162)' : ''}`,
  );
}
console.log(`${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
