import { execFileSync } from 'node:child_process';
import { createHmac, hkdfSync } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import kdfMac from '../../../packages/engine/test/vectors/hash/kdf-mac.json' with { type: 'json' };
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { bcryptPbkdfMessages } from '../app/tools/hash/bcrypt-pbkdf.messages.ts';
import { cmacMessages } from '../app/tools/hash/cmac.messages.ts';
import { hashCommonMessages } from '../app/tools/hash/hash.common.tsx';
import { hkdfMessages } from '../app/tools/hash/hkdf.messages.ts';
import { gotoHydrated, type Lang, test, watchProblems } from './support.ts';

// /hkdf, /cmac and /bcryptpbkdf: the expected values are RFC 5869 appendix A, RFC 4493 section 4, NIST
// SP 800-38B and pyca/bcrypt's test_kdf table (the engine's vector file, checked there against node:crypto
// and the OpenSSL CLI); never the page's.

const PREFIX: Record<Lang, string> = { en_US: '/en', zh_Hans_CN: '/zh-hans', zh_Hant_HK: '/zh-hant' };

function hkdfUi(page: Page, lang: Lang) {
  const h = hkdfMessages[lang];
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const menu = (name: string) => page.getByRole('combobox', { name, exact: true });
  return {
    h,
    ikm: box(h.ikm),
    prkInput: box(h.prkInput),
    salt: box(h.salt),
    info: box(h.info),
    length: box(h.length),
    okm: box(h.okm),
    prk: box(h.prk),
    hash: menu(h.hash),
    mode: menu(h.mode),
    ikmEncoding: menu(h.ikmEncoding),
    saltEncoding: menu(h.saltEncoding),
    infoEncoding: menu(h.infoEncoding),
  };
}

test('/en/hkdf gives RFC 5869 A.1 and A.4 (PRK and OKM), and expands a PRK alone', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.en_US}/hkdf`);
  const u = hkdfUi(page, 'en_US');
  for (const sel of [u.ikmEncoding, u.saltEncoding, u.infoEncoding]) await sel.selectOption('hex');
  for (const c of ['A.1', 'A.4']) {
    const v = kdfMac.hkdf.find((x) => x.case === c)!;
    await u.hash.selectOption(v.hash);
    await u.ikm.fill(v.ikm);
    await u.salt.fill(v.salt ?? '');
    await u.info.fill(v.info);
    await u.length.fill(String(v.length));
    await expect(u.okm).toHaveValue(v.okm);
    await expect(u.prk).toHaveValue(v.prk);
  }
  // Expand only: the input is the PRK, there is no salt and no PRK output.
  const a2 = kdfMac.hkdf.find((x) => x.case === 'A.2')!;
  await u.hash.selectOption('sha256');
  await u.mode.selectOption('expand');
  await expect(u.salt).toHaveCount(0);
  await u.prkInput.fill(a2.prk);
  await u.info.fill(a2.info);
  await u.length.fill(String(a2.length));
  await expect(u.okm).toHaveValue(a2.okm);
  await expect(u.prk).toHaveCount(0);
  // Keyboard: the length field takes typing after Tab from the hash menu.
  await u.hash.focus();
  await page.keyboard.press('Tab');
  await expect(u.length).toBeFocused();
  w.check();
});

// decision 0199: the untouched page (empty key material, salt and info; SHA-256, 32 bytes) comes with its PRK
// and OKM from the server and starts no worker until a field changes. node:crypto's HKDF; the PRK is
// HMAC-SHA-256 keyed with the empty salt (RFC 5869 2.2: HashLen zeros, the same key once padded).
test('/zh-hant/hkdf untouched shows its PRK and OKM from the server and starts no worker until a field changes', async ({
  page,
  request,
}) => {
  const okm = Buffer.from(hkdfSync('sha256', '', '', '', 32)).toString('hex');
  const prk = createHmac('sha256', Buffer.alloc(32)).update('').digest('hex');
  const html = await (await request.get(`${PREFIX.zh_Hant_HK}/hkdf`)).text();
  expect(html).toContain(`>${okm}</textarea>`);
  expect(html).toContain(`>${prk}</textarea>`);
  let workers = 0;
  page.on('worker', () => workers++);
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hant_HK}/hkdf`);
  const u = hkdfUi(page, 'zh_Hant_HK');
  await expect(u.okm).toHaveValue(okm);
  await expect(u.prk).toHaveValue(prk);
  await page.waitForTimeout(500);
  expect(workers, 'a worker started at load').toBe(0);
  await u.info.fill('info');
  await expect(u.okm).toHaveValue(Buffer.from(hkdfSync('sha256', '', '', 'info', 32)).toString('hex'));
  expect(workers).toBe(1);
  w.check();
});

test('/zh-hans/hkdf: a length over 255 × HashLen and a short PRK get the translated message beside the field', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/hkdf`);
  const u = hkdfUi(page, 'zh_Hans_CN');
  const e = errorMessages.zh_Hans_CN;
  await u.ikm.fill('secret');
  await u.length.fill('8161');
  const lengthError = fmt(e.OUT_OF_RANGE, { min: 1, max: 8160 });
  await expect(page.getByText(lengthError)).toBeVisible();
  await expect(u.length).toHaveAttribute('aria-invalid', 'true');
  await expect(u.okm).toHaveValue('');
  await u.length.fill('32');
  await expect(u.okm).toHaveValue(/^[0-9a-f]{64}$/);
  await expect(page.getByText(lengthError)).toHaveCount(0);
  // Expand only with a 4-byte PRK: SHA-256's PRK is at least 32 bytes.
  await u.mode.selectOption('expand');
  await u.ikmEncoding.selectOption('hex');
  await u.prkInput.fill('00010203');
  await expect(page.getByText(fmt(e.OUT_OF_RANGE, { min: 32, max: 1024 }))).toBeVisible();
  await expect(u.prkInput).toHaveValue('00010203');
  // A bad hex digit is the hex message, in Chinese, and the text stays as typed.
  await u.prkInput.fill('0g');
  await expect(u.prkInput).toHaveAttribute('aria-invalid', 'true');
  await expect(u.prkInput).toHaveValue('0g');
  w.check();
});

function cmacUi(page: Page, lang: Lang) {
  const c = cmacMessages[lang];
  return {
    c,
    key: page.getByRole('textbox', { name: c.key, exact: true }),
    keyEncoding: page.getByRole('combobox', { name: c.keyEncoding, exact: true }),
    message: page.getByRole('textbox', { name: c.message, exact: true }),
    messageEncoding: page.getByRole('combobox', { name: c.messageEncoding, exact: true }),
    result: page.getByRole('textbox', { name: c.result, exact: true }),
    format: page.getByRole('combobox', { name: hashCommonMessages[lang].format, exact: true }),
  };
}

test('/en/cmac gives the SP 800-38B / RFC 4493 MACs for AES-128, -192 and -256 keys', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.en_US}/cmac`);
  const u = cmacUi(page, 'en_US');
  await expect(u.keyEncoding).toHaveValue('hex');
  await u.messageEncoding.selectOption('hex');
  for (const v of [kdfMac.cmac[1]!, kdfMac.cmac[7]!, kdfMac.cmac[13]!]) {
    await u.key.fill(v.key);
    await u.message.fill(v.message);
    await expect(u.result).toHaveValue(v.mac);
  }
  // The empty message (RFC 4493 example 1) and the output as uppercase HEX.
  await u.key.fill(kdfMac.cmac[0]!.key);
  await u.message.fill('');
  await expect(u.result).toHaveValue(kdfMac.cmac[0]!.mac);
  await u.format.selectOption('HEX');
  await expect(u.result).toHaveValue(kdfMac.cmac[0]!.mac.toUpperCase());
  // Text messages are UTF-8: "abc" as text and as hex give OpenSSL's MAC of those three bytes.
  const key = kdfMac.cmac[0]!.key;
  const openssl = execFileSync('openssl', ['mac', '-cipher', 'AES-128-CBC', '-macopt', `hexkey:${key}`, 'CMAC'], {
    input: 'abc',
  })
    .toString()
    .trim()
    .toLowerCase();
  await u.format.selectOption('hex');
  await u.message.fill('616263');
  await expect(u.result).toHaveValue(openssl);
  await u.messageEncoding.selectOption('utf8');
  await u.message.fill('abc');
  await expect(u.result).toHaveValue(openssl);
  w.check();
});

test('/zh-hans/cmac: a 20-byte key gets the translated key-size message beside the key, and the key stays', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/cmac`);
  const u = cmacUi(page, 'zh_Hans_CN');
  await u.message.fill('abc');
  await u.key.fill('00'.repeat(20));
  const message = fmt(errorMessages.zh_Hans_CN.INVALID_KEY_SIZE, { expected: '16 / 24 / 32', actual: 20 });
  await expect(page.getByText(message)).toBeVisible();
  await expect(u.key).toHaveAttribute('aria-invalid', 'true');
  await expect(u.key).toHaveValue('00'.repeat(20));
  await expect(u.result).toHaveValue('');
  await u.key.fill('00'.repeat(16));
  await expect(page.getByText(message)).toHaveCount(0);
  await expect(u.result).toHaveValue(/^[0-9a-f]{32}$/);
  // The Random key button fills 16 bytes of hex; its name says what it makes.
  await page.getByRole('button', { name: fmt(u.c.randomKey, { bytes: 16 }) }).click();
  await expect(u.key).toHaveValue(/^[0-9a-f]{32}$/);
  w.check();
});

test('/en/bcryptpbkdf gives pyca/bcrypt’s bcrypt_pbkdf keys, and /zh-hans refuses 0 rounds beside the field', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.en_US}/bcryptpbkdf`);
  const b = bcryptPbkdfMessages.en_US;
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('combobox', { name: b.passwordEncoding, exact: true }).selectOption('hex');
  await expect(page.getByRole('combobox', { name: b.saltEncoding, exact: true })).toHaveValue('hex');
  for (const v of [kdfMac.bcryptPbkdf[0]!, kdfMac.bcryptPbkdf[6]!]) {
    await box(b.password).fill(v.password);
    await box(b.salt).fill(v.salt);
    await box(b.rounds).fill(String(v.rounds));
    await box(b.dkLen).fill(String(v.key.length / 2));
    await expect(box(b.result)).toHaveValue(v.key);
  }
  w.check();

  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/bcryptpbkdf`);
  const z = bcryptPbkdfMessages.zh_Hans_CN;
  await box(z.password).fill('password');
  await box(z.salt).fill('73616c74');
  await box(z.rounds).fill('0');
  const message = fmt(errorMessages.zh_Hans_CN.OUT_OF_RANGE, { min: 1, max: 100000 });
  await expect(page.getByText(message)).toBeVisible();
  await expect(box(z.rounds)).toHaveAttribute('aria-invalid', 'true');
  await expect(box(z.rounds)).toHaveValue('0');
  await expect(box(z.result)).toHaveValue('');
  // 4 rounds, 32 bytes: pyca/bcrypt's first vector ("password", "salt").
  await box(z.rounds).fill('4');
  await box(z.dkLen).fill('32');
  await expect(box(z.result)).toHaveValue(kdfMac.bcryptPbkdf[0]!.key);
  await expect(page.getByText(message)).toHaveCount(0);
});
