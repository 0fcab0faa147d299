/**
 * Format (indent 2) and minify of generated JSON documents with @tinkerbox/engine/json beside the
 * platform's JSON.parse + JSON.stringify, in the same run. Times are the best of interleaved rounds in
 * this process (ratio = ours / native). Peak memory is measured in separate child processes started
 * with --expose-gc: each child loads the same document, and the figure is its peak RSS
 * (process.resourceUsage().maxRSS) minus the peak RSS of a control child that only loads it.
 * Sizes: 1 MB and 50 MB (about 25 s on 2 cores); BENCH_FULL=1 adds more rounds.
 *
 * Run: pnpm exec tsx bench/json.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatJson, formatJsonBytes, minifyJson, parseTape } from '../src/json/index.ts';

const FULL = process.env.BENCH_FULL === '1';
const MB = 1_000_000;

/** A deterministic API-like document of at least `bytes` UTF-8 bytes: records with 64-bit ids. */
function generate(bytes: number): string {
  let seed = 0x2545f491;
  const rnd = (): number => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const words = ['alpha', 'beta', 'gamma', 'delta', '東京', 'café', 'naïve', 'zeta', 'eta', 'theta'];
  const parts: string[] = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const id = `${1_000_000_000_000_000_000n + BigInt(Math.floor(rnd() * 1e15)) * 7919n}`;
    const rec = `{"id":${id},"name":"${words[i % 10]}-${i}","active":${rnd() < 0.5},"score":${(rnd() * 1000).toFixed(6)},"tags":["${words[(i * 3) % 10]}","${words[(i * 7) % 10]}"],"address":{"city":"${words[(i * 5) % 10]}","zip":"${String(Math.floor(rnd() * 99999)).padStart(5, '0')}","geo":[${(rnd() * 180 - 90).toFixed(7)},${(rnd() * 360 - 180).toFixed(7)}]},"note":null,"balance":"${Math.floor(rnd() * 1e12)}"}`;
    parts.push(rec);
    size += Buffer.byteLength(rec) + 1;
  }
  return `[${parts.join(',')}]`;
}

type Method = 'control' | 'ours-format' | 'ours-format-bytes' | 'native-format' | 'ours-minify' | 'native-minify';
const RUN: Record<Exclude<Method, 'control'>, (t: string) => { length: number }> = {
  'ours-format': (t) => formatJson(t, { indent: 2 }),
  // what the site's worker does: UTF-8 bytes out, which go into a Blob without becoming a string
  'ours-format-bytes': (t) => formatJsonBytes(t, { indent: 2 }),
  'native-format': (t) => JSON.stringify(JSON.parse(t), null, 2),
  'ours-minify': (t) => minifyJson(t),
  'native-minify': (t) => JSON.stringify(JSON.parse(t)),
};

/** Child: load the document, settle, run the method once, print maxRSS in bytes. */
function child(method: Method, file: string): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('child needs --expose-gc');
  const text = readFileSync(file, 'utf8');
  gc();
  let outLength = 0;
  if (method !== 'control') outLength = RUN[method](text).length;
  gc();
  process.stdout.write(JSON.stringify({ maxRSS: process.resourceUsage().maxRSS * 1024, outLength }));
}

function peak(method: Method, file: string): number {
  const self = fileURLToPath(import.meta.url);
  const r = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', self, 'child', method, file], {
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  if (r.status !== 0) throw new Error(`child ${method} failed: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { maxRSS: number }).maxRSS;
}

function bestPair(a: () => void, b: () => void, runs: number): [number, number] {
  let ba = Number.POSITIVE_INFINITY;
  let bb = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    a();
    ba = Math.min(ba, performance.now() - t);
    t = performance.now();
    b();
    bb = Math.min(bb, performance.now() - t);
  }
  return [ba, bb];
}

const fmtMs = (ms: number): string => (ms < 10 ? ms.toFixed(2) : ms.toFixed(0));
const fmtMiB = (b: number): string => (b / (1 << 20)).toFixed(0);

function main(): void {
  const dir = mkdtempSync(join(tmpdir(), 'json-bench-'));
  try {
    const rows: string[] = [];
    const memRows: string[] = [];
    for (const size of [1 * MB, 50 * MB]) {
      const text = generate(size);
      const file = join(dir, `doc-${size}.json`);
      writeFileSync(file, text);
      const label = `${size / MB} MB`;
      const runs = size <= MB ? (FULL ? 30 : 15) : FULL ? 5 : 3;
      // sanity: the same document, and our formatter keeps every 19-digit id while the native one rounds
      const ours = formatJson(text);
      const native = JSON.stringify(JSON.parse(text), null, 2);
      if (JSON.stringify(JSON.parse(ours)) !== JSON.stringify(JSON.parse(native))) throw new Error('outputs differ');
      const idsKept = ours.includes((/"id":(\d+)/.exec(text) as RegExpExecArray)[1] as string);
      const idsNative = native.includes((/"id":(\d+)/.exec(text) as RegExpExecArray)[1] as string);
      const [tf, nf] = bestPair(
        () => formatJson(text),
        () => JSON.stringify(JSON.parse(text), null, 2),
        runs,
      );
      const [tm, nm] = bestPair(
        () => minifyJson(text),
        () => JSON.stringify(JSON.parse(text)),
        runs,
      );
      const [tv, nv] = bestPair(
        () => parseTape(text),
        () => JSON.parse(text),
        runs,
      );
      rows.push(
        `| ${label} | format (indent 2) | ${fmtMs(tf)} | ${fmtMs(nf)} | ${(tf / nf).toFixed(2)}× |`,
        `| ${label} | minify | ${fmtMs(tm)} | ${fmtMs(nm)} | ${(tm / nm).toFixed(2)}× |`,
        `| ${label} | validate (parseTape vs JSON.parse) | ${fmtMs(tv)} | ${fmtMs(nv)} | ${(tv / nv).toFixed(2)}× |`,
      );
      const base = peak('control', file);
      const mem = (m: Method) => Math.max(0, peak(m, file) - base);
      const [of, ob, nf2, om, nm2] = [
        mem('ours-format'),
        mem('ours-format-bytes'),
        mem('native-format'),
        mem('ours-minify'),
        mem('native-minify'),
      ];
      memRows.push(
        `| ${label} | format (indent 2) | ${fmtMiB(of)} | ${fmtMiB(nf2)} | ${(of / nf2).toFixed(2)}× |`,
        `| ${label} | format to UTF-8 bytes (the site's worker) | ${fmtMiB(ob)} | ${fmtMiB(nf2)} | ${(ob / nf2).toFixed(2)}× |`,
        `| ${label} | minify | ${fmtMiB(om)} | ${fmtMiB(nm2)} | ${(om / nm2).toFixed(2)}× |`,
      );
      if (!idsKept || idsNative)
        rows.push(`| ${label} | (unexpected: id check ours=${idsKept} native=${idsNative}) | | | |`);
    }
    console.log('### JSON format and minify (@tinkerbox/engine/json vs JSON.parse + JSON.stringify)\n');
    console.log(`Node ${process.version}; best of interleaved rounds; documents of records with 19-digit ids.\n`);
    console.log('| size | job | ours ms | native ms | ratio |');
    console.log('|:--|:--|--:|--:|--:|');
    for (const r of rows) console.log(r);
    console.log('\nPeak memory above the loaded document (maxRSS of a child process minus a control child):\n');
    console.log('| size | job | ours MiB | native MiB | ratio |');
    console.log('|:--|:--|--:|--:|--:|');
    for (const r of memRows) console.log(r);
    console.log(
      '\nNative JSON.parse rounds the 19-digit ids to doubles (the output differs from the input); ours keeps them.',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') child(process.argv[3] as Method, process.argv[4] as string);
else main();
