// `pnpm bench`: every page's first-load JavaScript and CSS (gzipped, from the built site), then every
// benchmark file (packages/engine/bench/*.bench.ts, packages/cli/bench/*.bench.ts: the built `tinkerbox`
// against sha256sum, apps/web/bench/*.bench.ts). Each benchmark prints
// a Markdown table of ratios against a reference measured in the same process. Output is also written
// to .bench-out/results.md. BENCH_FULL=1 runs the big sizes; BENCH_ONLY=<substring> picks files.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { kb, routeSizes } from './route-sizes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const buildDir = path.join(web, process.env.BUILD_DIR ?? 'build');
const only = process.env.BENCH_ONLY;
const out = [];
const print = (s = '') => {
  console.log(s);
  out.push(s);
};

if (!only || 'routes'.includes(only)) {
  if (!existsSync(path.join(buildDir, 'client'))) {
    console.error('building the site first (pnpm build)...');
    spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' });
  }
  const rows = routeSizes(buildDir);
  print('## First-load JavaScript and CSS per page (gzip -9)');
  print();
  print(`Framework runtime on every page (react-dom 19 + react-router 7): ${kb(rows[0]?.runtime ?? 0)}.`);
  print();
  print('| page | own JS | total JS | CSS |');
  print('|:--|--:|--:|--:|');
  for (const r of rows) print(`| ${r.page} | ${kb(r.js - r.runtime)} | ${kb(r.js)} | ${kb(r.css)} |`);
  print();
}

const files = ['packages/engine/bench', 'packages/cli/bench', 'apps/web/bench']
  .flatMap((dir) => {
    const abs = path.join(root, dir);
    return existsSync(abs)
      ? readdirSync(abs)
          .filter((f) => f.endsWith('.bench.ts'))
          .map((f) => path.join(dir, f))
      : [];
  })
  .filter((f) => !only || f.includes(only))
  .sort();

let failed = 0;
for (const f of files) {
  print(`## ${f}`);
  print();
  const started = Date.now();
  const r = spawnSync('pnpm', ['exec', 'tsx', f], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? 'build' },
    maxBuffer: 64 * 1024 * 1024,
  });
  print((r.stdout ?? '').trim());
  if (r.status !== 0) {
    failed++;
    print(`(failed with exit code ${r.status})`);
    console.error(r.stderr);
  }
  print();
  console.error(`  ${f}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

mkdirSync(path.join(root, '.bench-out'), { recursive: true });
writeFileSync(path.join(root, '.bench-out/results.md'), `${out.join('\n')}\n`);
process.exit(failed ? 1 : 0);
