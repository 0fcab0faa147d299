import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { decodeAccountID } from 'ripple-address-codec';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { codecsMessages } from '../app/tools/encoding/codecs.messages.ts';
import { encodingMessages } from '../app/tools/encoding/encoding.messages.ts';
import { gzipMessages } from '../app/tools/encoding/gzip.messages.ts';
import type { Lang } from './support.ts';
import { test, waitForTool, watchProblems } from './support.ts';

// Expected values come from Python 3.11 (base64, binascii, codecs 'idna', gzip) and from the specs
// (ZeroMQ RFC 32's HelloWorld, Bitcoin's genesis address), never from the site. The language rotates
// across the tests through the URL prefix.
const PREFIX: Record<Lang, string> = { en_US: '/en', zh_Hans_CN: '/zh-hans', zh_Hant_HK: '/zh-hant' };

async function open(page: Page, lang: Lang, path: string) {
  await page.goto(PREFIX[lang] + path);
  await waitForTool(page);
}

/** Clicks the visible segment of a segmented control (the radio itself is hidden). */
const pick = (page: Page, name: string, group?: string) =>
  (group ? page.getByRole('group', { name: group, exact: true }) : page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** An engine error's message in a language, with its params filled in as the site does. */
const error = (lang: Lang, code: keyof (typeof errorMessages)['en_US'], params: Record<string, string | number> = {}) =>
  errorMessages[lang][code].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k]));

test('/base32 in English: RFC 4648, base32hex, Crockford with its check symbol, and a bad character', async ({
  page,
}) => {
  const lang = 'en_US';
  const m = codecsMessages[lang];
  const e = encodingMessages[lang];
  const w = await watchProblems(page);
  await open(page, lang, '/base32');
  await box(page, m.textToEncode).fill('Hello, 世界');
  await expect(box(page, 'Base32')).toHaveValue('JBSWY3DPFQQOJOEW46KYY===');
  await page.getByLabel(m.variant).selectOption('hex');
  await box(page, m.textToEncode).fill('foobar');
  await expect(box(page, 'Base32')).toHaveValue('CPNMUOJ1E8======');

  await pick(page, e.decode);
  await page.getByLabel(m.variant).selectOption('rfc4648');
  const input = box(page, 'Base32 to decode');
  await input.fill('jbswy3dp fqqojoew46kyy');
  await expect(box(page, m.decodedText)).toHaveValue('Hello, 世界');
  await input.fill('MZXW1===');
  await expect(page.getByRole('alert')).toHaveText(
    error(lang, 'INVALID_CHARACTER', { encoding: 'Base32', char: '1', position: 5 }),
  );
  await expect(input).toHaveValue('MZXW1===');
  // Crockford: 0x12 0xab is "2ANG" (crockford.com/base32.html's alphabet; the library's own example);
  // read leniently with a hyphen and lower case.
  await page.getByLabel(m.variant).selectOption('crockford');
  await page.getByLabel(m.showHex).check();
  await input.fill('2a-ng');
  await expect(box(page, m.decodedHex)).toHaveValue('12 ab');
  w.check();
});

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`/base32 with a custom alphabet (z-base-32) both ways, kept in the link, a bad alphabet named, in ${lang}`, async ({
    page,
  }) => {
    const m = codecsMessages[lang];
    const e = encodingMessages[lang];
    // Python: base64.b32encode translated into z-base-32's alphabet (same bit order, Zooko's spec).
    const py = `import base64; print(base64.b32encode('Hello, 世界'.encode()).decode().translate(str.maketrans('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 'ybndrfg8ejkmcpqxot1uwisza345h769')))`;
    const expected = execFileSync('python3', ['-c', py], { encoding: 'utf8' }).trim();
    const w = await watchProblems(page);
    await open(page, lang, '/base32');
    await page.getByLabel(m.variant).selectOption('custom');
    await box(page, m.base32.alphabet).fill('ybndrfg8ejkmcpqxot1uwisza345h769');
    await box(page, m.textToEncode).fill('Hello, 世界');
    await expect(box(page, 'Base32')).toHaveValue(expected);
    await expect(page).toHaveURL(/v=custom/);
    await page.reload();
    await waitForTool(page);
    await expect(box(page, m.base32.alphabet)).toHaveValue('ybndrfg8ejkmcpqxot1uwisza345h769');
    await pick(page, e.decode);
    const input = box(page, fmt(m.toDecode, { name: 'Base32' }));
    await input.fill(expected.toUpperCase());
    await expect(box(page, m.decodedText)).toHaveValue('Hello, 世界');
    await box(page, m.base32.alphabet).fill('abcabc');
    await expect(page.getByRole('alert')).toHaveText(
      error(lang, 'INVALID_ALPHABET', { expected: 32, count: 6, distinct: 3 }),
    );
    w.check();
  });
}

test('/base58 in Simplified Chinese: Base58Check of the genesis address, its version byte, a bad checksum', async ({
  page,
}) => {
  const lang = 'zh_Hans_CN';
  const m = codecsMessages[lang];
  const e = encodingMessages[lang];
  const w = await watchProblems(page);
  await open(page, lang, '/base58');
  await page.getByLabel(m.variant).selectOption('check');
  await box(page, m.hexToEncode).fill('0062e907b15cbf27d5425399ebf6f0fb50ebb88f18');
  await expect(box(page, 'Base58')).toHaveValue('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  await pick(page, e.decode);
  const input = box(page, '要解码的 Base58');
  await input.fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa');
  await expect(page.getByText('版本字节：0x00（比特币 P2PKH 地址）')).toBeVisible();
  await expect(box(page, m.decodedHex)).toHaveValue('00 62 e9 07 b1 5c bf 27 d5 42 53 99 eb f6 f0 fb\n50 eb b8 8f 18');
  await input.fill('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb');
  await expect(page.getByRole('alert')).toHaveText(error(lang, 'BAD_CHECKSUM'));
  await input.fill('1A1zP1eP0');
  await expect(page.getByRole('alert')).toHaveText(error(lang, 'INVALID_BASE58', { char: '0', position: 9 }));
  w.check();
});

test('/base58 in English: an XRP address in Ripple’s alphabet to its account ID and back, Flickr’s alphabet', async ({
  page,
}) => {
  const lang = 'en_US';
  const m = codecsMessages[lang];
  const e = encodingMessages[lang];
  const w = await watchProblems(page);
  // The XRP Ledger's genesis account; xrpl's ripple-address-codec (decodeAccountID) gives its account ID.
  const address = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
  const accountId = Buffer.from(decodeAccountID(address)).toString('hex');
  // Flickr's alphabet, from a Base58 written in Python from the alphabet's definition.
  const flickr = execFileSync(
    'python3',
    [
      '-c',
      `a = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ'
n = int.from_bytes(b'Hello World!', 'big'); s = ''
while n:
  n, r = divmod(n, 58); s = a[r] + s
print(s)`,
    ],
    { encoding: 'utf8' },
  ).trim();
  await open(page, lang, '/base58');
  await page.getByLabel(m.variant).selectOption({ label: m.base58.rippleCheck });
  await expect(page).toHaveURL(/v=rippleCheck/);
  const plain = box(page, m.hexToEncode);
  await expect(plain).toHaveAccessibleDescription(m.base58.rippleCheckHint);
  await plain.fill(`00${accountId}`);
  await expect(box(page, 'Base58')).toHaveValue(address);
  await pick(page, e.decode);
  const input = box(page, fmt(m.toDecode, { name: 'Base58' }));
  await input.fill(address);
  await expect(page.getByText(fmt(m.base58.version, { hex: '00', meaning: m.base58.xrpAccount }))).toBeVisible();
  await expect(box(page, m.decodedHex)).toHaveValue(
    `00${accountId}`.replace(/(..)(?!$)/g, '$1 ').replace(/^((?:.. ){15}..) /, '$1\n'),
  );
  await input.fill(`${address.slice(0, -1)}j`);
  await expect(page.getByRole('alert')).toHaveText(error(lang, 'BAD_CHECKSUM'));

  await page.getByLabel(m.variant).selectOption({ label: m.base58.flickr });
  await input.fill(flickr);
  await expect(box(page, m.decodedText)).toHaveValue('Hello World!');
  w.check();
});

test('/base85 in Traditional Chinese: Ascii85 both ways, the Z85 spec vector, Z85 lengths', async ({ page }) => {
  const lang = 'zh_Hant_HK';
  const m = codecsMessages[lang];
  const e = encodingMessages[lang];
  const w = await watchProblems(page);
  await open(page, lang, '/base85');
  await box(page, m.textToEncode).fill('hello');
  await expect(box(page, 'Base85')).toHaveValue('<~BOu!rDZ~>');
  await page.getByLabel(m.variant).selectOption('z85');
  await expect(page.getByRole('alert')).toHaveText(error(lang, 'Z85_LENGTH', { actual: 5 }));
  await pick(page, m.asHex);
  await box(page, m.hexToEncode).fill('86 4F D2 6F B5 59 F7 5B');
  await expect(box(page, 'Base85')).toHaveValue('HelloWorld');
  await pick(page, e.decode);
  const input = box(page, '要解碼的 Base85');
  await input.fill('HelloWorld');
  await expect(box(page, m.decodedHex)).toHaveValue('86 4f d2 6f b5 59 f7 5b');
  await page.getByLabel(m.variant).selectOption('ascii85');
  await input.fill('<~BOu!rDZ~>');
  await expect(box(page, m.decodedText)).toHaveValue('hello');
  await input.fill('<~BOu!rvDZ~>');
  await expect(page.getByRole('alert')).toHaveText(
    error(lang, 'INVALID_CHARACTER', { encoding: 'Ascii85', char: 'v', position: 8 }),
  );
  w.check();
});

test('/quotedprintable and /punycode in English and Simplified Chinese', async ({ page }) => {
  const w = await watchProblems(page);
  const en = codecsMessages.en_US;
  await open(page, 'en_US', '/quotedprintable');
  await box(page, en.textToEncode).fill('café = 1');
  await expect(box(page, 'Quoted-printable')).toHaveValue('caf=C3=A9 =3D 1');
  await pick(page, encodingMessages.en_US.decode);
  const qp = box(page, 'Quoted-printable to decode');
  await qp.fill('caf=C3=A9 =3D=\n 1');
  await expect(box(page, en.decodedText)).toHaveValue('café = 1');
  await qp.fill('ok =4X');
  await expect(page.getByRole('alert')).toHaveText(error('en_US', 'INVALID_QUOTED_PRINTABLE', { position: 4 }));

  const zh = codecsMessages.zh_Hans_CN;
  await open(page, 'zh_Hans_CN', '/punycode');
  await box(page, zh.punycode.unicodeLabel).fill('bücher.example\n中文.中国');
  await expect(box(page, zh.punycode.asciiLabel)).toHaveValue('xn--bcher-kva.example\nxn--fiq228c.xn--fiqs8s');
  // a pasted URL or email address: its host converted (the same IDNA vectors), the rest kept as typed
  await box(page, zh.punycode.unicodeLabel).fill(
    'https://user@bücher.example:8443/pfad/ä?q=中文#x\nmailto:a@中文.中国\n中文.中国/路径\n//bücher.example',
  );
  await expect(box(page, zh.punycode.asciiLabel)).toHaveValue(
    'https://user@xn--bcher-kva.example:8443/pfad/ä?q=中文#x\nmailto:a@xn--fiq228c.xn--fiqs8s\nxn--fiq228c.xn--fiqs8s/路径\n//xn--bcher-kva.example',
  );
  await pick(page, encodingMessages.zh_Hans_CN.decode);
  const ascii = box(page, zh.punycode.asciiLabel);
  await ascii.fill('https://xn--fiq228c.xn--fiqs8s/a?b#c');
  await expect(box(page, zh.punycode.unicodeLabel)).toHaveValue('https://中文.中国/a?b#c');
  await ascii.fill('xn--fiq228c.xn--fiqs8s');
  await expect(box(page, zh.punycode.unicodeLabel)).toHaveValue('中文.中国');
  await ascii.fill('xn--zz.cn');
  await expect(page.getByRole('alert')).toHaveText(error('zh_Hans_CN', 'INVALID_PUNYCODE', { label: 'xn--zz' }));
  w.check();
});

test('/gzip in Traditional Chinese: a file through gzip, Python gzip back to text, damaged data', async ({ page }) => {
  const lang = 'zh_Hant_HK';
  const m = codecsMessages[lang];
  const g = gzipMessages[lang];
  const w = await watchProblems(page);
  await open(page, lang, '/gzip');
  await pick(page, m.asFile, m.inputAs);
  const content = Buffer.from('Tinkerbox gzip test 中文\n'.repeat(500));
  await page.getByLabel(g.chooseLabel).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: content });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /notes\.txt\.gz/ }).click(),
  ]);
  const gz = readFileSync((await download.path()) as string);
  // zlib (node:zlib) and Python's gzip module both read our output back to the file.
  expect(gunzipSync(gz).equals(content)).toBe(true);
  const py = execFileSync(
    'python3',
    ['-c', 'import sys,gzip;sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))'],
    {
      input: gz,
    },
  );
  expect(py.equals(content)).toBe(true);

  // Python 3.11: base64.b64encode(gzip.compress(b'Hello from Python gzip\n' * 3, mtime=0))
  await pick(page, g.decompress);
  await pick(page, m.asBase64, m.inputAs);
  await page.getByLabel(g.format).selectOption('auto');
  const data = box(page, g.data);
  await data.fill('H4sIAAAAAAACA/NIzcnJV0grys9VCKgsycjPU0ivyizg8iBJGACpMebPRQAAAA==');
  await pick(page, m.asText, g.outputAs);
  await expect(box(page, g.result)).toHaveValue('Hello from Python gzip\n'.repeat(3));
  await expect(page.getByTestId('gzip-sizes')).toContainText('按 gzip 讀取。');
  await data.fill('H4sIAAAAAAACA/NIzcnJV0grys9VCKgsycjPU0ivyizg8iBJGACp');
  await expect(page.getByRole('alert')).toHaveText(error(lang, 'INVALID_COMPRESSED', { format: 'gzip' }));
  w.check();
});

for (const lang of ['en_US', 'zh_Hans_CN'] as const) {
  test(`/gzip writes a file name, a comment and a header CRC that GNU gzip checks, in ${lang}`, async ({ page }) => {
    const g = gzipMessages[lang];
    // Python writes the header by RFC 1952 §2.3 (FLG = FHCRC|FNAME|FCOMMENT, MTIME 0, XFL 0, OS 3, CRC-16).
    const py = `
import struct, zlib
h = b'\\x1f\\x8b\\x08' + bytes([2 | 8 | 16]) + struct.pack('<I', 0) + b'\\x00\\x03' + 'café.txt'.encode('latin-1') + b'\\0' + b'by Tinkerbox\\0'
print((h + struct.pack('<H', zlib.crc32(h) & 0xffff)).hex())`;
    const header = execFileSync('python3', ['-c', py], { encoding: 'utf8' }).trim();
    const w = await watchProblems(page);
    await open(page, lang, '/gzip');
    await box(page, g.data).fill('hello, gzip header\n');
    await box(page, g.fileName).fill('café.txt');
    await box(page, g.comment).fill('by Tinkerbox');
    await page.getByLabel(g.headerCrc).check();
    await expect(page).toHaveURL(/hcrc=1/);
    const result = async () => Buffer.from(await box(page, g.result).inputValue(), 'base64');
    await expect.poll(async () => (await result()).subarray(0, header.length / 2).toString('hex')).toBe(header);
    const out = await result();
    // GNU gzip 1.12 checks the header CRC and the trailer, then gives the text back.
    expect(execFileSync('gzip', ['-dc'], { input: out }).toString()).toBe('hello, gzip header\n');
    expect(gunzipSync(out).toString()).toBe('hello, gzip header\n');
    await box(page, g.fileName).fill('中.txt');
    await expect(page.getByRole('alert')).toHaveText(
      error(lang, 'UNENCODABLE_CHAR', { char: '中', position: 1, encoding: 'ISO-8859-1' }),
    );
    w.check();
  });
}

test('/gzip in Simplified Chinese: Decompress reads base64 and hex of gzip and zlib pasted as Text, and shows text', async ({
  page,
}) => {
  const lang = 'zh_Hans_CN';
  const m = codecsMessages[lang];
  const g = gzipMessages[lang];
  const w = await watchProblems(page);
  // Python writes the data: gzip as base64 and zlib as hex (with colons), and the text they hold.
  const py = `
import base64, gzip, json, zlib
d = 'Hello from Python gzip, 中文\\n'.encode() * 3
print(json.dumps([d.decode(), base64.b64encode(gzip.compress(d, mtime=0)).decode(), zlib.compress(d).hex(':')]))
`;
  const [plain, gzB64, zlibHex] = JSON.parse(execFileSync('python3', ['-c', py], { encoding: 'utf8' })) as string[];
  await open(page, lang, '/gzip');
  await pick(page, g.decompress);
  const inputAs = page.getByRole('group', { name: m.inputAs, exact: true });
  await expect(inputAs.getByRole('radio', { name: m.asText, exact: true })).toBeChecked();
  const data = box(page, g.data);
  const said = (format: string, source: string) =>
    g.recognised.replace(/\{(\w+)\}/g, (_, k: string) => ({ format, source, text: m.asText })[k] ?? '');

  await data.fill(gzB64 ?? '');
  await expect(inputAs.getByRole('radio', { name: m.asBase64, exact: true })).toBeChecked();
  await expect(data).toHaveAccessibleDescription(said('gzip', m.asBase64));
  await expect(page).toHaveURL(/src=base64/);
  // The result is UTF-8, so it shows as text without a pick.
  await expect(box(page, g.result)).toHaveValue(plain ?? '');
  await expect(
    page.getByRole('group', { name: g.outputAs, exact: true }).getByRole('radio', { name: m.asText, exact: true }),
  ).toBeChecked();

  // A new paste of the other kind switches again.
  await data.fill(zlibHex ?? '');
  await expect(inputAs.getByRole('radio', { name: m.asHex, exact: true })).toBeChecked();
  await expect(data).toHaveAccessibleDescription(said('zlib', m.asHex));
  // zlib under the default gzip format would fail: the format goes to the header's word.
  await expect(page.getByLabel(g.format)).toHaveValue('auto');
  await expect(page.getByTestId('gzip-sizes')).toContainText('按 zlib 读取。');
  await expect(box(page, g.result)).toHaveValue(plain ?? '');

  // The visitor's pick of Text stays: the data is then read as typed, and is not gzip.
  await pick(page, m.asText, m.inputAs);
  await expect(data).toHaveValue(zlibHex ?? '');
  await expect(data).not.toHaveAccessibleDescription(said('zlib', m.asHex));
  await expect(page.getByRole('alert')).toHaveText(error(lang, 'INVALID_COMPRESSED', { format: 'deflate' }));
  await data.fill(gzB64 ?? '');
  await expect(inputAs.getByRole('radio', { name: m.asText, exact: true })).toBeChecked();

  // Compressing still shows base64 by default (gzip output is never UTF-8).
  await pick(page, g.compress);
  await pick(page, m.asText, m.inputAs);
  await data.fill('abc');
  await expect(
    page.getByRole('group', { name: g.outputAs, exact: true }).getByRole('radio', { name: 'Base64', exact: true }),
  ).toBeChecked();
  w.check();
});
