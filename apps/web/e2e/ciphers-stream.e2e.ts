import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { box, choose } from './cipher-support.ts';
import { gotoHydrated, SMOKE, test, watchProblems } from './support.ts';

// /chacha20 and /salsa20 against values made outside Tinkerbox:
//   RFC 8439 section 2.4.2 (ChaCha20 encryption example, counter 1);
//   draft-strombergson-chacha-test-vectors-01 TC7 (ChaCha12, 64-bit nonce) and TC1 (128-bit key, 20 rounds);
//   ECRYPT eSTREAM Salsa20 set 1 vector 0 (256-bit key);
//   `openssl enc -d -chacha20` (OpenSSL 3.0) run here on what the page writes, and `openssl enc -chacha20`
//   with a 16-byte IV for the page to match.
const SUNSCREEN =
  "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
const RFC_KEY = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const RFC_NONCE = '000000000000004a00000000';
const RFC_CT =
  '6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b3571639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab77937365af90bbf74a35be6b40b8eedf2785e42874d';
const TC7_KEY = '00112233445566778899aabbccddeeffffeeddccbbaa99887766554433221100';
const TC7_IV = '0f1e2d3c4b5a6978';
const TC7_CHACHA12 =
  '7ed12a3a63912ae941ba6d4c0d5e862e568b0e5589346935505f064b8c2698dbf7d850667d8e67be639f3b4f6a16f92e65ea80f6c7429445da1fc2c1b9365040';
const TC1_128 =
  '89670952608364fd00b2f90936f031c8e756e15dba04b8493d00429259b20f46cc04f111246b6c2ce066be3bfb32d9aa0fddfbc12123d4b9e44f34dca05a103f';
const ESTREAM_KEY = `80${'00'.repeat(31)}`;
const ESTREAM_STREAM =
  'e3be8fdd8beca2e3ea8ef9475b29a6e7003951e1097a5c38d23b7a5fad9f6844b22c97559e2723c7cbbd3fe4fc8d9a0744652a83e72a9c461876af4d7ef1a117';
const ZEROS = '00'.repeat(64);

test(
  '/en/chacha20 decrypts RFC 8439 from counter 1, runs ChaCha12 with a 64-bit nonce and a 128-bit key',
  SMOKE,
  async ({ page }) => {
    const w = await watchProblems(page);
    await gotoHydrated(page, '/en/chacha20');
    await expect(page.getByLabel('Key from')).toHaveCount(0);
    await expect(page.getByRole('note').filter({ hasText: 'Nothing authenticates the data' })).toBeVisible();
    await choose(page, 'Decrypt');
    await page.getByLabel('Input format').selectOption('hex');
    await box(page, 'Input').fill(RFC_CT);
    await box(page, 'Key').fill(RFC_KEY);
    await box(page, 'Nonce (IV)').fill(RFC_NONCE);
    await page.getByLabel('Initial block counter').fill('1');
    await expect(box(page, 'Output')).toHaveValue(SUNSCREEN);
    await expect(page).toHaveURL(/counter=1/);

    await box(page, 'Nonce (IV)').fill(TC7_IV);
    await expect(page.getByRole('alert')).toContainText('The nonce must be 12 bytes; this one is 8.');
    await page.getByLabel('Initial block counter').fill('4294967295');
    await expect(page.getByRole('alert')).toContainText('Out of range: must be between 0 and 4294967294.');
    await page.getByLabel('Initial block counter').fill('0');

    // Strømbergson TC7, ChaCha12 with the 64-bit nonce: the keystream is what zeros encrypt to.
    await choose(page, 'Encrypt');
    await page.getByLabel('Rounds').selectOption('12');
    await page.getByLabel('Nonce size').selectOption('64');
    await page.getByLabel('Input format').selectOption('hex');
    await page.getByLabel('Output format').selectOption('hex');
    await box(page, 'Input').fill(ZEROS);
    await box(page, 'Key').fill(TC7_KEY);
    await box(page, 'Nonce (IV)').fill(TC7_IV);
    await expect(box(page, 'Output')).toHaveValue(TC7_CHACHA12);
    await expect(page).toHaveURL(/rounds=12/);
    await expect(page).toHaveURL(/nonce=64/);

    // A 128-bit key: refused with 12 rounds (saying what it takes), taken with 20 rounds (TC1).
    await box(page, 'Key').fill('00'.repeat(16));
    await box(page, 'Nonce (IV)').fill('00'.repeat(8));
    await expect(page.getByRole('alert')).toContainText('The key must be 32 bytes; this one is 16.');
    await page.getByLabel('Rounds').selectOption('20');
    await expect(box(page, 'Output')).toHaveValue(TC1_128);
    w.check();
  },
);

test('/en/chacha20 encrypts from counter 3 what openssl enc -d -chacha20 decrypts', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/en/chacha20#counter=3');
  await expect(page.getByLabel('Initial block counter')).toHaveValue('3');
  await box(page, 'Input').fill(SUNSCREEN);
  await box(page, 'Key').fill(RFC_KEY);
  await box(page, 'Nonce (IV)').fill(RFC_NONCE);
  await page.getByLabel('Output format').selectOption('hex');
  await expect(box(page, 'Output')).not.toHaveValue('');
  const ct = Buffer.from(await box(page, 'Output').inputValue(), 'hex');
  const r = spawnSync('openssl', ['enc', '-d', '-chacha20', '-K', RFC_KEY, '-iv', `03000000${RFC_NONCE}`], {
    input: ct,
  });
  expect(r.status, String(r.stderr)).toBe(0);
  expect(r.stdout.toString()).toBe(SUNSCREEN);
  w.check();
});

test('/en/chacha20 takes openssl enc -chacha20’s 16-byte IV pasted whole, and refuses it beside a start counter', async ({
  page,
}) => {
  const w = await watchProblems(page);
  const iv = `07000000${RFC_NONCE}`; // counter 7, little-endian, then the nonce
  const r = spawnSync('openssl', ['enc', '-chacha20', '-K', RFC_KEY, '-iv', iv], { input: Buffer.from(SUNSCREEN) });
  expect(r.status, String(r.stderr)).toBe(0);
  await gotoHydrated(page, '/en/chacha20');
  await box(page, 'Input').fill(SUNSCREEN);
  await box(page, 'Key').fill(RFC_KEY);
  await box(page, 'Nonce (IV)').fill(iv);
  await page.getByLabel('Output format').selectOption('hex');
  await expect(box(page, 'Output')).toHaveValue(r.stdout.toString('hex'));
  await page.getByLabel('Initial block counter').fill('1');
  await expect(page.getByText('The nonce must be 12 bytes; this one is 16.')).toBeVisible();
  w.check();
});

test('/zh-hans/salsa20 gives the eSTREAM keystream, and names a short XSalsa20 key and a bad counter', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/salsa20');
  await page.getByLabel('输入格式').selectOption('hex');
  await page.getByLabel('输出格式').selectOption('hex');
  await box(page, '输入').fill(ZEROS);
  await box(page, '密钥').fill(ESTREAM_KEY);
  await box(page, 'Nonce（IV）').fill('00'.repeat(8));
  await expect(box(page, '输出')).toHaveValue(ESTREAM_STREAM);

  await page.getByLabel('变体').selectOption('xsalsa20');
  await expect(page).toHaveURL(/salsa=xsalsa20/);
  await expect(page.getByRole('alert')).toContainText('nonce 必须是 24 字节，当前是 8 字节。');
  await box(page, 'Nonce（IV）').fill('00'.repeat(24));
  await box(page, '密钥').fill('00'.repeat(16));
  await expect(page.getByRole('alert')).toContainText('密钥必须是 32 字节，当前为 16 字节。');
  await box(page, '密钥').fill(ESTREAM_KEY);
  await page.getByLabel('起始块计数器').fill('-1');
  await expect(page.getByRole('alert')).toContainText('超出范围');
  w.check();
});
