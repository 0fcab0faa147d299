import { expect, type Page, test } from '@playwright/test';
import { BRANDS } from '../app/brand/brands.ts';
import { LOCALE_LABEL } from '../app/i18n/locales.ts';
import { en } from '../app/i18n/messages/en.ts';
import { zhHans } from '../app/i18n/messages/zh-hans.ts';
import { zhHant } from '../app/i18n/messages/zh-hant.ts';
import { toolNames } from '../app/tools/names.ts';
import { gotoHydrated, type Lang, setLang, watchProblems } from './support.ts';

// One owner of the language (issue 14, item 6): after a switch, the title, the description and the
// social tags follow at once, and stay right after client navigation, with no reload.

const SHELL = { en_US: en, zh_Hans_CN: zhHans, zh_Hant_HK: zhHant };
const brand = BRANDS.global;

/** What the head must say for a page in a language. */
function expected(lang: Lang, page: 'md5' | 'sha3' | 'home') {
  if (page === 'home') return { title: brand.title[lang], description: brand.description[lang] };
  const name = toolNames(lang)[page];
  if (!name) throw new Error(`no name for ${page}`);
  return { title: `${name.name}${brand.suffix[lang]}`, description: name.description };
}

async function expectHead(page: Page, lang: Lang, which: 'md5' | 'sha3' | 'home') {
  const want = expected(lang, which);
  await expect(page).toHaveTitle(want.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', want.description);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', want.title);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', want.description);
  // Exactly one of each: the old language's tags are replaced, not left beside the new ones.
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute(
    'lang',
    { en_US: 'en-US', zh_Hans_CN: 'zh-Hans-CN', zh_Hant_HK: 'zh-Hant-HK' }[lang],
  );
}

async function switchTo(page: Page, from: Lang, to: Lang) {
  await page.getByRole('button', { name: `${SHELL[from].language.label}: ${LOCALE_LABEL[from]}` }).click();
  await page.getByRole('menuitemradio', { name: LOCALE_LABEL[to] }).click();
}

/** A value on `window` survives client navigation and is gone after a reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { platformMarker: number }).platformMarker = 7;
  });
}
async function expectSameWindow(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { platformMarker?: number }).platformMarker)).toBe(7);
}

for (const target of ['zh_Hans_CN', 'zh_Hant_HK'] as const) {
  test(`a switch to ${target} on /md5 carries title and description through client navigation, and back`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await gotoHydrated(page, '/md5');
    await expectHead(page, 'en_US', 'md5');
    await markWindow(page);

    await switchTo(page, 'en_US', target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolNames(target).md5?.name ?? '');
    await expectHead(page, target, 'md5');

    // To /sha3 through the family nav, a client navigation.
    const sha3 = toolNames(target).sha3?.name ?? 'sha3';
    await page.getByRole('navigation', { name: SHELL[target].tool.family }).getByRole('link', { name: sha3 }).click();
    await expect(page).toHaveURL(/\/sha3$/);
    await expectHead(page, target, 'sha3');

    // Home through the header, and the language follows there too.
    await page
      .getByRole('navigation', { name: SHELL[target].nav.main })
      .getByRole('link', { name: SHELL[target].nav.home })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL[target].home.heading);
    await expectHead(page, target, 'home');

    // Back to English on the home page, then to a tool: English everywhere, still the same window.
    await switchTo(page, target, 'en_US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heading);
    await expectHead(page, 'en_US', 'home');
    await page.locator('main a[href="/md5"]').first().click();
    await expect(page).toHaveURL(/\/md5$/);
    await expectHead(page, 'en_US', 'md5');
    await expectSameWindow(page);

    // The cookie is the source: a reload answers in the language last chosen.
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en_US');
    await page.reload();
    await expectHead(page, 'en_US', 'md5');
    w.check();
  });
}

test('a switch made in another tab is followed at the next client navigation', async ({ page, context, baseURL }) => {
  await setLang(context, baseURL, 'en_US');
  const w = await watchProblems(page);
  await gotoHydrated(page, '/md5');
  await markWindow(page);
  const other = await context.newPage();
  await gotoHydrated(other, '/');
  await switchTo(other, 'en_US', 'zh_Hant_HK');
  await expectHead(other, 'zh_Hant_HK', 'home');
  await other.close();

  const sha3 = toolNames('en_US').sha3?.name ?? 'sha3';
  await page.getByRole('navigation', { name: en.tool.family }).getByRole('link', { name: sha3 }).click();
  await expect(page).toHaveURL(/\/sha3$/);
  await expectHead(page, 'zh_Hant_HK', 'sha3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolNames('zh_Hant_HK').sha3?.name ?? '');
  await expectSameWindow(page);
  w.check();
});
