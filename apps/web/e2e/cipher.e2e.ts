import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { box, choose } from './cipher-support.ts';
import { gotoHydrated, LANGS, type Lang, SMOKE, setLang, test, watchProblems } from './support.ts';

// Known ciphertexts made outside Tinkerbox, of the text below with the passphrase "correct-horse":
//   AES, DES, Triple DES: printf '%s' "$P" | openssl enc -<cipher> -md md5 -pass pass:correct-horse -a -A
//     (OpenSSL 3.0.19; -provider legacy -provider default for DES, Blowfish (-bf-cbc) and RC2 (-rc2-cbc))
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
  ['/blowfish', 'U2FsdGVkX19pGfvmMpWj4cDnhVVHS6uKJDHKPWs82wbKSGibhL9GEvMgoSH99PyY'],
  ['/rc2', 'U2FsdGVkX19YpXL5DuSwTLh3IyCaiX0tPQCE0H1w44Sqrwj+RPwuOzwd5PEmNO0Y'],
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

// Issue 20. OpenSSL 1.1.0 and later derive the key with SHA-256 unless told `-md md5`:
//   printf '%s' "$PLAIN" | openssl enc -aes-256-cbc -pass pass:correct-horse -a -A   (OpenSSL 3.0.19)
//   printf '%s' "$PLAIN" | openssl enc -aes-256-cbc -pbkdf2 -pass pass:correct-horse -a -A
const OPENSSL3 = 'U2FsdGVkX182P0175t5ppZ6eBEdWbdXLbhUm2Rn1E6CkcijeLFe5xw+M2jO3O1lk';
const OPENSSL3_PBKDF2 = 'U2FsdGVkX1+tDbbg+ysjc7ii3KM58swLtuYkK5URrdwBBZTFTTx0C48gRyCvZEtU';
const DERIVATION: Record<Lang, { label: string; note: RegExp; use: string }> = {
  en_US: { label: 'Key derivation', note: /decrypted with EVP_BytesToKey, SHA-256/, use: 'Use this derivation' },
  zh_Hans_CN: { label: '密钥派生', note: /改用 EVP_BytesToKey，SHA-256/, use: '改用此派生方式' },
  zh_Hant_HK: { label: '金鑰衍生', note: /改用 EVP_BytesToKey，SHA-256/, use: '改用此衍生方式' },
};
for (const lang of LANGS) {
  test(`/aes (${lang}) decrypts openssl enc 3 output with the MD5 default and names SHA-256`, async ({
    page,
    context,
    baseURL,
  }) => {
    const l = L[lang];
    const d = DERIVATION[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await gotoHydrated(page, '/aes');
    await choose(page, l.dec);
    await expect(page.getByLabel(d.label)).toHaveValue('evp-md5');
    await box(page, l.input).fill(OPENSSL3);
    await page.getByLabel(l.pass, { exact: true }).fill(PASS);
    await expect(box(page, l.out)).toHaveValue(PLAIN);
    const note = page.getByTestId('cipher-other-derivation');
    await expect(note).toContainText(d.note);
    await note.getByRole('button', { name: d.use }).click();
    await expect(page.getByLabel(d.label)).toHaveValue('evp-sha256');
    await expect(note).toHaveCount(0);
    await expect(box(page, l.out)).toHaveValue(PLAIN);
    w.check();
  });
}

test('/aes finds `openssl enc -pbkdf2` output too, and says so', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/aes');
  await choose(page, 'Decrypt');
  await box(page, 'Input').fill(OPENSSL3_PBKDF2);
  await page.getByLabel('Passphrase', { exact: true }).fill(PASS);
  await expect(box(page, 'Output')).toHaveValue(PLAIN);
  await expect(page.getByTestId('cipher-other-derivation')).toContainText(
    'PBKDF2 (openssl enc -pbkdf2), SHA-256, 10,000',
  );
  w.check();
});

const NOPAD: Record<Lang, { mode: string; padding: string; says: string }> = {
  en_US: { mode: 'Mode', padding: 'Padding', says: 'but the plaintext is 3 bytes' },
  zh_Hans_CN: { mode: '模式', padding: '填充', says: '但明文有 3 字节' },
  zh_Hant_HK: { mode: '模式', padding: '填充', says: '但明文有 3 位元組' },
};
for (const lang of LANGS) {
  test(`padding none while encrypting (${lang}) blames the plaintext's length, not a cut ciphertext`, async ({
    page,
    context,
    baseURL,
  }) => {
    const l = L[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    await gotoHydrated(page, '/aes');
    await page.getByLabel(NOPAD[lang].padding, { exact: true }).selectOption('none');
    await page.getByLabel(l.pass, { exact: true }).fill(PASS);
    await box(page, l.input).fill('abc');
    const error = page.locator('#cipher-output-error');
    await expect(error).toContainText(NOPAD[lang].says);
    await expect(error).not.toContainText(/cut|截断|截斷/);
    await expect(box(page, l.out)).toHaveValue('');
    w.check();
  });
}

const UNTOUCHED: Record<Lang, { enterKey: string; choose: string; format: string }> = {
  en_US: { enterKey: 'Enter a key.', choose: 'Choose a file', format: 'Input format' },
  zh_Hans_CN: { enterKey: '请输入密钥。', choose: '选择文件', format: '输入格式' },
  zh_Hant_HK: { enterKey: '請輸入金鑰。', choose: '選擇檔案', format: '輸入格式' },
};
for (const lang of LANGS) {
  test(`an untouched cipher page (${lang}) shows no "Enter a key." until there is something to run`, async ({
    page,
    context,
    baseURL,
  }) => {
    const l = L[lang];
    const u = UNTOUCHED[lang];
    await setLang(context, baseURL, lang);
    const w = await watchProblems(page);
    for (const path of ['/aes', '/rc4']) {
      await gotoHydrated(page, path);
      await expect(page.getByText(u.enterKey)).toHaveCount(0);
      await choose(page, l.dec);
      await expect(page.getByText(u.enterKey)).toHaveCount(0);
      // Something to decrypt and no key: now the page says what is missing.
      await box(page, l.input).fill(KNOWN[0][1]);
      await expect(page.getByText(u.enterKey)).toBeVisible();
    }
    // Typing a passphrase and clearing it counts as touching the field.
    await gotoHydrated(page, '/des');
    await page.getByLabel(l.pass, { exact: true }).fill('x');
    await page.getByLabel(l.pass, { exact: true }).fill('');
    await expect(page.getByText(u.enterKey)).toBeVisible();
    w.check();
  });
}

test('the file picker on a Chinese cipher page is the kit button, with no browser "Choose File" text', async ({
  page,
  context,
  baseURL,
}) => {
  for (const lang of ['zh_Hans_CN', 'zh_Hant_HK'] as const) {
    await setLang(context, baseURL, lang);
    await gotoHydrated(page, '/aes');
    await page.getByLabel(UNTOUCHED[lang].format).selectOption('file');
    const input = page.locator('input[type="file"]');
    await expect(input).toHaveCount(1);
    // The native control is visually hidden (its "Choose File / No file chosen" never shows); the label reads Chinese.
    const boxSize = await input.boundingBox();
    expect((boxSize?.width ?? 0) <= 1 && (boxSize?.height ?? 0) <= 1).toBe(true);
    await expect(page.locator('label').filter({ has: input })).toContainText(UNTOUCHED[lang].choose);
    await expect(page.getByText(UNTOUCHED[lang].enterKey)).toHaveCount(0);
    // Choosing a file is trying to run it: the missing passphrase is pointed out.
    await input.setInputFiles({ name: 'a.bin', mimeType: 'application/octet-stream', buffer: Buffer.from('abc') });
    await expect(page.getByText(UNTOUCHED[lang].enterKey)).toBeVisible();
  }
});
