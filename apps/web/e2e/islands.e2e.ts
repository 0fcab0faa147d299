import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { tools } from '../app/tools/registry.ts';
import { CHROMIUM_BROWSER } from './chromium.ts';
import { ROUTER_PAGE, test, waitForShell, watchProblems } from './support.ts';

// Island pages (decision 0162): the server renders them as every page; the browser hydrates #app on
// Preact with no React Router client. These tests hold what that design must keep.

// the site's pages that are not tools too (decision 0213)
const islandPaths = ['/', '/donate', ...tools.map((t) => t.path)];

// with the back/forward cache on, as in every browser (Playwright turns it off), in the whole browser: the
// headless shell the other tests run (decision 0204) has no back/forward cache
test.use({ launchOptions: { ...CHROMIUM_BROWSER, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/**
 * Whether React Router's client is in the page, and every element's id as the page's Preact tree has it
 * (`useId` on the client) beside the id the server wrote into the DOM: hydration keeps the server's
 * attribute, so a difference would only show when a later element names it (a label, aria-describedby)
 * or when a control reads what was typed before hydration by its id (decision 0149). Reads Preact's
 * vnode fields (`__k` children, `__e` element), checked against preact 11.2.0: if they change, nothing
 * is counted and the test fails on the count.
 */
async function islandState(page: Page) {
  return page.evaluate(() => {
    const out = { router: false, checked: 0, mismatched: [] as string[] };
    out.router = '__reactRouterRouteModules' in window || '__reactRouterManifest' in window;
    type VNode = { type: unknown; props?: { id?: unknown }; __e?: Element; __k?: (VNode | null)[] };
    const walk = (v: VNode | null | undefined) => {
      if (!v) return;
      if (typeof v.type === 'string' && v.__e && v.props?.id !== undefined) {
        out.checked++;
        if (String(v.props.id) !== v.__e.id) out.mismatched.push(`${String(v.props.id)} != ${v.__e.id}`);
      }
      for (const c of v.__k ?? []) walk(c);
    };
    walk((document.getElementById('app') as unknown as { __k?: VNode }).__k);
    return out;
  });
}

for (const prefix of ['en', 'zh-hans', 'zh-hant']) {
  test(`island pages in /${prefix}/ hydrate without React Router, with the ids the server wrote`, async ({ page }) => {
    const w = await watchProblems(page);
    // every island page in English, a few in each Chinese
    const paths = prefix === 'en' ? islandPaths : islandPaths.slice(0, 4);
    test.setTimeout(30_000 + paths.length * 3_000);
    for (const path of paths) {
      await page.goto(`/${prefix}${path}`);
      // the footer too, hydrated once near (decision 0200): its ids as well as the page's
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(page.locator('footer [data-early-click="legal-en_US"]')).toHaveAttribute('data-early-live', '');
      const state = await islandState(page);
      expect(state.router, path).toBe(false);
      expect(state.checked, path).toBeGreaterThan(3);
      expect(state.mismatched, path).toEqual([]);
    }
    w.check();
  });
}

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

test('a link on an island page loads the next page whole, which works', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/en/sha256');
  await page.evaluate(() => Object.assign(window, { marker: 1 }));
  await page.getByRole('navigation', { name: 'Related tools' }).getByRole('link', { name: 'MD5', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/md5$/);
  await waitForShell(page);
  expect(await page.evaluate(() => 'marker' in window)).toBe(false);
  await page.getByRole('textbox', { name: /to hash/ }).fill('abc');
  await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(md5('abc'));
  // what mounted after hydration took ids of its own: none is used twice
  const ids = await page.$$eval('[id]', (els) => els.map((e) => e.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  w.check();
});

test('the language menu on an island page opens the page in that language and remembers it', async ({
  page,
  context,
}) => {
  const w = await watchProblems(page);
  await page.goto('/en/sha256');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '繁體中文' }).click();
  await expect(page).toHaveURL(/\/zh-hant\/sha256$/);
  await waitForShell(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('zh_Hant_HK');
  expect((await islandState(page)).router).toBe(false);
  w.check();
});

// The 404 screen is the one page the router hydrates (decision 0213). Its links and the palette used to
// navigate in the page: the root's error boundary gave way to the root's component and the browser built
// the whole document again, with no header, the head's scripts run again against the CSP and the theme
// gone (found while moving /donate to an island page; the build before fails at the first step).
test('leaving the 404 page loads the next page whole, with its header, its theme and no error', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies(
    Object.entries({ lang: 'zh_Hant_HK', theme: 'dark' }).map(([name, value]) => ({ name, value, url: baseURL ?? '' })),
  );
  const missing = await page.goto(`/zh-hant${ROUTER_PAGE}`);
  expect(missing?.status()).toBe(404);
  await waitForShell(page);
  const w = await watchProblems(page);
  const leave = async (go: () => Promise<void>, to: RegExp) => {
    await page.evaluate(() => Object.assign(window, { marker: 1 }));
    await go();
    await expect(page).toHaveURL(to);
    await waitForShell(page);
    expect(await page.evaluate(() => 'marker' in window), 'a page of its own').toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: '捐贈' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  };
  await leave(() => page.getByRole('link', { name: '返回首頁' }).click(), /\/zh-hant$/);
  expect((await islandState(page)).router).toBe(false);
  await page.goto(`/zh-hant${ROUTER_PAGE}`);
  await waitForShell(page);
  await leave(async () => {
    await page.keyboard.press('Control+k');
    await page.getByRole('dialog').getByRole('combobox').fill('md5');
    await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('MD5');
    await page.keyboard.press('Enter');
  }, /\/zh-hant\/md5$/);
  await page.getByRole('textbox', { name: '要計算雜湊的文字' }).fill('abc');
  await expect(page.getByRole('textbox', { name: 'MD5 摘要' })).toHaveValue(md5('abc'));
  // the second 404 document's own status line is the only console error
  expect(w.problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
});

/**
 * A page of each family, a field on it and what to type: Back brings each back whole from the browser's
 * back/forward cache, where a router page kept the tool's input in memory across client navigation
 * (decision 0162). The digest page also checks its result was kept.
 */
const KEPT: { path: string; field: RegExp; value: string }[] = [
  { path: '/en/md5', field: /to hash/, value: 'kept by the browser' },
  { path: '/en/base64', field: /^Text to encode/, value: 'kept by the browser' },
  { path: '/en/jsonformat', field: /^JSON input|^Input/, value: '{"keep":"me"}' },
  { path: '/en/qrcode', field: /^Text$/, value: 'kept by the browser' },
  {
    path: '/en/tontools',
    field: /^TON address in any form/,
    value: 'EQAs9VlT6S776tq3unJcP5Ogsj-ELLunLXuOb1EKcOQi4wJB',
  },
  { path: '/en/aes', field: /^Input/, value: 'kept by the browser' },
];

for (const { path, field, value } of KEPT) {
  test(`${path} is kept whole when the visitor goes away and comes back with Back`, async ({ page }) => {
    const w = await watchProblems(page);
    await page.goto(path);
    const box = page.getByRole('textbox', { name: field }).first();
    await box.fill(value);
    if (path === '/en/md5') await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(md5(value));
    await page.evaluate(() => {
      window.addEventListener('pageshow', (e) => Object.assign(window, { restored: e.persisted }));
    });
    await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // the same document, restored from the cache with its fields and result as they were
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
    await expect(box).toHaveValue(value);
    if (path === '/en/md5') await expect(page.getByRole('textbox', { name: /digest$/ })).toHaveValue(md5(value));
    w.check();
  });
}
