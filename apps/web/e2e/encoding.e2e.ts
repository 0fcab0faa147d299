import { execFileSync } from 'node:child_process';
import { randomBytes, randomFillSync } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { encodingNames } from '../app/tools/encoding/encoding.names.ts';
import { LANGS, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Expected values come from Python 3.11 (base64, urllib.parse, datetime + zoneinfo), not from the site.
const EN = encodingMessages.en_US;

/** Waits until React has hydrated the page (the tool's inputs respond). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForTool(page);
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

  test("fills a shared link's input once: a later change of direction keeps what was typed (zh_Hant_HK)", async ({
    page,
  }) => {
    const m = encodingMessages.zh_Hant_HK;
    const w = await watchProblems(page);
    // python3: base64.b64encode('你好'.encode()) is 5L2g5aW9
    await open(page, '/zh-hant/base64#dir=decode&input=5L2g5aW9');
    await expect(page.getByLabel(m.base64.base64Label)).toHaveValue('5L2g5aW9');
    await expect(output(page, m.base64.decodedText)).toHaveValue('你好');
    await page.getByLabel(m.base64.base64Label).fill('5L2g5aW977yB'); // '你好！'
    await expect(output(page, m.base64.decodedText)).toHaveValue('你好！');
    await pick(page, m.encode);
    await expect(page.getByLabel(m.base64.textLabel)).toHaveValue('');
    await page.getByLabel(m.base64.textLabel).fill('早');
    await pick(page, m.decode);
    await expect(page.getByLabel(m.base64.base64Label)).toHaveValue('5L2g5aW977yB');
    await pick(page, m.encode);
    await expect(page.getByLabel(m.base64.textLabel)).toHaveValue('早');
    await expect(output(page, m.base64.result)).toHaveValue('5pep'); // base64.b64encode('早'.encode())
    // A link opened in the same tab fills the box its direction names.
    await page.evaluate(() => {
      window.location.hash = 'input=YWJj';
    });
    await expect(page.getByLabel(m.base64.textLabel)).toHaveValue('YWJj');
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

  test('a file picked the moment the last one finishes never shows the last one’s text (zh_Hant_HK)', async ({
    page,
    context,
    baseURL,
  }) => {
    // Production renders on Preact, which keeps a finished file's text in an effect run after the next
    // paint. A file picked before then (here, in the very mutation that shows the first result) was given
    // the first file's text, shown under its name while it ran and kept if it was cancelled.
    const m = encodingMessages.zh_Hant_HK;
    const w = await watchProblems(page);
    await setLang(context, baseURL, 'zh_Hant_HK');
    await open(page, '/base64');
    await pick(page, m.sourceFile);
    const firstB64 = Buffer.from('the first file').toString('base64'); // Node's encoder, not the engine's
    await page.getByLabel(m.base64.chooseFileLabel).evaluate((el: HTMLInputElement, wrong: string) => {
      const shows = (v: string) =>
        Array.from(document.querySelectorAll('textarea'), (t) => t.value).some((t) => t.startsWith(v));
      const flags = { picked: false, wrong: false, second: false };
      (window as unknown as { __race: typeof flags }).__race = flags;
      const watch = () => {
        if (shows(wrong)) flags.wrong = true;
        // the second file is 32 MiB of zeros: its base64 starts AAAA
        if (shows('AAAAAAAA')) flags.second = true;
        else requestAnimationFrame(watch);
      };
      const seen = new MutationObserver(() => {
        if (flags.picked || !shows(wrong)) return;
        flags.picked = true;
        seen.disconnect();
        const files = new DataTransfer();
        files.items.add(new File([new Uint8Array(32 << 20)], 'second.bin'));
        el.files = files.files;
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        requestAnimationFrame(watch);
      });
      seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    }, firstB64);
    await page
      .getByLabel(m.base64.chooseFileLabel)
      .setInputFiles({ name: 'first.txt', mimeType: 'text/plain', buffer: Buffer.from('the first file') });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __race: { second: boolean } }).__race.second), {
        timeout: 30_000,
      })
      .toBe(true);
    const race = await page.evaluate(() => (window as unknown as { __race: Record<string, boolean> }).__race);
    expect(race).toEqual({ picked: true, wrong: false, second: true });
    await expect(page.getByText('second.bin').first()).toBeVisible();
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

  test('CyberChef’s To Hex delimiters (colon, 0x with comma, a byte per line) both ways, kept in the link', async ({
    page,
  }) => {
    const w = await watchProblems(page);
    // Python writes each form from the UTF-8 of the text: bytes.hex(':'), the C array, a byte per line.
    const py = `
import json
b = 'Hi 中'.encode()
print(json.dumps([b.hex(':'), ', '.join('0x%02x' % x for x in b), '\\n'.join('%02x' % x for x in b)]))
`;
    const [colon, cArray, perLine] = JSON.parse(execFileSync('python3', ['-c', py], { encoding: 'utf8' })) as string[];
    await open(page, '/hex');
    await page.getByLabel(EN.hex.textLabel).fill('Hi 中');
    const delimiter = page.getByLabel(EN.hex.delimiter);
    await delimiter.selectOption({ label: EN.hex.delimiters.colon });
    await expect(output(page, EN.hex.result)).toHaveValue(colon ?? '');
    await delimiter.selectOption({ label: EN.hex.delimiters['0x-comma'] });
    await expect(output(page, EN.hex.result)).toHaveValue(cArray ?? '');
    await expect(page).toHaveURL(/d=0x-comma/);
    await delimiter.selectOption({ label: EN.hex.delimiters.lf });
    await expect(output(page, EN.hex.result)).toHaveValue(perLine ?? '');
    await delimiter.selectOption({ label: EN.hex.delimiters.crlf });
    await expect(page).toHaveURL(/d=crlf/);
    await page.reload();
    await waitForTool(page);
    await expect(page.getByLabel(EN.hex.delimiter)).toHaveValue('crlf');
    await pick(page, EN.decode);
    for (const hex of [colon, cArray, perLine, perLine?.replaceAll('\n', '\r\n')]) {
      await page.getByLabel(EN.hex.hexLabel).fill(hex ?? '');
      await expect(output(page, EN.hex.decodedText)).toHaveValue('Hi 中');
    }
    w.check();
  });
});

test.describe('/encoder: every non-alphanumeric byte, decimal references and %u (issue 40)', () => {
  // Python writes each: quote(safe='') with -._~ escaped too, '&#%d;' per code point, %uXXXX per UTF-16 unit.
  const py = `
import json, urllib.parse
t = 'a-b.c_d~é 😀'
url = urllib.parse.quote(t, safe='')
for c in '-._~': url = url.replace(c, '%%%02X' % ord(c))
u = t.encode('utf-16-be')
print(json.dumps([url, ''.join('&#%d;' % ord(c) for c in t), ''.join('%%u%04X' % int.from_bytes(u[i:i+2], 'big') for i in range(0, len(u), 2))]))
`;
  for (const lang of ['en_US', 'zh_Hans_CN'] as const) {
    test(`each form both ways, kept in the link, in ${lang}`, async ({ page, context, baseURL }) => {
      const [url, dec, pctU] = JSON.parse(execFileSync('python3', ['-c', py], { encoding: 'utf8' })) as string[];
      const m = encodingMessages[lang];
      if (lang !== 'en_US') await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await open(page, '/encoder');
      const input = page.getByRole('textbox', { name: m.encoder.plainLabel, exact: true });
      await input.fill('a-b.c_d~é 😀');
      await page.getByLabel(m.encoder.mode).selectOption({ label: m.encoder.urlModes.all });
      await expect(output(page, m.encoder.encodedLabel)).toHaveValue(url ?? '');
      await expect(page).toHaveURL(/url=all/);
      await page.getByLabel(m.encoder.kind).selectOption('unicode');
      await page.getByLabel(m.encoder.escapeAll).check();
      await page.getByLabel(m.encoder.mode).selectOption({ label: m.encoder.unicodeModes.dec });
      await expect(output(page, m.encoder.encodedLabel)).toHaveValue(dec ?? '');
      await page.getByLabel(m.encoder.mode).selectOption({ label: m.encoder.unicodeModes['%u'] });
      await expect(output(page, m.encoder.encodedLabel)).toHaveValue(pctU ?? '');
      await page.reload();
      await waitForTool(page);
      await expect(page.getByLabel(m.encoder.mode)).toHaveValue('%u');
      await pick(page, m.decode);
      for (const [kind, encoded] of [
        ['unicode', dec],
        ['unicode', pctU],
        ['url', url],
      ] as const) {
        await page.getByLabel(m.encoder.kind).selectOption(kind);
        await page
          .getByRole('textbox', { name: m.encoder.encodedLabel, exact: true })
          .first()
          .fill(encoded ?? '');
        await expect(output(page, m.encoder.plainLabel)).toHaveValue('a-b.c_d~é 😀');
      }
      w.check();
    });
  }
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

  test('years past 9999 in ISO 8601 expanded form, both ways; a Chinese colon in Chinese (issue 40)', async ({
    page,
  }) => {
    const w = await watchProblems(page);
    await page.goto('/zh-hans/timestamp');
    await waitForTool(page);
    const m = encodingMessages.zh_Hans_CN.time;
    await page.getByLabel(m.zone).fill('UTC');
    await expect(page.getByText('不带时区偏移的日期按此时区读取：UTC')).toBeVisible();
    // expected: JavaScript's own Date.UTC and toISOString (ECMA-262's expanded years)
    const y10000 = Date.UTC(10000, 0, 1);
    await page.getByRole('textbox', { name: m.stampLabel, exact: true }).fill(String(y10000 / 1000));
    await expect(page.getByTestId(`time-${m.iso}`)).toHaveText(new Date(y10000).toISOString());
    await page.getByLabel(m.dateLabel).fill('+010000-01-01T00:00:00Z');
    await expect(page.getByTestId(`time-${m.nowSeconds}`).last()).toHaveText(String(y10000 / 1000));
    w.check();
  });
});

test.describe('/timestamp: the clock', () => {
  // issue 37: each second only the clock's rows (and a typed stamp's distance from now) render again, from one
  // timer; this is what a visitor sees of it: both tick together, pause freezes both, resume goes on at once
  test('ticks each second with the distance from now; pause freezes both, resume catches up', async ({ page }) => {
    const w = await watchProblems(page);
    const start = Date.UTC(2026, 2, 8, 12, 0, 0);
    await page.clock.install({ time: start - 60_000 });
    await open(page, '/timestamp');
    // from here the page's time moves only when the test moves it
    await page.clock.pauseAt(start);
    const seconds = page.getByTestId(`time-${EN.time.nowSeconds}`).first();
    await expect(seconds).toHaveText(/^\d{10}$/);
    const before = Number(await seconds.textContent());
    await page.getByRole('textbox', { name: EN.time.stampLabel, exact: true }).fill(String(start / 1000 - 30));
    const relative = page.getByTestId(`time-${EN.time.relative}`);
    // expected: node's Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(-30, 'second')
    await expect(relative).toHaveText('30 seconds ago');
    // three ticks: the clock three seconds on, the distance with it (to the last tick, up to a second before)
    await page.clock.runFor(3000);
    await expect(seconds).toHaveText(String(before + 3));
    await expect(relative).toHaveText(/^3[23] seconds ago$/);
    const ticked = await relative.textContent();
    await page.getByRole('button', { name: EN.time.pause }).click();
    const paused = await seconds.textContent();
    await page.clock.runFor(5000);
    await expect(seconds).toHaveText(paused ?? '');
    await expect(relative).toHaveText(ticked ?? '');
    // resumed: both at the time now (8 s after the stamp was typed), not at the next tick; the page's effects
    // run at the next frame, which the paused clock gives only when moved (100 ms: no second boundary)
    await page.getByRole('button', { name: EN.time.resume }).click();
    await page.clock.runFor(100);
    await expect(seconds).toHaveText(String(start / 1000 + 8));
    await expect(relative).toHaveText('38 seconds ago');
    w.check();
  });
});

test.describe('/timestamp in New York, with no Intl until a field is focused (issue 37)', () => {
  test.use({ timezoneId: 'America/New_York' });
  test("reads the visitor's own time through Date and names it by its offset (zh_Hant_HK)", async ({
    page,
    context,
    baseURL,
  }) => {
    // counts the Intl objects the page makes (the first costs a slow phone tens of ms)
    await page.addInitScript(() => {
      const w = window as unknown as { __intl: string[] };
      w.__intl = [];
      for (const name of ['DateTimeFormat', 'RelativeTimeFormat', 'NumberFormat'] as const) {
        const counted = (t: typeof Intl.DateTimeFormat, a: unknown[]) => {
          w.__intl.push(name);
          return Reflect.construct(t, a);
        };
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(Intl[name], {
          construct: counted,
          apply: (t, _, a) => counted(t as typeof Intl.DateTimeFormat, a),
        });
      }
      const list = Intl.supportedValuesOf;
      Intl.supportedValuesOf = (k) => {
        w.__intl.push('supportedValuesOf');
        return list(k);
      };
    });
    const made = () => page.evaluate(() => (window as unknown as { __intl: string[] }).__intl);
    await page.clock.setFixedTime(new Date('2026-03-08T12:00:00Z'));
    await setLang(context, baseURL, 'zh_Hant_HK');
    const m = encodingMessages.zh_Hant_HK.time;
    const w = await watchProblems(page);
    await open(page, '/timestamp');
    // python3: datetime.fromtimestamp(1772971200, ZoneInfo('America/New_York')) is 2026-03-08T08:00:00-04:00
    const nowLocal = page.getByTestId(`time-${fmt(m.local, { zone: 'UTC-04:00' })}`);
    await expect(nowLocal.first()).toHaveText('2026/03/08 08:00:00');
    // the clock's example: the current time in the visitor's zone (and UTC), its date read back; no distance
    await expect(page.getByRole('textbox', { name: m.stampLabel, exact: true })).toHaveValue('1772971200');
    await expect(nowLocal).toHaveCount(2);
    await expect(page.getByTestId(`time-${m.utc}`)).toHaveText('2026/03/08 12:00:00');
    await expect(page.getByLabel(m.dateLabel)).toHaveValue('2026-03-08T08:00:00.000-04:00');
    await expect(page.getByTestId(`time-${m.nowSeconds}`).last()).toHaveText('1772971200');
    await expect(page.getByTestId(`time-${m.relative}`)).toHaveCount(0);
    expect(await made()).toEqual([]);

    // a stamp the visitor types: its own offset (EST in November), and its distance from now
    const stamp = page.getByRole('textbox', { name: m.stampLabel, exact: true });
    await stamp.focus();
    expect(await made()).toEqual(['RelativeTimeFormat']);
    await stamp.fill('1700000000');
    // python3: datetime.fromtimestamp(1700000000, ZoneInfo('America/New_York')) is 2023-11-14T17:13:20-05:00
    await expect(page.getByTestId(`time-${fmt(m.local, { zone: 'UTC-05:00' })}`)).toHaveText('2023/11/14 17:13:20');
    // 844.6 days before now: two years, in the visitor's language
    await expect(page.getByTestId(`time-${m.relative}`)).toHaveText(/^2\s*年前$/);

    // the zone field's focus names the visitor's zone and lists every zone the browser knows
    const zone = page.getByRole('combobox', { name: m.zone, exact: true });
    await zone.focus();
    const named = fmt(m.local, { zone: 'America/New_York' });
    await expect(page.getByTestId(`time-${named}`)).toHaveCount(2);
    await expect(page.getByTestId(`time-${named}`).last()).toHaveText('2023/11/14 17:13:20');
    const options = page.locator(`datalist[id="${await zone.getAttribute('list')}"] option`);
    expect(await options.count()).toBeGreaterThan(300);
    await zone.fill('Asia/Shanghai');
    await expect(page.getByTestId(`time-${fmt(m.chosen, { zone: 'Asia/Shanghai' })}`)).toHaveText(
      '2023/11/15 06:13:20',
    );
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

// ---- issue 20: strict padding, xxd read-back, big inputs, /timestamp on a phone ----

/** The message of an engine error code in a language, with its params filled in. */
const errorIn = (lang: Lang, code: keyof (typeof errorMessages)['en_US'], params: Record<string, string | number>) =>
  Object.entries(params).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), errorMessages[lang][code]);

test.describe('/base64 strict mode (issue 20)', () => {
  test('refuses missing padding as Python does, in zh_Hant_HK', async ({ page, context, baseURL }) => {
    // python3 -c "import base64; base64.b64decode('aGVsbG8', validate=True)"  -> binascii.Error: Incorrect padding
    // python3 -c "import base64; print(base64.b64decode('aGVsbG8=', validate=True))"  -> b'hello'
    await setLang(context, baseURL, 'zh_Hant_HK');
    const m = encodingMessages.zh_Hant_HK;
    await open(page, '/base64');
    await pick(page, m.decode);
    await page.getByLabel(m.base64.strict).check();
    await page.getByLabel(m.base64.base64Label).fill('aGVsbG8');
    await expect(page.getByRole('alert')).toHaveText(errorIn('zh_Hant_HK', 'BASE64_PADDING', { position: 8 }));
    await expect(page.getByLabel(m.base64.base64Label)).toHaveValue('aGVsbG8');
    await page.getByLabel(m.base64.base64Label).fill('aGVsbG8=');
    await expect(output(page, m.base64.decodedText)).toHaveValue('hello');
    await page.getByLabel(m.base64.strict).uncheck();
    await page.getByLabel(m.base64.base64Label).fill('aGVsbG8');
    await expect(output(page, m.base64.decodedText)).toHaveValue('hello');
  });
});

/** `xxd` of the bytes when the CLI is installed; else the same dump written by hand in xxd's format (vim's xxd(1)). */
function xxd(bytes: Buffer, fallback: string): string {
  try {
    return execFileSync('xxd', [], { input: bytes }).toString();
  } catch {
    return fallback;
  }
}

test.describe('/hex reads back xxd dumps (issue 20)', () => {
  test('its own dump and xxd output become the bytes again; bytes that are not UTF-8 show as hex with a download', async ({
    page,
  }) => {
    const w = await watchProblems(page);
    await open(page, '/hex');
    const text = 'Tinkerbox: 中文, ĥéłłö\nline two, long enough to need a second dump line.\n';
    await page.getByLabel(EN.hex.textLabel).fill(text);
    await pick(page, EN.hex.viewDump);
    const ownDump = await output(page, EN.hex.dump).inputValue();
    await pick(page, EN.decode);
    await page.getByLabel(EN.hex.hexLabel).fill(ownDump);
    await expect(output(page, EN.hex.decodedText)).toHaveValue(text);
    await expect(page.getByText(EN.hex.fromDump)).toBeVisible();

    // Not UTF-8: 0xff 0xfe and a lone 0x80 among text, dumped by the xxd CLI.
    const bytes = Buffer.concat([Buffer.from('bytes: '), Buffer.from([0xff, 0xfe, 0x00, 0x80]), Buffer.from(' end\n')]);
    const dump = xxd(bytes, '00000000: 6279 7465 733a 20ff fe00 8020 656e 640a  bytes: .... end.\n');
    await page.getByLabel(EN.hex.hexLabel).fill(dump);
    await expect(output(page, EN.hex.decodedHex)).toHaveValue(bytes.toString('hex').replace(/(..)(?!$)/g, '$1 '));
    await expect(page.getByText('not valid UTF-8 text')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${EN.download}: ${EN.hex.decodedHex}` }).click(),
    ]);
    expect(readFileSync((await download.path()) as string)).toEqual(bytes);
    w.check();
  });

  test('a line that is not a dump line is named, in zh_Hans_CN', async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'zh_Hans_CN');
    const m = encodingMessages.zh_Hans_CN;
    await open(page, '/hex');
    await pick(page, m.decode);
    await page.getByLabel(m.hex.hexLabel).fill('00000000: 4869 210a  Hi!.\nhello there\n');
    await expect(page.getByRole('alert')).toHaveText(errorIn('zh_Hans_CN', 'HEX_DUMP_LINE', { line: 2 }));
  });
});

/** What a CLI prints for the bytes (util-linux hexdump here). */
const cli = (cmd: string, args: string[], input: Buffer) => execFileSync(cmd, args, { input }).toString();

test.describe('/hex writes and reads hexdump -C, hexdump and Wireshark dumps (issue 40)', () => {
  // 'Hello, World!\n' twice then 38 A's: a repeated line for hexdump's `*`, an odd tail of 2 bytes.
  const text = `Hello, World!\nHello, World!\n${'A'.repeat(38)}`;
  const bytes = Buffer.from(text);
  for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
    test(`each layout matches its tool and reads back, kept in the link, in ${lang}`, async ({
      page,
      context,
      baseURL,
    }) => {
      const m = encodingMessages[lang];
      if (lang !== 'en_US') await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await open(page, '/hex');
      await page.getByLabel(m.hex.textLabel).fill(text);
      // Wireshark's, from epan/print.c's print_hex_data_buffer (see the engine's generate-formats.py).
      const wireshark = [
        `0000  48 65 6c 6c 6f 2c 20 57 6f 72 6c 64 21 0a 48 65   Hello, World!.He`,
        `0010  6c 6c 6f 2c 20 57 6f 72 6c 64 21 0a 41 41 41 41   llo, World!.AAAA`,
        `0020  41 41 41 41 41 41 41 41 41 41 41 41 41 41 41 41   AAAAAAAAAAAAAAAA`,
        `0030  41 41 41 41 41 41 41 41 41 41 41 41 41 41 41 41   AAAAAAAAAAAAAAAA`,
        `0040  41 41${' '.repeat(43)}  AA`,
      ].join('\n');
      const expected = {
        'hexdump-C': cli('hexdump', ['-C'], bytes),
        hexdump: cli('hexdump', [], bytes),
        wireshark: `${wireshark}\n`,
      } as const;
      for (const layout of ['hexdump-C', 'hexdump', 'wireshark'] as const) {
        await pick(page, m.hex.views[layout]);
        const label = encodingMessages[lang].hex.dumpOf.replace('{tool}', m.hex.views[layout]);
        await expect(output(page, label)).toHaveValue(expected[layout]);
      }
      await expect(page).toHaveURL(/view=wireshark/);
      await page.reload();
      await waitForTool(page);
      await expect(page.getByRole('radio', { name: m.hex.views.wireshark, exact: true })).toBeChecked();
      await pick(page, m.decode);
      for (const layout of ['hexdump-C', 'hexdump', 'wireshark'] as const) {
        await page.getByLabel(m.hex.hexLabel).fill(expected[layout]);
        await expect(output(page, m.hex.decodedText)).toHaveValue(text);
        await expect(page.getByText(m.hex.fromLayout.replace('{tool}', m.hex.views[layout]))).toBeVisible();
      }
      w.check();
    });
  }
});

/** A trace event, as Chromium writes them (times in microseconds; `tdur` the thread's own CPU time). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { message?: string } };
}

/**
 * The page's main-thread tasks over 50 ms, by the CPU time each took (the trace's thread duration, which
 * a busy machine does not stretch, where a long task's wall-clock duration grows with the load: issue
 * 37). `take()` returns those since the last call, in ms, and starts counting again.
 */
async function watchLongTasks(page: Page) {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  const categories = ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel'];
  // The browser starts tracing at once and the page's renderer a moment later; a task run in between is
  // not in the trace (a loaded machine showed it: no task at all, so a limit would hold by default). So
  // each trace waits, then leaves a mark in the page, and a trace without the mark is an error, not "no
  // long task".
  const MARK = 'tinkerbox-trace-covers-the-page';
  const start = async () => {
    await browser.startTracing(undefined, { categories });
    await page.waitForTimeout(300);
    await page.evaluate((m) => console.timeStamp(m), MARK);
  };
  // the browser's own trace (no page: it outlives the test's page), left running by the worker's last test
  await browser.stopTracing().catch(() => undefined);
  await start();
  return {
    take: async () => {
      const trace = await browser.stopTracing();
      await start();
      const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
      if (!traceEvents.some((e) => e.name === 'TimeStamp' && e.args?.data?.message === MARK))
        throw new Error('the trace did not reach the page before its work began: no measure, not no long task');
      const main = new Set(
        traceEvents
          .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          .map((e) => `${e.pid}:${e.tid}`),
      );
      if (main.size === 0) throw new Error('the trace names no renderer main thread');
      return traceEvents
        .filter((e) => e.ph === 'X' && e.name === 'RunTask' && main.has(`${e.pid}:${e.tid}`))
        .map((e) => Math.round((e.tdur ?? e.dur ?? 0) / 1000))
        .filter((ms) => ms > 50);
    },
  };
}

/** Busy work of `steps` steps (its result keeps it from being optimised away). */
function spin(steps: number): number {
  let x = 0;
  for (let i = 0; i < steps; i++) x = (x + Math.sqrt(i)) % 1e9;
  return x;
}

/** How many steps of `spin` take this process `ms` of CPU time (user and system, process.cpuUsage). */
function stepsForCpuMs(ms: number): number {
  let steps = 1_000_000;
  for (;;) {
    const before = process.cpuUsage();
    spin(steps);
    const used = process.cpuUsage(before);
    const took = (used.user + used.system) / 1000;
    if (took >= 50) return Math.round((steps * ms) / took);
    steps *= 4;
  }
}

/** About 5 MB of text: random bytes as base64, so it is ASCII and not repetitive. */
const BIG = randomBytes(3_750_000).toString('base64');

/**
 * Pastes 5 MB into a field (a synthetic paste event), types three characters at its start, waits for the result, and returns
 * the main thread's long tasks over all of it and the downloaded full result.
 */
async function pasteBigAndEdit(
  page: Page,
  field: ReturnType<Page['getByRole']>,
  big: string,
  result: { label: string; startsWith: string },
) {
  const lt = await watchLongTasks(page);
  return {
    lt,
    run: async () => {
      // The 5 MB reach the page first (Playwright's own transfer is not the page's work), then one paste.
      await page.evaluate((text) => {
        (window as unknown as { __paste: string }).__paste = text;
      }, big);
      await field.focus();
      await lt.take();
      await field.evaluate((el) => {
        const text = (window as unknown as { __paste: string }).__paste;
        const data = new DataTransfer();
        data.setData('text/plain', text);
        const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
        // A page that leaves the paste to the browser gets what the browser would do: insert the text.
        if (el.dispatchEvent(event)) document.execCommand('insertText', false, text);
      });
      await field.press('Control+Home');
      await field.pressSequentially('xyz', { delay: 50 });
      // Compared by their start, so that a failure prints 40 characters rather than megabytes.
      const start = (label: string) => async () => (await output(page, label).inputValue()).slice(0, 40);
      await expect.poll(start(result.label), { timeout: 30_000 }).toBe(result.startsWith);
      await expect(page.getByText(EN.working)).toHaveCount(0);
      const tasks = await lt.take();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `${EN.download}: ${result.label}` }).click(),
      ]);
      return { tasks, full: readFileSync((await download.path()) as string, 'utf8') };
    },
  };
}

// Tagged @alone: run after the rest with one worker (package.json's e2e), since the trace's CPU time of
// a task grows when the other worker's browser shares the two cores (rehearsal s34a: /hex and /encoder at
// 207-352 ms with another test running, on the build before this session's changes too).
test.describe('big inputs never block the page for more than 200 ms of CPU time (issues 20, 37)', {
  tag: '@alone',
}, () => {
  test('the meter itself: work that takes this machine 300 ms of CPU time is one long task in the page', async ({
    page,
  }) => {
    // A fixed amount of work, not a fixed time (a loaded machine gives a timed loop less CPU): as many
    // steps as take this Node process 300 ms of CPU time, then the same steps in the page.
    const steps = stepsForCpuMs(300);
    await open(page, '/hex');
    const lt = await watchLongTasks(page);
    await page.evaluate(spin, steps);
    const tasks = await lt.take();
    // the page's V8 is Node's; half, for what differs between them
    expect(Math.max(0, ...tasks), `long tasks: ${tasks.join(', ')} ms`).toBeGreaterThanOrEqual(150);
  });

  test('/hex: 5 MB pasted and edited', async ({ page }) => {
    const run = await pasteBigAndEdit(page, page.getByRole('textbox', { name: EN.hex.textLabel }), BIG, {
      label: EN.hex.result,
      startsWith: Buffer.from(`xyz${BIG.slice(0, 40)}`)
        .toString('hex')
        .slice(0, 40),
    });
    await open(page, '/hex');
    const { tasks, full } = await run.run();
    expect(full === Buffer.from(`xyz${BIG}`).toString('hex'), 'the download is the hex of the edited input').toBe(true);
    expect(Math.max(0, ...tasks), `long tasks: ${tasks.join(', ')} ms`).toBeLessThan(200);
    expect((await page.getByRole('textbox', { name: EN.hex.textLabel }).inputValue()).slice(0, 10)).toBe(
      `xyz${BIG.slice(0, 7)}`,
    );
  });

  test('/base64: 5 MB pasted and edited', async ({ page }) => {
    const run = await pasteBigAndEdit(page, page.getByRole('textbox', { name: EN.base64.textLabel }), BIG, {
      label: EN.base64.result,
      startsWith: Buffer.from(`xyz${BIG.slice(0, 40)}`)
        .toString('base64')
        .slice(0, 40),
    });
    await open(page, '/base64');
    const { tasks, full } = await run.run();
    expect(full === Buffer.from(`xyz${BIG}`).toString('base64'), 'the download is the base64 of the edited input').toBe(
      true,
    );
    expect(Math.max(0, ...tasks), `long tasks: ${tasks.join(', ')} ms`).toBeLessThan(200);
  });

  test('/encoder: 5 MB pasted and edited', async ({ page }) => {
    // Characters that need escaping, so the output is longer than the input.
    const big = 'a b&c/é中?'.repeat(500_000);
    const run = await pasteBigAndEdit(
      page,
      page.getByRole('textbox', { name: EN.encoder.plainLabel, exact: true }),
      big,
      {
        label: EN.encoder.encodedLabel,
        startsWith: encodeURIComponent(`xyz${big.slice(0, 40)}`).slice(0, 40),
      },
    );
    await open(page, '/encoder');
    const { tasks, full } = await run.run();
    expect(full === encodeURIComponent(`xyz${big}`), 'the download is the edited input, percent-encoded').toBe(true);
    expect(Math.max(0, ...tasks), `long tasks: ${tasks.join(', ')} ms`).toBeLessThan(200);
  });

  test('/pic2base64: a 7 MB image', async ({ page }) => {
    const lt = await watchLongTasks(page);
    const png = noisePng(1600, 1500);
    await open(page, '/pic2base64');
    await lt.take();
    // From a file on disk: Playwright hands a path to the browser, while a buffer would be decoded by a
    // script in the page (seconds of the page's own time for 7 MB, counted as long tasks).
    const file = test.info().outputPath('noise.png');
    writeFileSync(file, png);
    await page.getByLabel(EN.pic.chooseLabel).setInputFiles(file);
    const bare = async () => (await output(page, EN.pic.bare).inputValue()).slice(0, 40);
    await expect.poll(bare, { timeout: 30_000 }).toBe(png.toString('base64').slice(0, 40));
    const tasks = await lt.take();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `${EN.download}: ${EN.pic.dataUri}` }).click(),
    ]);
    expect(readFileSync((await download.path()) as string, 'utf8')).toBe(
      `data:image/png;base64,${png.toString('base64')}`,
    );
    expect(Math.max(0, ...tasks), `long tasks: ${tasks.join(', ')} ms`).toBeLessThan(200);
  });
});

/** A PNG of random RGB pixels, stored uncompressed (zlib level 0): about 3 × width × height bytes. */
function noisePng(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = (crcTable[(c ^ x) & 255] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  randomFillSync(rows);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('/timestamp on a phone (issue 20)', () => {
  test('at 375 px no value breaks inside a number and nothing scrolls sideways', async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, 'zh_Hans_CN');
    const m = encodingMessages.zh_Hans_CN;
    await page.setViewportSize({ width: 375, height: 667 });
    await open(page, '/timestamp');
    await page.getByLabel(m.time.zone).fill('America/Los_Angeles');
    await page.getByRole('textbox', { name: m.time.stampLabel, exact: true }).fill('1700000000');
    await expect(page.getByTestId(`time-${m.time.rfc}`)).toHaveText('Tue, 14 Nov 2023 14:13:20 -0800');
    const report = await page.evaluate(() => {
      const broken: string[] = [];
      for (const el of document.querySelectorAll('[data-testid^="time-"]')) {
        const node = el.firstChild;
        if (!node?.textContent) continue;
        for (const match of node.textContent.matchAll(/[0-9][0-9:.+-]*/g)) {
          const r = document.createRange();
          r.setStart(node, match.index);
          r.setEnd(node, match.index + match[0].length);
          const tops = new Set(Array.from(r.getClientRects(), (x) => Math.round(x.top)));
          if (tops.size > 1) broken.push(`${el.getAttribute('data-testid')}: ${match[0]}`);
        }
      }
      return { broken, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    expect(report.broken).toEqual([]);
    expect(report.overflow).toBeLessThanOrEqual(0);
  });
});
