import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, LANGS, type Lang, SMOKE, setLang, watchProblems } from './support.ts';

// Known ciphertexts made outside Tinkerbox, of the text below with the passphrase "correct-horse":
//   AES, DES, Triple DES: printf '%s' "$P" | openssl enc -<cipher> -md md5 -pass pass:correct-horse -a -A
//     (OpenSSL 3.0.19; -provider legacy -provider default for DES)
//   Rabbit, RC4, RC4Drop: CryptoJS.<Cipher>.encrypt(P, 'correct-horse').toString() (crypto-js 4.2.0)
//   AES-128-CTR raw key: openssl enc -aes-128-ctr -K 000102030405060708090a0b0c0d0e0f
//     -iv f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff -a -A
const PLAIN = 'Tinkerbox e2e: 加密 ✓';
const PASS = 'correct-horse';
const KNOWN = [
  ['/aes', 'U2FsdGVkX18MDOAkPpX2j+uW36QdS1E7RZFMtu9/lahuJrVQZJVxrL/eA8ZZT5gT'],
  ['/des', 'U2FsdGVkX1/vDLzu6md/DwU+8gG/AMXUAQqfeNesIZO8NNIaTmJLAP4oTnBj2TS/'],
  ['/tripledes', 'U2FsdGVkX1+wYBuqpGn0tEEXJEkJ+PGPnbWvemD5zGioFKEtXRm5M9WQ2INHLbE5'],
  ['/rabbit', 'U2FsdGVkX18xr+08hZeS47GvycvKYIxdcLOzlagjpjc58A5Bed5pdu8='],
  ['/rc4', 'U2FsdGVkX19vmk+gJ5PoqUdllFMvBzdN3V78xMkL4eetVBjF3nA2Kvg='],
  ['/rc4drop', 'U2FsdGVkX1/9hXh6oQ6S+eeHOdWf1JJ930Ps3QshUVd0Z4GgTv6Vq3M='],
] as const;

const L: Record<Lang, { input: string; pass: string; enc: string; dec: string; out: string; swap: string }> = {
  en_US: {
    input: 'Input',
    pass: 'Passphrase',
    enc: 'Encrypt',
    dec: 'Decrypt',
    out: 'Output',
    swap: 'Use output as input',
  },
  zh_Hans_CN: { input: '输入', pass: '口令', enc: '加密', dec: '解密', out: '输出', swap: '把输出作为输入' },
  zh_Hant_HK: { input: '輸入', pass: '密碼', enc: '加密', dec: '解密', out: '輸出', swap: '把輸出作為輸入' },
};

const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The direction radios are drawn as buttons: a visitor clicks the label around the hidden input. */
const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();

for (const lang of LANGS) {
  for (const [path, ciphertext] of KNOWN) {
    test(`${path} (${lang}) decrypts a known ciphertext and encrypts text that decrypts again`, async ({
      page,
      context,
      baseURL,
    }) => {
      const l = L[lang];
      await setLang(context, baseURL, lang);
      const w = await watchProblems(page);
      await page.goto(path);
      await choose(page, l.dec);
      await box(page, l.input).fill(ciphertext);
      await page.getByLabel(l.pass, { exact: true }).fill(PASS);
      await expect(box(page, l.out)).toHaveValue(PLAIN);

      await choose(page, l.enc);
      await box(page, l.input).fill(`${PLAIN} (${lang})`);
      await expect(box(page, l.out)).toHaveValue(/^U2FsdGVkX1/);
      // The button waits while the output still belongs to the previous input.
      await expect(page.getByTestId('cipher-output')).toHaveAttribute('aria-busy', 'false');
      await page.getByRole('button', { name: l.swap }).click();
      await expect(page.getByRole('radio', { name: l.dec, exact: true })).toBeChecked();
      await expect(box(page, l.out)).toHaveValue(`${PLAIN} (${lang})`);
      w.check();
    });
  }
}

test('/aes decrypts openssl aes-128-ctr output with a raw key and IV', SMOKE, async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/aes');
  await choose(page, 'Decrypt');
  await page.getByLabel('Key from').selectOption('raw');
  await page.getByLabel('Mode').selectOption('ctr');
  await box(page, 'Key').fill('000102030405060708090a0b0c0d0e0f');
  await box(page, 'IV').fill('f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff');
  await box(page, 'Input').fill('Ms6pg1EgUyfvcbs1ViyNSDghMq8xvt4xNw==');
  await expect(box(page, 'Output')).toHaveValue(PLAIN);
  w.check();
});

test('a blank IV is generated and shown when encrypting with a raw key, never zeros', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/des');
  await page.getByLabel('Key from').selectOption('raw');
  await box(page, 'Key').fill('0011223344556677');
  await box(page, 'Input').fill('abc');
  await expect(box(page, 'IV')).toHaveValue(/^[0-9a-f]{16}$/);
  await expect(box(page, 'IV')).not.toHaveValue('0000000000000000');
  await expect(page.getByText(/a random one was generated/)).toBeVisible();
  await expect(box(page, 'Output')).toHaveValue(/^[A-Za-z0-9+/]{11}=$/);
  await expect(page.getByRole('note').filter({ hasText: 'DES keys are 56 bits' })).toBeVisible();
  w.check();
});

test('a wrong passphrase names the likely causes; non-UTF-8 output is shown as hex', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/aes');
  await choose(page, 'Decrypt');
  await box(page, 'Input').fill(KNOWN[0][1]);
  await page.getByLabel('Passphrase', { exact: true }).fill('wrong horse');
  await expect(page.getByRole('alert')).toContainText(/padding|key/i);
  // RC4 never fails; a wrong key gives bytes that are not UTF-8 and are shown as hex.
  await page.goto('/rc4');
  await choose(page, 'Decrypt');
  await box(page, 'Input').fill(KNOWN[4][1]);
  await page.getByLabel('Passphrase', { exact: true }).fill('wrong horse');
  await expect(page.getByText(/not valid UTF-8 text/)).toBeVisible();
  await expect(box(page, 'Output')).toHaveValue(/^[0-9a-f]+$/);
  await box(page, 'Input').fill('U2Fs*');
  await expect(page.getByRole('alert')).toContainText('Not valid base64');
  await expect(box(page, 'Input')).toHaveValue('U2Fs*');
  w.check();
});

test('a file encrypts in the worker with progress, downloads, and openssl decrypts it', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/aes');
  await page.getByLabel('Input format').selectOption('file');
  const data = Buffer.alloc(3 * 1024 * 1024 + 5, 0);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31 + 7) & 0xff;
  await page
    .getByLabel(/Choose a file/)
    .setInputFiles({ name: 'photo.raw', mimeType: 'application/octet-stream', buffer: data });
  await page.getByLabel('Passphrase', { exact: true }).fill(PASS);
  await page.getByRole('button', { name: 'Encrypt file' }).click();
  await expect(page.getByText(/^Done: /)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('photo.raw.enc');
  const enc = readFileSync((await download.path()) as string);
  expect(enc.subarray(0, 8).toString()).toBe('Salted__');
  const out = spawnSync('openssl', ['enc', '-d', '-aes-256-cbc', '-md', 'md5', '-pass', `pass:${PASS}`], {
    input: enc,
    maxBuffer: 64 << 20,
  });
  expect(out.status).toBe(0);
  expect(Buffer.compare(out.stdout, data)).toBe(0);
  w.check();
});

// A stale tab after a deploy asks for a worker script that is gone: the server answers 404.
const WORKER_SCRIPT = /cipher\.worker.*\.js/;
const WORKER_FAILED: Record<Lang, string> = {
  en_US: 'could not start its background worker',
  zh_Hans_CN: '无法启动后台计算线程',
  zh_Hant_HK: '無法啟動背景運算執行緒',
};

for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
  test(`/aes (${lang}): a worker that cannot load is reported, the inputs stay, and no result is shown`, async ({
    page,
    context,
    baseURL,
  }) => {
    const l = L[lang];
    await setLang(context, baseURL, lang);
    await page.route(WORKER_SCRIPT, (r) => r.fulfill({ status: 404 }));
    await gotoHydrated(page, '/aes');
    await box(page, l.input).fill(PLAIN);
    await page.getByLabel(l.pass, { exact: true }).fill(PASS);
    await expect(page.getByTestId('worker-failed')).toContainText(WORKER_FAILED[lang]);
    await expect(page.getByTestId('cipher-output')).toHaveAttribute('aria-busy', 'false');
    await expect(box(page, l.out)).toHaveValue('');
    await expect(page.getByRole('button', { name: l.swap })).toHaveCount(0);
    await expect(box(page, l.input)).toHaveValue(PLAIN);
    await expect(page.getByLabel(l.pass, { exact: true })).toHaveValue(PASS);
  });
}

test('/aes: when the worker dies, the next input shows no stale output as its result', async ({ page }) => {
  await gotoHydrated(page, '/aes');
  await box(page, 'Input').fill(PLAIN);
  await page.getByLabel('Passphrase', { exact: true }).fill(PASS);
  await expect(box(page, 'Output')).toHaveValue(/^U2FsdGVkX1/);
  await expect(page.getByTestId('worker-failed')).toHaveCount(0);
  // The worker dies (an uncaught error in it), and the site has been redeployed since: its script is gone.
  await page.route(WORKER_SCRIPT, (r) => r.fulfill({ status: 404 }));
  const [worker] = page.workers();
  await worker?.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e: the worker dies');
    }),
  );
  await expect(page.getByTestId('worker-failed')).toBeVisible();
  await box(page, 'Input').fill(`${PLAIN} 2`);
  await expect(page.getByTestId('cipher-output')).toHaveAttribute('aria-busy', 'false');
  await expect(box(page, 'Output')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Use output as input' })).toHaveCount(0);
  await expect(box(page, 'Input')).toHaveValue(`${PLAIN} 2`);
  await expect(page.getByTestId('worker-failed')).toBeVisible();
});
