/**
 * Typing latency on a slow phone (issue 37): types 20 characters, one key at a time, into /sha256,
 * /base64 and /jsonformat, with Chromium's CPU slowed as the Lighthouse bench slows it (4x on a machine of
 * Lighthouse's benchmarkIndex 1,200, more on a faster one, measured here with Lighthouse's own
 * benchmark; BENCH_TYPING_CPU sets the slowdown instead), and reports, from the Event Timing API, the
 * worst key and the 90th percentile: the time from the key press to the next paint, per interaction
 * (keydown, keypress, input, keyup grouped by interactionId). Each page three times; the worst of the
 * three runs' figures. With BENCH_LH_REFERENCE_DIR (a checkout of emn178/online-tools, see
 * lighthouse.bench.ts), emn178's SHA-256 page is typed into the same way, as the reference.
 * Run: pnpm exec tsx apps/web/bench/typing.bench.ts (uses apps/web/$BUILD_DIR, default build).
 */
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM_BROWSER } from '../e2e/chromium.ts';
import { ALL_LIVE } from '../e2e/ready.ts';
import { siteServer, staticServer } from './servers.ts';

const web = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(web, process.env.BUILD_DIR ?? 'build');
const PORT = Number(process.env.BENCH_TYPING_PORT ?? 4116);
const PAGES = ['/en/sha256', '/en/base64', '/en/jsonformat'];
const TEXT = '{"typed":"slowly 1"}';
const RUNS = 3;
const SLOW_INDEX = 1200;

const site = await siteServer(PORT, buildDir);
const reference = process.env.BENCH_LH_REFERENCE_DIR
  ? await staticServer(path.resolve(process.env.BENCH_LH_REFERENCE_DIR))
  : null;
const browser = await chromium.launch(CHROMIUM_BROWSER);

/** Key-to-paint times of the interactions while `type` runs, in ms (Event Timing rounds them to 8 ms). */
async function keyTimes(page: Page, type: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    const w = window as Window & { __keys?: Map<number, number> };
    w.__keys = new Map();
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId) continue;
        w.__keys?.set(e.interactionId, Math.max(w.__keys.get(e.interactionId) ?? 0, e.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
  });
  await type();
  // the last keys' entries arrive after their paint
  await page.waitForTimeout(1000);
  return page.evaluate(() => [...((window as Window & { __keys?: Map<number, number> }).__keys?.values() ?? [])]);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
};

let slowdown = Number(process.env.BENCH_TYPING_CPU ?? Number.NaN);
let index = Number.NaN;
const rows: { page: string; worst: number; p90: number; keys: number }[] = [];
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${site.origin}/en/sha256`);
  // this machine's benchmarkIndex, unthrottled, by Lighthouse's own function, the median of three
  const idx: number[] = [];
  for (let i = 0; i < 3; i++) idx.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  index = idx.sort((a, b) => a - b)[1] ?? Number.NaN;
  if (Number.isNaN(slowdown)) slowdown = Math.max(4, Math.round(((4 * index) / SLOW_INDEX) * 10) / 10);
  const cdp = await context.newCDPSession(page);
  const targets: { name: string; url: string; field: string }[] = PAGES.map((p) => ({
    name: p,
    url: `${site.origin}${p}`,
    field: 'main textarea:not([readonly]), main input[type=text]:not([readonly])',
  }));
  if (reference)
    targets.push({
      name: "emn178's /sha256.html (reference)",
      url: `${reference.origin}/sha256.html`,
      field: '#input',
    });
  for (const t of targets) {
    const all: number[][] = [];
    for (let run = 0; run < RUNS; run++) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(t.url);
      await page
        .locator(ALL_LIVE)
        .waitFor({ state: 'attached', timeout: 30_000 })
        .catch(() => undefined);
      const field = page.locator(t.field).first();
      await field.click();
      await page.waitForTimeout(500);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      all.push(await keyTimes(page, () => page.keyboard.type(TEXT, { delay: 120 })));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    rows.push({
      page: t.name,
      worst: Math.max(...all.map((k) => Math.max(0, ...k))),
      p90: Math.max(...all.map((k) => pct(k, 90))),
      keys: Math.min(...all.map((k) => k.length)),
    });
  }
} finally {
  await browser.close();
  await site.stop();
  await reference?.stop();
}

console.log(
  `Chromium with the CPU slowed ${slowdown}x${process.env.BENCH_TYPING_CPU ? ' (BENCH_TYPING_CPU)' : ` (benchmarkIndex ${index}: as a machine of ${SLOW_INDEX} at 4x)`}; ${TEXT.length} keys, ${RUNS} runs a page, the worst run's figure.`,
);
console.log();
console.log(`| page | worst key | 90th percentile | keys over 16 ms (of ${TEXT.length}) |`);
console.log('|:--|--:|--:|--:|');
for (const r of rows) console.log(`| ${r.page} | ${r.worst} ms | ${r.p90} ms | ${r.keys} |`);
