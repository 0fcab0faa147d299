import { spawnSync } from 'node:child_process';
import { createDecipheriv, createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { BRANDS } from '../app/brand/brands.ts';
import { LOCALE_LABEL } from '../app/i18n/locales.ts';
import { en } from '../app/i18n/messages/en.ts';
import { zhHans } from '../app/i18n/messages/zh-hans.ts';
import { zhHant } from '../app/i18n/messages/zh-hant.ts';
import { toolNames } from '../app/tools/names.ts';
import { TEST_DONATE_BTC, TEST_DONATE_ETH } from '../playwright.config.ts';
import {
  gotoHydrated,
  gotoRouterPage,
  hasCommand,
  type Lang,
  SMOKE,
  setLang,
  test,
  waitForShell,
  watchProblems,
} from './support.ts';

// One owner of the language (issue 14, item 6): after a switch, the title, the description and the
// social tags follow at once, and stay right after client navigation, with no reload. On pages the router
// renders (the language family's, on the React build: gotoRouterPage); an island page (decision 0162) loads the other language's page whole (e2e/islands.e2e.ts).

const SHELL = { en_US: en, zh_Hans_CN: zhHans, zh_Hant_HK: zhHant };
const brand = BRANDS.global;

/** What the head must say for a page in a language. */
function expected(lang: Lang, page: 'chscht' | 'microsofttranslate' | 'home') {
  if (page === 'home') return { title: brand.title[lang], description: brand.description[lang] };
  const name = toolNames(lang)[page];
  if (!name) throw new Error(`no name for ${page}`);
  return { title: `${name.name}${brand.suffix[lang]}`, description: name.description };
}

async function expectHead(page: Page, lang: Lang, which: 'chscht' | 'microsofttranslate' | 'home') {
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
  test(
    `a switch to ${target} on /chscht carries title and description through client navigation, and back`,
    SMOKE,
    async ({ page, context, baseURL }) => {
      await setLang(context, baseURL, 'en_US');
      const w = await watchProblems(page);
      await gotoRouterPage(page, '/chscht');
      await expectHead(page, 'en_US', 'chscht');
      await markWindow(page);

      await switchTo(page, 'en_US', target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(toolNames(target).chscht?.name ?? '');
      await expectHead(page, target, 'chscht');

      // To /microsofttranslate through the family nav, a client navigation.
      const other = toolNames(target).microsofttranslate?.name ?? 'microsofttranslate';
      await page
        .getByRole('navigation', { name: SHELL[target].tool.family })
        .getByRole('link', { name: other })
        .click();
      await expect(page).toHaveURL(/\/microsofttranslate$/);
      await expectHead(page, target, 'microsofttranslate');

      await expectSameWindow(page);

      // Home through the header (an island page, decision 0162: loaded whole), and the language follows there
      await page
        .getByRole('navigation', { name: SHELL[target].nav.main })
        .getByRole('link', { name: SHELL[target].nav.home })
        .click();
      // the switch moved to the language's own URLs (decision 0096), and links keep the prefix
      await expect(page).toHaveURL(/\/zh-han[st]$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SHELL[target].home.heading);
      await expectHead(page, target, 'home');

      // Back to English on the home page, then to a tool: English everywhere.
      await waitForShell(page);
      await switchTo(page, target, 'en_US');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heading);
      await expectHead(page, 'en_US', 'home');
      await waitForShell(page);
      await page.locator('main a[href="/en/chscht"]').first().click();
      await expect(page).toHaveURL(/\/chscht$/);
      await expectHead(page, 'en_US', 'chscht');

      // The cookie is the source: a reload answers in the language last chosen.
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en_US');
      await page.reload();
      await expectHead(page, 'en_US', 'chscht');
      w.check();
    },
  );
}

test(
  'a switch made in another tab is followed at the next client navigation',
  SMOKE,
  async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await gotoRouterPage(page, '/chscht');
    await markWindow(page);
    const other = await context.newPage();
    await gotoHydrated(other, '/');
    await switchTo(other, 'en_US', 'zh_Hant_HK');
    await expectHead(other, 'zh_Hant_HK', 'home');
    await other.close();

    const translator = toolNames('en_US').microsofttranslate?.name ?? 'microsofttranslate';
    await page.getByRole('navigation', { name: en.tool.family }).getByRole('link', { name: translator }).click();
    await expect(page).toHaveURL(/\/microsofttranslate$/);
    await expectHead(page, 'zh_Hant_HK', 'microsofttranslate');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      toolNames('zh_Hant_HK').microsofttranslate?.name ?? '',
    );
    await expectSameWindow(page);
    w.check();
  },
);

// ---- Issue 20: drop anywhere on a tool, links that change only the fragment, the drawer, the footer codes.

/**
 * Drags a file over `target` and drops it there, as a browser does (dragenter, dragover, drop), with a
 * synthetic DataTransfer. Returns whether the drop was left to the browser (true: it would open the file).
 */
async function dropFile(target: Locator, name: string, bytes: Buffer, steps = ['dragenter', 'dragover', 'drop']) {
  return target.evaluate(
    (el, { name, bytes, steps }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' }));
      let leftToBrowser = true;
      for (const type of steps) {
        leftToBrowser = el.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
      }
      return leftToBrowser;
    },
    { name, bytes: [...bytes], steps },
  );
}

const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7 + 3) & 0xff));

test('/sha256: a file dropped on the text box switches to files and is hashed (node:crypto)', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/sha256');
  const box = page.getByRole('textbox', { name: /to hash/ });
  await box.fill('some text');
  expect(await dropFile(box, 'data.bin', FILE)).toBe(false);
  await expect(page.getByRole('radio', { name: 'Files' })).toBeChecked();
  await expect(page.getByTestId('file-result').locator('[data-algorithm="sha256"]')).toHaveText(
    createHash('sha256').update(FILE).digest('hex'),
  );
  await expect(page.getByTestId('drop-overlay')).toHaveCount(0);
  w.check();
});

test('/base64: a file dropped on the text box is encoded as a file (node:crypto Buffer)', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/base64');
  const box = page.getByRole('textbox', { name: 'Text to encode', exact: true });
  await box.fill('hello');
  expect(await dropFile(box, 'data.bin', FILE)).toBe(false);
  await expect(page.getByRole('textbox', { name: 'Base64', exact: true })).toHaveValue(FILE.toString('base64'));
  w.check();
});

/** OpenSSL's EVP_BytesToKey with MD5, one round: key and IV of `openssl enc -md md5`. */
function evpMd5(pass: string, salt: Buffer, keyLen: number, ivLen: number) {
  let d = Buffer.alloc(0);
  let prev = Buffer.alloc(0);
  while (d.length < keyLen + ivLen) {
    prev = createHash('md5')
      .update(Buffer.concat([prev, Buffer.from(pass), salt]))
      .digest();
    d = Buffer.concat([d, prev]);
  }
  return { key: d.subarray(0, keyLen), iv: d.subarray(keyLen, keyLen + ivLen) };
}

test('/aes: a file dropped on the text box becomes the input file; node:crypto decrypts the result', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/aes');
  const box = page.getByRole('textbox', { name: 'Input', exact: true });
  await box.fill('typed text');
  expect(await dropFile(box, 'photo.raw', FILE)).toBe(false);
  await expect(page.getByLabel('Input format')).toHaveValue('file');
  await expect(page.getByText(/photo\.raw/)).toBeVisible();
  await page.getByLabel('Passphrase', { exact: true }).fill('drop-pass');
  await page.getByRole('button', { name: 'Encrypt file' }).click();
  await expect(page.getByText(/^Done: /)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download/ }).click(),
  ]);
  const enc = readFileSync((await download.path()) as string);
  expect(enc.subarray(0, 8).toString()).toBe('Salted__');
  const { key, iv } = evpMd5('drop-pass', enc.subarray(8, 16), 32, 16);
  const d = createDecipheriv('aes-256-cbc', key, iv);
  expect(Buffer.concat([d.update(enc.subarray(16)), d.final()]).equals(FILE)).toBe(true);
  w.check();
});

const DROP_TO_OPEN = {
  en_US: en.tool.dropToOpen,
  zh_Hans_CN: zhHans.tool.dropToOpen,
  zh_Hant_HK: zhHant.tool.dropToOpen,
};

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`a file dragged over a tool shows "${DROP_TO_OPEN[lang]}"; no page opens a dropped file (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, lang);
    await gotoHydrated(page, '/sha256');
    const heading = page.getByRole('heading', { level: 1 });
    await dropFile(heading, 'a.bin', FILE, ['dragenter', 'dragover']);
    // The browser fires dragover again every few hundred ms while a file is held over the page. The tool
    // hydrates when a file first comes over it (decision 0202), and a later dragover finds it taking files.
    await expect
      .poll(async () => {
        await dropFile(heading, 'a.bin', FILE, ['dragover']);
        return page.getByTestId('drop-overlay').count();
      })
      .toBe(1);
    await expect(page.getByTestId('drop-overlay')).toHaveText(DROP_TO_OPEN[lang]);
    await dropFile(heading, 'a.bin', FILE, ['dragleave']);
    await expect(page.getByTestId('drop-overlay')).toHaveCount(0);
    // A page without any file input: the drop is refused rather than opened by the browser.
    await gotoHydrated(page, '/');
    expect(await dropFile(page.locator('main'), 'a.bin', FILE)).toBe(false);
    // Text dragged between fields is left to the browser.
    const leftAlone = await page.locator('main').evaluate((el) => {
      const dt = new DataTransfer();
      dt.setData('text/plain', 'words');
      return el.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    });
    expect(leftAlone).toBe(true);
  });
}

test('a link that differs only after # opened in the same tab takes effect without a reload', async ({ page }) => {
  const w = await watchProblems(page);
  const digest = page.getByRole('textbox', { name: /digest$/ });
  const box = page.getByRole('textbox', { name: /to hash/ });
  await gotoHydrated(page, '/sha256#text=abc');
  await expect(digest).toHaveValue(createHash('sha256').update('abc').digest('hex'));
  await markWindow(page);
  await page.goto('/sha256#text=hello%20world&out=base64');
  await expect(box).toHaveValue('hello world');
  await expect(digest).toHaveValue(createHash('sha256').update('hello world').digest('base64'));
  await expect(page.getByRole('combobox', { name: 'Output format' })).toHaveValue('base64');
  // Back: the earlier link again, its options included (no `out` = the default, hex).
  await page.goBack();
  await expect(box).toHaveValue('abc');
  await expect(digest).toHaveValue(createHash('sha256').update('abc').digest('hex'));
  await expectSameWindow(page);
  w.check();
});

test('the phone drawer is modal: focus moves in, Tab stays in, a backdrop, Escape returns focus', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'en_US');
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/');
  const menu = page.locator('header button[aria-controls]');
  await menu.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Main' });
  await expect(drawer).toBeVisible();
  await expect(page.getByTestId('drawer-backdrop')).toBeVisible();
  const where = () =>
    page.evaluate(() => {
      const a = document.activeElement;
      if (a?.closest('[role="dialog"]')) return 'drawer';
      return a?.matches('header button[aria-controls]') ? 'menu' : (a?.tagName ?? 'none');
    });
  // The drawer moves the focus in an effect, after the frame that shows it.
  await expect.poll(where).toBe('drawer');
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(key);
      seen.add(await where());
    }
    expect([...seen].sort()).toEqual(['drawer', 'menu']);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await page.mouse.click(187, 700);
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('drawer-backdrop')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await expect(page.locator('body')).not.toHaveClass(/scroll-locked/);
});

const zbarDir = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
const HAS_ZBAR = hasCommand('zbarimg');

test.describe('footer donation codes at device-pixel ratio 1', () => {
  test.use({ deviceScaleFactor: 1 });
  test('each scans from a screenshot (zbarimg), and links to the larger codes', async ({ page, context, baseURL }) => {
    test.skip(!HAS_ZBAR, 'zbarimg is not installed (apt-get install zbar-tools)');
    await setLang(context, baseURL, 'zh_Hans_CN');
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => window.devicePixelRatio)).toBe(1);
    for (const [name, address] of [
      ['Bitcoin', TEST_DONATE_BTC],
      ['Ethereum', TEST_DONATE_ETH],
    ] as const) {
      const code = page.getByRole('img', { name: `${name} 地址二维码` });
      await code.scrollIntoViewIfNeeded();
      // The code is a lazily loaded canvas, blank as the server sends it and drawn once its chunk has
      // come, which can be after the page has hydrated: its size in device pixels says it is drawn.
      await expect.poll(() => code.evaluate((el) => (el as HTMLCanvasElement).width)).toBe(99);
      const f = join(zbarDir, `${name}.png`);
      writeFileSync(f, await code.screenshot());
      const r = spawnSync('zbarimg', ['-q', '--raw', f]);
      expect(r.stdout.toString().trim(), `${name}: zbarimg exit ${r.status}`).toBe(address);
    }
    await page.getByRole('link', { name: zhHans.donate.enlarge.replace('{coin}', 'Bitcoin') }).click();
    await expect(page).toHaveURL(/\/donate$/);
  });
});

test.describe('/donate', () => {
  test.use({ deviceScaleFactor: 1 });
  test('its codes scan as payment URIs (BIP 21, EIP-681), and the cards fill a 375 px screen', async ({ page }) => {
    test.skip(!HAS_ZBAR, 'zbarimg is not installed (apt-get install zbar-tools)');
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/donate');
    for (const [name, uri] of [
      ['Bitcoin', `bitcoin:${TEST_DONATE_BTC}`],
      ['Ethereum', `ethereum:${TEST_DONATE_ETH}`],
    ] as const) {
      const code = page.getByRole('main').getByRole('img', { name: en.donate.qr.replace('{coin}', name) });
      await code.scrollIntoViewIfNeeded();
      const f = join(zbarDir, `donate-${name}.png`);
      writeFileSync(f, await code.screenshot());
      const r = spawnSync('zbarimg', ['-q', '--raw', f]);
      expect(r.stdout.toString().trim(), `${name}: zbarimg exit ${r.status}`).toBe(uri);
    }
    const list = await page.getByRole('main').getByRole('list').boundingBox();
    for (const card of await page.getByRole('main').getByRole('listitem').all()) {
      const box = await card.boundingBox();
      expect(box?.width).toBeCloseTo(list?.width ?? 0, 0);
    }
  });
});
