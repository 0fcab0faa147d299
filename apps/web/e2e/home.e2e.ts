import { expect, type Page } from '@playwright/test';
import { tools } from '../app/tools/registry.ts';
import { gotoHydrated, LANGS, type Lang, setLang, test, waitForShell, watchProblems } from './support.ts';

// Issue 20: the home search ranks what it finds, the category filter lives in the URL, and the 404
// screen speaks the visitor's language.

const L: Record<Lang, { search: string; encoding: string; all: string; notFound: string; line: RegExp }> = {
  en_US: {
    search: 'Search tools',
    encoding: 'Encoding',
    all: 'All',
    notFound: 'Page not found',
    line: /Nothing is at/,
  },
  zh_Hans_CN: { search: '搜索工具', encoding: '编码', all: '全部', notFound: '页面不存在', line: /这个地址没有页面/ },
  zh_Hant_HK: { search: '搜尋工具', encoding: '編碼', all: '全部', notFound: '頁面不存在', line: /這個網址沒有頁面/ },
};

/** The tool cards' links in the order the page shows them. */
const cardLinks = (page: Page) => page.getByRole('main').locator('section li > a');

for (const lang of LANGS) {
  test(`home search (${lang}) ranks the named tool first: "SHA3", "base 64"`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await gotoHydrated(page, '/');
    const search = page.getByRole('searchbox', { name: L[lang].search });
    await search.fill('SHA3');
    await expect(cardLinks(page).first()).toHaveAttribute('href', '/sha3');
    await search.fill('base 64');
    await expect(cardLinks(page).first()).toHaveAttribute('href', '/base64');
    await search.fill('sha-256');
    await expect(cardLinks(page).first()).toHaveAttribute('href', '/sha256');
    w.check();
  });
}

test('the category filter is in the URL: it survives a reload and Back undoes it', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const w = await watchProblems(page);
  await gotoHydrated(page, '/');
  const encoding = page.getByRole('button', { name: L.zh_Hans_CN.encoding, exact: true });
  await encoding.click();
  await expect(page).toHaveURL(/\?category=encoding$/);
  await expect(encoding).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: L.zh_Hans_CN.encoding, exact: true })).toBeVisible();
  await expect(page.getByRole('main').locator('section h2')).toHaveCount(1);

  await page.reload();
  await waitForShell(page);
  await expect(encoding).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('main').locator('section h2')).toHaveCount(1);

  await page.goBack();
  await expect(page).not.toHaveURL(/category=/);
  await expect(page.getByRole('button', { name: L.zh_Hans_CN.all, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => page.getByRole('main').locator('section h2').count()).toBeGreaterThan(1);

  // A link with the category opens filtered; an unknown one shows everything.
  await gotoHydrated(page, '/?category=encoding');
  await expect(encoding).toHaveAttribute('aria-pressed', 'true');
  await gotoHydrated(page, '/?category=nonsense');
  await expect(page.getByRole('button', { name: L.zh_Hans_CN.all, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  w.check();
});

/** The mean brightness (0-255) of a screenshot, decoded on a blank page (the site's CSP allows no data: image). */
async function brightness(page: Page, shot: Buffer): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(async (b64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no 2d context');
      g.drawImage(img, 0, 0);
      const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
      let sum = 0;
      for (let i = 0; i < d.length; i += 4) sum += ((d[i] ?? 0) + (d[i + 1] ?? 0) + (d[i + 2] ?? 0)) / 3;
      return sum / (d.length / 4);
    }, shot.toString('base64'));
  } finally {
    await blank.close();
  }
}

// The lists of cards after the first are drawn only when they come near the screen (content-visibility,
// decision 0183). Every tool is still on the page (find in page, screen readers), and a theme chosen while a
// list was not drawn is the one it shows when the visitor scrolls to it (axe read such a list's colours as
// from before the change).
test('the cards drawn late: every tool listed, and drawn in the theme chosen before they were', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(cardLinks(page)).toHaveCount(tools.length);
  const first = page.getByRole('main').locator('section li').first();
  const last = page.getByRole('main').locator('section li').last();
  const light = await brightness(page, await first.screenshot());
  await page.locator('input[type=radio][value=dark]').first().check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // a card's colours ease over 150 ms (its hover transition): a screenshot taken sooner is half-way
  // (a rehearsal read the first card at 71, the last at 33)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const dark = await brightness(page, await first.screenshot());
  expect(dark, `first card: ${light} light, ${dark} dark`).toBeLessThan(light / 2);
  await last.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const late = await brightness(page, await last.screenshot());
  expect(Math.abs(late - dark), `last card ${late}, first card ${dark}, in the dark theme`).toBeLessThan(25);
});

for (const lang of LANGS) {
  test(`the 404 screen (${lang}) says it all in the visitor's language`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang);
    const res = await page.goto('/no-such-tool');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(L[lang].notFound);
    const line = page.getByText(L[lang].line);
    await expect(line).toBeVisible();
    await expect(line).toContainText('/no-such-tool');
    if (lang !== 'en_US') await expect(page.locator('body')).not.toContainText('Page not found');
  });
}

// On a phone the index hydrates only the cards near the screen (decision 0185): the rest stay the server's
// HTML, whose links work, until they come within a screen of it, or the search is used, or a star is
// tapped (the tap counts, and acts once its card has hydrated).
test('on a phone the far cards hydrate only when needed: scrolled near, searched, or a star tapped (zh_Hans_CN)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans');
  const lists = page.locator('main [data-later^="home-"]');
  const count = await lists.count();
  expect(count).toBeGreaterThan(4);
  // a far list is the server's: a star there is not yet live
  const far = lists.nth(count - 1);
  const star = far.locator('button[data-early-click]').last();
  await expect(star).not.toHaveAttribute('data-early-live');
  // one scrolled to hydrates, the far one stays as it is
  const middle = lists.nth(Math.floor(count / 2));
  await middle.scrollIntoViewIfNeeded();
  await expect(middle.locator('button[data-early-click]').first()).toHaveAttribute('data-early-live', '');
  await expect(star).not.toHaveAttribute('data-early-live');
  // a tap on it before its card hydrates: acted on once it has
  const name = (await star.getAttribute('aria-label'))?.replace(/^收藏 /, '') ?? '';
  await star.click();
  await expect(far.getByRole('button', { name: `取消收藏 ${name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: '收藏' }).getByRole('link', { name: new RegExp(name) })).toBeVisible();
  // the search hydrates every list, and filters them all
  await page.getByRole('searchbox', { name: L.zh_Hans_CN.search }).fill('base64');
  await expect(page.locator('main [data-later^="home-"] button:not([data-early-live])')).toHaveCount(0);
  await expect(cardLinks(page).first()).toContainText('Base64');
  w.check();
});
