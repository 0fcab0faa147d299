/**
 * Lighthouse (issue 17): the production build served by the real server on loopback, the index and the
 * first page of every family (apps/web/app/tools/registry.ts), in Lighthouse's mobile profile (the median
 * of three runs, as Lighthouse's own computeMedianRun picks it: simulated slow 4G and a 4x slower CPU) and
 * its desktop profile (one run). Prints performance, FCP, LCP, TBT, CLS and the bytes transferred.
 * Absolute figures, so they depend on the machine's load: the mobile profile's simulated throttling
 * keeps them steadier than wall-clock timings, but TBT still follows how busy the CPU is.
 *
 * Lighthouse from npm on Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), offline.
 * BENCH_LH_RUNS sets the mobile runs per page (default 3); BENCH_LH_PAGES a comma list of paths.
 * Run: pnpm exec tsx apps/web/bench/lighthouse.bench.ts (uses apps/web/$BUILD_DIR, default build).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { FAMILIES, tools } from '../app/tools/registry.ts';

const web = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(web, process.env.BUILD_DIR ?? 'build');
const PORT = Number(process.env.BENCH_LH_PORT ?? 4115);
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PAGES =
  process.env.BENCH_LH_PAGES?.split(',') ??
  ['/', ...FAMILIES.map((f) => tools.find((t) => t.family === f)?.path)].filter((p) => p !== undefined);

if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`no build in ${buildDir}: run pnpm build first`);
  process.exit(1);
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server.js'], {
    cwd: web,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), BUILD_DIR: buildDir, LOG_REQUESTS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c) => {
    out += c;
  });
  child.stderr?.on('data', (c) => {
    out += c;
  });
  for (let i = 0; i < 200 && !out.includes(`:${PORT}`); i++) await new Promise((r) => setTimeout(r, 100));
  if (!out.includes(`:${PORT}`)) throw new Error(`the server did not start: ${out}`);
  return child;
}

type Lhr = RunnerResult['lhr'];

interface Row {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
}

function row(page: string, lhr: Lhr): Row {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    bytes: n('total-byte-weight'),
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like) is taken again, twice at most. */
async function audit(url: string, config?: Config, tries = 3): Promise<Lhr> {
  const r = await lighthouse(url, flags, config);
  if (!r) throw new Error(`Lighthouse gave no result for ${url}`);
  if (!r.lhr.runtimeError) return r.lhr;
  if (tries > 1) return audit(url, config, tries - 1);
  throw new Error(`${url}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
}

const mobile: Row[] = [];
const desktop: Row[] = [];
/** Requests after the load event that the visitor did not ask for (the median mobile run). */
const late: string[] = [];
let version = '';
let browser = '';
try {
  const origin = `http://127.0.0.1:${PORT}`;
  const warm = await audit(`${origin}/`); // warm-up: the server's page cache and Chromium's first start
  version = warm.lighthouseVersion;
  browser = warm.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '';
  for (const page of PAGES) {
    const runs: Lhr[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${origin}${page}`));
    const median = computeMedianRun(runs);
    mobile.push(row(page, median));
    const details = median.audits['network-requests']?.details as
      | { items?: { url: string; transferSize?: number; networkRequestTime?: number }[] }
      | undefined;
    const loadAt = median.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined;
    const loadTime = loadAt?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
    for (const item of details?.items ?? []) {
      if ((item.networkRequestTime ?? 0) > loadTime && (item.transferSize ?? 0) > 1024) {
        late.push(
          `${page}: ${item.url.replace(origin, '').split('?')[0]} (${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB)`,
        );
      }
    }
    desktop.push(row(page, await audit(`${origin}${page}`, desktopConfig)));
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
function table(title: string, rows: Row[]) {
  console.log(title);
  console.log();
  console.log('| page | performance | FCP | LCP | TBT | CLS | bytes |');
  console.log('|:--|--:|--:|--:|--:|--:|--:|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(0)} KiB |`,
    );
  }
  console.log();
}

console.log(`Lighthouse ${version} on ${browser}, loopback, the production build (${path.basename(buildDir)}).`);
console.log();
table(`Mobile profile (the median of ${RUNS} runs)`, mobile);
table('Desktop profile (one run)', desktop);
if (late.length) {
  console.log('Fetched after the load event (over 1 KiB, mobile median run):');
  console.log();
  for (const l of late) console.log(`- ${l}`);
}
