import { expect, type Page, type Request, type Route } from '@playwright/test';
import { test } from './support.ts';

// A failed chunk reloads the page only when the chunk is really gone (issue 35, decision 0150). Chromium
// never aborts a page's imports as it is left, so the browsers that do (Firefox: e2e/engines/
// freshness.firefox.ts) are simulated here with Playwright's routes: /en/base58 imports its codecs
// (codecs.ops-*.js) with import() once its tool has hydrated, which a link with settings in it does as
// the page loads (the tool otherwise waits for its first use, decision 0205); a reload keeps the settings.
const CODECS = /\/assets\/codecs\.ops-[^/]+\.js$/;
/** /en/base58 opened from a link that sets its input to text. */
const BASE58 = '/en/base58#in=text';

/** The codecs' GET requests, held until the test answers them; HEAD requests are counted and answered by `head`. */
async function holdCodecs(page: Page, head: (route: Route) => Promise<void>) {
  const held: Route[] = [];
  const heads: string[] = [];
  let arrived: () => void = () => {};
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(CODECS, async (route) => {
    if (route.request().method() === 'HEAD') {
      heads.push(route.request().url());
      return head(route);
    }
    held.push(route);
    arrived();
  });
  return { held, heads, first };
}

/** Resolves with the page's verdict (html[data-chunk-check]), or `reloaded` if /en/base58 is requested again first. */
function verdict(page: Page): Promise<string> {
  const reload = page
    .waitForRequest((r: Request) => r.isNavigationRequest() && new URL(r.url()).pathname === '/en/base58', {
      timeout: 0,
    })
    .then(() => 'reloaded');
  const decided = page
    .locator('html[data-chunk-check]')
    .waitFor({ state: 'attached', timeout: 0 })
    .then(() => page.locator('html').getAttribute('data-chunk-check'))
    .then((v) => v ?? '');
  return Promise.race([reload, decided]);
}

test('an import that fails while its module is still on the server does not reload the page', async ({ page }) => {
  const codecs = await holdCodecs(page, (route) => route.continue());
  await page.goto(BASE58);
  await codecs.first;
  const outcome = verdict(page);
  // as a browser does with a page's pending imports when it is left
  for (const route of codecs.held) await route.abort('aborted');
  expect(await outcome).toBe('kept');
  // it asked the server, which still has the file
  expect(codecs.heads).toHaveLength(1);
  expect(await page.evaluate(() => sessionStorage.getItem('tb:chunk-reload'))).toBeNull();
});

test('a chunk that fails once the page is being left asks nothing and keeps the page', async ({ page }) => {
  const codecs = await holdCodecs(page, (route) => route.fulfill({ status: 404 }));
  await page.goto(BASE58);
  await codecs.first;
  const outcome = verdict(page);
  // the events a browser fires as the visitor leaves (Firefox aborts the page's imports right after
  // beforeunload; the page goes at pagehide); even a chunk that is really gone (404) must not reload the
  // page then, which would cancel the visitor's navigation
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })));
  for (const route of codecs.held) await route.fulfill({ status: 404 });
  expect(await outcome).toBe('kept');
  expect(codecs.heads).toEqual([]);
});

test('a chunk that is really gone (404) reloads the page once, then the guard holds', async ({ page }) => {
  const codecs = await holdCodecs(page, (route) => route.fulfill({ status: 404 }));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents.push(new URL(r.url()).pathname);
  });
  await page.goto(BASE58);
  await codecs.first;
  // a newer build replaced the file
  for (const route of codecs.held.splice(0)) await route.fulfill({ status: 404 });
  // the reloaded page fails the same way, and the guard keeps it from reloading again
  await expect
    .poll(async () => {
      for (const route of codecs.held.splice(0)) await route.fulfill({ status: 404 });
      return page
        .locator('html')
        .getAttribute('data-chunk-check')
        .catch(() => null);
    })
    .toBe('guarded');
  expect(documents).toEqual(['/en/base58', '/en/base58']);
  expect(codecs.heads).toHaveLength(2);
});
