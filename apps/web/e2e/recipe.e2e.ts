import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { fmt, fmtJoined } from '../app/i18n/define.ts';
import { LOCALE_PREFIX } from '../app/i18n/locales.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { opNames } from '../app/tools/recipe/ops.names.ts';
import { recipeMessages } from '../app/tools/recipe/recipe.messages.ts';
import { gotoHydrated, LANGS, type Lang, test, waitForTool, watchProblems } from './support.ts';

// The recipe page (issue 41) in three languages at a phone's width, and its links both ways with the
// built command line (packages/cli/dist/cli.js: `pnpm --filter @tinkerbox/cli build`).
const CLI = resolve(import.meta.dirname, '../../../packages/cli/dist/cli.js');
const cli = (...args: string[]) => execFileSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });

async function open(page: Page, lang: Lang, fragment = '') {
  const w = await watchProblems(page);
  await page.goto(`/${LOCALE_PREFIX[lang]}/recipe${fragment}`);
  await waitForTool(page);
  return w;
}

const add = async (page: Page, lang: Lang, id: string, query: string) => {
  const m = recipeMessages[lang];
  await page.getByRole('searchbox', { name: m.search }).fill(query);
  await page.getByRole('button', { name: fmt(m.add, { name: opNames(lang)[id]?.name ?? id }), exact: true }).click();
};

const output = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: recipeMessages[lang].output, exact: true });

test.use({ viewport: { width: 390, height: 844 } });

for (const lang of LANGS) {
  test(`builds, reorders by keyboard and saves a recipe at 390 px (${lang})`, async ({ page }) => {
    const m = recipeMessages[lang];
    const w = await open(page, lang);
    // searched by its name in this language, and by id
    await add(page, lang, 'to-base64', opNames(lang)['to-base64']?.name ?? '');
    await add(page, lang, 'to-upper-case', 'to-upper');
    await page.getByRole('textbox', { name: m.input, exact: true }).fill('hello');
    // Python: base64.b64encode(b'hello').upper() == b'AGVSBG8='
    await expect(output(page, lang)).toHaveValue('AGVSBG8=');
    await expect(page).toHaveURL(/#to-base64,to-upper-case$/);

    // keyboard: focus "move step 2 up" and press Enter
    await page.getByRole('button', { name: fmt(m.moveUp, { n: 2 }) }).focus();
    await page.keyboard.press('Enter');
    const steps = page.getByTestId('recipe-step').locator('h3');
    await expect(steps).toHaveText([
      fmt(m.step, { n: 1, name: opNames(lang)['to-upper-case']?.name ?? '' }),
      fmt(m.step, { n: 2, name: opNames(lang)['to-base64']?.name ?? '' }),
    ]);
    // Python: base64.b64encode(b'HELLO') == b'SEVMTE8='
    await expect(output(page, lang)).toHaveValue('SEVMTE8=');
    await expect(page).toHaveURL(/#to-upper-case,to-base64$/);

    // by drag: step 2's handle dropped on step 1 puts the order back
    await page.getByRole('img', { name: fmt(m.drag, { n: 2 }) }).dragTo(page.getByTestId('recipe-step').first());
    await expect(output(page, lang)).toHaveValue('AGVSBG8=');
    await expect(page).toHaveURL(/#to-base64,to-upper-case$/);
    await page.getByRole('button', { name: fmt(m.moveDown, { n: 1 }) }).click();
    await expect(output(page, lang)).toHaveValue('SEVMTE8=');

    // a third step, removed again
    await add(page, lang, 'sha256', 'sha256');
    await expect(steps).toHaveCount(3);
    await page.getByRole('button', { name: fmt(m.remove, { n: 3 }) }).click();
    await expect(steps).toHaveCount(2);
    await expect(output(page, lang)).toHaveValue('SEVMTE8=');

    // nothing wider than the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // saved in this browser, loaded back on a fresh page
    await page.getByRole('textbox', { name: m.saveName }).fill('shout');
    await page.getByRole('button', { name: m.save }).click();
    await page.goto(`/${LOCALE_PREFIX[lang]}/recipe`);
    await waitForTool(page);
    await expect(steps).toHaveCount(0);
    await page.getByRole('button', { name: fmt(m.load, { name: 'shout' }) }).click();
    await expect(steps).toHaveCount(2);
    await expect(page).toHaveURL(/#to-upper-case,to-base64$/);
    await page.getByRole('button', { name: fmt(m.delete, { name: 'shout' }) }).click();
    await expect(page.getByText(m.noSaved)).toBeVisible();
    w.check();
  });
}

test('an error at step 2 of 3 is said at that step, and step 1 keeps its output (zh_Hant_HK)', async ({ page }) => {
  const lang = 'zh_Hant_HK';
  const m = recipeMessages[lang];
  // the input is the text "aGVsbG8=" (base64url YUdWc2JHOD0, Python: base64.urlsafe_b64encode(b'aGVsbG8=')),
  // the base64 of "hello", which is not gzip data
  const w = await open(page, lang, '#from-base64,gunzip,sha256&input=YUdWc2JHOD0');
  const message = fmtJoined(errorMessages[lang].INVALID_COMPRESSED, { format: 'gzip' });
  await expect(page.getByTestId('recipe-step-error')).toHaveText(
    fmt(m.failedAt, { n: 2, name: opNames(lang).gunzip?.name ?? '', message }),
  );
  await page.getByTestId('recipe-step').first().getByText(m.showOutput).click();
  await expect(page.getByRole('textbox', { name: fmt(m.stepOutput, { n: 1 }) })).toHaveValue('hello');
  await expect(output(page, lang)).toHaveValue('');
  w.check();
});

test('convert-chinese runs in the worker with the OpenCC converter it fetches (zh_Hans_CN)', async ({ page }) => {
  // the input is "汉字之后" (base64url 5rGJ5a2X5LmL5ZCO, Python: base64.urlsafe_b64encode('汉字之后'.encode())); OpenCC's s2t
  // gives 漢字之後
  const w = await open(page, 'zh_Hans_CN', '#convert-chinese(conversion=s2t)&input=5rGJ5a2X5LmL5ZCO');
  await expect(output(page, 'zh_Hans_CN')).toHaveValue('漢字之後');
  w.check();
});

test('Detect proposes the recipe that decodes typed input, and a click makes it the recipe (en_US, zh_Hant_HK)', async ({
  page,
}) => {
  // base64 of gzip of JSON, made by node:zlib and Buffer
  const json = '{"detected":true,"layers":["base64","gzip"]}';
  const typed = gzipSync(Buffer.from(json)).toString('base64');
  for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
    const m = recipeMessages[lang];
    const names = opNames(lang);
    const steps = `${names['from-base64']?.name} → ${names.gunzip?.name}`;
    const w = await open(page, lang);
    await page.getByRole('textbox', { name: m.input, exact: true }).fill(typed);
    const first = page.getByTestId('recipe-suggestions').getByRole('listitem').first();
    await expect(first.getByRole('button')).toHaveAccessibleName(fmt(m.useProposal, { steps }));
    await expect(first).toContainText(json.slice(0, 30));
    await first.getByRole('button').click();
    await expect(page.getByTestId('recipe-step').locator('h3')).toHaveText([
      fmt(m.step, { n: 1, name: names['from-base64']?.name ?? '' }),
      fmt(m.step, { n: 2, name: names.gunzip?.name ?? '' }),
    ]);
    await expect(output(page, lang)).toHaveValue(json);
    // random-looking text proposes nothing
    await page.getByRole('textbox', { name: m.input, exact: true }).fill('plain words, nothing encoded here');
    await expect(page.getByTestId('recipe-suggestions')).toHaveCount(0);
    w.check();
  }
});

test('"Continue in a recipe" from /sha256, /hmacsha512 and /base64 carries the input and the settings as step 1 (en_US, zh_Hans_CN)', async ({
  page,
}) => {
  const box = (name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
  let w = await watchProblems(page);
  await gotoHydrated(page, '/en/sha256');
  await box('Text to hash').fill('abc');
  await page.getByTestId('continue-in-recipe').click();
  await expect(page).toHaveURL(/\/en\/recipe#sha256&input=YWJj$/);
  await waitForTool(page);
  await expect(page.getByTestId('recipe-step').locator('h3')).toHaveText([
    fmt(recipeMessages.en_US.step, { n: 1, name: 'SHA-256' }),
  ]);
  // FIPS 180-2, appendix B.1
  await expect(output(page, 'en_US')).toHaveValue('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  w.check();

  w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/hmacsha512');
  await box('密钥').fill('Jefe');
  await box(/^要计算/).fill('what do ya want for nothing?');
  await page.getByTestId('continue-in-recipe').click();
  await expect(page).toHaveURL(/\/zh-hans\/recipe#hmac\(key=hex:4a656665,hash=sha512\)&input=/);
  await waitForTool(page);
  await expect(output(page, 'zh_Hans_CN')).toHaveValue(
    createHmac('sha512', 'Jefe').update('what do ya want for nothing?').digest('hex'),
  );
  w.check();

  // /base64, URL-safe with padding: the recipe gives what Buffer gives
  w = await watchProblems(page);
  await gotoHydrated(page, '/en/base64#v=url');
  await box('Text to encode').fill('ÿ? base64url ✓');
  await page.getByTestId('continue-in-recipe').click();
  await expect(page).toHaveURL(/\/en\/recipe#to-base64url\(pad=true\)&input=/);
  await waitForTool(page);
  const want = Buffer.from('ÿ? base64url ✓').toString('base64').replaceAll('+', '-').replaceAll('/', '_');
  await expect(output(page, 'en_US')).toHaveValue(want);
  w.check();
});

test('a file runs in the worker with progress and can be cancelled (zh_Hans_CN)', async ({ page }) => {
  const lang = 'zh_Hans_CN';
  const m = recipeMessages[lang];
  const dir = mkdtempSync(join(tmpdir(), 'recipe-e2e-'));
  try {
    const small = join(dir, 'abc.txt');
    writeFileSync(small, 'abc');
    const big = join(dir, 'big.bin');
    writeFileSync(big, Buffer.alloc(256 * 1024 * 1024, 0x61));
    const w = await open(page, lang, '#to-hex,from-hex,to-base64,from-base64,sha256');
    await page.getByLabel(m.chooseFile).setInputFiles(small);
    // SHA-256("abc"), FIPS 180-2 appendix B.1
    await expect(output(page, lang)).toHaveValue('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await page.getByLabel(m.chooseFile).setInputFiles(big);
    await expect(page.getByTestId('recipe-input-file')).toContainText('big.bin');
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await page.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('status').filter({ hasText: '已取消。' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    w.check();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a link from `tinkerbox link` opens on the page with the bytes `tinkerbox run` gives', async ({
  page,
  baseURL,
}) => {
  const lang = 'zh_Hans_CN';
  const link = cli(
    'link',
    '--origin',
    baseURL ?? '',
    '--lang',
    'zh-hans',
    '--input',
    'hi there',
    'to-hex(upper=true,delimiter=colon)',
  ).trim();
  expect(link).toBe(`${baseURL}/zh-hans/recipe#to-hex(upper=true,delimiter=colon)&input=aGkgdGhlcmU`);
  const w = await watchProblems(page);
  await page.goto(link);
  await waitForTool(page);
  // Python: b'hi there'.hex(':').upper()
  const expected = '68:69:20:74:68:65:72:65';
  await expect(output(page, lang)).toHaveValue(expected);
  expect(cli('run', link)).toBe(expected);
  await expect(page.getByRole('checkbox', { name: recipeMessages[lang].withInput })).toBeChecked();
  w.check();
});

test('a link copied from the page runs in `tinkerbox run` with the same bytes', async ({ page }) => {
  const lang = 'en_US';
  const m = recipeMessages[lang];
  const w = await open(page, lang);
  await add(page, lang, 'hmac', 'hmac');
  await page.getByRole('textbox', { name: opNames(lang).hmac?.args.key ?? '' }).fill('k e y');
  await page.getByRole('textbox', { name: m.input, exact: true }).fill('hello world');
  const expected = createHmac('sha256', 'k e y').update('hello world').digest('hex');
  await expect(output(page, lang)).toHaveValue(expected);
  await page.getByRole('checkbox', { name: m.withInput }).check();
  const linkBox = page.getByRole('textbox', { name: m.link, exact: true });
  await expect(linkBox).toHaveValue(/#hmac\(key=k%20e%20y\)&input=aGVsbG8gd29ybGQ$/);
  expect(cli('run', await linkBox.inputValue())).toBe(expected);
  w.check();
});
