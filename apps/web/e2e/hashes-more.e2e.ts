import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import kb from '../../../packages/engine/test/vectors/hash/keccak-blake3.json' with { type: 'json' };
import md2 from '../../../packages/engine/test/vectors/hash/md2.json' with { type: 'json' };
import more from '../../../packages/engine/test/vectors/hash/more.json' with { type: 'json' };
import ripemd from '../../../packages/engine/test/vectors/hash/ripemd.json' with { type: 'json' };
import streebog from '../../../packages/engine/test/vectors/hash/streebog.json' with { type: 'json' };
import { filesMessages } from '../app/tools/hash/files.messages.ts';
import { hashMessages } from '../app/tools/hash/hash.messages.ts';
import { paramsMessages } from '../app/tools/hash/params.messages.ts';
import { gotoHydrated, type Lang, test, watchProblems } from './support.ts';

// The checksums, MD4, SM3, Whirlpool, RIPEMD-128/256/320, SHAKE, cSHAKE, KMAC and BLAKE routes, driven as a
// visitor would in each language. Expected values are never the page's: the engine's vector files (RevEng
// check values, RFC 1320, GB/T 32905, Bosselaers' RIPEMD suite, NIST SP 800-185 samples, each recomputed
// by zlib/hashlib/OpenSSL where those have it) and, for generated files, node:crypto (OpenSSL 3), the
// OpenSSL CLI and python3 run here.

const PREFIX: Record<Lang, string> = { en_US: '/en', zh_Hans_CN: '/zh-hans', zh_Hant_HK: '/zh-hant' };
const published = (alg: string, message: string) =>
  more.digests.find((d) => d.algorithm === alg && d.message === message)!.digest;
const sample = (name: string) => more.sp800185.find((s) => s.sample === name)!;

// A 300 KB file of varied bytes (not a multiple of any block size).
const data = Buffer.from(Uint8Array.from({ length: 300_007 }, (_, i) => (i * 131 + (i >> 9)) & 255));
const openssl = (args: string[], input: Buffer) =>
  execFileSync('openssl', args, { input }).toString().trim().split('= ').pop()!.trim().toLowerCase();
const python = (code: string, input: Buffer) =>
  execFileSync('python3', ['-c', `import sys,zlib,binascii;d=sys.stdin.buffer.read();print(${code})`], { input })
    .toString()
    .trim();

async function open(page: Page, lang: Lang, path: string) {
  await gotoHydrated(page, `${PREFIX[lang]}${path}`);
}
const words = (lang: Lang) => hashMessages[lang];
const textBox = (page: Page, lang: Lang) => page.getByRole('textbox', { name: words(lang).textLabel, exact: true });
const output = (page: Page) => page.getByRole('textbox', { name: /digest$|摘要$/ });

/** Turns the page to files, hashes `file`, and returns the cell of `algorithm`'s digest. */
async function hashFile(page: Page, lang: Lang, algorithm: string, file: Buffer, name = 'data.bin') {
  await page.getByRole('radio', { name: words(lang).inputKind.file, exact: true }).check();
  await page
    .getByLabel(filesMessages[lang].chooseLabel)
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: file });
  return page.getByTestId('file-result').locator(`[data-algorithm="${algorithm}"]`);
}

async function backToText(page: Page, lang: Lang) {
  await page.getByRole('radio', { name: words(lang).inputKind.text, exact: true }).check();
}

test('checksums in English: CRC-32, CRC-32C, the five CRC-16s and Adler-32, in hex and decimal, of text and of a file', async ({
  page,
}) => {
  const w = await watchProblems(page);
  const lang: Lang = 'en_US';
  await open(page, lang, '/crc32');
  await textBox(page, lang).fill('123456789');
  await expect(output(page)).toHaveValue(published('crc32', 'check')); // RevEng check cbf43926
  await expect(page.getByRole('textbox', { name: 'CRC-32 as a decimal number' })).toHaveValue(
    String(Number.parseInt(published('crc32', 'check'), 16)),
  );
  for (const a of ['crc32c', 'crc16-arc', 'crc16-ccitt-false', 'crc16-modbus', 'crc16-xmodem', 'crc16-kermit']) {
    await page.getByRole('combobox', { name: 'Algorithm' }).selectOption(a);
    await expect(output(page)).toHaveValue(published(a, 'check'));
  }
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('adler32');
  await textBox(page, lang).fill('Wikipedia');
  await expect(output(page)).toHaveValue(published('adler32', 'Wikipedia')); // 11e60398
  await expect(page.getByRole('textbox', { name: 'Adler-32 as a decimal number' })).toHaveValue('300286872');

  // A file: python3 zlib.adler32, zlib.crc32 and binascii.crc_hqx (CRC-16/XMODEM) computed here.
  const cell = await hashFile(page, lang, 'adler32', data);
  await expect(cell).toHaveText(python("'%08x' % zlib.adler32(d)", data));
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('crc32');
  await expect(page.getByTestId('file-result').locator('[data-algorithm="crc32"]')).toHaveText(
    python("'%08x' % zlib.crc32(d)", data),
  );
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('crc16-xmodem');
  await expect(page.getByTestId('file-result').locator('[data-algorithm="crc16-xmodem"]')).toHaveText(
    python("'%04x' % binascii.crc_hqx(d, 0)", data),
  );
  w.check();
});

// RFC 6986 writes its messages and digests as big-endian numbers: as bytes, they are reversed (decision 0174).
const reversedHex = (h: string) => Buffer.from(h, 'hex').reverse().toString('hex');

test('Streebog-256 and -512 in English: RFC 6986 M1 as text, M2 as hex, and a 1 MiB file as gost12sum hashes it', async ({
  page,
}) => {
  const w = await watchProblems(page);
  const lang: Lang = 'en_US';
  const m = { ...words(lang), ...paramsMessages[lang] };
  const [m1, m2] = streebog.rfc6986 as [(typeof streebog.rfc6986)[0], (typeof streebog.rfc6986)[0]];
  await open(page, lang, '/streebog');
  // M1 as bytes is the ASCII text 0123…012 (63 bytes)
  await textBox(page, lang).fill(Buffer.from(m1.rfcMessage, 'hex').reverse().toString('latin1'));
  await expect(output(page)).toHaveValue(reversedHex(m1.rfc256));
  await page.getByRole('combobox', { name: m.algorithm }).selectOption('streebog512');
  await expect(output(page)).toHaveValue(reversedHex(m1.rfc512));
  // M2 is CP-1251 text: typed as hex
  await page.getByRole('radio', { name: m.inputKind.hex, exact: true }).check();
  await page.getByRole('textbox', { name: m.hexLabel }).fill(reversedHex(m2.rfcMessage));
  await expect(output(page)).toHaveValue(reversedHex(m2.rfc512));
  await page.getByRole('combobox', { name: m.algorithm }).selectOption('streebog256');
  await expect(output(page)).toHaveValue(reversedHex(m2.rfc256));
  // 1 MiB and 13 bytes, byte i = (i*37 + (i>>3)) & 255: gost12sum's digest, stored with the engine's vectors
  const g = streebog.gost12sum.find((x) => x.length === 1048589)!;
  const file = Buffer.from(Uint8Array.from({ length: g.length }, (_, i) => (i * 37 + (i >> 3)) & 255));
  await expect(await hashFile(page, lang, 'streebog256', file)).toHaveText(g.streebog256);
  w.check();
});

test('国密 SM3、MD2、MD4、Whirlpool 与 RIPEMD-128/256/320（简体中文）：文本与文件', async ({ page }) => {
  const w = await watchProblems(page);
  const lang: Lang = 'zh_Hans_CN';
  await open(page, lang, '/sm3');
  await textBox(page, lang).fill('abc');
  await expect(output(page)).toHaveValue(published('sm3', 'abc')); // GB/T 32905 example 1
  await expect(await hashFile(page, lang, 'sm3', data)).toHaveText(createHash('sm3').update(data).digest('hex'));

  await open(page, lang, '/md4');
  await backToText(page, lang);
  await textBox(page, lang).fill('message digest');
  await expect(output(page)).toHaveValue(published('md4', 'message digest')); // RFC 1320 A.5
  await expect(await hashFile(page, lang, 'md4', data)).toHaveText(
    openssl(['dgst', '-md4', '-provider', 'legacy', '-provider', 'default'], data),
  );

  // MD2: RFC 1319 A.5 as text and, the 80 digits, as a file (OpenSSL 3 here has no MD2 to ask).
  const rfc1319 = (message: string) => md2.rfc1319.find((v) => v.message === message)!.digest;
  const digits = '1234567890'.repeat(8);
  await open(page, lang, '/md2');
  await backToText(page, lang);
  await textBox(page, lang).fill('message digest');
  await expect(output(page)).toHaveValue(rfc1319('message digest'));
  await expect(await hashFile(page, lang, 'md2', Buffer.from(digits), 'digits.txt')).toHaveText(rfc1319(digits));

  await open(page, lang, '/whirlpool');
  await backToText(page, lang);
  await textBox(page, lang).fill('abc');
  await expect(output(page)).toHaveValue(published('whirlpool', 'abc'));
  await expect(await hashFile(page, lang, 'whirlpool', data)).toHaveText(
    openssl(['dgst', '-whirlpool', '-provider', 'legacy', '-provider', 'default'], data),
  );

  // RIPEMD: Bosselaers' suite for text, and his million-a message as a file.
  const million = Buffer.alloc(1_000_000, 'a');
  for (const a of ['ripemd128', 'ripemd256', 'ripemd320'] as const) {
    await open(page, lang, `/${a}`);
    await backToText(page, lang);
    await textBox(page, lang).fill('abc');
    await expect(output(page)).toHaveValue(ripemd[a].abc);
    await expect(await hashFile(page, lang, a, million, 'million-a.txt')).toHaveText(ripemd[a]['million-a']);
  }
  w.check();
});

test('SHAKE、cSHAKE、KMAC 與 BLAKE（繁體中文）：輸出長度、金鑰與自訂字串，文字與檔案', async ({ page }) => {
  const w = await watchProblems(page);
  const lang: Lang = 'zh_Hant_HK';
  const m = { ...words(lang), ...paramsMessages[lang] };
  await open(page, lang, '/shake');
  await textBox(page, lang).fill('abc');
  await expect(output(page)).toHaveValue(createHash('shake128', { outputLength: 32 }).update('abc').digest('hex'));
  await page.getByRole('combobox', { name: m.algorithm }).selectOption('shake256');
  await page.getByRole('textbox', { name: m.outputLength }).fill('100');
  await expect(output(page)).toHaveValue(
    more.shake.find((s) => s.algorithm === 'shake256' && s.outputLength === 100)!.digest,
  );
  await expect(await hashFile(page, lang, 'shake256', data)).toHaveText(
    createHash('shake256', { outputLength: 100 }).update(data).digest('hex'),
  );
  // Bad length: the visitor's message beside the field.
  await page.getByRole('textbox', { name: m.outputLength }).fill('2000');
  await expect(page.getByText('請輸入 1 至 1024 之間的整數。')).toBeVisible();

  // cSHAKE128, SP 800-185 sample #2 (200 bytes, S = "Email Signature"), as text in hex and as a file.
  const s2 = sample('cSHAKE128 #2');
  await open(page, lang, '/cshake');
  await page.getByRole('radio', { name: m.inputKind.hex, exact: true }).check();
  await page.getByRole('textbox', { name: m.hexLabel }).fill(s2.data);
  await page.getByRole('textbox', { name: m.customization }).fill(s2.customization);
  await expect(output(page)).toHaveValue(s2.digest);
  await expect(await hashFile(page, lang, 'cshake128', Buffer.from(s2.data, 'hex'))).toHaveText(s2.digest);

  // KMAC256, SP 800-185 sample #6 (re-computed by OpenSSL in the vector generator), text and file.
  const k6 = sample('KMAC256 #6');
  await open(page, lang, '/kmac');
  await page.getByRole('combobox', { name: m.algorithm }).selectOption('kmac256');
  await page.getByRole('radio', { name: m.inputKind.hex, exact: true }).check();
  await page.getByRole('textbox', { name: m.hexLabel }).fill(k6.data);
  await page.getByRole('combobox', { name: m.keyEncoding }).selectOption('hex');
  await page.getByRole('textbox', { name: m.paramKey }).fill(k6.key!);
  await page.getByRole('textbox', { name: m.customization }).fill(k6.customization);
  await expect(output(page)).toHaveValue(k6.digest);
  await expect(await hashFile(page, lang, 'kmac256', data)).toHaveText(
    openssl(
      ['mac', '-macopt', `hexkey:${k6.key}`, '-macopt', 'size:64', '-macopt', `custom:${k6.customization}`, 'KMAC256'],
      data,
    ),
  );

  // BLAKE2b at 32 bytes (OpenSSL's blake2b512 at its full length for the file; python3 for the keyed short one).
  await open(page, lang, '/blake2b');
  await backToText(page, lang);
  await textBox(page, lang).fill('abc');
  await expect(output(page)).toHaveValue(createHash('blake2b512').update('abc').digest('hex'));
  await expect(await hashFile(page, lang, 'blake2b', data)).toHaveText(
    createHash('blake2b512').update(data).digest('hex'),
  );
  await page.getByRole('textbox', { name: m.outputLength }).fill('32');
  await page.getByRole('combobox', { name: m.keyEncoding }).selectOption('utf8');
  await page.getByRole('textbox', { name: m.paramKey }).fill('secret');
  await expect(page.getByTestId('file-result').locator('[data-algorithm="blake2b"]')).toHaveText(
    python("__import__('hashlib').blake2b(d, digest_size=32, key=b'secret').hexdigest()", data),
  );

  // BLAKE3 past 1024 bytes: the BLAKE3 team's 131-byte extended output (test_vectors.json, 1025 bytes of
  // 0..250 repeating), and at 16384 bytes the same 131 bytes first (an XOF's longer output extends the
  // shorter one), as text and as a file; one byte more is refused beside the field.
  const v = kb.blake3Extended.find((x) => x.inputLen === 1025)!;
  const input = Buffer.from(Uint8Array.from({ length: 1025 }, (_, i) => i % 251));
  await open(page, lang, '/blake3');
  await page.getByRole('radio', { name: m.inputKind.hex, exact: true }).check();
  await page.getByRole('textbox', { name: m.hexLabel }).fill(input.toString('hex'));
  await page.getByRole('textbox', { name: m.outputLength }).fill('131');
  await expect(output(page)).toHaveValue(v.digest);
  await page.getByRole('textbox', { name: m.outputLength }).fill('16384');
  await expect(output(page)).toHaveValue(new RegExp(`^${v.digest}[0-9a-f]{${2 * (16384 - 131)}}$`));
  await expect(page.getByText(m.blake3Max)).toBeVisible();
  await expect(await hashFile(page, lang, 'blake3', input, 'vector.bin')).toHaveText(
    new RegExp(`^${v.digest}[0-9a-f]{${2 * (16384 - 131)}}$`),
  );
  await page.getByRole('textbox', { name: m.outputLength }).fill('16385');
  await expect(page.getByText('請輸入 1 至 16384 之間的整數。')).toBeVisible();
  w.check();
});
