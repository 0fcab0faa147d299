import { expect, type Page } from '@playwright/test';
import { toolNames } from '../app/tools/names.ts';
import { gotoHydrated, type Lang, SMOKE, setLang, test, waitForShell, watchProblems } from './support.ts';

// Issue 16 item 3: a command palette on every page (Ctrl/Cmd+K, `/`, the header's search button),
// typo-tolerant, driven by the keyboard alone; favourites set on a tool page head the empty palette
// and the home grid.

const W: Record<Lang, { search: string; input: string; favourites: string; recent: string; like: string }> = {
  en_US: {
    search: 'Search tools',
    input: 'Tool name or description',
    favourites: 'Favourites',
    recent: 'Recently used',
    like: 'Add {name} to favourites',
  },
  zh_Hans_CN: {
    search: '搜索工具',
    input: '工具名称或说明',
    favourites: '收藏',
    recent: '最近使用',
    like: '收藏 {name}',
  },
  zh_Hant_HK: {
    search: '搜尋工具',
    input: '工具名稱或說明',
    favourites: '收藏',
    recent: '最近使用',
    like: '收藏 {name}',
  },
};
const name = (lang: Lang, id: string) => toolNames(lang)[id]?.name ?? id;

const palette = (page: Page) => page.getByRole('dialog');
const combobox = (page: Page, lang: Lang = 'en_US') => palette(page).getByRole('combobox', { name: W[lang].input });
const options = (page: Page) => palette(page).getByRole('option');

/** The option the combobox points at through aria-activedescendant, which must be the one selected. */
async function highlighted(page: Page, lang: Lang = 'en_US') {
  const id = await combobox(page, lang).getAttribute('aria-activedescendant');
  expect(id).toBeTruthy();
  const option = palette(page).locator(`[id="${id}"]`);
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(palette(page).locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
  return option;
}

test('from a tool page, the keyboard alone opens another tool through a misspelt query', SMOKE, async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/md5');
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('sah256');
  await expect(options(page).first()).toContainText(name('en_US', 'sha256'));
  await expect(await highlighted(page)).toContainText(name('en_US', 'sha256'));

  // with the query cleared every tool is listed; Home and End go to its ends, the arrows step and wrap
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Backspace');
  await expect(options(page).nth(1)).toBeVisible();
  const count = await options(page).count();
  await page.keyboard.press('End');
  await expect(await highlighted(page)).toHaveId(
    (await options(page)
      .nth(count - 1)
      .getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowDown');
  await expect(await highlighted(page)).toHaveId((await options(page).first().getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(await highlighted(page)).toHaveId((await options(page).nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('Home');
  await expect(await highlighted(page)).toHaveId((await options(page).first().getAttribute('id')) ?? '');

  await combobox(page).fill('');
  await page.keyboard.type('base46');
  await expect(options(page).first()).toContainText(name('en_US', 'base64'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/base64$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name('en_US', 'base64'));
  await expect(palette(page)).toHaveCount(0);

  // `/` opens it too, but not while typing in a text field (from an island page, decision 0162, the tool
  // opened is a full page load: once it is live)
  await waitForShell(page);
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  const field = page.getByRole('textbox').first();
  await field.fill('');
  await field.press('/');
  await expect(palette(page)).toHaveCount(0);
  await expect(field).toHaveValue('/');
  w.check();
});

test('Escape clears the query, then closes, and the focus goes back where it was', SMOKE, async ({ page }) => {
  await gotoHydrated(page, '/sha256');
  const field = page.getByRole('textbox').first();
  await field.focus();
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.type('hmac');
  await expect(combobox(page)).toHaveValue('hmac');
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveValue('');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(field).toBeFocused();

  // from the header's button, whose name says what it does; Tab stays inside the dialog
  const button = page.getByRole('banner').getByRole('button', { name: W.en_US.search });
  await button.click();
  await expect(combobox(page)).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  expect(await palette(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('a favourite set on a tool page heads the empty palette and the home grid; visits are recent', async ({
  page,
}) => {
  await gotoHydrated(page, '/sha256');
  const star = page.getByRole('button', { name: `Add ${name('en_US', 'sha256')} to favourites` });
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  const unstar = page.getByRole('button', { name: `Remove ${name('en_US', 'sha256')} from favourites` });
  await expect(unstar).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(page, '/md5');
  await page.keyboard.press('Control+k');
  const favourites = palette(page).getByRole('group', { name: W.en_US.favourites });
  await expect(favourites.getByRole('option')).toHaveCount(1);
  await expect(options(page).first()).toContainText(name('en_US', 'sha256'));
  await expect(await highlighted(page)).toContainText(name('en_US', 'sha256'));
  // the two pages visited, latest first, the favourite not twice
  await expect(palette(page).getByRole('group', { name: W.en_US.recent }).getByRole('option')).toHaveText([
    new RegExp(`^${name('en_US', 'md5')}`),
  ]);
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/');
  const grid = page.getByRole('region', { name: W.en_US.favourites });
  await expect(grid.getByRole('link')).toHaveText(new RegExp(name('en_US', 'sha256')));
  await expect(grid.getByRole('button', { name: `Remove ${name('en_US', 'sha256')} from favourites` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the home search: Enter opens the first tool it shows, typos forgiven
  await page.getByRole('searchbox', { name: W.en_US.search }).fill('tetirs');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tetris$/);
});

for (const [lang, query, first, pick] of [
  ['zh_Hans_CN', '二维码', 'qrcode', 'qrcodereader'],
  ['zh_Hant_HK', '碼產生', 'qrcodemul', 'qrcode'],
] as const) {
  test(`Chinese names are searched in ${lang}`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await gotoHydrated(page, '/sha256');
    const star = page.getByRole('button', { name: W[lang].like.replace('{name}', name(lang, 'sha256')) });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('banner').getByRole('button', { name: W[lang].search }).click();
    if (lang === 'zh_Hans_CN') {
      // pinyin initials of 二维码识别
      await combobox(page, lang).fill('ewmsb');
      await expect(options(page).first()).toContainText(name(lang, 'qrcodereader'));
    }
    await combobox(page, lang).fill(query);
    await expect(options(page).first()).toContainText(name(lang, first));
    await page.keyboard.press('ArrowDown');
    await expect(await highlighted(page, lang)).toContainText(name(lang, pick));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(lang, pick));
    w.check();
  });
}

test.describe('the cn brand', () => {
  // a language the site does not offer, so the brand's default (Simplified Chinese) applies
  test.use({ locale: 'fr-FR' });

  test('the cn brand: the palette in Simplified Chinese by default', async ({ page }) => {
    const cn = process.env.E2E_CN_BASE_URL ?? `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
    const w = await watchProblems(page);
    await gotoHydrated(page, `${cn}/md5`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans-CN');
    await expect(page.getByRole('banner').getByRole('button', { name: W.zh_Hans_CN.search })).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(combobox(page, 'zh_Hans_CN')).toBeFocused();
    await page.keyboard.type('base46');
    await expect(options(page).first()).toContainText(name('zh_Hans_CN', 'base64'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${cn}/base64`);
    w.check();
  });
});
