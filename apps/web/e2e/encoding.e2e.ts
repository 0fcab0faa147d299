import { expect, type Page, test } from '@playwright/test';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { encodingNames } from '../app/tools/encoding/encoding.names.ts';
import { LANGS, type Lang, setLang, watchProblems } from './support.ts';

// Expected values come from Python 3.11 (base64, urllib.parse, datetime + zoneinfo), not from the site.
const EN = encodingMessages.en_US;

/** Waits until React has hydrated the page (the tool's inputs respond). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-tool-ready="1"]').waitFor();
}

/** Clicks the visible segment of a segmented control, as a visitor does (the radio itself is hidden). */
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('/base64', () => {
  test('encodes text in every variant and charset, and decodes with tolerance', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/base64');
    await page.getByLabel(EN.base64.textLabel).fill('Hello, 世界');
    await expect(output(page, EN.base64.result)).toHaveValue('SGVsbG8sIOS4lueVjA==');
    await page.getByLabel(EN.base64.textLabel).fill('subjects?_d');
    await expect(output(page, EN.base64.result)).toHaveValue('c3ViamVjdHM/X2Q=');
    await page.getByLabel(EN.base64.variant).selectOption('urlNoPad');
    await expect(output(page, EN.base64.result)).toHaveValue('c3ViamVjdHM_X2Q');
    await expect(page).toHaveURL(/#.*v=urlNoPad/);
    await page.getByLabel(EN.base64.variant).selectOption('standard');
    await page.getByLabel(EN.charset).selectOption('gbk');
    await page.getByLabel(EN.base64.textLabel).fill('你好');
    await expect(output(page, EN.base64.result)).toHaveValue('xOO6ww==');

    await pick(page, EN.decode);
    await page.getByLabel(EN.charset).selectOption('utf-8');
    await page.getByLabel(EN.base64.base64Label).fill('SGVsbG8s\nIOS4lueVjA');
    await expect(output(page, EN.base64.decodedText)).toHaveValue('Hello, 世界');
    await page.getByLabel(EN.base64.base64Label).fill('/w==');
    await expect(output(page, EN.base64.decodedHex)).toHaveValue('ff');
    await expect(page.getByText('not valid UTF-8 text')).toBeVisible();
    w.check();
  });

  test('names the bad character, strict mode included, and keeps the input', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/base64');
    await pick(page, EN.decode);
    await page.getByLabel(EN.base64.base64Label).fill('SGV$bG8=');
    await expect(page.getByRole('alert')).toHaveText('Not valid base64: “$” at position 4.');
    await expect(page.getByLabel(EN.base64.base64Label)).toHaveValue('SGV$bG8=');
    await page.getByLabel(EN.base64.base64Label).fill('SGVs bG8=');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel(EN.base64.strict).check();
    await expect(page.getByRole('alert')).toContainText('position 5');
    w.check();
  });

  test('encodes a file in a worker', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/base64');
    await pick(page, EN.sourceFile);
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await page
      .getByLabel(EN.base64.chooseFileLabel)
      .setInputFiles({ name: 'all.bin', mimeType: 'application/octet-stream', buffer: bytes });
    await expect(output(page, EN.base64.result)).toHaveValue(bytes.toString('base64'));
    w.check();
  });

  test('a worker that cannot load: the message shows, no result, the text kept (zh_Hans_CN)', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = encodingMessages.zh_Hans_CN;
    await setLang(context, baseURL, 'zh_Hans_CN');
    // A stale tab after a deploy: the worker's script answers 404.
    await page.route(/encoding\.worker.*\.js/, (r) => r.fulfill({ status: 404, body: 'not found' }));
    await open(page, '/base64');
    await page.getByLabel(m.base64.textLabel).fill('kept');
    await pick(page, m.sourceFile);
    await page
      .getByLabel(m.base64.chooseFileLabel)
      .setInputFiles({ name: 'a.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('abc') });
    await expect(page.getByTestId('worker-failed')).toContainText('重新加载页面');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(output(page, m.base64.result)).toHaveCount(0);
    await pick(page, m.sourceText);
    await expect(page.getByLabel(m.base64.textLabel)).toHaveValue('kept');
  });

  test('input survives navigating away and back', async ({ page }) => {
    await open(page, '/base64');
    await page.getByLabel(EN.base64.textLabel).fill('kept');
    await page.getByRole('link', { name: encodingNames.en_US.hex.name, exact: true }).click();
    await expect(page).toHaveURL(/\/hex/);
    await page.getByRole('link', { name: encodingNames.en_US.base64.name, exact: true }).click();
    await expect(page.getByLabel(EN.base64.textLabel)).toHaveValue('kept');
  });
});

test.describe('/hex', () => {
  test('text to hex with delimiters and dump, and back with any delimiter', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/hex');
    await page.getByLabel(EN.hex.textLabel).fill('Hi!\n');
    await expect(output(page, EN.hex.result)).toHaveValue('4869210a');
    await page.getByLabel(EN.hex.delimiter).selectOption('0x');
    await pick(page, EN.hex.upper);
    await expect(output(page, EN.hex.result)).toHaveValue('0x48 0x69 0x21 0x0A');
    await pick(page, EN.hex.viewDump);
    // xxd -u of "Hi!\n"
    await expect(output(page, EN.hex.dump)).toHaveValue(`00000000: 4869 210A${' '.repeat(32)}Hi!.\n`);
    await pick(page, EN.decode);
    await page.getByLabel(EN.hex.hexLabel).fill('\\xe4\\xb8\\xad 0x41,%42');
    await expect(output(page, EN.hex.decodedText)).toHaveValue('中AB');
    await page.getByLabel(EN.hex.hexLabel).fill('48 6Z');
    await expect(page.getByRole('alert')).toContainText('“Z” at position 5');
    w.check();
  });
});

test.describe('/encoder', () => {
  test('URL, HTML, Unicode and UTF-8, both ways', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/encoder');
    const input = page.getByRole('textbox', { name: EN.encoder.plainLabel, exact: true });
    await input.fill('a b&c/é');
    await expect(output(page, EN.encoder.encodedLabel)).toHaveValue('a%20b%26c%2F%C3%A9');
    await page.getByLabel(EN.encoder.mode).selectOption('form');
    await expect(output(page, EN.encoder.encodedLabel)).toHaveValue('a+b%26c%2F%C3%A9');
    await page.getByLabel(EN.encoder.kind).selectOption('unicode');
    await input.fill('😀é');
    await expect(output(page, EN.encoder.encodedLabel)).toHaveValue('\\uD83D\\uDE00\\u00E9');
    await page.getByLabel(EN.encoder.mode).selectOption('U+');
    await expect(output(page, EN.encoder.encodedLabel)).toHaveValue('U+1F600 U+00E9');
    await page.getByLabel(EN.encoder.kind).selectOption('html');
    await page.getByLabel(EN.encoder.mode).selectOption('hex');
    await input.fill('<😀>');
    await expect(output(page, EN.encoder.encodedLabel)).toHaveValue('&#x3C;&#x1F600;&#x3E;');
    await page.getByLabel(EN.encoder.kind).selectOption('utf8');
    await input.fill('中');
    await expect(output(page, EN.encoder.encodedLabel)).toHaveValue('E4 B8 AD');
    await expect(page.getByRole('table')).toContainText('U+4E2D');

    await pick(page, EN.decode);
    await page.getByLabel(EN.encoder.kind).selectOption('unicode');
    const encoded = page.getByRole('textbox', { name: EN.encoder.encodedLabel, exact: true }).first();
    await encoded.fill('\\u{1F600} \\uD83D\\uDE00 U+0048 U+0069');
    await expect(output(page, EN.encoder.plainLabel)).toHaveValue('😀 😀 Hi');
    await encoded.fill('x \\u{110000}');
    await expect(page.getByRole('alert')).toHaveText('Not a valid escape at position 3: “\\u{110000}”.');
    await page.getByLabel(EN.encoder.kind).selectOption('url');
    await encoded.fill('%E4%B8');
    await expect(page.getByRole('alert')).toContainText('position 1');
    w.check();
  });
});

// A 1×1 red PNG written by Python's zlib + struct (no encoder of ours involved).
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

test.describe('/pic2base64', () => {
  test('an image becomes a data URI and snippets; a data URI becomes an image', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/pic2base64');
    await page
      .getByLabel(EN.pic.chooseLabel)
      .setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
    await expect(output(page, EN.pic.dataUri)).toHaveValue(`data:image/png;base64,${PNG_1X1}`);
    await expect(output(page, EN.pic.bare)).toHaveValue(PNG_1X1);
    await expect(output(page, EN.pic.img)).toHaveValue(
      `<img src="data:image/png;base64,${PNG_1X1}" alt="" width="1" height="1">`,
    );
    await expect(output(page, EN.pic.css)).toHaveValue(`background-image: url("data:image/png;base64,${PNG_1X1}");`);
    await page.getByLabel(EN.pic.reencode).selectOption('webp');
    await expect(output(page, EN.pic.dataUri)).toHaveValue(/^data:image\/webp;base64,UklGR/);

    await page
      .getByLabel(EN.pic.chooseLabel)
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toContainText('not an image');

    await pick(page, EN.pic.fromBase64);
    await page.getByLabel(EN.pic.pasteLabel).fill(PNG_1X1);
    await expect(page.getByRole('img', { name: EN.pic.preview })).toBeVisible();
    await expect(page.getByText('image/png, 69 B')).toBeVisible();
    await page.getByLabel(EN.pic.pasteLabel).fill('data:image/png;base64,@@');
    await expect(page.getByRole('alert')).toContainText('“@” at position 1');
    w.check();
  });
});

test.describe('/timestamp', () => {
  test('Unix time to dates in zones and back', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/timestamp');
    await expect(page.getByTestId(`time-${EN.time.nowSeconds}`).first()).toHaveText(/^\d{10}$/);
    await page.getByLabel(EN.time.zone).fill('Asia/Shanghai');
    await page.getByRole('textbox', { name: EN.time.stampLabel, exact: true }).fill('1700000000');
    await expect(page.getByTestId('time-UTC')).toHaveText('2023/11/14 22:13:20');
    await expect(page.getByTestId('time-In Asia/Shanghai')).toHaveText('2023/11/15 06:13:20');
    await expect(page.getByTestId(`time-${EN.time.iso}`)).toHaveText('2023-11-15T06:13:20.000+08:00');
    await expect(page.getByTestId(`time-${EN.time.rfc}`)).toHaveText('Wed, 15 Nov 2023 06:13:20 +0800');
    await pick(page, EN.time.millis);
    await page.getByRole('textbox', { name: EN.time.stampLabel, exact: true }).fill('1700000000123');
    await page.getByLabel(EN.time.pattern).fill('HH:mm:ss.SSS');
    await expect(page.getByTestId('time-In Asia/Shanghai')).toHaveText('06:13:20.123');
    await page.getByRole('textbox', { name: EN.time.stampLabel, exact: true }).fill('17000x');
    await expect(page.getByRole('alert')).toHaveText('Not a number: “17000x”.');

    await page.getByLabel(EN.time.dateLabel).fill('2023/11/15 06:13:20');
    // The last seconds/milliseconds rows on the page belong to the date-to-timestamp section.
    await expect(page.getByTestId(`time-${EN.time.nowSeconds}`).last()).toHaveText('1700000000');
    await page.getByLabel(EN.time.dateLabel).fill('Tue, 14 Nov 2023 22:13:20 +0000');
    await expect(page.getByTestId(`time-${EN.time.nowMillis}`).last()).toHaveText('1700000000000');
    await page.getByLabel(EN.time.zone).fill('Mars/Base');
    await expect(page.getByRole('alert').first()).toHaveText('Unknown time zone: “Mars/Base”.');
    w.check();
  });
});

test.describe('/units', () => {
  test('exact conversions beyond 2^53 with money display', async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, '/units');
    await page.getByRole('textbox', { name: 'Amount in BTC', exact: true }).fill('1.5');
    await expect(page.getByRole('textbox', { name: 'Amount in satoshi (base unit)', exact: true })).toHaveValue(
      '150000000',
    );
    await page.getByLabel(EN.units.chain).selectOption('eth');
    await page
      .getByRole('textbox', { name: 'Amount in wei (base unit)', exact: true })
      .fill('123456789012345678901234567890');
    await expect(page.getByRole('textbox', { name: 'Amount in ETH', exact: true })).toHaveValue(
      '123456789012.34567890123456789',
    );
    await expect(page.getByRole('textbox', { name: 'Amount in gwei', exact: true })).toHaveValue(
      '123456789012345678901.23456789',
    );
    await expect(page.getByText('123,456,789,012.35')).toBeVisible();
    await expect(page.getByText('123.46B')).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount in gwei', exact: true }).fill('0.0000000001');
    await expect(page.getByRole('alert')).toHaveText('Too many decimal places: gwei has at most 9.');
    await expect(page.getByRole('textbox', { name: 'Amount in gwei', exact: true })).toHaveValue('0.0000000001');
    w.check();
  });
});

const ROUTES = ['base64', 'hex', 'encoder', 'pic2base64', 'timestamp', 'units'] as const;

for (const lang of LANGS) {
  test(`every route renders and reports errors in ${lang}`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang as Lang);
    const w = await watchProblems(page);
    const m = encodingMessages[lang];
    for (const id of ROUTES) {
      await page.goto(`/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(encodingNames[lang][id].name);
    }
    await open(page, '/base64');
    await pick(page, m.decode);
    await page.getByLabel(m.base64.base64Label).fill('ab!c');
    const expected = errorMessages[lang].INVALID_BASE64.replace('{char}', '!').replace('{position}', '3');
    await expect(page.getByRole('alert')).toHaveText(expected);
    w.check();
  });
}
