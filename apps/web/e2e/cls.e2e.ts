import { type Browser, chromium, expect, type Page } from '@playwright/test';
import { LIKES_KEY } from '../app/shell/palette-favourite.tsx';
import { FAMILIES } from '../app/tools/families.ts';
import { tools } from '../app/tools/registry.ts';
import { CHROMIUM_LAUNCH } from './chromium.ts';
import { test, waitForShell } from './support.ts';

// Layout shift (issue 16 item 6, issue 17; decision 0090): the index and the first page of every family,
// at 1280 and 375 px, on both brandings (the global site in English, the cn site in its default
// Chinese). Each load is a fresh browser context, so nothing (fonts above all) comes from a cache; the
// shifts are added up from `layout-shift` entries without recent input, from the first byte until the
// page has hydrated, its fonts have loaded, the network is idle and two more frames were painted. The sum
// is at least Lighthouse's CLS (the largest session window), so the bound is the stricter one.
const MAX_CLS = 0.02;
const GLOBAL_PORT = Number(process.env.E2E_PORT ?? 3100);
const SITES = {
  global: process.env.E2E_BASE_URL ?? `http://localhost:${GLOBAL_PORT}`,
  cn: process.env.E2E_CN_BASE_URL ?? `http://localhost:${GLOBAL_PORT + 1}`,
};
const PAGES = ['/', ...FAMILIES.map((f) => tools.find((t) => t.family === f)?.path).filter((p) => p !== undefined)];
const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

async function layoutShift(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  /** Favourites stored before the page loads (the home page's list, read from localStorage). */
  likes: string[] = [],
  /** Checks on the page once measured. */
  after?: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    if (likes.length > 0) {
      await page.addInitScript(({ key, list }) => localStorage.setItem(key, JSON.stringify(list)), {
        key: LIKES_KEY,
        list: likes,
      });
    }
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          if (e.hadRecentInput) continue;
          const sources = (e.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            return el ? `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').slice(0, 60)}` : '?';
          });
          w.__shifts.push({ value: e.value, sources });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await waitForShell(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; sources: string[] }[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts),
            ),
          ),
        ),
    );
    await after?.(page);
    return shifts;
  } finally {
    await context.close();
  }
}

/** The pages among `urls` whose shifts add up to `bound` or more (any shift at all when `bound` is 0), each with its shifts. */
async function shiftedPages(
  browser: Browser,
  urls: readonly string[],
  viewport: { width: number; height: number },
  bound: number,
) {
  const found: string[] = [];
  for (const url of urls) {
    const shifts = await layoutShift(browser, url, viewport);
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    if (cls > 0 && cls >= bound) {
      found.push(`${url}: ${cls.toFixed(4)} (${shifts.map((s) => `${s.value.toFixed(4)} ${s.sources}`).join('; ')})`);
    }
  }
  return found;
}

for (const [brand, origin] of Object.entries(SITES)) {
  for (const viewport of WIDTHS) {
    test(`no layout shift on the index and one page per family, ${brand} site at ${viewport.width} px`, async ({
      browser,
    }) => {
      // a bound, not a measure: a fresh context per page, which a loaded 2-core machine makes slow
      test.setTimeout(PAGES.length * 20_000);
      const found = await shiftedPages(
        browser,
        PAGES.map((path) => `${origin}${path}`),
        viewport,
        MAX_CLS,
      );
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

// Every other tool page, once, where a shift costs most: a phone's width on the global site. /cron's
// builder, drawn only after hydration, pushed its words and runs down (CLS 0.32 in Lighthouse) and no test
// saw it, since /cron is not its family's first page.
const REST = tools.map((t) => t.path).filter((p) => !PAGES.includes(p));
test('no layout shift on every other tool page, global site at 375 px', async ({ browser }) => {
  test.setTimeout(REST.length * 20_000);
  const found = await shiftedPages(
    browser,
    REST.map((path) => `${SITES.global}/en${path}`),
    WIDTHS[1]!,
    MAX_CLS,
  );
  expect(found, found.join('\n')).toEqual([]);
});

// Stored favourites head the home page; the server cannot know them, so before issue 35 they appeared
// after hydration and pushed every category down (0.29 with five, 0.000 with none).
const FAVOURITES = tools.slice(0, 5).map((t) => t.id);
for (const viewport of WIDTHS) {
  test(`five stored favourites do not shift the home page at ${viewport.width} px`, async ({ browser }) => {
    const shifts = await layoutShift(browser, `${SITES.global}/`, viewport, FAVOURITES, async (page) => {
      const favourites = page.getByRole('region', { name: 'Favourites' }).getByRole('listitem');
      await expect(favourites).toHaveCount(FAVOURITES.length);
    });
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, shifts.map((s) => `${s.value.toFixed(4)} ${s.sources}`).join('; ')).toBeLessThan(0.01);
  });
}

// Playwright hides scrollbars; a visitor on Windows or Linux, and Lighthouse's desktop run (1350 x 940),
// see them. The home page's first paint is shorter than the window, and when the rest came in its scrollbar
// appeared and moved the whole page 7.5 px sideways (CLS 0.005); /timestamp's conversions of the current
// time appeared after hydration and pushed the section below them out of a 940 px window (0.021). Both were
// under the bound above, and the window of the tests above was too short to see the second (decision 0183).
test('no layout shift at all in a desktop window with its scrollbar shown', async () => {
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const urls = [
      `${SITES.global}/`,
      `${SITES.cn}/`,
      `${SITES.global}/en/sha256`,
      `${SITES.global}/en/timestamp`,
      `${SITES.cn}/zh-hans/timestamp`,
    ];
    const found = await shiftedPages(browser, urls, { width: 1350, height: 940 }, 0);
    expect(found, found.join('\n')).toEqual([]);
  } finally {
    await browser.close();
  }
});

// Lighthouse's phone (412 x 823) is wider than the sweep's 375 px: /timestamp's own-zone row, labelled
// `Local (…)` by the server and `Local (UTC+08:00)` once the page runs, fitted its value beside the label
// at first and moved it under the label after load (CLS 0.0097 in English, 0.0106 in Chinese; decision
// 0184). At 375 px both labels wrap, so the sweep never saw it.
test("no layout shift at all on /timestamp in Lighthouse's phone window", async ({ browser }) => {
  const urls = [`${SITES.global}/en/timestamp`, `${SITES.cn}/zh-hans/timestamp`, `${SITES.global}/zh-hant/timestamp`];
  const found = await shiftedPages(browser, urls, { width: 412, height: 823 }, 0);
  expect(found, found.join('\n')).toEqual([]);
});
