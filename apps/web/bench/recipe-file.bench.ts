/**
 * A three-step byte recipe over a file on the real /recipe page in headless Chromium (issue 41):
 * `from-base64,gunzip,sha256` over a file of base64 text (the base64 of a gzip of hex text), against the
 * same three steps run one at a time on the same page (each a one-step recipe over its own input: the
 * base64 file, the gzip file, the text), measured in the same process. The goal is a recipe no slower than
 * its slowest step alone: the recipe streams each chunk through its steps (decision 0179), a file of 8 MiB
 * or more through a pipeline of workers, one group of steps a thread (decision 0182), where a visitor
 * running the tools one after another would wait for each in turn.
 *
 * Times are taken in the page, from the recipe set (its link's fragment, after the file was picked) to its
 * output shown. Memory: the peak growth of Chromium's renderer processes (the page and its workers:
 * resident size sampled every 50 ms), of all of Chromium's processes (the browser process keeps the Blob a
 * step's output gathers in), and the page's own peak JS heap (CDP Performance.getMetrics, JSHeapUsedSize,
 * the main thread; the worker is in the renderer's figure). Every output is checked: the recipe's digest and
 * sha256 alone against node:crypto's SHA-256 of the text, the other steps' sizes against the files node:zlib
 * wrote.
 *
 * Size of the base64 file: 64 MiB by default; BENCH_FULL=1 uses 1 GiB; BENCH_RECIPE_MIB=n overrides.
 * BENCH_ROUNDS (default 2): rounds of the four runs, interleaved; the fastest of each kept (with the
 * largest memory seen), with the machine's load average (1 minute) as that run began. Site: the built site
 * in apps/web/$BUILD_DIR (default build) on BENCH_RECIPE_PORT (default 4117); several builds separated by
 * commas (BUILD_DIR=build-before,build-after) are compared on the same files, each round running every
 * build in turn (on the ports from BENCH_RECIPE_PORT up), so the machine's load falls on all of them.
 * Run: pnpm exec tsx apps/web/bench/recipe-file.bench.ts
 */
import { createHash } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip, gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_BROWSER } from '../e2e/chromium.ts';
import { chromiumRss } from './chromium-memory.ts';
import { siteServer } from './servers.ts';

const MiB = 1 << 20;
const sizeMiB = Number(process.env.BENCH_RECIPE_MIB ?? (process.env.BENCH_FULL === '1' ? 1024 : 64));
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.BENCH_RECIPE_PORT ?? 4117);
const dir = mkdtempSync(path.join(tmpdir(), 'tinkerbox-recipe-bench-'));
const files = { base64: path.join(dir, 'in.b64'), gzip: path.join(dir, 'in.gz'), text: path.join(dir, 'in.txt') };

/** 16 MiB of seeded xorshift bytes as lines of 64 hex digits: text that gzip halves, the same on every run. */
function hexBlock(): Buffer {
  const bytes = Buffer.alloc(16 * MiB);
  let x = 0x9e3779b9;
  for (let i = 0; i < bytes.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 255;
  }
  const hex = bytes.toString('hex');
  const lines: string[] = [];
  for (let i = 0; i < hex.length; i += 64) lines.push(hex.slice(i, i + 64));
  return Buffer.from(`${lines.join('\n')}\n`);
}

/**
 * Writes the text, its gzip (node:zlib, level 6) and the base64 of that gzip, sized so the base64 file is
 * about `sizeMiB`; returns the text's SHA-256 (node:crypto).
 */
async function makeFiles(): Promise<string> {
  const block = hexBlock();
  const ratio = gzipSync(block).length / block.length;
  const textBytes = Math.round((sizeMiB * MiB) / ((ratio * 4) / 3));
  const fds = { text: openSync(files.text, 'w'), gzip: openSync(files.gzip, 'w'), base64: openSync(files.base64, 'w') };
  const digest = createHash('sha256');
  const gz = createGzip();
  let rest = Buffer.alloc(0);
  gz.on('data', (chunk: Buffer) => {
    writeSync(fds.gzip, chunk);
    const all = rest.length ? Buffer.concat([rest, chunk]) : chunk;
    const cut = all.length - (all.length % 3);
    writeSync(fds.base64, all.subarray(0, cut).toString('base64'));
    rest = Buffer.from(all.subarray(cut));
  });
  const ended = new Promise((resolve) => gz.on('end', resolve));
  for (let done = 0; done < textBytes; done += block.length) {
    const piece = block.subarray(0, Math.min(block.length, textBytes - done));
    digest.update(piece);
    writeSync(fds.text, piece);
    if (!gz.write(piece)) await new Promise((resolve) => gz.once('drain', resolve));
  }
  gz.end();
  await ended;
  writeSync(fds.base64, rest.toString('base64'));
  for (const fd of Object.values(fds)) closeSync(fd);
  return digest.digest('hex');
}

interface Run {
  ms: number;
  /** Peak growth of the renderers' and of all Chromium processes' resident size, in bytes. */
  renderers: number;
  all: number;
  /** Peak JS heap of the page's main thread, in bytes. */
  pageHeap: number;
  /** The output box's text and the output note (its size). */
  output: string;
  note: string;
  /** The machine's load average over the last minute as the run began. */
  load: number;
}

/** One recipe over one file on /en/recipe: the file is picked first, then the recipe is set by its fragment. */
async function runOnPage(browser: Browser, origin: string, recipe: string, file: string): Promise<Run> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(`${origin}/en/recipe`, { waitUntil: 'networkidle' });
  await page.getByLabel('Choose a file').setInputFiles(file);
  await page.getByTestId('recipe-input-file').waitFor();
  // let the page settle (Detect reads the file's first 64 KiB as soon as it is picked)
  await page.waitForTimeout(1000);
  const load = loadavg()[0] ?? 0;
  const before = chromiumRss(process.pid);
  const peak = { ...before, pageHeap: 0 };
  let sampling = true;
  const sample = async () => {
    while (sampling) {
      const now = chromiumRss(process.pid);
      peak.renderers = Math.max(peak.renderers, now.renderers);
      peak.all = Math.max(peak.all, now.all);
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heap = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
      peak.pageHeap = Math.max(peak.pageHeap, heap);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const sampler = sample();
  let ms: number;
  try {
    ms = await page.evaluate(
      (fragment) =>
        new Promise<number>((resolve, reject) => {
          const t0 = performance.now();
          const watch = new MutationObserver(() => {
            if (document.querySelector('[data-testid="recipe-output-note"]')) {
              watch.disconnect();
              resolve(performance.now() - t0);
            } else if (document.querySelector('[data-testid="recipe-step"] [role="alert"]')) {
              watch.disconnect();
              reject(
                new Error(document.querySelector('[data-testid="recipe-step"] [role="alert"]')?.textContent ?? ''),
              );
            }
          });
          watch.observe(document.body, { childList: true, subtree: true, characterData: true });
          window.location.hash = fragment;
        }),
      recipe,
    );
  } finally {
    sampling = false;
    await sampler;
  }
  const output = await page.getByRole('textbox', { name: 'Output', exact: true }).inputValue();
  const note = (await page.getByTestId('recipe-output-note').textContent()) ?? '';
  await context.close();
  return {
    ms,
    renderers: peak.renderers - before.renderers,
    all: peak.all - before.all,
    pageHeap: peak.pageHeap,
    output,
    note,
    load,
  };
}

/** The fastest of several runs, with the largest memory seen in any of them. */
function best(all: readonly Run[]): Run {
  const fastest = all.reduce((x, y) => (y.ms < x.ms ? y : x));
  return {
    ...fastest,
    renderers: Math.max(...all.map((r) => r.renderers)),
    all: Math.max(...all.map((r) => r.all)),
    pageHeap: Math.max(...all.map((r) => r.pageHeap)),
  };
}

const mib = (n: number) => `${(n / MiB).toFixed(0)} MiB`;
const sizeOf = (f: string) => statSync(f).size;
/** The size the output note states ("1234 bytes", or "Showing the first 1048576 of 1234 bytes."). */
const notedSize = (note: string) => Number(/(\d+) bytes/.exec(note)?.[1]);

const builds = (process.env.BUILD_DIR ?? 'build').split(',');
const sites = await Promise.all(builds.map((b, i) => siteServer(PORT + i, b)));
const browser = await chromium.launch(CHROMIUM_BROWSER);
try {
  const expected = await makeFiles();
  const inBytes = sizeOf(files.base64);
  const steps = [
    { op: 'from-base64', file: files.base64, out: sizeOf(files.gzip) },
    { op: 'gunzip', file: files.gzip, out: sizeOf(files.text) },
    { op: 'sha256', file: files.text, out: 64 },
  ];
  // Rounds interleaved (the recipe, then each step alone, then again; each build in turn), so a change in
  // the machine's load falls on both sides of the ratio, and of a comparison, rather than on one.
  const runs: Run[][][] = builds.map(() => [[], ...steps.map(() => [])]);
  for (let round = 0; round < rounds; round++) {
    for (const [b, site] of sites.entries()) {
      const r = await runOnPage(browser, site.origin, steps.map((s) => s.op).join(','), files.base64);
      if (r.output !== expected) throw new Error(`${builds[b]}: recipe: page ${r.output}, node:crypto ${expected}`);
      runs[b]![0]!.push(r);
      for (const [i, s] of steps.entries()) {
        const a = await runOnPage(browser, site.origin, s.op, s.file);
        if (notedSize(a.note) !== s.out)
          throw new Error(`${builds[b]}: ${s.op} alone: the page says "${a.note}", expected ${s.out} bytes`);
        if (s.op === 'sha256' && a.output !== expected)
          throw new Error(`${builds[b]}: sha256 alone: ${a.output}, node:crypto ${expected}`);
        runs[b]![i + 1]!.push(a);
      }
    }
  }
  console.log(
    `\`from-base64,gunzip,sha256\` over a ${mib(inBytes)} base64 file (${mib(steps[0]!.out)} of gzip, ${mib(steps[1]!.out)} of text) on /en/recipe in headless Chromium (${browser.version()}), ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${rounds} round(s), fastest kept. Time from the recipe set to its output shown, timed in the page; each step alone is a one-step recipe over that step's own input file. MB/s are of the recipe's input (the base64 file). Load: the machine's load average (1 minute) as the kept run began.`,
  );
  for (const [b, build] of builds.entries()) {
    const recipe = best(runs[b]![0]!);
    const alone = runs[b]!.slice(1).map(best);
    const slowest = Math.max(...alone.map((r) => r.ms));
    const total = alone.reduce((t, r) => t + r.ms, 0);
    console.log('');
    if (builds.length > 1) console.log(`${build}:`, '');
    console.log(
      '| run | input | time (s) | MB/s of the base64 file | slowest step alone / this | renderer growth | all Chromium growth | page JS heap peak | load |',
    );
    console.log('|:--|--:|--:|--:|--:|--:|--:|--:|--:|');
    const row = (name: string, input: number, r: Run) =>
      console.log(
        `| ${name} | ${mib(input)} | ${(r.ms / 1000).toFixed(2)} | ${(inBytes / 1e6 / (r.ms / 1000)).toFixed(0)} | ${(slowest / r.ms).toFixed(2)} | ${mib(r.renderers)} | ${mib(r.all)} | ${mib(r.pageHeap)} | ${r.load.toFixed(1)} |`,
      );
    row('recipe: the three steps', inBytes, recipe);
    for (const [i, s] of steps.entries()) row(`${s.op} alone`, sizeOf(s.file), alone[i]!);
    console.log('');
    console.log(
      `The recipe against its slowest step alone: ${(slowest / recipe.ms).toFixed(2)}x (goal: at least 1.00); against the three steps one after another (${(total / 1000).toFixed(2)} s): ${(total / recipe.ms).toFixed(2)}x. The digest shown matches node:crypto's SHA-256 of the text; each step alone gave the size node:zlib's files have.`,
    );
    console.log(
      `Every run (s, load): recipe ${runs[b]![0]!.map((r) => `${(r.ms / 1000).toFixed(2)} (${r.load.toFixed(1)})`).join(', ')}; ${steps.map((s, i) => `${s.op} ${runs[b]![i + 1]!.map((r) => `${(r.ms / 1000).toFixed(2)} (${r.load.toFixed(1)})`).join(', ')}`).join('; ')}.`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(sites.map((s) => s.stop()));
  rmSync(dir, { recursive: true, force: true });
}
