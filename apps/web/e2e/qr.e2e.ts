import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { CHROMIUM_BROWSER } from './chromium.ts';
import { hasCommand, LANGS, type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Independent tools on the test machine: qrencode makes codes for the reader, zbarimg reads what the
// generator downloads. CI installs both (apt-get install -y qrencode zbar-tools).
const HAS_QRENCODE = hasCommand('qrencode');
const HAS_ZBAR = hasCommand('zbarimg');
const dir = mkdtempSync(join(tmpdir(), 'qr-e2e-'));

function qrencodePng(data: string | Uint8Array, extra: string[] = []): Buffer {
  return execFileSync('qrencode', ['-s', '6', '-8', ...extra, '-o', '-'], {
    input: typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data),
  });
}

function zbar(bytes: Uint8Array): string | null {
  const f = join(dir, `z${Math.random().toString(36).slice(2)}.png`);
  writeFileSync(f, bytes);
  const r = spawnSync('zbarimg', ['-q', '--raw', '-Sbinary', f]);
  return r.status === 0 ? r.stdout.toString('utf8') : null;
}

/**
 * Reads a PNG with zxing-cpp (zxing-wasm in Node, WASM from the npm package): its text, whether it has
 * an ECI header, and the content in the AIM ECI protocol (`]Q2\000026…` for ECI 26, `]Q1…` without).
 */
async function zxingRead(png: Uint8Array): Promise<{ text: string; hasECI: boolean; eciProtocol: string }> {
  const { prepareZXingModule, readBarcodes } = await import('zxing-wasm/reader');
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  const [r] = await readBarcodes(new Blob([new Uint8Array(png)], { type: 'image/png' }), { formats: ['QRCode'] });
  if (!r) throw new Error('zxing found no code');
  return { text: r.text, hasECI: r.hasECI, eciProtocol: new TextDecoder().decode(r.bytesECI) };
}

const T = {
  en_US: {
    gen: 'QR code generator',
    batch: 'Batch QR code generator',
    reader: 'QR code reader',
    text: 'Text',
    verified: 'Checked: a QR reader decodes this image back to exactly this text.',
    tooLong: 'Too long for a QR code at error correction H',
    found1: '1 code(s) found.',
    notFound: 'No QR code was found in this image.',
    eci: 'Mark the text as UTF-8 (ECI 26)',
  },
  zh_Hans_CN: {
    gen: '二维码生成器',
    batch: '批量二维码生成',
    reader: '二维码识别',
    text: '文本',
    verified: '已检查：扫码软件能把这张图片还原为完全相同的文本。',
    tooLong: '内容过长，纠错等级 H 的二维码放不下',
    found1: '找到 1 个码。',
    notFound: '这张图片中没有找到二维码。',
    eci: '将文本标记为 UTF-8（ECI 26）',
  },
  zh_Hant_HK: {
    gen: 'QR 碼產生器',
    batch: '批次 QR 碼產生',
    reader: 'QR 碼識別',
    text: '文字',
    verified: '已檢查：掃碼軟件能把這張圖片還原為完全相同的文字。',
    tooLong: '內容過長，糾錯等級 H 的 QR 碼放不下',
    found1: '找到 1 個碼。',
    notFound: '這張圖片中沒有找到 QR 碼。',
    eci: '將文字標記為 UTF-8（ECI 26）',
  },
} satisfies Record<Lang, Record<string, string>>;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForTool(page);
}

async function drop(page: Page, bytes: Uint8Array, name: string, type: string) {
  const dt = await page.evaluateHandle(
    ({ b, name, type }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(b)], name, { type }));
      return dt;
    },
    { b: [...bytes], name, type },
  );
  await page.getByTestId('qr-drop').dispatchEvent('drop', { dataTransfer: dt });
}

for (const lang of LANGS) {
  test(`/qrcode makes a code that scans, in ${lang}`, async ({ page, context, baseURL }) => {
    const t = T[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await open(page, '/qrcode');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.gen);
    const text = `Tinkerbox ${lang} 你好 https://example.com/?a=1`;
    await page.getByRole('textbox', { name: t.text, exact: true }).fill(text);
    await expect(page.getByTestId('qr-preview')).toBeVisible();
    await expect(page.getByText(t.verified)).toBeVisible();

    const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /PNG/ }).click()]);
    expect(png.suggestedFilename()).toBe('qrcode.png');
    const bytes = readFileSync(await png.path());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    if (HAS_ZBAR) expect(zbar(bytes)).toBe(text);

    // Too long for version 40-H: the message is beside the field, in this language, and the text stays.
    const long = 'x'.repeat(1300);
    await page.getByRole('textbox', { name: t.text, exact: true }).fill(long);
    await expect(page.getByRole('alert').filter({ hasText: t.tooLong })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.text, exact: true })).toHaveValue(long);
    w.check();
  });
}

for (const lang of LANGS) {
  test(`/qrcode marks the text as UTF-8 (ECI 26) when asked, in ${lang}`, async ({ page, context, baseURL }) => {
    const t = T[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await open(page, '/qrcode');
    const text = `Grüße 你好 ${lang}`;
    await page.getByRole('textbox', { name: t.text, exact: true }).fill(text);
    await expect(page.getByText(t.verified)).toBeVisible();
    const download = async () => {
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /PNG/ }).click(),
      ]);
      return readFileSync(await png.path());
    };

    // Off by default: no ECI header, as most generators do.
    const box = page.getByRole('checkbox', { name: t.eci });
    await expect(box).not.toBeChecked();
    const plain = await zxingRead(await download());
    expect(plain).toEqual({ text, hasECI: false, eciProtocol: `]Q1${text}` });

    // On: the 12 header bits show in the capacity used, and readers see ECI 26.
    const info = await page.getByTestId('qr-info').textContent();
    await box.check();
    await expect(page.getByTestId('qr-info')).not.toHaveText(info!);
    await expect(page.getByText(t.verified)).toBeVisible();
    const png = await download();
    expect(await zxingRead(png)).toEqual({ text, hasECI: true, eciProtocol: `]Q2\\000026${text}` });
    if (HAS_ZBAR) expect(zbar(png)).toBe(text);
    w.check();
  });
}

test('/qrcode: a colour typed where there is no colour picker is refused beside its field (issue 40, zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const w = await watchProblems(page);
  await open(page, '/qrcode');
  await page.getByRole('textbox', { name: T.zh_Hant_HK.text, exact: true }).fill('colour');
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  // a browser without a colour picker shows <input type="color"> as a text box
  const colour = page.getByLabel('碼的顏色');
  await colour.evaluate((e) => {
    (e as HTMLInputElement).type = 'text';
  });
  await colour.fill('#zzz');
  await expect(page.getByRole('alert').filter({ hasText: '「#zzz」不是顏色' })).toBeVisible();
  await expect(colour).toHaveValue('#zzz');
  // the code is still drawn, with the default colour meanwhile
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  await colour.fill('#123456');
  await expect(page.getByRole('alert').filter({ hasText: '不是顏色' })).toHaveCount(0);
  w.check();
});

test('/qrcode templates, styles, a logo and SVG/WebP downloads', async ({ page }) => {
  const w = await watchProblems(page);
  await open(page, '/qrcode');
  await page.getByText('Wi-Fi', { exact: true }).click();
  await page.getByLabel('Network name (SSID)').fill('Cafe;Guest');
  await page.getByLabel('Password', { exact: true }).fill('p:ss');
  await expect(page.getByLabel('Encoded text')).toHaveValue('WIFI:T:WPA;S:Cafe\\;Guest;P:p\\:ss;;');
  await expect(page.getByText('Checked: a QR reader decodes')).toBeVisible();

  await page.getByText('Location', { exact: true }).click();
  await page.getByLabel('Latitude').fill('123');
  await page.getByLabel('Longitude').fill('2.29');
  await expect(page.getByRole('alert').filter({ hasText: 'Latitude must be a number from -90 to 90.' })).toBeVisible();
  await page.getByLabel('Latitude').fill('48.8584');
  await expect(page.getByLabel('Encoded text')).toHaveValue('geo:48.8584,2.29');

  await page.getByLabel('Module shape').selectOption('dots');
  await page.getByLabel('Corner shape').selectOption('rounded');
  // A 64×64 logo drawn in the page: the level locks to H and the styled code must still read back.
  const logo = await page.evaluate(async () => {
    const c = document.createElement('canvas');
    c.width = c.height = 64;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#e11d48';
    ctx.fillRect(0, 0, 64, 64);
    const b = await new Promise<Blob>((r) => c.toBlob((x) => r(x!), 'image/png'));
    return [...new Uint8Array(await b.arrayBuffer())];
  });
  await page
    .getByLabel('Choose a logo image')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logo) });
  await expect(page.getByLabel('Error correction')).toBeDisabled();
  await expect(page.getByText('Checked: a QR reader decodes')).toBeVisible();

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as SVG' }).click(),
  ]);
  const svgText = readFileSync(await svg.path(), 'utf8');
  expect(svgText).toMatch(/^<svg/);
  expect(svgText).toContain('<image href="data:image/png;base64,');
  const [webp] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as WebP' }).click(),
  ]);
  const webpBytes = readFileSync(await webp.path());
  expect(webpBytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  w.check();
});

for (const lang of LANGS) {
  test(`/qrcodemul downloads a ZIP, in ${lang}`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await open(page, '/qrcodemul');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T[lang].batch);
    await page.locator('textarea').fill('https://example.com/1\n\nsecond line 二\nthird');
    await expect(page.getByTestId('qr-grid').locator('img')).toHaveCount(3);
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /ZIP/ }).click()]);
    expect(dl.suggestedFilename()).toBe('qrcodes.zip');
    const files = unzipSync(readFileSync(await dl.path()));
    expect(Object.keys(files).sort()).toEqual(['qr-0001.png', 'qr-0002.png', 'qr-0003.png']);
    if (HAS_ZBAR) expect(zbar(files['qr-0002.png']!)).toBe('second line 二');
    w.check();
  });
}

test('/qrcodemul reads a CSV with a file-name column, and prints a sheet', async ({ page }) => {
  const w = await watchProblems(page);
  await open(page, '/qrcodemul');
  await page.getByText('CSV with a header row').click();
  await page.locator('textarea').fill('name,url\nshop,"https://example.com/a,b"\nshop,https://example.com/c\n');
  await expect(page.getByLabel('Column with the content')).toHaveValue('1');
  await expect(page.getByLabel('Column with the file name')).toHaveValue('0');
  await page.getByLabel('Image format').selectOption('svg');
  const [dl] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  const files = unzipSync(readFileSync(await dl.path()));
  expect(Object.keys(files).sort()).toEqual(['shop-2.svg', 'shop.svg']);
  expect(new TextDecoder().decode(files['shop.svg'])).toMatch(/^<svg/);
  await page.getByRole('button', { name: 'Print sheet' }).click();
  const sheet = page.frameLocator('[data-testid="qr-sheet"]');
  await expect(sheet.locator('figure')).toHaveCount(2);
  await expect(sheet.locator('figcaption').first()).toHaveText('https://example.com/a,b');
  w.check();
});

for (const lang of LANGS) {
  test(`/qrcodereader reads a dropped file, in ${lang}`, async ({ page, context, baseURL }) => {
    test.skip(!HAS_QRENCODE, 'qrencode missing: apt-get install -y qrencode');
    const t = T[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await open(page, '/qrcodereader');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.reader);
    const url = 'https://example.com/tinkerbox?q=1';
    await drop(page, qrencodePng(url), 'code.png', 'image/png');
    await expect(page.getByText(t.found1)).toBeVisible();
    await expect(page.locator('#qr-text-1')).toHaveValue(url);
    const link = page.getByRole('link', { name: new RegExp(url.replace(/[?.]/g, '\\$&')) });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    expect(page.url()).toMatch(/\/qrcodereader$/);

    // An image without a code: the message in this language, role="alert".
    const blank = await page.evaluate(async () => {
      const c = document.createElement('canvas');
      c.width = c.height = 120;
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, 120, 120);
      const b = await new Promise<Blob>((r) => c.toBlob((x) => r(x!), 'image/png'));
      return [...new Uint8Array(await b.arrayBuffer())];
    });
    await drop(page, new Uint8Array(blank), 'blank.png', 'image/png');
    await expect(page.getByRole('alert').filter({ hasText: t.notFound })).toBeVisible();
    w.check();
  });
}

test('/qrcodereader: inverted codes, raw bytes as hex, several codes, a file that is not an image', async ({
  page,
}) => {
  test.skip(!HAS_QRENCODE, 'qrencode missing: apt-get install -y qrencode');
  const w = await watchProblems(page);
  await open(page, '/qrcodereader');
  // Light on dark, through the file picker.
  await page.getByLabel('Choose an image').setInputFiles({
    name: 'inverted.png',
    mimeType: 'image/png',
    buffer: qrencodePng('WIFI:T:WPA;S:Home;P:secret;;', ['--foreground=FFFFFF', '--background=000000']),
  });
  await expect(page.getByTestId('qr-kind')).toHaveText('Wi-Fi network');
  await expect(page.getByText('light on dark')).toBeVisible();

  // Bytes that are not UTF-8.
  await drop(page, qrencodePng(new Uint8Array([0xca, 0xfe, 0xba, 0xbe, 0x00, 0xff])), 'bin.png', 'image/png');
  await expect(page.locator('#qr-hex-1')).toHaveValue('ca fe ba be 00 ff');

  // Two codes side by side in one image, composed in the page.
  const a = [...qrencodePng('left code')];
  const b = [...qrencodePng('right code')];
  const both = await page.evaluate(
    async ({ a, b }) => {
      const load = (x: number[]) => createImageBitmap(new Blob([new Uint8Array(x)], { type: 'image/png' }));
      const [ia, ib] = await Promise.all([load(a), load(b)]);
      const c = document.createElement('canvas');
      c.width = ia.width + ib.width + 40;
      c.height = Math.max(ia.height, ib.height);
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, c.width, c.height);
      ctx.drawImage(ia, 0, 0);
      ctx.drawImage(ib, ia.width + 40, 0);
      const blob = await new Promise<Blob>((r) => c.toBlob((x) => r(x!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    { a, b },
  );
  await drop(page, new Uint8Array(both), 'two.png', 'image/png');
  await expect(page.getByText('2 code(s) found.')).toBeVisible();
  const texts = [await page.locator('#qr-text-1').inputValue(), await page.locator('#qr-text-2').inputValue()].sort();
  expect(texts).toEqual(['left code', 'right code']);

  await drop(page, new TextEncoder().encode('not an image'), 'notes.txt', 'text/plain');
  await expect(
    page.getByRole('alert').filter({ hasText: 'That file is not an image this browser can open.' }),
  ).toBeVisible();
  w.check();
});

test('/qrcodereader reads black and white codes on a transparent PNG (issue 40)', async ({ page }) => {
  test.skip(!HAS_QRENCODE, 'qrencode missing: apt-get install -y qrencode');
  const w = await watchProblems(page);
  await open(page, '/qrcodereader');
  // qrencode writes the clear pixels as black with alpha 0: read without their alpha, black ink is black
  // on black; laid over white only, white ink is white on white
  for (const ink of ['000000FF', 'FFFFFFFF']) {
    const text = `https://example.com/transparent?ink=${ink}`;
    const png = qrencodePng(text, [`--foreground=${ink}`, '--background=00000000']);
    await drop(page, png, `clear-${ink}.png`, 'image/png');
    await expect(page.locator('#qr-text-1')).toHaveValue(text);
    await expect(page.getByText('1 code(s) found.')).toBeVisible();
  }
  w.check();
});

test('QR pages work at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const w = await watchProblems(page);
  await open(page, '/qrcode');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('mobile');
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
  w.check();
});

/** A Y4M video (what Chromium's fake camera plays) showing a code made by qrencode, 480 × 480. */
function y4mOf(text: string): string | null {
  if (!HAS_QRENCODE) return null;
  const rows = execFileSync('qrencode', ['-t', 'ASCII', '-m', '4', '-o', '-'], { input: Buffer.from(text, 'utf8') })
    .toString('latin1')
    .split('\n')
    .filter((l) => l.length > 0);
  const n = rows.length;
  const side = 480;
  const scale = Math.floor(side / n);
  const off = Math.floor((side - n * scale) / 2);
  const y = Buffer.alloc(side * side, 235);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (rows[r]![c * 2] === '#')
        for (let dy = 0; dy < scale; dy++)
          y.fill(
            16,
            (off + r * scale + dy) * side + off + c * scale,
            (off + r * scale + dy) * side + off + (c + 1) * scale,
          );
  const chroma = Buffer.alloc((side / 2) * (side / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  const file = join(dir, 'camera.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
  );
  return file;
}

const CAMERA_TEXT = 'https://example.com/from-the-camera';
const cameraFile = y4mOf(CAMERA_TEXT);

// The fake camera needs its own browser (launch flags), so this test starts one instead of the shared one: the
// whole browser, whose camera permission behaves as a visitor's (the headless shell's refuses differently,
// decision 0204).
test('/qrcodereader reads a code from the camera and stops it', async ({ baseURL }) => {
  test.skip(!cameraFile, 'qrencode missing: apt-get install -y qrencode');
  const browser = await chromium.launch({
    ...CHROMIUM_BROWSER,
    args: [
      ...CHROMIUM_BROWSER.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, permissions: ['camera'] });
    const page = await context.newPage();
    const w = await watchProblems(page);
    await open(page, '/qrcodereader');
    await page.getByRole('button', { name: 'Use the camera' }).click();
    await expect(page.getByText('1 code(s) found.')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#qr-text-1')).toHaveValue(CAMERA_TEXT);
    // The camera is stopped once a code is read.
    await expect(page.getByRole('button', { name: 'Use the camera' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    w.check();
  } finally {
    await browser.close();
  }
});

test('/qrcodereader: a camera that cannot start is said in the visitor’s language, not the browser’s (zh_Hant_HK: none; zh_Hans_CN: refused)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  await open(page, '/qrcodereader');
  await page.getByRole('button', { name: '使用相機' }).click();
  // The shared browser has no camera: Chromium rejects with NotFoundError ("Requested device not found").
  await expect(page.getByRole('alert')).toHaveText('這部裝置上找不到相機。');
  await expect(page.getByRole('button', { name: '使用相機' })).toBeVisible();

  // A browser with a camera the page was not allowed: NotAllowedError ("Permission denied"); the whole
  // browser, as above.
  const browser = await chromium.launch({
    ...CHROMIUM_BROWSER,
    args: [...CHROMIUM_BROWSER.args, '--use-fake-device-for-media-stream'],
  });
  try {
    const denied = await browser.newContext({ baseURL });
    await setLang(denied, baseURL, 'zh_Hans_CN');
    const p = await denied.newPage();
    await open(p, '/qrcodereader');
    await p.getByRole('button', { name: '使用摄像头' }).click();
    await expect(p.getByRole('alert')).toHaveText('未获准使用摄像头。请在浏览器中允许本站使用摄像头，然后重试。');
  } finally {
    await browser.close();
  }
});

test('/qrcode copies the image to the clipboard', async ({ page }) => {
  const w = await watchProblems(page);
  await open(page, '/qrcode');
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('to the clipboard');
  await page.getByRole('button', { name: 'Copy image' }).click();
  await expect(page.getByText('Image copied.').first()).toBeVisible();
  const types = await page.evaluate(async () => (await navigator.clipboard.read()).flatMap((i) => [...i.types]));
  expect(types).toContain('image/png');
  w.check();
});

test('/qrcodereader reads a pasted image, before its tool is live and after', async ({ page }) => {
  test.skip(!HAS_QRENCODE, 'qrencode missing: apt-get install -y qrencode');
  const w = await watchProblems(page);
  await open(page, '/qrcodereader');
  const paste = (text: string) =>
    page.evaluate(
      (b) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(b)], 'pasted.png', { type: 'image/png' }));
        // as a browser fires it: at the focused element (none: the body), bubbling up to the window
        document.body.dispatchEvent(
          new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
        );
      },
      [...qrencodePng(text)],
    );
  // the first paste comes before the tool is live (it hydrates when used) and is kept for it
  await paste('pasted from the clipboard');
  await expect(page.locator('#qr-text-1')).toHaveValue('pasted from the clipboard');
  await paste('pasted again, the tool live');
  await expect(page.locator('#qr-text-1')).toHaveValue('pasted again, the tool live');
  w.check();
});

// A stale tab after a deploy: the worker script answers 404. The page says so in the visitor's language
// (shell/worker-failure.tsx), stops its busy state, shows no result, and keeps what the visitor gave it.
const WORKER_FAILED = {
  en_US: 'This tool could not start its background worker',
  zh_Hans_CN: '此工具无法启动后台计算线程',
  zh_Hant_HK: '此工具無法啟動背景運算執行緒',
} satisfies Record<Lang, string>;

for (const lang of ['en_US', 'zh_Hans_CN'] as const) {
  test(`/qrcodereader says so when its worker cannot load, in ${lang}`, async ({ page, context, baseURL }) => {
    test.skip(!HAS_QRENCODE, 'qrencode missing: apt-get install -y qrencode');
    await setLang(context, baseURL, lang);
    await page.route(/read\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
    await open(page, '/qrcodereader');
    await drop(page, qrencodePng('never read'), 'code.png', 'image/png');
    await expect(page.getByTestId('worker-failed')).toContainText(WORKER_FAILED[lang]);
    await expect(page.getByText(/Reading the image|正在识别图片/)).toHaveCount(0);
    await expect(page.locator('#qr-text-1')).toHaveCount(0);
    await expect(page.getByText(T[lang].notFound)).toHaveCount(0);
  });
}

test('/qrcode keeps its code and claims no scan check when the reader worker cannot load', async ({ page }) => {
  await page.route(/read\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
  await open(page, '/qrcode');
  const box = page.getByRole('textbox', { name: 'Text', exact: true });
  await box.fill('drawn without its check');
  await expect(page.getByTestId('worker-failed')).toContainText(WORKER_FAILED.en_US);
  await expect(page.getByTestId('qr-preview')).toBeVisible();
  await expect(
    page.getByText(/Checked: a QR reader decodes|could not read this image back|Checking that it scans/),
  ).toHaveCount(0);
  await expect(box).toHaveValue('drawn without its check');
});

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`/qrcodemul says so when its worker cannot load, in ${lang}`, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang);
    await page.route(/batch\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
    await open(page, '/qrcodemul');
    const lines = 'https://example.com/1\nsecond';
    await page.locator('textarea').fill(lines);
    await expect(page.getByTestId('qr-grid').locator('img')).toHaveCount(2);
    let downloads = 0;
    page.on('download', () => downloads++);
    const zip = page.getByRole('button', { name: /ZIP/ });
    await zip.click();
    await expect(page.getByTestId('worker-failed')).toContainText(WORKER_FAILED[lang]);
    // Not busy any more: no progress, the buttons work again, and nothing was downloaded or reported done.
    await expect(page.locator('progress')).toHaveCount(0);
    await expect(zip).toBeEnabled();
    await expect(page.getByText(/ZIP ready|ZIP 已生成/)).toHaveCount(0);
    expect(downloads).toBe(0);
    await expect(page.locator('textarea')).toHaveValue(lines);
  });
}

test('/qrcodemul cancels a batch at once and can start again', async ({ page }) => {
  const w = await watchProblems(page);
  await open(page, '/qrcodemul');
  // Large enough images that the worker is still busy when Cancel is pressed.
  const lines = Array.from({ length: 1000 }, (_, i) => `item ${i}`).join('\n');
  await page.locator('textarea').fill(lines);
  await page.getByLabel('Image size (px)').fill('6000');
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.getByRole('button', { name: 'Download ZIP' }).click();
  await expect(page.locator('progress')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Cancelled.')).toBeVisible();
  // The worker was ended, not just ignored: no more progress arrives (it reports every 100 ms).
  await page.waitForTimeout(600);
  await expect(page.locator('progress')).toHaveCount(0);
  // The next batch runs at once: a worker still busy with the 1000 big images would hold it for long.
  await page.getByLabel('Image size (px)').fill('64');
  await page.locator('textarea').fill('after the cancel');
  const [dl] = await Promise.all([
    page.waitForEvent('download', { timeout: 10_000 }),
    page.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  expect(Object.keys(unzipSync(readFileSync(await dl.path())))).toEqual(['qr-0001.png']);
  expect(downloads).toBe(1);
  w.check();
});

// ---- Issue 20: batch ECI and count, the generator's SVG size.

for (const lang of LANGS) {
  test(`/qrcodemul "${T[lang].eci}": zbarimg reads UTF-8 text right without being told (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.skip(!HAS_ZBAR, 'zbarimg is not installed (apt-get install zbar-tools)');
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await open(page, '/qrcodemul');
    await page.locator('textarea').fill('héllo 世界\nplain');
    await page.getByRole('checkbox', { name: T[lang].eci }).check();
    const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /ZIP/ }).click()]);
    const files = unzipSync(readFileSync(await dl.path()));
    const f = join(dir, `eci-${lang}.png`);
    writeFileSync(f, files['qr-0001.png']!);
    // No -S option: zbarimg picks the character set itself, as a phone does; ECI 26 tells it UTF-8.
    const r = spawnSync('zbarimg', ['-q', '--raw', f]);
    expect(r.stdout.toString('utf8').trim()).toBe('héllo 世界');
    expect((await zxingRead(files['qr-0001.png']!)).eciProtocol.startsWith(']Q2\\000026')).toBe(true);
    w.check();
  });
}

test('/qrcodemul counts the files the ZIP holds: repeated names and a row too long', async ({ page }) => {
  const w = await watchProblems(page);
  await open(page, '/qrcodemul');
  await page.getByText('CSV with a header row').click();
  await page
    .locator('textarea')
    .fill(
      `name,url\na,https://e.com/1\na,https://e.com/2\na-2,https://e.com/3\nbig,${'x'.repeat(2400)}\nb,https://e.com/4\n`,
    );
  await page.getByLabel('Error correction').selectOption('M');
  await expect(page.getByTestId('qr-count')).toHaveText('4 codes');
  await expect(page.getByTestId('qr-too-long')).toContainText('rows 5');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /ZIP/ }).click()]);
  const files = unzipSync(readFileSync(await dl.path()));
  expect(Object.keys(files)).toHaveLength(4);
  expect(Object.keys(files).sort()).toEqual(['a-2-2.png', 'a-2.png', 'a.png', 'b.png']);
  await expect(page.getByText('ZIP ready: 4 files.')).toBeVisible();
  w.check();
});

test('/qrcode SVG download has width and height of the image size, and a rasteriser reads it', async ({ page }) => {
  const w = await watchProblems(page);
  await open(page, '/qrcode');
  await page.getByRole('textbox', { name: T.en_US.text, exact: true }).fill('https://example.com/svg-size');
  await page.getByLabel('Image size (px)').fill('300');
  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download as SVG' }).click(),
  ]);
  const svgText = readFileSync(await svg.path(), 'utf8');
  const open1 = /^<svg[^>]*>/.exec(svgText)?.[0] ?? '';
  expect(open1).toContain('width="300"');
  expect(open1).toContain('height="300"');
  // Chromium as the rasteriser: the image's natural size is the file's, and zbarimg reads the pixels.
  const shot = await page.evaluate(async (text) => {
    const img = new Image();
    img.src = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    c.getContext('2d')!.drawImage(img, 0, 0);
    const b = await new Promise<Blob>((r) => c.toBlob((x) => r(x!), 'image/png'));
    return { w: img.naturalWidth, h: img.naturalHeight, png: [...new Uint8Array(await b.arrayBuffer())] };
  }, svgText);
  expect([shot.w, shot.h]).toEqual([300, 300]);
  if (HAS_ZBAR) expect(zbar(new Uint8Array(shot.png))).toBe('https://example.com/svg-size');
  w.check();
});
