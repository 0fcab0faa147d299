import { spawnSync } from 'node:child_process';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { cipherMessages } from '../app/tools/cipher/cipher.messages.ts';
import { box, choose } from './cipher-support.ts';
import { gotoHydrated, SMOKE, test, typeOneTaskApart, waitForShell, watchProblems } from './support.ts';

// /chacha20poly1305, /xchacha20poly1305 and /sm4 against values made outside Tinkerbox, of PLAIN:
//   ChaCha20-Poly1305: node:crypto createCipheriv('chacha20-poly1305', KEY, CHACHA_NONCE, { authTagLength: 16 })
//     with setAAD('tinkerbox') (Node 20.20, OpenSSL 3.0)
//   XChaCha20-Poly1305: libsodium-wrappers 0.8.4 crypto_aead_xchacha20poly1305_ietf_encrypt(PLAIN, 'tinkerbox',
//     null, XCHACHA_NONCE, KEY) (combined mode: ciphertext || tag)
//   SM4: printf '%s' "$PLAIN" | openssl enc -sm4-cbc -K 0123456789abcdeffedcba9876543210
//     -iv 000102030405060708090a0b0c0d0e0f -a -A, and openssl enc -sm4-cbc -md md5 -pass pass:correct-horse -a -A
//     (OpenSSL 3.0.19)
const PLAIN = 'Tinkerbox e2e: 加密 ✓';
const AAD = 'tinkerbox';
const KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const CHACHA_NONCE = 'a0a1a2a3a4a5a6a7a8a9aaab';
const CHACHA_CT = '58c216342894a0c2d82f962699c0dd1e17fe3610c54a823f27';
const CHACHA_TAG = '6296d60d1cb015e7db7219c3bd44320c';
const XCHACHA_NONCE = 'b0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0c1c2c3c4c5c6c7';
const XCHACHA_HEX = '3c3f173c8c81a55a9c96b12ac6fcde47cf2d8fb620cbc16d83754220a5d9522bac48a8d320c5be71c9';
const XCHACHA_B64 = 'PD8XPIyBpVqclrEqxvzeR88tj7Ygy8Ftg3VCIKXZUiusSKjTIMW+cck=';
const SM4_KEY = '0123456789abcdeffedcba9876543210';
const SM4_IV = '000102030405060708090a0b0c0d0e0f';
const SM4_CBC = 'eakoLbl3Mbr+OfDTfSeeKgRFEtz4OjlHjUXCyBrdQ5w=';
const SM4_PASS = 'U2FsdGVkX1/x73prwT9YNPK/K0zspsjucnVXxIqjIaQWXJPj/sWiashJi5MfUkt0';

/** The last hex digit changed: the tag no longer matches. */
const flipLast = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');

test(
  '/en/chacha20poly1305 opens node:crypto output, writes the tag apart, and names a wrong tag and key',
  SMOKE,
  async ({ page }) => {
    const w = await watchProblems(page);
    await gotoHydrated(page, '/en/chacha20poly1305');
    await expect(page.getByLabel('Key from')).toHaveCount(0);
    await choose(page, 'Decrypt');
    await page.getByLabel('Input format').selectOption('hex');
    await box(page, 'Input').fill(CHACHA_CT + CHACHA_TAG);
    await box(page, 'Key').fill(KEY);
    await box(page, 'Nonce (IV)').fill(CHACHA_NONCE);
    await box(page, 'Additional authenticated data (optional)').fill(AAD);
    await expect(box(page, 'Output')).toHaveValue(PLAIN);

    await box(page, 'Input').fill(flipLast(CHACHA_CT + CHACHA_TAG));
    await expect(page.getByRole('alert')).toContainText('The authentication tag does not match');
    await expect(box(page, 'Output')).toHaveValue('');
    await box(page, 'Input').fill(CHACHA_CT + CHACHA_TAG);
    await box(page, 'Key').fill(KEY.slice(2));
    await expect(page.getByRole('alert')).toContainText('The key must be 32 bytes; this one is 31.');
    await box(page, 'Key').fill(KEY);
    await expect(box(page, 'Output')).toHaveValue(PLAIN);

    // Encrypt as OpenSSL and Node hand it over: ciphertext, and the tag apart.
    await choose(page, 'Encrypt');
    await page.getByLabel('Layout').selectOption('separate');
    await box(page, 'Input').fill(PLAIN);
    await page.getByLabel('Output format').selectOption('hex');
    await expect(box(page, 'Output')).toHaveValue(CHACHA_CT);
    await expect(page.getByTestId('cipher-tag')).toContainText(CHACHA_TAG);
    await expect(page.getByTestId('cipher-output')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: 'Use output as input' }).click();
    await expect(box(page, 'Authentication tag')).toHaveValue(CHACHA_TAG);
    await expect(box(page, 'Output')).toHaveValue(PLAIN);
    w.check();
  },
);

test('/zh-hans/xchacha20poly1305 opens libsodium output in both layouts and names wrong tag, nonce and key', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/xchacha20poly1305');
  await choose(page, '解密');
  await box(page, '输入').fill(XCHACHA_B64);
  await box(page, '密钥').fill(KEY);
  await box(page, 'Nonce（IV）').fill(XCHACHA_NONCE);
  await box(page, '附加认证数据（可选）').fill(AAD);
  await expect(box(page, '输出')).toHaveValue(PLAIN);

  // nonce || ciphertext || tag: the nonce field goes, the nonce comes from the data.
  await page.getByLabel('格式', { exact: true }).selectOption('prefixed');
  await page.getByLabel('输入格式').selectOption('hex');
  await box(page, '输入').fill(XCHACHA_NONCE + XCHACHA_HEX);
  await expect(box(page, 'Nonce（IV）')).toHaveCount(0);
  await expect(box(page, '输出')).toHaveValue(PLAIN);
  await box(page, '输入').fill(flipLast(XCHACHA_NONCE + XCHACHA_HEX));
  await expect(page.getByRole('alert')).toContainText('认证标签不匹配');

  await choose(page, '加密');
  await box(page, 'Nonce（IV）').fill(XCHACHA_NONCE.slice(0, 24));
  await box(page, '输入').fill(PLAIN);
  await expect(page.getByRole('alert')).toContainText('nonce 必须是 24 字节，当前是 12 字节。');
  await box(page, 'Nonce（IV）').fill(XCHACHA_NONCE);
  await page.getByLabel('输出格式').selectOption('hex');
  await expect(box(page, '输出')).toHaveValue(XCHACHA_NONCE + XCHACHA_HEX);
  await box(page, '密钥').fill(KEY.slice(0, 32));
  await expect(page.getByRole('alert')).toContainText('密钥必须是 32 字节，当前为 16 字节。');
  w.check();
});

test('/zh-hant/sm4 reads openssl enc -sm4-cbc output, encrypts as openssl does, and names a bad key', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hant/sm4');
  await choose(page, '解密');
  await box(page, '輸入').fill(SM4_PASS);
  await page.getByLabel('密碼', { exact: true }).fill('correct-horse');
  await expect(box(page, '輸出')).toHaveValue(PLAIN);

  await choose(page, '加密');
  await page.getByLabel('金鑰來源').selectOption('raw');
  await box(page, 'IV').fill(SM4_IV); // before the key: an empty IV beside a raw key is generated into the field
  await box(page, '金鑰').fill(SM4_KEY);
  await box(page, '輸入').fill(PLAIN);
  await expect(box(page, '輸出')).toHaveValue(SM4_CBC);
  await box(page, '金鑰').fill(SM4_KEY.slice(2));
  await expect(page.getByRole('alert')).toContainText('金鑰必須是 16 位元組，目前為 15 位元組。');
  w.check();
});

test('/en/sm4 encrypts a file in the worker with progress, and openssl enc -d -sm4-cbc decrypts it', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/en/sm4');
  await page.getByLabel('Input format').selectOption('file');
  const data = Buffer.alloc(2 * 1024 * 1024 + 7);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31 + 7) & 0xff;
  await page
    .getByLabel(/Choose a file/)
    .setInputFiles({ name: 'photo.raw', mimeType: 'application/octet-stream', buffer: data });
  await page.getByLabel('Passphrase', { exact: true }).fill('correct-horse');
  await page.getByRole('button', { name: 'Encrypt file' }).click();
  await expect(page.getByText(/^Done: /)).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download/ }).click(),
  ]);
  const enc = readFileSync((await download.path()) as string);
  const out = spawnSync('openssl', ['enc', '-d', '-sm4-cbc', '-md', 'md5', '-pass', 'pass:correct-horse'], {
    input: enc,
    maxBuffer: 64 << 20,
  });
  expect(out.status).toBe(0);
  expect(Buffer.compare(out.stdout, data)).toBe(0);
  w.check();
});

test('/en/chacha20poly1305 seals a file as nonce || ciphertext || tag, which node:crypto opens', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/en/chacha20poly1305');
  await page.getByLabel('Input format').selectOption('file');
  await page.getByLabel('Layout').selectOption('prefixed');
  const data = Buffer.alloc(3 * 1024 * 1024 + 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7 + 1) & 0xff;
  await page
    .getByLabel(/Choose a file/)
    .setInputFiles({ name: 'notes.bin', mimeType: 'application/octet-stream', buffer: data });
  await box(page, 'Key').fill(KEY);
  await box(page, 'Nonce (IV)').fill(CHACHA_NONCE);
  await box(page, 'Additional authenticated data (optional)').fill(AAD);
  await page.getByRole('button', { name: 'Encrypt file' }).click();
  await expect(page.getByText(/^Done: /)).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download/ }).click(),
  ]);
  const enc = readFileSync((await download.path()) as string);
  expect(enc.subarray(0, 12).toString('hex')).toBe(CHACHA_NONCE);
  const d = createDecipheriv('chacha20-poly1305', Buffer.from(KEY, 'hex'), enc.subarray(0, 12), { authTagLength: 16 });
  d.setAAD(Buffer.from(AAD), { plaintextLength: enc.length - 28 });
  d.setAuthTag(enc.subarray(enc.length - 16));
  const plain = Buffer.concat([d.update(enc.subarray(12, enc.length - 16)), d.final()]);
  expect(Buffer.compare(plain, data)).toBe(0);
  w.check();
});

test('/zh-hans/aes GCM takes binary additional data as hex or base64, as node:crypto setAAD does', async ({ page }) => {
  const m = cipherMessages.zh_Hans_CN;
  const e = errorMessages.zh_Hans_CN;
  // AES-256-GCM of PLAIN with the additional data 00 ff 10 80, by node:crypto (OpenSSL 3.0): ciphertext || tag.
  const c = createCipheriv('aes-256-gcm', Buffer.from(KEY, 'hex'), Buffer.from(CHACHA_NONCE, 'hex'));
  c.setAAD(Buffer.from([0x00, 0xff, 0x10, 0x80]));
  const sealed = Buffer.concat([c.update(PLAIN, 'utf8'), c.final(), c.getAuthTag()]).toString('hex');
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/aes');
  await page.getByLabel(m.keyKind).selectOption('raw');
  await page.getByLabel(m.mode, { exact: true }).selectOption('gcm');
  await box(page, m.key).fill(KEY);
  await box(page, m.nonce).fill(CHACHA_NONCE);
  await page.getByLabel(m.aadEncoding).selectOption('hex');
  await box(page, m.aad).fill('00ff1080');
  await page.getByLabel(m.outputFormat).selectOption('hex');
  await box(page, m.input).fill(PLAIN);
  await expect(box(page, m.output)).toHaveValue(sealed);
  await expect(page).toHaveURL(/aadenc=hex/);

  // A bad hex digit: the message beside the field, in Chinese; what was typed stays.
  await box(page, m.aad).fill('00ff1g80');
  await expect(box(page, m.aad)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toContainText(e.INVALID_HEX.split('{')[0] as string);
  await expect(box(page, m.aad)).toHaveValue('00ff1g80');
  await box(page, m.aad).fill('00ff1080');
  await expect(box(page, m.output)).toHaveValue(sealed);

  // Decrypt: the same bytes as base64 open it; one bit changed in them does not.
  await expect(page.getByTestId('cipher-output')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('button', { name: m.swap }).click();
  await expect(box(page, m.output)).toHaveValue(PLAIN);
  await page.getByLabel(m.aadEncoding).selectOption('base64');
  await box(page, m.aad).fill('AP8QgA==');
  await expect(box(page, m.output)).toHaveValue(PLAIN);
  await box(page, m.aad).fill('AP8QgQ==');
  await expect(page.getByRole('alert')).toContainText(e.DECRYPT_FAILED);
  await expect(box(page, m.output)).toHaveValue('');
  // The link keeps the choice of format.
  await expect(page).toHaveURL(/aadenc=base64/);
  await page.reload();
  await waitForShell(page);
  await expect(page.getByLabel(m.aadEncoding)).toHaveValue('base64');
  w.check();
});

test('/zh-hant/aes keeps a nonce typed right after the key, before the page fills a blank one', async ({ page }) => {
  const m = cipherMessages.zh_Hant_HK;
  // AES-256-GCM of PLAIN under KEY and CHACHA_NONCE, by node:crypto (OpenSSL 3.0): ciphertext || tag.
  const c = createCipheriv('aes-256-gcm', Buffer.from(KEY, 'hex'), Buffer.from(CHACHA_NONCE, 'hex'));
  const sealed = Buffer.concat([c.update(PLAIN, 'utf8'), c.final(), c.getAuthTag()]).toString('hex');
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hant/aes');
  await page.getByLabel(m.keyKind).selectOption('raw');
  await page.getByLabel(m.mode, { exact: true }).selectOption('gcm');
  await page.getByLabel(m.outputFormat).selectOption('hex');
  await box(page, m.input).fill(PLAIN);
  // The key, then one task later (the page has drawn "no nonce yet", not yet filled a blank one) the nonce.
  await typeOneTaskApart(page, [box(page, m.key), KEY], [box(page, m.nonce), CHACHA_NONCE]);
  await expect(box(page, m.output)).toHaveValue(sealed);
  await expect(box(page, m.nonce)).toHaveValue(CHACHA_NONCE);
  await expect(page.getByText(m.nonceGenerated)).toHaveCount(0);
  // Left blank, the nonce is still made up for the visitor, and said so.
  await box(page, m.nonce).fill('');
  await expect(box(page, m.nonce)).toHaveValue(/^[0-9a-f]{24}$/);
  await expect(page.getByText(m.nonceGenerated)).toBeVisible();
  // A new key, then one task later the nonce's format: the visitor's pick holds.
  await box(page, m.key).fill('');
  await box(page, m.nonce).fill('');
  await typeOneTaskApart(page, [box(page, m.key), KEY], [page.getByLabel(m.nonceEncoding), 'base64']);
  await expect(page.getByLabel(m.nonceEncoding)).toHaveValue('base64');
  w.check();
});
