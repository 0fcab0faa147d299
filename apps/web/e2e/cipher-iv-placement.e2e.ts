import { spawnSync } from 'node:child_process';
import { expect } from '@playwright/test';
import { box, choose } from './cipher-support.ts';
import { gotoHydrated, test, watchProblems } from './support.ts';

// AES with its IV stored with the data: `openssl enc -aes-128-cbc -K -iv` (OpenSSL 3.0) writes the
// ciphertext alone, run here; the test joins the IV before or after it, as programs store it.
const KEY = '000102030405060708090a0b0c0d0e0f';
const IV = 'f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff';
const PLAIN = 'IV stored with the data ✓';

function opensslCbc(): string {
  const r = spawnSync('openssl', ['enc', '-aes-128-cbc', '-K', KEY, '-iv', IV], { input: PLAIN });
  expect(r.status, String(r.stderr)).toBe(0);
  return r.stdout.toString('hex');
}

test('/en/aes decrypts IV || ciphertext and ciphertext || IV, and encrypts with the IV prepended', async ({ page }) => {
  const ct = opensslCbc();
  const w = await watchProblems(page);
  await gotoHydrated(page, '/en/aes');
  await page.getByLabel('Key from').selectOption('raw');
  await choose(page, 'Decrypt');
  await page.getByLabel('Input format').selectOption('hex');
  await box(page, 'Key').fill(KEY);
  await page.getByLabel('IV placement').selectOption('prepended');
  await expect(page).toHaveURL(/ivat=prepended/);
  await expect(box(page, 'IV')).toHaveCount(0);
  await expect(page.getByText('The IV is read from the first 16 bytes of the input.')).toBeVisible();
  await box(page, 'Input').fill(IV + ct);
  await expect(box(page, 'Output')).toHaveValue(PLAIN);

  await page.getByLabel('IV placement').selectOption('appended');
  await expect(page.getByText('The IV is read from the last 16 bytes of the input.')).toBeVisible();
  await box(page, 'Input').fill(ct + IV);
  await expect(box(page, 'Output')).toHaveValue(PLAIN);
  await box(page, 'Input').fill(IV.slice(0, 20));
  await expect(page.getByRole('alert')).toBeVisible();

  await choose(page, 'Encrypt');
  await page.getByLabel('IV placement').selectOption('prepended');
  await box(page, 'Input').fill(PLAIN);
  await box(page, 'IV').fill(IV);
  await page.getByLabel('Output format').selectOption('hex');
  await expect(box(page, 'Output')).toHaveValue(IV + ct);
  w.check();
});

test('/zh-hans/aes names the IV placement and reads the IV from the end', async ({ page }) => {
  const ct = opensslCbc();
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/aes#key=raw&dir=decrypt&in=hex&out=text&ivat=appended');
  await expect(page.getByLabel('IV 位置')).toHaveValue('appended');
  await expect(page.getByText('IV 从输入的最后 16 个字节读取。')).toBeVisible();
  await box(page, '密钥').fill(KEY);
  await box(page, '输入').fill(ct + IV);
  await expect(box(page, '输出')).toHaveValue(PLAIN);
  w.check();
});
