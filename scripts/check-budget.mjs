// Fails when the index or any page without chain libraries loads more than 100 KB of JavaScript
// (gzipped) before it is interactive. Sizes are deterministic, so this is a test, not a benchmark.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUDGET_JS_BYTES, kb, routeSizes } from './route-sizes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'apps/web', process.env.BUILD_DIR ?? 'build');
const { tools } = await import(pathToFileURL(path.join(root, 'apps/web/app/tools/registry.ts')).href).catch(() => ({ tools: null }));
const heavy = new Set((tools ?? []).filter((t) => t.heavy).map((t) => t.id));
const rows = routeSizes(buildDir);
let failed = 0;
for (const r of rows) {
  const budgeted = !heavy.has(r.id);
  const over = budgeted && r.js > BUDGET_JS_BYTES;
  if (over) failed++;
  console.log(`${over ? 'OVER' : 'ok  '} ${r.page.padEnd(22)} js ${kb(r.js).padStart(9)}  css ${kb(r.css).padStart(8)}${budgeted ? '' : '  (chain libraries: no budget)'}`);
}
console.log(`${rows.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
