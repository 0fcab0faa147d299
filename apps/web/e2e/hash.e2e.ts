import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import checksums from '../../../packages/engine/test/vectors/hash/checksum-lines.json' with { type: 'json' };
import digests from '../../../packages/engine/test/vectors/hash/digests.json' with { type: 'json' };
import hmacs from '../../../packages/engine/test/vectors/hash/hmac.json' with { type: 'json' };
import { hashMessages } from '../app/tools/hash/hash.messages.ts';
import { hashTools } from '../app/tools/hash/hash.tools.ts';
import { sumsMessages } from '../app/tools/hash/sums.messages.ts';
import { gotoHydrated, LANGS, SMOKE, setLang, test, watchProblems } from './support.ts';

// Expected values come from the engine's vector files (Python hashlib/hmac on the standards' inputs)
// and, where noted, from python3 run by hand; never from the page itself.
const abc = (alg: string) => digests.digests.find((d) => d.algorithm === alg && d.message === 'abc')!.digest;
const jefe = (alg: string) => hmacs.vectors.find((v) => v.algorithm === alg && v.source.endsWith('test case 2'))!.mac;

const output = (page: Page) => page.getByRole('textbox', { name: /digest$|摘要$/ });

async function typeInput(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: /to hash|要计算哈希|要計算雜湊/ });
  await box.fill(text);
}

const DIGEST_ROUTES = [
  ['/md5', 'md5'],
  ['/sha1', 'sha1'],
  ['/sha224', 'sha224'],
  ['/sha256', 'sha256'],
  ['/sha384', 'sha384'],
  ['/sha512', 'sha512'],
  ['/sha3', 'sha3-256'],
  ['/ripemd160', 'ripemd160'],
] as const;

for (const [path, alg] of DIGEST_ROUTES) {
  test(`${path} turns "abc" into its ${alg} digest`, async ({ page }) => {
    const w = await watchProblems(page);
    await page.goto(path);
    await typeInput(page, 'abc');
    await expect(output(page)).toHaveValue(abc(alg));
    await expect(page.getByTestId('byte-count')).toHaveText('3 bytes hashed');
    w.check();
  });
}

// Decision 0194: an untouched digest page comes with its digest (the server computed it), and starts no
// worker until the visitor changes something. Every digest route: a page whose untouched job the server
// did not answer would start its worker at load again.
const emptyDigest = (alg: string) => digests.digests.find((d) => d.algorithm === alg && d.message === 'empty')?.digest;
const digestRoutes = hashTools.filter((t) => t.preset?.kind === 'digest' && t.path !== '/crc');

test('every untouched digest route shows its digest from the server and starts no worker until the input changes', async ({
  page,
  request,
}) => {
  const w = await watchProblems(page);
  let workers = 0;
  page.on('worker', (worker) => {
    if (worker.url().includes('hash.worker')) workers++;
  });
  for (const t of digestRoutes) {
    const alg = t.preset?.algorithm ?? '';
    // in the HTML, before any script: python3 hashlib's digest of the empty text where the vectors have it
    const html = await (await request.get(t.path)).text();
    const served = /<textarea[^>]*readonly[^>]*>([0-9a-f]+)<\/textarea>/.exec(html)?.[1];
    expect(served, `${t.path}: the digest in the HTML`).toBeTruthy();
    if (emptyDigest(alg)) expect(served, t.path).toBe(emptyDigest(alg));
    await gotoHydrated(page, t.path);
    await expect(output(page)).toHaveValue(served as string);
    expect(workers, `${t.path}: a worker started at load`).toBe(0);
  }
  // the first change starts the worker; the empty text again shows the server's digest
  await gotoHydrated(page, '/md5');
  await typeInput(page, 'abc');
  await expect(output(page)).toHaveValue(abc('md5'));
  expect(workers).toBe(1);
  await typeInput(page, '');
  await expect(output(page)).toHaveValue(emptyDigest('md5') as string);
  w.check();
});

test('an untouched HMAC page shows the HMAC of the empty text with the empty key, as node:crypto gives it (zh_Hant_HK)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  let workers = 0;
  page.on('worker', () => workers++);
  await gotoHydrated(page, '/hmacsha256');
  await expect(output(page)).toHaveValue(createHmac('sha256', '').update('').digest('hex'));
  expect(workers).toBe(0);
});

const HMAC_ROUTES = [
  ['/hmacmd5', 'md5', 'RFC 2202'],
  ['/hmacsha1', 'sha1', 'RFC 2202'],
  ['/hmacsha224', 'sha224', 'RFC 4231'],
  ['/hmacsha256', 'sha256', 'RFC 4231'],
  ['/hmacsha384', 'sha384', 'RFC 4231'],
  ['/hmacsha512', 'sha512', 'RFC 4231'],
] as const;

for (const [path, alg, rfc] of HMAC_ROUTES) {
  test(`${path} gives the ${rfc} test case 2 MAC`, async ({ page }) => {
    const w = await watchProblems(page);
    await page.goto(path);
    await typeInput(page, 'what do ya want for nothing?');
    await page.getByRole('textbox', { name: 'Key', exact: true }).fill('Jefe');
    await expect(output(page)).toHaveValue(jefe(alg));
    w.check();
  });
}

test('/hmacripemd160 gives the RFC 2286 test case 2 MAC, and the HMAC of an empty key when it is empty', async ({
  page,
}) => {
  // Changed on purpose (issue 20): an empty key is valid HMAC (RFC 2104), no longer "Enter a key.".
  const w = await watchProblems(page);
  await page.goto('/hmacripemd160');
  await typeInput(page, 'what do ya want for nothing?');
  const key = page.getByRole('textbox', { name: 'Key', exact: true });
  await key.fill('');
  // python3: hmac.new(b'', b'what do ya want for nothing?', 'ripemd160').hexdigest()
  await expect(output(page)).toHaveValue('1298ef3363017c009e0bd1b94c59783621749076');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await key.fill('Jefe');
  // python3: hmac.new(b'Jefe', b'what do ya want for nothing?', 'ripemd160').hexdigest()
  await expect(output(page)).toHaveValue('dda6c0213a485a9e24f4742064a7f033b43c4069');
  await page.getByRole('combobox', { name: 'Key encoding' }).selectOption('hex');
  await expect(page.getByRole('alert')).toContainText('Not valid hex');
  await expect(key).toHaveValue('Jefe');
  w.check();
});

test('/sha3 tells SHA3-256 from Keccak-256 and switches widths', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/sha3');
  await typeInput(page, 'abc');
  await expect(output(page)).toHaveValue(abc('sha3-256'));
  await page.getByRole('combobox', { name: 'Variant' }).selectOption('keccak');
  // Ethereum's keccak256("abc"), as published (packages/engine/test/vectors/hash/keccak-blake3.json).
  await expect(output(page)).toHaveValue('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  await page.getByRole('combobox', { name: 'Variant' }).selectOption('sha3');
  await page.getByRole('combobox', { name: 'Output size' }).selectOption('512');
  await expect(output(page)).toHaveValue(abc('sha3-512'));
  expect(page.url()).toContain('alg=sha3-512');
  w.check();
});

test('a file dropped on the page and one chosen with the picker give their known digests', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/sha256');
  await page.getByRole('radio', { name: 'Files' }).check();
  const content = 'Tinkerbox file test\n'.repeat(1000);
  await page.getByTestId('drop-zone').evaluate((zone, text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.txt', { type: 'text/plain' }));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, content);
  // python3: hashlib.sha256(b'Tinkerbox file test\n' * 1000).hexdigest()
  const result = page.getByTestId('file-result');
  await expect(result.locator('[data-algorithm="sha256"]')).toHaveText(
    '97352f6a5f08e054689ea16308a1ac620f0df06d46da1d9cfba89f6b1be211aa',
  );
  await expect(page.getByTestId('files-done')).toBeVisible();
  await page
    .getByRole('textbox', { name: /Expected digest/ })
    .fill('97352F6A 5F08E054 689EA163 08A1AC62 0F0DF06D 46DA1D9C FBA89F6B 1BE211AA');
  await expect(result.getByTestId('verdict')).toContainText('Match');
  await page.getByLabel('Choose files to hash').setInputFiles({
    name: 'picked.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(content),
  });
  await page.getByRole('checkbox', { name: 'Every algorithm at once' }).check();
  // python3: hashlib.md5(b'Tinkerbox file test\n' * 1000).hexdigest()
  await expect(result.locator('[data-algorithm="md5"]')).toHaveText('8b8f385ea8c0f38bf3f4af87d27a7891');
  await expect(result).toContainText('picked.txt');
  w.check();
});

test('files pasted anywhere on the page are hashed, with HMAC on an HMAC page', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/hmacsha256');
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill('Jefe');
  await page.evaluate(() => {
    const dt = new DataTransfer();
    dt.items.add(new File(['what do ya want for nothing?'], 'pasted.txt', { type: 'text/plain' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }));
  });
  await expect(page.getByRole('radio', { name: 'Files' })).toBeChecked();
  await expect(page.getByTestId('file-result').locator('[data-algorithm="sha256"]')).toHaveText(jefe('sha256'));
  w.check();
});

test('the verify box tells a match from a mismatch and names the algorithm that does match', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/sha256');
  await typeInput(page, 'abc');
  const verify = page.getByRole('textbox', { name: /Expected digest/ });
  await verify.fill(abc('sha256').toUpperCase());
  await expect(page.getByTestId('verdict')).toHaveText('✓ Match: the digest is identical.');
  await verify.fill(`${abc('sha256').slice(0, -1)}0`);
  await expect(page.getByTestId('verdict')).toHaveText('✗ Mismatch: the digests differ.');
  await verify.fill(abc('sha1'));
  await expect(page.getByTestId('verdict')).toContainText('but it matches SHA-1');
  w.check();
});

test('byte counts, encodings, hex and base64 input, output formats and the all-algorithms view', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/sha256');
  // A textarea reports every line break as LF (4 bytes); CRLF is an explicit choice (5 bytes).
  await typeInput(page, 'abc\r\n');
  await expect(page.getByTestId('byte-count')).toHaveText('4 bytes hashed');
  await page.getByRole('combobox', { name: 'Line breaks' }).selectOption('crlf');
  await expect(page.getByTestId('byte-count')).toHaveText('5 bytes hashed');
  // python3: hashlib.sha256(b'abc\r\n').hexdigest()
  await expect(output(page)).toHaveValue('552bab6864c7a7b69a502ed1854b9245c0e1a30f008aaa0b281da62585fdb025');
  await page.getByRole('combobox', { name: 'Line breaks' }).selectOption('lf');
  await typeInput(page, '中文');
  await page.getByRole('combobox', { name: 'Text encoding' }).selectOption('gbk');
  await expect(page.getByTestId('byte-count')).toHaveText('4 bytes hashed');
  // python3: hashlib.sha256('中文'.encode('gbk')).hexdigest()
  await expect(output(page)).toHaveValue('9485702c85d23d7480e5b7d215e75d3a4cb0196265a5959c718288255553eb23');
  await typeInput(page, '中文😀');
  await expect(page.getByRole('alert')).toHaveText('“😀” at position 3 has no code in GBK.');

  await page.getByRole('radio', { name: 'Hex' }).check();
  await typeInput(page, '61.62.63');
  await expect(page.getByRole('alert')).toContainText('Not valid hex: “.” at position 3');
  await page.getByRole('checkbox', { name: /Ignore non-hex/ }).check();
  await expect(output(page)).toHaveValue(abc('sha256'));
  await typeInput(page, '616');
  await expect(page.getByRole('alert')).toContainText('Hex needs two digits per byte');
  await expect(page.getByRole('textbox', { name: 'Hex to hash' })).toHaveValue('616');

  await page.getByRole('radio', { name: 'Base64' }).check();
  await typeInput(page, 'YWJj');
  await expect(output(page)).toHaveValue(abc('sha256'));
  await page.getByRole('combobox', { name: 'Output format' }).selectOption('base64');
  await expect(output(page)).toHaveValue(Buffer.from(abc('sha256'), 'hex').toString('base64'));
  await page.getByRole('combobox', { name: 'Output format' }).selectOption('base64url');
  await expect(output(page)).toHaveValue(Buffer.from(abc('sha256'), 'hex').toString('base64url'));
  await page.getByRole('combobox', { name: 'Output format' }).selectOption('HEX');
  await page.getByRole('checkbox', { name: 'Every algorithm at once' }).check();
  const table = page.getByTestId('all-table');
  for (const alg of ['md5', 'sha1', 'sha512-256', 'sha3-384', 'ripemd160', 'blake2b', 'blake2s'])
    await expect(table.locator(`[data-algorithm="${alg}"]`)).toHaveText(abc(alg).toUpperCase());
  w.check();
});

const L10N = {
  en_US: { input: 'Text to hash', count: '3 bytes hashed', odd: 'Hex needs two digits per byte' },
  zh_Hans_CN: { input: '要计算哈希的文本', count: '已计算 3 字节', odd: '十六进制每字节两位' },
  zh_Hant_HK: { input: '要計算雜湊的文字', count: '已計算 3 位元組', odd: '十六進位每位元組兩位' },
} as const;

for (const lang of LANGS) {
  test(`/md5 works in ${lang}, with errors in that language`, SMOKE, async ({ page, context, baseURL }) => {
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await page.goto('/md5#in=text');
    await page.getByRole('textbox', { name: L10N[lang].input }).fill('abc');
    await expect(page.getByTestId('byte-count')).toHaveText(L10N[lang].count);
    await expect(output(page)).toHaveValue(abc('md5'));
    await page.getByRole('main').getByRole('radio').nth(1).check();
    await page.getByRole('textbox').first().fill('abc');
    await expect(page.getByRole('alert')).toContainText(L10N[lang].odd);
    w.check();
  });
}

test('options survive in the link, and the input only when asked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sha256');
  await typeInput(page, 'secret text');
  await page.getByRole('combobox', { name: 'Output format' }).selectOption('base64');
  expect(page.url()).toContain('out=base64');
  expect(page.url()).not.toContain('secret');
  await page.getByRole('button', { name: 'Copy link with the input' }).click();
  expect(decodeURIComponent(page.url().replace(/\+/g, ' '))).toContain('text=secret text');
  const link = page.url();
  const other = await context.newPage();
  await other.goto(link);
  await expect(other.getByRole('textbox', { name: 'Text to hash' })).toHaveValue('secret text');
  await expect(other.getByRole('combobox', { name: 'Output format' })).toHaveValue('base64');
});

// The worker script answers 404, as for a tab left open across a deploy: the page says so in the
// visitor's language, shows no digest (not even an empty one), and keeps what was typed.
const WORKER_FAILED = {
  en_US: 'could not start its background worker',
  zh_Hans_CN: '此工具无法启动后台计算线程',
} as const;

for (const lang of ['en_US', 'zh_Hans_CN'] as const) {
  test(`when the hash worker cannot load, /sha256 says so in ${lang} and shows no digest`, async ({
    page,
    context,
    baseURL,
  }) => {
    await setLang(context, baseURL, lang);
    await page.route(/hash\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
    await gotoHydrated(page, '/sha256');
    await typeInput(page, 'abc');
    await expect(page.getByTestId('worker-failed')).toContainText(WORKER_FAILED[lang]);
    await expect(output(page)).toHaveCount(0);
    await expect(page.getByTestId('byte-count')).toHaveCount(0);
    await expect(page.getByTestId('verdict')).toHaveText('');
    await expect(page.getByRole('textbox', { name: /to hash|要计算哈希/ })).toHaveValue('abc');
  });
}

// Checksum lines written by the real tools at test time: GNU coreutils and the OpenSSL command line.
function toolLines(dir: string, name: string) {
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: dir, encoding: 'utf8' }).trim();
  const sri = Buffer.from(execFileSync('openssl', ['dgst', '-sha256', '-binary', name], { cwd: dir })).toString(
    'base64',
  );
  return {
    gnu: run('sha256sum', [name]),
    bsd: run('sha256sum', ['--tag', name]),
    openssl: run('openssl', ['dgst', '-sha384', name]),
    sri: `sha256-${sri}`,
  };
}

for (const lang of LANGS) {
  test(`the verify box reads sha256sum, BSD, openssl and SRI lines and says which form it read (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = hashMessages[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    const dir = mkdtempSync(join(tmpdir(), 'tb-sums-'));
    writeFileSync(join(dir, 'abc.txt'), 'abc');
    const lines = toolLines(dir, 'abc.txt');
    await page.goto('/sha256');
    await page.getByRole('textbox', { name: m.textLabel }).fill('abc');
    const verify = page.getByRole('textbox', { name: m.verifyLabel });
    const verdict = page.getByTestId('verdict');
    const form = page.getByTestId('verdict-form');
    await verify.fill(lines.gnu);
    await expect(verdict).toHaveText(`✓ ${m.match}`);
    await expect(form).toHaveText(m.readGnu.replace('{file}', 'abc.txt'));
    await verify.fill(lines.bsd);
    await expect(verdict).toHaveText(`✓ ${m.match}`);
    await expect(form).toHaveText(m.readBsd.replace('{tag}', 'SHA-256').replace('{file}', 'abc.txt'));
    await verify.fill(lines.sri);
    await expect(verdict).toHaveText(`✓ ${m.match}`);
    await expect(form).toHaveText(m.readSri.replace('{algorithm}', 'SHA-256'));
    // openssl names SHA2-384: the line is read as that, and the page names the algorithm it matches.
    await verify.fill(lines.openssl);
    await expect(verdict).toContainText(m.matchOther.replace('{algorithm}', 'SHA-256').replace('{other}', 'SHA-384'));
    // A line whose digest differs still says mismatch.
    await verify.fill(lines.gnu.replace(/^./, (c) => (c === '0' ? '1' : '0')));
    await expect(verdict).toHaveText(`✗ ${m.mismatch}`);
    w.check();
  });
}

test('a SHA256SUMS made by sha256sum, dropped with the files: OK, mismatch and missing per file (zh_Hans_CN)', async ({
  page,
  context,
  baseURL,
}) => {
  const s = sumsMessages.zh_Hans_CN;
  await setLang(context, baseURL, 'zh_Hans_CN');
  const w = await watchProblems(page);
  const dir = mkdtempSync(join(tmpdir(), 'tb-sums-'));
  const files: Record<string, string> = { 'a.txt': 'alpha\n', 'b.txt': 'bravo\n', 'c.txt': 'charlie\n' };
  for (const [n, t] of Object.entries(files)) writeFileSync(join(dir, n), t);
  const sums = execFileSync('sha256sum', ['a.txt', 'b.txt', 'c.txt'], { cwd: dir, encoding: 'utf8' });
  await page.goto('/sha256#in=file');
  const drop = (list: { name: string; text: string }[]) =>
    page.getByTestId('drop-zone').evaluate((zone, items) => {
      const dt = new DataTransfer();
      for (const f of items) dt.items.add(new File([f.text], f.name, { type: 'text/plain' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, list);
  // b.txt changed after the list was made; c.txt is not dropped.
  await drop([
    { name: 'a.txt', text: files['a.txt']! },
    { name: 'b.txt', text: 'bravo, changed\n' },
    { name: 'SHA256SUMS', text: sums },
  ]);
  await expect(page.getByTestId('sums-input')).toHaveValue(sums);
  const rows = page.getByTestId('sums-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'ok');
  await expect(rows.nth(0)).toContainText(s.status.ok);
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'mismatch');
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'missing');
  await expect(page.getByTestId('sums-summary')).toHaveText('1 个一致，1 个不一致，1 个缺失。');
  // The list alone, dropped after the files, keeps them; a pasted BSD list (sha256sum --tag) works too.
  await drop([{ name: 'c.txt', text: files['c.txt']! }]);
  const tagged = execFileSync('sha256sum', ['--tag', 'a.txt', 'c.txt'], { cwd: dir, encoding: 'utf8' });
  await page.getByTestId('sums-input').fill(tagged);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'missing');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'ok');
  await drop([{ name: 'SHA256SUMS', text: sums }]);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toHaveAttribute('data-status', 'ok');
  // An MD5SUMS: MD5 goes through the pipeline's hashing worker (SHA-256 of a small file is read whole).
  const md5 = execFileSync('md5sum', ['a.txt', 'c.txt'], { cwd: dir, encoding: 'utf8' });
  await page.getByTestId('sums-input').fill(md5);
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'missing');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'ok');
  await page
    .getByTestId('sums-input')
    .fill(md5.replace(/^(.*\n)(.)/, (_, a: string, c: string) => a + (c === '0' ? '1' : '0')));
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'mismatch');
  w.check();
});

test('HMAC pages: no error on an untouched page, and an empty key gives the RFC 2104 HMAC (Python hmac)', async ({
  page,
  context,
  baseURL,
}) => {
  await setLang(context, baseURL, 'zh_Hant_HK');
  const m = hashMessages.zh_Hant_HK;
  const w = await watchProblems(page);
  await page.goto('/hmacsha256');
  await expect(page.getByRole('textbox', { name: m.key, exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const v = checksums.emptyKeyHmac.find((x) => x.algorithm === 'sha256' && x.message !== '')!;
  await page.getByRole('textbox', { name: m.textLabel }).fill(v.message);
  await expect(page.getByRole('textbox', { name: /摘要$/ })).toHaveValue(v.mac);
  await expect(page.getByText(m.emptyKey)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  w.check();
});

test('a link with a key or a password says so explicitly, as /aes does', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The words of hash.common.tsx (a module the test cannot import: it loads the engine's build).
  const c = {
    linkWithInput: 'Copy link with the input',
    linkCopied: 'Link copied.',
    linkKeyWarning: 'The link contains your input and key. Anyone who has it can read them.',
    linkPasswordWarning: 'The link contains your password and salt. Anyone who has it can read them.',
  };
  await page.goto('/hmacsha256');
  await typeInput(page, 'message');
  await page.getByRole('textbox', { name: 'Key', exact: true }).fill('s3cret');
  await page.getByRole('button', { name: c.linkWithInput }).click();
  await expect(page.getByText(`${c.linkCopied} ${c.linkKeyWarning}`).first()).toBeVisible();
  expect(page.url()).toContain('key=s3cret');
  await page.goto('/pbkdf2');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('hunter2');
  await page.getByRole('button', { name: c.linkWithInput }).click();
  await expect(page.getByText(`${c.linkCopied} ${c.linkPasswordWarning}`).first()).toBeVisible();
});

// Issue 20 saw "224 bits / 256 bits…" on the Chinese /sha3; main already translates it (checked again
// here, so it stays translated): the width menu speaks the page's language, on load and after a switch.
for (const lang of ['zh_Hans_CN', 'zh_Hant_HK'] as const) {
  test(`/sha3 names its output sizes in ${lang}`, async ({ page, context, baseURL }) => {
    const m = hashMessages[lang];
    await setLang(context, baseURL, lang);
    await page.goto('/sha3');
    const sizes = page.getByRole('combobox', { name: m.width }).locator('option');
    await expect(sizes).toHaveText(['224', '256', '384', '512'].map((bits) => m.bits.replace('{bits}', bits)));
    await expect(page.locator('main')).not.toContainText(/\bbits\b/);
  });
}
