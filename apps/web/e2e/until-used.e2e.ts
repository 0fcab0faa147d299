import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import bcryptjs from 'bcryptjs';
import { parseUnits } from 'viem';
import { fmt } from '../app/i18n/define.ts';
import { cipherTools } from '../app/tools/cipher/cipher.tools.ts';
import { contractMessages } from '../app/tools/contract/contract.messages.ts';
import { URL_EXAMPLE } from '../app/tools/devtools/urlparser.logic.ts';
import { urlparserMessages } from '../app/tools/devtools/urlparser.messages.ts';
import { codecsMessages } from '../app/tools/encoding/codecs.messages.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { gzipMessages } from '../app/tools/encoding/gzip.messages.ts';
import { cmacMessages } from '../app/tools/hash/cmac.messages.ts';
import { jsonMessages } from '../app/tools/json/json.messages.ts';
import { moreMessages } from '../app/tools/json/json-more.messages.ts';
import { languageMessages } from '../app/tools/language/language.messages.ts';
import { passwordMessages } from '../app/tools/password/password.messages.ts';
import { qrMessages } from '../app/tools/qr/qr.messages.ts';
import { qrBatchMessages } from '../app/tools/qr/qr-batch.messages.ts';
import { qrGenMessages } from '../app/tools/qr/qr-gen.messages.ts';
import { qrReadMessages } from '../app/tools/qr/qr-read.messages.ts';
import { hasCommand, holdScripts, setLang, test, waitForTool, watchProblems } from './support.ts';

// A digest route's untouched page is complete as the server draws it (its digest served with it,
// decision 0194), so its tool hydrates when the visitor first uses it (decision 0202), not as the page
// loads. What the visitor does to reach it must still reach it: hovering or touching it, typing, a file
// pasted or dropped anywhere on the page; and it must hydrate at once when the served digest is not the
// page's answer (settings in the URL, a field the browser restored). Digests come from node:crypto.

/** Whether the tool has hydrated: its drop area is marked live when it mounts (shell/page-drop.tsx). */
const toolLive = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-early-drop][data-early-live]') !== null);

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForTool(page);
}

/** Opens `path` with its scripts held back (the server's HTML only); `release()` lets them come. */
async function openHeld(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect.poll(scripts.asked).toBeGreaterThan(0);
  return scripts;
}

/**
 * Clicks each button named (its whole text, or a text it starts with: `prefix`) as the server drew it: a
 * click alone, with no pointer or focus before it, as an assistive tool makes.
 */
const clickAsDrawn = (page: Page, labels: (string | { prefix: string })[]) =>
  page.evaluate((names) => {
    for (const name of names)
      Array.from(document.querySelectorAll('button'))
        .find((b) => (typeof name === 'string' ? b.textContent === name : b.textContent?.startsWith(name.prefix)))
        ?.click();
  }, labels);

/** The fragment of the link on the clipboard. */
const copiedFragment = async (page: Page) =>
  new URLSearchParams(new URL(await page.evaluate(() => navigator.clipboard.readText())).hash.slice(1));

const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');
const output = (page: Page) => page.getByRole('textbox', { name: /digest$|摘要$/ });
const input = (page: Page) => page.getByRole('textbox', { name: /to hash|要计算哈希|要計算雜湊/ });

test('/md5 hydrates its tool on first use, not at load, and hashes what is typed (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const w = await watchProblems(page);
  await open(page, '/md5');
  // the served digest of the empty text, and nothing hydrated to show it
  await expect(output(page)).toHaveValue(md5(''));
  await page.waitForTimeout(300);
  expect(await toolLive(page)).toBe(false);
  await input(page).fill('abc');
  await expect.poll(() => toolLive(page)).toBe(true);
  await expect(output(page)).toHaveValue(md5('abc'));
  w.check();
});

// The five pages whose untouched answer the server draws too (decision 0199) hydrate their tool when used
// as well; each one's own suite (crc, devtools, password, hash) uses it from that state, as a visitor does.
// The cipher pages and the encoding family's base64, hex and codec pages (decision 0205) too: untouched,
// they compute nothing, so the server's page is complete.
const CIPHER_PATHS = cipherTools.map((t) => t.path);
const ENCODING_PATHS = ['/base64', '/hex', '/base32', '/base58', '/base85', '/quotedprintable', '/punycode'];
// And the chain and contract decoders (decision 0206), whose view and its library load with the first use.
const CHAIN_PATHS = ['/tontools', '/xrptools', '/adatools', '/trontools', '/abidecoder', '/decodetx'];
// And the password hashes and /jwt (decision 0207).
const PASSWORD_PATHS = ['/bcrypt', '/scrypt', '/argon2', '/jwt'];
// And the JSON family (decision 0208): untouched, it parses nothing.
const JSON_PATHS = ['/jsonformat', '/jsonconvert', '/jsondiff'];
// And /cmac and /bcryptpbkdf (decision 0209): untouched, with no key or no password and salt, they
// derive nothing.
const MAC_PATHS = ['/cmac', '/bcryptpbkdf'];
// And /encoder, /pic2base64, /units, /chscht, /gzip and /urlparser (decision 0210): untouched, the first
// five compute nothing, and /urlparser's example is parsed by the server.
const MORE_PATHS = ['/encoder', '/pic2base64', '/units', '/chscht', '/gzip', '/urlparser'];
// And the three QR pages (decision 0211): untouched, they have no text and no image.
const QR_PATHS = ['/qrcode', '/qrcodemul', '/qrcodereader'];
for (const path of [
  '/crc',
  '/hkdf',
  '/pbkdf2',
  '/regex',
  '/textdiff',
  ...CIPHER_PATHS,
  ...ENCODING_PATHS,
  ...CHAIN_PATHS,
  ...PASSWORD_PATHS,
  ...JSON_PATHS,
  ...MAC_PATHS,
  ...MORE_PATHS,
  ...QR_PATHS,
]) {
  test(`${path}: its tool is not hydrated by the load, and is once a field is focused`, async ({ page }) => {
    const w = await watchProblems(page);
    await open(page, path);
    await page.waitForTimeout(300);
    expect(await toolLive(page)).toBe(false);
    await page.locator('#main input:not([type=checkbox]):not([type=radio]), #main textarea').first().focus();
    await expect.poll(() => toolLive(page)).toBe(true);
    w.check();
  });
}

test('a digest page with settings in its URL hydrates its tool at once and follows them', async ({ page }) => {
  await open(page, '/sha256#all=1');
  await expect.poll(() => toolLive(page)).toBe(true);
  await expect(page.locator('[data-algorithm="sha1"]').first()).toHaveText(createHash('sha1').update('').digest('hex'));
});

test('a field that holds text the server did not draw (restored or filled in by the browser, no event) hydrates the tool at once: the digest is of that text', async ({
  page,
}) => {
  // The scripts wait until the field has its text, set as a browser restores or fills in a field: no
  // input event, no focus, nothing a visitor did in the page.
  const scripts = await holdScripts(page);
  await page.goto('/md5', { waitUntil: 'domcontentloaded' });
  await input(page).evaluate((el) => {
    (el as HTMLTextAreaElement).value = 'restored by the browser';
  });
  scripts.release();
  await waitForTool(page);
  await expect.poll(() => toolLive(page)).toBe(true);
  await expect(output(page)).toHaveValue(md5('restored by the browser'));
});

test('a file pasted on a digest page before its tool is live is hashed (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  await open(page, '/sha256');
  expect(await toolLive(page)).toBe(false);
  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31 + 7) & 0xff));
  const taken = await page.evaluate(
    (data) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], 'pasted.bin', { type: 'application/octet-stream' }));
      return !document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }),
      );
    },
    [...bytes],
  );
  expect(taken, 'the page took the paste').toBe(true);
  await expect(page.getByTestId('file-result').locator('[data-algorithm="sha256"]')).toHaveText(
    createHash('sha256').update(bytes).digest('hex'),
  );
});

test('a file dropped on a digest page before its tool is live is hashed, and the browser does not open it', async ({
  page,
}) => {
  await open(page, '/hmacsha256');
  expect(await toolLive(page)).toBe(false);
  const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 13 + 5) & 0xff));
  // dropped on the title, outside the tool's own element: the page's drop area takes it
  const leftToBrowser = await page.locator('#tool-title').evaluate(
    async (el, data) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], 'dropped.bin', { type: 'application/octet-stream' }));
      const fire = (type: string) =>
        el.dispatchEvent(new DragEvent(type, { dataTransfer: dt, bubbles: true, cancelable: true }));
      fire('dragenter');
      fire('dragover');
      return fire('drop');
    },
    [...bytes],
  );
  expect(leftToBrowser, 'the drop was left to the browser, which opens the file').toBe(false);
  await expect(page.getByTestId('file-result').locator('[data-algorithm="sha256"]')).toHaveText(
    createHmac('sha256', '').update(bytes).digest('hex'),
  );
});

test('a button of a digest tool not yet live takes a click that came with no pointer or focus before it (an assistive tool’s): “Copy link” (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = await watchProblems(page);
  await open(page, '/sha256');
  expect(await toolLive(page)).toBe(false);
  // the click alone, as the server drew the button: it hydrates the tool, which then acts on it
  await clickAsDrawn(page, ['複製帶目前選項的連結']);
  await expect.poll(() => toolLive(page)).toBe(true);
  await expect(page.getByText('連結已複製。').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  w.check();
});

// A cipher page's buttons take a click made before its tool hydrated (decision 0205): "Show" on the
// passphrase, and "Copy link with input and key", which must carry what was typed before it too.
test('/aes: Show and “Copy link with input and key” clicked before the tool is live act once it is, with what was typed (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/aes');
  await page.getByRole('textbox', { name: '口令', exact: true }).fill('早 pass');
  await page.getByRole('textbox', { name: '输入', exact: true }).fill('typed early');
  await clickAsDrawn(page, ['显示', '复制带输入和密钥的链接']);
  scripts.release();
  await waitForTool(page);
  await expect.poll(() => toolLive(page)).toBe(true);
  await expect(page.getByRole('textbox', { name: '口令', exact: true })).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: '显示', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('链接已复制。').first()).toBeVisible();
  const fragment = await copiedFragment(page);
  expect(fragment.get('text')).toBe('typed early');
  expect(fragment.get('pass')).toBe('早 pass');
  w.check();
});

// The encoding pages' "Copy link with input" likewise (decision 0205): clicked before the tool hydrated,
// the link it copies carries the text typed before it, and the Base64 is Node's.
test('/base64: “Copy link with input” clicked before the tool is live copies a link with the text typed before (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/base64');
  const text = '早打的字 typed early';
  await page.getByRole('textbox', { name: '要編碼的文字', exact: true }).fill(text);
  await clickAsDrawn(page, ['複製帶輸入的連結']);
  scripts.release();
  await waitForTool(page);
  await expect.poll(() => toolLive(page)).toBe(true);
  await expect(page.getByText('連結已複製。').first()).toBeVisible();
  expect((await copiedFragment(page)).get('input')).toBe(text);
  await expect(page.getByRole('textbox', { name: 'Base64', exact: true })).toHaveValue(
    Buffer.from(text, 'utf8').toString('base64'),
  );
  w.check();
});

// A decoder whose view loads with the first use (decision 0206): "Example" clicked with no pointer while the
// scripts are held back fills the field once the view has loaded and hydrated, and the transaction is
// decoded (Uniswap V2's swap, Ethereum mainnet tx 0x280cde7c…6fc4, from the chain).
test('/decodetx: “示例” clicked before the tool is live fills in the example once its view has loaded, and decodes it (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/decodetx');
  await expect(page.getByTestId('tx-input')).toHaveValue('');
  await clickAsDrawn(page, [{ prefix: '示例' }]);
  scripts.release();
  await expect(page.getByTestId('tx-input')).toHaveValue(/^0xf9015482078b8505d21dba/);
  const tx = page.getByTestId('evm-tx');
  await expect(tx).toContainText('0x280cde7cdefe4b188750e76c888f13bd05ce9a4d7767730feefe8a0e50ca6fc4');
  await expect(tx.getByTestId('decoded-call')).toContainText('swapExactETHForTokens');
  w.check();
});

// A password hash's Hash button (decision 0207): a password typed and Hash clicked with no pointer while
// the scripts are held back hash once the tool is live, and bcryptjs accepts the hash.
test('/bcrypt: a password typed and Hash clicked before the tool is live are hashed once it is (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const m = passwordMessages.zh_Hant_HK;
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/bcrypt');
  await page.getByRole('textbox', { name: m.password, exact: true }).first().fill('早 hunter2');
  await clickAsDrawn(page, [m.hash]);
  scripts.release();
  const encoded = page.getByRole('textbox', { name: m.encoded, exact: true });
  await expect(encoded).toHaveValue(/^\$2b\$10\$/, { timeout: 30_000 });
  expect(bcryptjs.compareSync('早 hunter2', await encoded.inputValue())).toBe(true);
  w.check();
});

// /jwt's links likewise (decision 0207): a token and a secret typed and "Copy link with the token and key"
// clicked with no pointer while the scripts are held back: the link carries both.
test('/jwt: “Copy link with the token and key” clicked before the tool is live carries what was typed (en)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const w = await watchProblems(page);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'early' })}`;
  const token = `${body}.${createHmac('sha256', 'early secret').update(body).digest('base64url')}`;
  const scripts = await openHeld(page, '/en/jwt');
  await page.getByRole('textbox', { name: 'JWT', exact: true }).fill(token);
  await page
    .getByRole('textbox', { name: /^Secret/ })
    .first()
    .fill('early secret');
  await clickAsDrawn(page, ['Copy link with the token and key']);
  scripts.release();
  await expect(page.getByText('Link copied.').first()).toBeVisible();
  const fragment = await copiedFragment(page);
  expect(fragment.get('t')).toBe(token);
  expect(fragment.get('k')).toBe('early secret');
  w.check();
});

// /jsonformat's "Open file" is a label around its file input (decision 0208): the browser opens the picker
// with no script, so a file chosen while the scripts are held back is loaded and formatted once the tool is
// live. The formatted text is Python's json.dumps(indent=2) of the same document.
test('/jsonformat: a file chosen with “開啟檔案” before the tool is live is loaded and formatted once it is (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/jsonformat');
  await page.getByLabel(jsonMessages.zh_Hant_HK.openFile, { exact: true }).setInputFiles({
    name: 'early.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"早":[1,{"b":null}]}'),
  });
  scripts.release();
  await expect(page.locator('#json-input')).toHaveValue('{"早":[1,{"b":null}]}');
  await expect(page.locator('#json-output')).toHaveValue('{\n  "早": [\n    1,\n    {\n      "b": null\n    }\n  ]\n}');
  w.check();
});

// /jsondiff's Example (decision 0208), clicked with no pointer while the scripts are held back, fills both
// documents once the tool is live, and they are compared: the 20-digit ids differ in their last digit.
test('/jsondiff: “示例” clicked before the tool is live fills in both documents and compares them (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/jsondiff');
  await clickAsDrawn(page, [moreMessages.zh_Hans_CN.sample]);
  scripts.release();
  await expect(page.locator('#diff-left')).toHaveValue(/"id": 12345678901234567890,/);
  await expect(page.locator('#diff-right')).toHaveValue(/"id": 12345678901234567891,/);
  const id = page.getByTestId('diff-change').filter({ hasText: '12345678901234567890' });
  await expect(id.getByTestId('diff-after')).toHaveText('12345678901234567891');
  w.check();
});

// /cmac (decision 0209): a key and a message typed while the scripts are held back are MACed once the
// tool is live; the MAC is OpenSSL's (RFC 4493's AES-128 key, the message "早 abc" in UTF-8).
test('/cmac: a key and a message typed before the tool is live are MACed once it is (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const c = cmacMessages.zh_Hans_CN;
  const key = '2b7e151628aed2a6abf7158809cf4f3c';
  const mac = execFileSync('openssl', ['mac', '-cipher', 'AES-128-CBC', '-macopt', `hexkey:${key}`, 'CMAC'], {
    input: Buffer.from('早 abc', 'utf8'),
  })
    .toString()
    .trim()
    .toLowerCase();
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/cmac');
  await page.getByRole('textbox', { name: c.key, exact: true }).fill(key);
  await page.getByRole('textbox', { name: c.message, exact: true }).fill('早 abc');
  scripts.release();
  await expect(page.getByRole('textbox', { name: c.result, exact: true })).toHaveValue(mac, { timeout: 30_000 });
  w.check();
});

// Decision 0210. /encoder (zh_Hans_CN): a mode picked and text typed while the scripts are held back are
// encoded together once the tool is live; the expected text is Node's application/x-www-form-urlencoded.
test('/encoder: a mode picked and text typed before the tool is live are encoded together (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const m = encodingMessages.zh_Hans_CN.encoder;
  const text = '早 a&b=c/d';
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/encoder');
  await page.getByLabel(m.mode, { exact: true }).selectOption('form');
  await page.getByRole('textbox', { name: m.plainLabel, exact: true }).fill(text);
  scripts.release();
  await expect(page.getByRole('textbox', { name: m.encodedLabel, exact: true })).toHaveValue(
    new URLSearchParams({ x: text }).toString().slice(2),
  );
  w.check();
});

// /units (zh_Hant_HK): an amount typed before the tool is live is converted once it is (viem's parseUnits).
test('/units: an amount typed before the tool is live is converted once it is (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const m = encodingMessages.zh_Hant_HK.units;
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/units');
  await page.getByRole('textbox', { name: fmt(m.amountIn, { unit: 'BTC' }), exact: true }).fill('0.00012345');
  scripts.release();
  await expect(page.getByRole('textbox', { name: '聰數量 (最小單位)', exact: true })).toHaveValue(
    parseUnits('0.00012345', 8).toString(),
  );
  w.check();
});

// /chscht (en): a conversion picked and text typed before the tool is live are converted together. The
// expected text is OpenCC's s2twp of it (its TWPhrases: 软件 -> 軟體, 鼠标 -> 滑鼠; language.e2e.ts's case).
test('/chscht: a conversion picked and text typed before the tool is live are converted together (en)', async ({
  page,
}) => {
  const m = languageMessages.en_US.chscht;
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/en/chscht');
  await page.getByLabel(m.conversion).selectOption('s2twp');
  await page.getByLabel(m.input, { exact: true }).fill('软件和鼠标');
  scripts.release();
  await expect(page.getByTestId('chscht-output')).toHaveText('軟體和滑鼠', { timeout: 30_000 });
  w.check();
});

// /urlparser (zh_Hant_HK): a parameter's name and another's value typed, and a third removed, before the
// tool is live: all three edits are kept, each from the one before (the page's example has q, tag, tag).
// The expected URL is Node's WHATWG URL of the example with those parameters.
test('/urlparser: parameters edited and one removed before the tool is live build the URL with all of it (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const m = urlparserMessages.zh_Hant_HK;
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/urlparser');
  await page.getByRole('textbox', { name: `${m.key} 1`, exact: true }).fill('query');
  await page.getByRole('textbox', { name: `${m.value} 2`, exact: true }).fill('x y');
  await page.getByRole('button', { name: fmt(m.removeParam, { n: 3 }), exact: true }).click();
  scripts.release();
  const expected = new URL(URL_EXAMPLE);
  expected.search = new URLSearchParams([
    ['query', 'café'],
    ['tag', 'x y'],
  ]).toString();
  await expect(page.getByLabel(m.built)).toHaveValue(expected.href);
  await expect(page.getByTestId('url-param')).toHaveCount(2);
  w.check();
});

// A field that holds text as the server drew it (/urlparser's example), focused and selected: the tool
// hydrates in between (the focus started it), and what is typed next must still replace the selection.
// Preact's hydration of a textarea put the caret at its end, and the new URL was appended (decision 0210).
test('/urlparser: the example selected as its field takes the focus is replaced by what is typed after the tool hydrates (en)', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await open(page, '/en/urlparser');
  const field = page.getByRole('textbox', { name: 'URL', exact: true });
  await field.evaluate((el: HTMLTextAreaElement) => {
    el.focus();
    el.select();
  });
  await expect.poll(() => toolLive(page)).toBe(true);
  await page.keyboard.insertText('https://example.com/a/b');
  await expect(field).toHaveValue('https://example.com/a/b');
  await expect(page.getByTestId('url-segments').locator('li')).toHaveText(['a', 'b']);
  w.check();
});

// A new URL and then a part of it, both typed before the tool is live, are handed over in one batch: the
// part is an edit of the new URL (it was kept as an edit of the example, which the new URL then reset).
test('/urlparser: a URL and then its host typed before the tool is live build that URL with that host (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hans_CN');
  const m = urlparserMessages.zh_Hans_CN;
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/urlparser');
  await page.getByRole('textbox', { name: m.input, exact: true }).fill('https://example.com/a?x=1');
  await page.getByLabel(m.fields.hostnameUnicode, { exact: true }).fill('example.org');
  scripts.release();
  await expect(page.getByLabel(m.built)).toHaveValue('https://example.org/a?x=1');
  await expect(page.getByLabel(m.fields.hostnameUnicode, { exact: true })).toHaveValue('example.org');
  w.check();
});

// /gzip (zh_Hant_HK): Decompress picked and then base64 of gzip pasted as Text, both before the tool is
// live, are handed over in one batch: the paste is recognised as base64 and decompressed. The data is
// Node's zlib.gzipSync of the text.
test('/gzip: Decompress picked and base64 of gzip pasted before the tool is live are read together (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const g = gzipMessages.zh_Hant_HK;
  const c = codecsMessages.zh_Hant_HK;
  const text = '早安，gzip ✓';
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/gzip');
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: g.decompress, exact: true }) })
    .click();
  await page.getByRole('textbox', { name: g.data, exact: true }).fill(gzipSync(Buffer.from(text)).toString('base64'));
  scripts.release();
  await expect(
    page.getByRole('group', { name: c.inputAs, exact: true }).getByRole('radio', { name: c.asBase64, exact: true }),
  ).toBeChecked();
  await expect(page.getByRole('textbox', { name: g.result, exact: true })).toHaveValue(text);
  w.check();
});

// The QR pages (decision 0211). qrencode (apt-get install -y qrencode) makes the code the reader reads and
// says how many modules a side the generator's code has; zbarimg reads the generator's PNG.
const HAS_QR_TOOLS = hasCommand('qrencode') && hasCommand('zbarimg');

/** The viewBox and the fill colours of the SVG document in an image's `data:image/svg+xml` URL. */
function svgLook(src: string | null) {
  const svg = decodeURIComponent((src ?? '').slice((src ?? '').indexOf(',') + 1));
  return {
    viewBox: /viewBox="([^"]*)"/.exec(svg)?.[1],
    fills: [...new Set(Array.from(svg.matchAll(/fill="([^"]*)"/g), (m) => m[1]))],
  };
}

test('/qrcode: text, quiet zone, image size and both colours set before the tool is live are all in the code (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  test.skip(!HAS_QR_TOOLS, 'qrencode or zbarimg missing: apt-get install -y qrencode zbar-tools');
  await setLang(context, baseURL, 'zh_Hans_CN');
  const m = qrMessages.zh_Hans_CN;
  const g = qrGenMessages.zh_Hans_CN;
  const text = 'Tinkerbox 早 https://example.com';
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/qrcode');
  await page.getByRole('textbox', { name: g.text, exact: true }).fill(text);
  await page.getByRole('textbox', { name: m.margin, exact: true }).fill('2');
  await page.getByRole('textbox', { name: m.size, exact: true }).fill('384');
  await page.getByLabel(m.foreground, { exact: true }).fill('#1a3c6e');
  await page.getByLabel(m.background, { exact: true }).fill('#fff8e1');
  scripts.release();
  const preview = page.getByTestId('qr-preview');
  await expect(preview).toBeVisible();
  // the same code as qrencode's at level H, in a quiet zone of 2 modules, in the two colours picked
  const modules = execFileSync('qrencode', ['-l', 'H', '-t', 'ASCII', '-m', '0', text])
    .toString()
    .trimEnd()
    .split('\n').length;
  const look = svgLook(await preview.getAttribute('src'));
  expect(look.viewBox).toBe(`0 0 ${modules + 4} ${modules + 4}`);
  expect(look.fills.sort()).toEqual(['#1a3c6e', '#fff8e1']);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /PNG/ }).click()]);
  const file = await png.path();
  expect(readFileSync(file).readUInt32BE(16), 'the PNG is as wide as the size typed').toBe(384);
  expect(execFileSync('zbarimg', ['-q', '--raw', '-Sbinary', file]).toString('utf8')).toBe(text);
  w.check();
});

test('/qrcodemul: lines and a background colour set before the tool is live make the batch (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const m = qrMessages.zh_Hant_HK;
  const b = qrBatchMessages.zh_Hant_HK;
  const lines = ['甲 https://example.com/1', 'beta', 'gamma 3'];
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/qrcodemul');
  await page.getByRole('textbox', { name: b.lines, exact: true }).fill(lines.join('\n'));
  await page.getByLabel(m.background, { exact: true }).fill('#fff8e1');
  scripts.release();
  await expect(page.getByTestId('qr-count')).toHaveText(fmt(b.count, { n: lines.length }));
  const images = page.getByTestId('qr-grid').getByRole('img');
  await expect(images).toHaveCount(lines.length);
  for (const [i, line] of lines.entries()) {
    await expect(images.nth(i)).toHaveAttribute('alt', line);
    expect(svgLook(await images.nth(i).getAttribute('src')).fills.sort()).toEqual(['#000000', '#fff8e1']);
  }
  w.check();
});

test('/qrcodereader: an image chosen and the camera asked for before the tool is live are both acted on (en)', async ({
  page,
}) => {
  test.skip(!HAS_QR_TOOLS, 'qrencode missing: apt-get install -y qrencode');
  const r = qrReadMessages.en_US;
  const text = 'chosen before the page was live';
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/qrcodereader');
  await page.getByLabel(r.choose, { exact: true }).setInputFiles({
    name: 'code.png',
    mimeType: 'image/png',
    buffer: execFileSync('qrencode', ['-s', '6', '-o', '-', text]),
  });
  scripts.release();
  await expect(page.locator('#qr-text-1')).toHaveValue(text);
  w.check();

  // "Use the camera" clicked before the tool is live: this browser has none, which is said once the tool is
  const again = await openHeld(page, '/qrcodereader');
  await clickAsDrawn(page, [r.camera]);
  again.release();
  await expect(page.getByRole('alert')).toHaveText(r.cameraFailed.none);
});

// /contract_evm (decision 0212): its consoles hydrate when first used, or once the page has settled
// (5 s after its first hydration, then an idle moment): they look for the browser's wallets, which the
// server cannot know, but not in the page's first seconds.
test('/contract_evm: its consoles are not hydrated by the load, and are once the page has settled, untouched (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const m = contractMessages.zh_Hant_HK.console;
  const w = await watchProblems(page);
  await open(page, '/contract_evm');
  await page.waitForTimeout(300);
  expect(await toolLive(page)).toBe(false);
  const box = page.getByTestId('wallet-box');
  await expect(box.getByText(m.searching, { exact: true })).toBeVisible();
  const height = await box.evaluate((el) => el.getBoundingClientRect().height);
  // nothing done: the wallets are looked for once the page has settled (this browser has none)
  await expect.poll(() => toolLive(page), { timeout: 20_000 }).toBe(true);
  await expect(box.getByText(m.noWallet, { exact: true })).toBeVisible();
  await expect(box.getByText(m.searching, { exact: true })).toBeHidden();
  // the box kept its height: what is below it did not move
  expect(await box.evaluate((el) => el.getBoundingClientRect().height)).toBe(height);
  w.check();
});

test('/contract_evm: “Fetch the latest block” clicked before the consoles are live fetches it once they are (en)', async ({
  page,
}) => {
  const m = contractMessages.en_US.console;
  // a TRON node's answer to /wallet/getnowblock: block 62,258,678 (0x3b5fdf6), its id and time
  const number = 62_258_678;
  const blockID = `0000000003b5fdf64cd898aed8ce5d14${'0'.repeat(32)}`;
  const asked: string[] = [];
  await page.route('**/wallet/getnowblock', (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ blockID, block_header: { raw_data: { number, timestamp: 1_717_419_786_000 } } }),
    });
  });
  const w = await watchProblems(page);
  const scripts = await openHeld(page, '/contract_evm');
  await clickAsDrawn(page, [m.fetchBlock]);
  scripts.release();
  // the reference block as TRON's protocol defines it: the height's last two bytes, and bytes 8-16 of the id
  await expect(page.getByTestId('tron-refbytes')).toHaveValue((number & 0xffff).toString(16).padStart(4, '0'));
  await expect(page.getByTestId('tron-refhash')).toHaveValue(blockID.slice(16, 32));
  expect(asked).toEqual(['https://api.trongrid.io/wallet/getnowblock']);
  w.check();
});
