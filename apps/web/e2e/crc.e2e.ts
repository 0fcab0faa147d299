import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { errorsZhHans } from '../app/i18n/messages/errors-zh-hans.ts';
import { crcMessages } from '../app/tools/hash/crc.messages.ts';
import { hashMessages } from '../app/tools/hash/hash.messages.ts';
import { gotoHydrated, type Lang, test, watchProblems } from './support.ts';

// /crc driven as a visitor would. Expected values are the CRC RevEng catalogue's own check values (the
// CRC of "123456789"), read from the engine's copy of the catalogue, never from the page.
const CATALOGUE = readFileSync(
  new URL('../../../packages/engine/test/vectors/hash/crc-catalogue.txt', import.meta.url),
  'utf8',
);
const check = (name: string) => {
  const line = CATALOGUE.split('\n').find((l) => l.includes(`name="${name}"`))!;
  const width = Number(/width=(\d+)/.exec(line)![1]);
  return BigInt(/check=(0x[0-9a-f]+)/.exec(line)![1]!)
    .toString(16)
    .padStart(Math.ceil(width / 8) * 2, '0');
};

const PREFIX: Record<Lang, string> = { en_US: '/en', zh_Hans_CN: '/zh-hans', zh_Hant_HK: '/zh-hant' };
const textBox = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: hashMessages[lang].textLabel, exact: true });
const row = (page: Page, name: string) => page.locator(`[data-testid="crc-results"] tr[data-crc="${name}"]`);
const crcCell = (page: Page, name: string) => row(page, name).getByTestId('crc-value');

// decisions 0194 and 0199: the untouched page (the empty text, CRC-32/ISO-HDLC) comes with its CRC from the
// server and starts no worker until the input changes. The empty text's CRC-32 from Python's binascii.
test('/zh-hans/crc untouched shows the empty text’s CRC from the server and starts no worker until the input changes', async ({
  page,
  request,
}) => {
  const empty = execFileSync('python3', ['-c', 'import binascii;print(format(binascii.crc32(b""),"08x"))'])
    .toString()
    .trim();
  const html = await (await request.get(`${PREFIX.zh_Hans_CN}/crc`)).text();
  expect(html).toMatch(new RegExp(`data-crc="CRC-32/ISO-HDLC"[^]*?data-testid="crc-value"[^>]*>${empty}<`));
  let workers = 0;
  page.on('worker', () => workers++);
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/crc`);
  await expect(crcCell(page, 'CRC-32/ISO-HDLC')).toHaveText(empty);
  await page.waitForTimeout(500);
  expect(workers, 'a worker started at load').toBe(0);
  await textBox(page, 'zh_Hans_CN').fill('123456789');
  await expect(crcCell(page, 'CRC-32/ISO-HDLC')).toHaveText(check('CRC-32/ISO-HDLC'));
  expect(workers).toBe(1);
  w.check();
});

test('a CRC found by its alias, and a 64-bit one, give the catalogue check values for "123456789"', async ({
  page,
}) => {
  const problems = await watchProblems(page);
  const m = crcMessages.en_US;
  await gotoHydrated(page, `${PREFIX.en_US}/crc`);
  await textBox(page, 'en_US').fill('123456789');
  // CRC-32/ISO-HDLC is ticked to start with
  await expect(crcCell(page, 'CRC-32/ISO-HDLC')).toHaveText(check('CRC-32/ISO-HDLC'));

  const search = page.getByRole('searchbox', { name: m.find });
  await search.fill('x-25');
  const x25 = page.getByRole('checkbox', { name: 'CRC-16/IBM-SDLC', exact: true });
  await expect(x25).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(2); // the list's one, and "custom parameters"
  await x25.check();
  await expect(crcCell(page, 'CRC-16/IBM-SDLC')).toHaveText(check('CRC-16/IBM-SDLC'));

  await search.fill('64');
  await page.getByRole('checkbox', { name: 'CRC-64/XZ', exact: true }).check();
  await expect(crcCell(page, 'CRC-64/XZ')).toHaveText(check('CRC-64/XZ'));
  // a width narrower than a byte: CRC-3/GSM, by its name
  await search.fill('crc-3/gsm');
  await page.getByRole('checkbox', { name: 'CRC-3/GSM', exact: true }).check();
  await expect(crcCell(page, 'CRC-3/GSM')).toHaveText(check('CRC-3/GSM'));
  await search.fill('nothing-like-this');
  await expect(page.getByText(m.noMatch.replace('{query}', 'nothing-like-this'))).toBeVisible();
  problems.check();
});

test('custom parameters give the catalogue check of the CRC they describe, and copy one from the list', async ({
  page,
}) => {
  const m = crcMessages.en_US;
  await gotoHydrated(page, `${PREFIX.en_US}/crc`);
  await textBox(page, 'en_US').fill('123456789');
  await page.getByRole('checkbox', { name: m.useCustom }).check();
  // CRC-5/USB by hand: width 5, poly 0x05, init 0x1f, refin, refout, xorout 0x1f
  await page.getByRole('textbox', { name: m.width }).fill('5');
  await page.getByRole('textbox', { name: m.poly }).fill('0x05');
  await page.getByRole('textbox', { name: m.init }).fill('1f');
  await page.getByRole('textbox', { name: m.xorout }).fill('0x1f');
  await page.getByRole('checkbox', { name: m.refin }).check();
  await page.getByRole('checkbox', { name: m.refout }).check();
  await expect(crcCell(page, 'custom')).toHaveText(check('CRC-5/USB'));
  // from the list: CRC-24/OPENPGP's parameters fill the fields
  await page.getByRole('combobox', { name: m.startFrom }).selectOption('CRC-24/OPENPGP');
  await expect(page.getByRole('textbox', { name: m.poly })).toHaveValue('0x864cfb');
  await expect(crcCell(page, 'custom')).toHaveText(check('CRC-24/OPENPGP'));
});

test('a bad parameter is named beside its field, in Chinese on /zh-hans, and the input is kept', async ({ page }) => {
  const m = crcMessages.zh_Hans_CN;
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/crc`);
  await textBox(page, 'zh_Hans_CN').fill('123456789');
  await page.getByRole('checkbox', { name: m.useCustom }).check();
  const width = page.getByRole('textbox', { name: m.width });
  await width.fill('65');
  const range = errorsZhHans.OUT_OF_RANGE.replace('{min}', '3').replace('{max}', '64');
  await expect(width).toHaveAccessibleDescription(range);
  await expect(crcCell(page, 'custom')).toHaveCount(0);

  await width.fill('8');
  const poly = page.getByRole('textbox', { name: m.poly });
  await poly.fill('0x1ff');
  const tooWide = errorsZhHans.CRC_VALUE_TOO_WIDE.replace('{width}', '8').replace('{max}', 'ff');
  await expect(poly).toHaveAccessibleDescription(tooWide);
  // the starting init, 0xffff, is too wide for 8 bits too: each field says its own
  await expect(page.getByRole('textbox', { name: m.init })).toHaveAccessibleDescription(tooWide);
  await expect(poly).toHaveValue('0x1ff');
  await expect(textBox(page, 'zh_Hans_CN')).toHaveValue('123456789');
  // corrected, the CRC is there: CRC-8/SMBUS's parameters
  await poly.fill('0x07');
  await page.getByRole('textbox', { name: m.init }).fill('0');
  await page.getByRole('textbox', { name: m.xorout }).fill('0');
  await expect(crcCell(page, 'custom')).toHaveText(check('CRC-8/SMBUS'));
});

const swapBytes = (hexValue: string) => hexValue.match(/../g)!.reverse().join('');

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`a checksum names the CRC that gives it: in hex, in decimal, with its bytes swapped; none, and a bad one (${lang})`, async ({
    page,
  }) => {
    const problems = await watchProblems(page);
    const m = crcMessages[lang];
    await gotoHydrated(page, `${PREFIX[lang]}/crc`);
    const value = page.getByRole('textbox', { name: m.identify });
    await expect(value).toHaveAccessibleDescription(m.identifyNeedsText);
    await textBox(page, lang).fill('123456789');
    const found = page.getByTestId('crc-identified');
    const xmodem = check('CRC-16/XMODEM');
    await value.fill(`0x${xmodem.toUpperCase()}`);
    await expect(found.locator('[data-match="CRC-16/XMODEM"]')).toContainText(m.matchHex);
    await value.fill(BigInt(`0x${xmodem}`).toString());
    await expect(found.locator('[data-match="CRC-16/XMODEM"]')).toContainText(m.matchDecimal);
    const bzip2 = check('CRC-32/BZIP2');
    await value.fill(swapBytes(bzip2));
    await expect(found.locator('[data-match="CRC-32/BZIP2"]')).toContainText(m.matchSwapped);
    // ticked from the match, its value joins the results
    await page.getByRole('button', { name: m.addMatch.replace('{name}', 'CRC-32/BZIP2') }).click();
    await expect(crcCell(page, 'CRC-32/BZIP2')).toHaveText(bzip2);

    await value.fill('0123456789abcdef');
    await expect(found).toHaveText(m.identifyNone.replace('{value}', '0123456789abcdef'));
    await value.fill('12g4');
    await expect(page.getByText(m.identifyBad)).toBeVisible();
    await expect(textBox(page, lang)).toHaveValue('123456789');
    problems.check();
  });
}

test('the CRCs ticked and the custom parameters are in the link, and the link opens them', async ({
  page,
  context,
}) => {
  const m = crcMessages.en_US;
  await gotoHydrated(page, `${PREFIX.en_US}/crc`);
  await page.getByRole('searchbox', { name: m.find }).fill('64');
  await page.getByRole('checkbox', { name: 'CRC-64/XZ', exact: true }).check();
  await page.getByRole('searchbox', { name: m.find }).fill('iso-hdlc');
  await page.getByRole('checkbox', { name: 'CRC-32/ISO-HDLC', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: m.useCustom }).check();
  await page.getByRole('combobox', { name: m.startFrom }).selectOption('CRC-5/USB');
  await expect(page.getByRole('textbox', { name: m.poly })).toHaveValue('0x05');

  const opened = await context.newPage();
  await gotoHydrated(opened, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await textBox(opened, 'en_US').fill('123456789');
  await expect(crcCell(opened, 'CRC-64/XZ')).toHaveText(check('CRC-64/XZ'));
  await expect(crcCell(opened, 'custom')).toHaveText(check('CRC-5/USB'));
  await expect(row(opened, 'CRC-32/ISO-HDLC')).toHaveCount(0);
  await expect(opened.getByRole('checkbox', { name: m.refin })).toBeChecked();
});

test('the catalogue draws its first rows with the page, and the rest on "Show all", on scrolling to its end, or on focus (zh_Hans_CN)', async ({
  browser,
  baseURL,
}) => {
  const m = crcMessages.zh_Hans_CN;
  // the catalogue's CRCs of width 3 to 64 (it also has CRC-82/DARC, which the page leaves out)
  const total = CATALOGUE.split('\n').filter(
    (l) => Number(/^width=(\d+)/.exec(l)?.[1] ?? 0) <= 64 && l.startsWith('width='),
  ).length;
  const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
  const page = await context.newPage();
  const list = page.getByTestId('crc-list');
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/crc`);
  await expect(
    page.getByText(m.shown.replace('{count}', String(total)).replace('{total}', String(total))),
  ).toBeVisible();
  await expect(list.getByRole('checkbox')).toHaveCount(25); // the first 24, and CRC-32/ISO-HDLC ticked further down
  // The button is below the box's fold: a pointer click scrolls it into view, which is itself "near the end"
  // and draws the rest, so the button can go before the click lands (a flaky timeout). A screen reader
  // activates it where it is, without scrolling: that is the visitor this button is for.
  await list.getByRole('button', { name: m.showAll.replace('{count}', String(total)) }).dispatchEvent('click');
  await expect(list.getByRole('checkbox')).toHaveCount(total);
  await expect(list.getByRole('checkbox').nth(24)).toBeFocused();

  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/crc`);
  await expect(list.getByRole('checkbox')).toHaveCount(25);
  await list.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  // the tool hydrates when used (decision 0202): a wheel or a finger scrolling the box brings the pointer
  // there first, and the tool, hydrated then, finds the box scrolled to its end
  await list.hover();
  await expect(list.getByRole('checkbox')).toHaveCount(total);

  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/crc`);
  await list.getByRole('checkbox').first().focus();
  await expect(list.getByRole('checkbox')).toHaveCount(total);
  await expect(list.getByRole('checkbox').first()).toBeFocused();
  await context.close();
});

test('a hostile link (unknown and repeated names, 20,000-character fields, broken escapes) opens the page with each field named', async ({
  page,
}) => {
  const m = crcMessages.en_US;
  const w = await watchProblems(page);
  const names = ['CRC-16/XMODEM', 'X'.repeat(5000), '<img src=x onerror=alert(1)>', 'CRC-16/XMODEM', 'crc-32/bzip2'];
  const link =
    `crc=${names.map(encodeURIComponent).join(',')}&custom=1&w=${'9'.repeat(400)}` +
    `&poly=${'f'.repeat(20000)}&init=%E0%A4%A&xorout=%ZZ&refin=2&refout=1`;
  await gotoHydrated(page, `${PREFIX.en_US}/crc#${link}`);
  await textBox(page, 'en_US').fill('123456789');
  // the one catalogue name is ticked (once); the unknown ones, and a name in the wrong case, are dropped
  await expect(crcCell(page, 'CRC-16/XMODEM')).toHaveText(check('CRC-16/XMODEM'));
  await expect(page.locator('[data-testid="crc-results"] tr[data-crc]')).toHaveCount(1);
  // the custom parameters are refused field by field, beside each field, and nothing is computed from them
  const range = errorMessages.en_US.OUT_OF_RANGE.replace('{min}', '3').replace('{max}', '64');
  await expect(page.getByRole('textbox', { name: m.width })).toHaveAccessibleDescription(range);
  await expect(crcCell(page, 'custom')).toHaveCount(0);
  // fixed in place, the CRC the visitor meant is there
  await page.getByRole('textbox', { name: m.width }).fill('16');
  await page.getByRole('textbox', { name: m.poly }).fill('0x1021');
  await page.getByRole('textbox', { name: m.init }).fill('0');
  await page.getByRole('textbox', { name: m.xorout }).fill('0');
  await expect(page.getByRole('checkbox', { name: m.refin })).not.toBeChecked();
  await page.getByRole('checkbox', { name: m.refout }).uncheck();
  await expect(crcCell(page, 'custom')).toHaveText(check('CRC-16/XMODEM'));
  w.check();
});
