/**
 * Lighthouse (issues 17 and 37): the production build served by the real server on loopback, in
 * Lighthouse's mobile profile (simulated slow 4G, the CPU slowed) and its desktop profile (one run).
 * Prints performance, FCP, LCP, TBT, CLS, main-thread work, long tasks and the bytes transferred.
 *
 * Measured as a slow phone would: Lighthouse's `benchmarkIndex` of this machine is taken first, and on a
 * machine faster than 1,200 the mobile profile's CPU slowdown is raised in proportion (4 x index / 1,200),
 * so a fast machine cannot hide the cost (BENCH_LH_CPU sets the slowdown instead). Absolute figures: TBT
 * and main-thread work still follow how busy the CPU is, so each page is measured beside a reference in
 * the same rounds (below), and the ratio of their main-thread work is the figure to compare across runs.
 *
 * The reference is emn178's SHA-256 page (the plainest peer, issue 37), served from loopback out of a
 * checkout of its public repository, which is not ours to redistribute:
 *   git clone https://github.com/emn178/online-tools; BENCH_LH_REFERENCE_DIR=online-tools pnpm bench
 * Without it, no reference is measured and the ratio column stays empty.
 *
 * Pages: the index and the first page of each family (median of 3 mobile runs, as Lighthouse's own
 * computeMedianRun picks it), or with `--all` (or BENCH_LH_ALL=1) every page the site routes, one run
 * each. BENCH_LH_RUNS sets the mobile runs per page; BENCH_LH_PAGES a comma list of paths. The runs go in
 * rounds, every page once a round, so pages compared in one run meet the same spells of load; with more
 * than one run, each page's TBT in every run is printed too (it moves a lot between runs).
 * Lighthouse from npm on Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), offline.
 * A page given as a whole URL (http://...) is measured there instead of on the site (a prototype beside the
 * live page, decision 0160).
 * BENCH_LH_REFERENCE_EVERY=k runs the reference before every k-th page of a round instead of each (a page's
 * ratio then uses the reference run before it in each round), and BENCH_LH_DESKTOP=0 leaves out the desktop
 * run: with both, every page in 3 rounds (BENCH_LH_RUNS=3 --all) takes about 40 minutes instead of 75.
 * At the end it counts the pages that meet issue 37's goal on their median run, and with more than one run
 * the single runs that fell short (one run of a page says little: its TBT moves by 100-250 ms between runs).
 * BENCH_LH_DETAIL=1 also prints, for each page's median mobile run, where its main-thread work went (by kind
 * and by script) and its long tasks, as Lighthouse attributes them.
 * BENCH_LH_FROM_ELSEWHERE=1 starts every mobile run (the reference's too) from a page of another site
 * (Lighthouse's `blankPage`, a page at localhost while the pages are at 127.0.0.1), as a visitor arrives
 * from a search or a link, instead of from about:blank: a page that sends COOP then starts in a new process
 * either way, as the reference does (decision 0216). The goal is read from about:blank, as Lighthouse runs.
 * Run: pnpm exec tsx apps/web/bench/lighthouse.bench.ts [--all] (uses apps/web/$BUILD_DIR, default build).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type RunnerResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { FAMILIES } from '../app/tools/families.ts';
import { tools } from '../app/tools/registry.ts';
import { CHROMIUM_BROWSER } from '../e2e/chromium.ts';
import { elsewherePage, siteServer, staticServer } from './servers.ts';

const web = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(web, process.env.BUILD_DIR ?? 'build');
const PORT = Number(process.env.BENCH_LH_PORT ?? 4115);
const ALL = process.argv.includes('--all') || process.env.BENCH_LH_ALL === '1';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? (ALL ? 1 : 3));
const PAGES =
  process.env.BENCH_LH_PAGES?.split(',') ??
  (ALL
    ? ['/', '/donate', ...tools.map((t) => t.path)]
    : ['/', ...FAMILIES.map((f) => tools.find((t) => t.family === f)?.path)].filter((p) => p !== undefined));
const REFERENCE_DIR = process.env.BENCH_LH_REFERENCE_DIR;
const REFERENCE_PAGE = '/sha256.html';
const DETAIL = process.env.BENCH_LH_DETAIL === '1';
/** The reference is run before every this many pages of a round (1: before each page). */
const REFERENCE_EVERY = Math.max(1, Number(process.env.BENCH_LH_REFERENCE_EVERY ?? 1));
const DESKTOP = process.env.BENCH_LH_DESKTOP !== '0';
const FROM_ELSEWHERE = process.env.BENCH_LH_FROM_ELSEWHERE === '1';
/** The benchmarkIndex that Lighthouse's mobile profile stands for (its 4x slowdown on a mid-range machine). */
const SLOW_INDEX = 1200;

if (!existsSync(path.join(buildDir, 'server/index.js'))) {
  console.error(`no build in ${buildDir}: run pnpm build first`);
  process.exit(1);
}

type Lhr = RunnerResult['lhr'];

interface Row {
  page: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Main-thread work (Lighthouse's mainthread-work-breakdown, slowed as the profile slows the CPU). */
  work: number;
  /** Tasks over 50 ms after the slowdown (Lighthouse lists 20 at most). */
  longTasks: number;
  bytes: number;
  /** This page's main-thread work over the reference's, in the same rounds. */
  ratio?: number;
}

type Items = { items?: Record<string, unknown>[] } | undefined;

/** Where a run's main-thread work went: by kind, by script (over 30 ms), and its long tasks. */
function detail(page: string, lhr: Lhr): string[] {
  const items = (id: string) => (lhr.audits[id]?.details as Items)?.items ?? [];
  const n = (v: unknown) => Math.round(Number(v ?? 0));
  const short = (u: unknown) => String(u).replace(/^https?:\/\/[^/]+/, '') || String(u);
  return [
    `${page}: main-thread work by kind: ${items('mainthread-work-breakdown')
      .map((i) => `${i.groupLabel} ${n(i.duration)}`)
      .join(', ')}`,
    `${page}: by script (total / scripting / parse+compile, ms): ${items('bootup-time')
      .filter((i) => Number(i.total) >= 30)
      .map((i) => `${short(i.url)} ${n(i.total)}/${n(i.scripting)}/${n(i.scriptParseCompile)}`)
      .join(', ')}`,
    `${page}: long tasks (start ms, duration ms, script): ${items('long-tasks')
      .map((i) => `${n(i.startTime)}+${n(i.duration)} ${short(i.url)}`)
      .join(', ')}`,
  ];
}

function row(page: string, lhr: Lhr): Row {
  const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const long = lhr.audits['long-tasks']?.details as { items?: unknown[] } | undefined;
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: n('first-contentful-paint'),
    lcp: n('largest-contentful-paint'),
    tbt: n('total-blocking-time'),
    cls: n('cumulative-layout-shift'),
    work: n('mainthread-work-breakdown'),
    longTasks: long?.items?.length ?? 0,
    bytes: n('total-byte-weight'),
  };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? Number.NaN) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

const server = await siteServer(PORT, buildDir);
const reference = REFERENCE_DIR ? await staticServer(path.resolve(REFERENCE_DIR)) : null;
/** Another site's page to start from (BENCH_LH_FROM_ELSEWHERE): localhost is not the same site as 127.0.0.1. */
const elsewhere = FROM_ELSEWHERE ? await elsewherePage() : null;
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_BROWSER.executablePath,
  chromeFlags: ['--headless=new', ...CHROMIUM_BROWSER.args],
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
const references: Row[] = [];
const indexes: number[] = [];
let slowdown = Number(process.env.BENCH_LH_CPU ?? Number.NaN);
const details: string[] = [];
/** Requests after the load event that the visitor did not ask for (the median mobile run). */
const late: string[] = [];
const spreads: { page: string; tbt: number[] }[] = [];
/** Every mobile run of every page, in the order they ran. */
const singleRuns: Row[] = [];
let version = '';
let browser = '';
try {
  const origin = `http://127.0.0.1:${PORT}`;
  const url = (page: string) => (/^https?:/.test(page) ? page : `${origin}${page}`);
  // warm-up: the server's page cache and Chromium's first start; and this machine's benchmarkIndex
  const warm = await audit(`${origin}/`);
  version = warm.lighthouseVersion;
  browser = warm.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '';
  if (Number.isNaN(slowdown)) {
    const index = median([warm, await audit(`${origin}/`)].map((l) => l.environment.benchmarkIndex));
    slowdown = Math.max(4, Math.round(((4 * index) / SLOW_INDEX) * 10) / 10);
  }
  const mobileConfig: Config = {
    extends: 'lighthouse:default',
    settings: {
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
      ...(elsewhere ? { blankPage: elsewhere.url } : {}),
    },
  };
  const mobileRun = async (url: string) => {
    const lhr = await audit(url, mobileConfig);
    indexes.push(lhr.environment.benchmarkIndex);
    return lhr;
  };
  // Rounds outside, pages inside: every page meets each spell of load the machine goes through, so two
  // pages (or a page and a prototype of it) compare fairly; each page run follows a reference run.
  const runs = new Map<string, Lhr[]>(PAGES.map((p) => [p, []]));
  const refRuns = new Map<string, Lhr[]>(PAGES.map((p) => [p, []]));
  for (let i = 0; i < RUNS; i++) {
    let lastReference: Lhr | undefined;
    for (const [p, page] of PAGES.entries()) {
      if (reference && p % REFERENCE_EVERY === 0)
        lastReference = await mobileRun(`${reference.origin}${REFERENCE_PAGE}`);
      if (lastReference) refRuns.get(page)?.push(lastReference);
      const lhr = await mobileRun(url(page));
      runs.get(page)?.push(lhr);
      // progress on stderr (a full run takes most of an hour; the tables come at the end)
      const r = row(page, lhr);
      singleRuns.push(r);
      console.error(`round ${i + 1}/${RUNS} ${page}: ${r.score}, TBT ${r.tbt.toFixed(0)} ms`);
    }
  }
  for (const page of PAGES) {
    const pageRuns = runs.get(page) ?? [];
    const middle = computeMedianRun(pageRuns);
    const r = row(page, middle);
    spreads.push({ page, tbt: pageRuns.map((l) => l.audits['total-blocking-time']?.numericValue ?? 0) });
    if (DETAIL) details.push(...detail(page, middle));
    if (reference) {
      const refMiddle = computeMedianRun(refRuns.get(page) ?? []);
      if (DETAIL && page === PAGES[0]) details.push(...detail('reference', refMiddle));
      const ref = row(`reference (for ${page})`, refMiddle);
      references.push(ref);
      r.ratio = r.work / ref.work;
    }
    mobile.push(r);
    const requests = middle.audits['network-requests']?.details as
      | { items?: { url: string; transferSize?: number; networkRequestTime?: number }[] }
      | undefined;
    const loadAt = middle.audits.metrics?.details as { items?: { observedLoad?: number }[] } | undefined;
    const loadTime = loadAt?.items?.[0]?.observedLoad ?? Number.POSITIVE_INFINITY;
    for (const item of requests?.items ?? []) {
      if ((item.networkRequestTime ?? 0) > loadTime && (item.transferSize ?? 0) > 1024) {
        late.push(
          `${page}: ${item.url.replace(origin, '').split('?')[0]} (${((item.transferSize ?? 0) / 1024).toFixed(1)} KiB)`,
        );
      }
    }
    if (DESKTOP) desktop.push(row(page, await audit(url(page), desktopConfig)));
  }
} finally {
  chrome.kill();
  await server.stop();
  await reference?.stop();
  await elsewhere?.stop();
}

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`);
function table(title: string, rows: Row[]) {
  console.log(title);
  console.log();
  console.log('| page | performance | FCP | LCP | TBT | CLS | main-thread work | x reference | long tasks | bytes |');
  console.log('|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.score} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${ms(r.work)} | ${r.ratio === undefined ? '' : `${r.ratio.toFixed(2)}x`} | ${r.longTasks >= 20 ? '20+' : r.longTasks} | ${(r.bytes / 1024).toFixed(0)} KiB |`,
    );
  }
  console.log();
}

console.log(
  `Lighthouse ${version} on ${browser}, loopback, the production build (${path.basename(buildDir)}).${elsewhere ? ' Every mobile run started from a page of another site (BENCH_LH_FROM_ELSEWHERE), not about:blank.' : ''}`,
);
console.log(
  `benchmarkIndex ${median(indexes).toFixed(0)} (median of the mobile runs; ${Math.min(...indexes).toFixed(0)}-${Math.max(...indexes).toFixed(0)}); mobile CPU slowdown ${slowdown}x${process.env.BENCH_LH_CPU ? ' (BENCH_LH_CPU)' : `, as a machine of index ${SLOW_INDEX} at 4x`}.`,
);
console.log();
table(`Mobile profile (the median of ${RUNS} run${RUNS > 1 ? 's' : ''})`, mobile);
if (references.length > 0) {
  const worst = mobile.reduce((a, b) => ((b.ratio ?? 0) > (a.ratio ?? 0) ? b : a));
  console.log(
    `Reference: emn178's ${REFERENCE_PAGE} (${REFERENCE_DIR}), measured in the same rounds: score ${median(references.map((r) => r.score))}, TBT ${ms(median(references.map((r) => r.tbt)))}, main-thread work ${ms(median(references.map((r) => r.work)))} (medians over the pages' rounds). Most main-thread work against it: ${worst.page} ${worst.ratio?.toFixed(2)}x.`,
  );
  console.log();
}
if (RUNS > 1) {
  console.log('TBT of each mobile run, in the order they ran (how far one page moves between runs):');
  console.log();
  for (const { page, tbt } of spreads) console.log(`- ${page}: ${tbt.map(ms).join(', ')}`);
  console.log();
}
// issue 37's goal, counted: on the median runs, and how many single runs fell short of the score or the TBT
const GOAL = { score: 98, tbt: 200, ratio: 2 };
const meets = (r: Row) => ({
  score: r.score >= GOAL.score,
  tbt: r.tbt <= GOAL.tbt,
  ratio: (r.ratio ?? 0) <= GOAL.ratio,
});
/** Short of the score or the TBT (the goal's "Done when"; the ratio is counted apart). */
const isShort = (r: Row) => {
  const c = meets(r);
  return !(c.score && c.tbt);
};
const counted = mobile.map(meets);
console.log(
  `Goal (issue 37), the median runs: score >= ${GOAL.score} on ${counted.filter((c) => c.score).length} of ${mobile.length} pages, TBT <= ${GOAL.tbt} ms on ${counted.filter((c) => c.tbt).length}, both on ${counted.filter((c) => c.score && c.tbt).length}${references.length ? `, work <= ${GOAL.ratio}x the reference on ${counted.filter((c) => c.ratio).length}, all three on ${counted.filter((c) => c.score && c.tbt && c.ratio).length}` : ''}.`,
);
const short = mobile.filter(isShort).map((r) => `${r.page} (${r.score}, ${ms(r.tbt)})`);
if (short.length) console.log(`Short of score or TBT on the median run: ${short.join(', ')}.`);
if (RUNS > 1) {
  const singles = singleRuns.filter(isShort);
  console.log(
    `Single runs short of score or TBT: ${singles.length} of ${singleRuns.length}${singles.length ? ` (${singles.map((r) => `${r.page} ${r.score}, ${ms(r.tbt)}`).join('; ')})` : ''}.`,
  );
}
console.log();
if (DESKTOP) table('Desktop profile (one run)', desktop);
if (details.length) {
  console.log('Where the main-thread work went (mobile median run, as Lighthouse attributes it, slowed):');
  console.log();
  for (const d of details) console.log(`- ${d}`);
  console.log();
}
if (late.length) {
  console.log('Fetched after the load event (over 1 KiB, mobile median run):');
  console.log();
  for (const l of late) console.log(`- ${l}`);
}
