// Issue 35 in Firefox (decision 0150), which Chromium never shows. Run from apps/web:
//   E2E_PORT=3320 node --import tsx --test e2e/engines/freshness.firefox.ts
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'puppeteer-core';
import {
  freshTab,
  gotoHydrated,
  launchFirefox,
  modulePreloadErrors,
  type Site,
  settled,
  startSite,
  watchModulePreloads,
} from './firefox.ts';

let site: Site;
let browser: Browser;
before(async () => {
  site = await startSite();
  browser = await launchFirefox();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

test('leaving /en/base58 as soon as it is interactive lands on /en/jsonformat, 12 times in 12', async () => {
  // Firefox aborts the old page's pending import()s (its lazily loaded codecs, the service worker's
  // module) as the navigation starts; the page took that for a stale build and reloaded itself, which
  // cancelled the navigation: 7 of 12 tries stayed on /en/base58. Each try in a fresh context, so the
  // reload guard of one try (sessionStorage) cannot hide the next.
  const landed: string[] = [];
  for (let i = 0; i < 12; i++) {
    const { context, page } = await freshTab(browser);
    try {
      // from a link with settings in it, so its tool hydrates and imports its codecs as the page loads
      // (an untouched page waits for the first use, decision 0205)
      await gotoHydrated(page, `${site.origin}/en/base58#in=text`);
      // as typed in the address bar; a reload of the old page makes this navigation fail as aborted
      await page.goto(`${site.origin}/en/jsonformat`, { waitUntil: 'load' }).catch(() => undefined);
      await settled(page);
      landed.push(await page.evaluate(() => window.location.pathname));
    } finally {
      await context.close();
    }
  }
  assert.deepEqual(landed, Array(12).fill('/en/jsonformat'));
});

test('no modulepreload link fires error: each is added before the import of its module starts', async () => {
  // Vite's preload helper links a lazily imported view's modules (3 a task, vite.config.ts); links added
  // once the import had started fired `error` in Firefox and gave the fetch no head start. Each page's
  // view: /en/base58's codecs, /en/abidecoder's ABI view, /en/contract_evm's console. The first two load
  // theirs with the tool's first use (decisions 0205, 0206): the test focuses the first field, as a
  // visitor starts. (A client navigation from a router page, where React Router imports the next page's
  // modules itself, was checked here too: no page a visitor navigates from is a router page since
  // decision 0213.)
  const pages: [string, string][] = [
    ['/en/base58', 'codecs.ops-'],
    ['/en/abidecoder', 'abi.view-'],
    ['/en/contract_evm', 'console.view-'],
  ];
  const errors: Record<string, string[]> = {};
  for (let round = 0; round < 2; round++)
    for (const [path, view] of pages) {
      const { context, page } = await freshTab(browser);
      try {
        await watchModulePreloads(page);
        await gotoHydrated(page, `${site.origin}${path}`);
        await page.focus('#main textarea, #main input[type=text]');
        const failed = await modulePreloadErrors(page, view);
        errors[path] = [...(errors[path] ?? []), ...failed.map((u) => new URL(u).pathname)];
      } finally {
        await context.close();
      }
    }
  assert.deepEqual(errors, {
    '/en/base58': [],
    '/en/abidecoder': [],
    '/en/contract_evm': [],
  });
});
