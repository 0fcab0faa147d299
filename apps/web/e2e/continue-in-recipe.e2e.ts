import { expect, type Page } from '@playwright/test';
import { LOCALE_PREFIX } from '../app/i18n/locales.ts';
import { cipherMessages } from '../app/tools/cipher/cipher.messages.ts';
import { recipeMessages } from '../app/tools/recipe/recipe.messages.ts';
import { box } from './cipher-support.ts';
import { gotoHydrated, type Lang, test, waitForTool, watchProblems } from './support.ts';

// "Continue in a recipe" (issue 41) from one page of each family: the link opens /recipe with the page's
// settings as its steps and its input, and the recipe shows what the tool page shows. The unit tests
// (*.recipe.test.ts) prove every setting's mapping through the engine; these prove the pages wire it.

const output = (page: Page, lang: Lang) =>
  page.getByRole('textbox', { name: recipeMessages[lang].output, exact: true });

async function follow(page: Page, lang: Lang, fragment: RegExp) {
  await page.getByTestId('continue-in-recipe').click();
  await expect(page).toHaveURL(fragment);
  expect(page.url()).toContain(`/${LOCALE_PREFIX[lang]}/recipe#`);
  await waitForTool(page);
}

test('/hex at 390 px: upper case with spaces, the recipe gives the page its own hex (en_US)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const w = await watchProblems(page);
  await gotoHydrated(page, '/en/hex#case=upper&d=space');
  const text = 'Tinkerbox ✓ 100%';
  await box(page, 'Text to convert to hex').fill(text);
  // Node's Buffer as the reference
  const want = Buffer.from(text)
    .toString('hex')
    .toUpperCase()
    .replace(/(..)(?!$)/g, '$1 ');
  await expect(box(page, 'Hex')).toHaveValue(want);
  const link = page.getByTestId('continue-in-recipe');
  await link.scrollIntoViewIfNeeded();
  const at = await link.boundingBox();
  expect(at && at.x >= 0 && at.x + at.width <= 390).toBe(true);
  await follow(page, 'en_US', /#to-hex\(upper=true,delimiter=space\)&input=/);
  await expect(output(page, 'en_US')).toHaveValue(want);
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  w.check();
});

test('/jsonformat with 4 spaces and sorted keys: the recipe gives the page its own output (zh_Hans_CN)', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/jsonformat#indent=4&sort=1');
  await page.locator('#json-input').fill('{"b": 1, "a": [1.50, {"d": "值", "c": null}]}');
  // Python: json.dumps(json.loads(s), indent=4, sort_keys=True, ensure_ascii=False), 1.50 as written
  const want =
    '{\n    "a": [\n        1.50,\n        {\n            "c": null,\n            "d": "值"\n        }\n    ],\n    "b": 1\n}';
  await expect(page.locator('#json-output')).toHaveValue(want);
  await follow(page, 'zh_Hans_CN', /#json-beautify\(indent=4,sort-keys=true\)&input=/);
  await expect(output(page, 'zh_Hans_CN')).toHaveValue(want);
  w.check();
});

test('/aes decrypting an openssl enc ciphertext with a passphrase: the recipe opens it too (zh_Hant_HK)', async ({
  page,
}) => {
  // printf '%s' 'Tinkerbox e2e: 加密 ✓' | openssl enc -aes-256-cbc -md md5 -pass pass:correct-horse -a -A (OpenSSL 3.0)
  const sealed = 'U2FsdGVkX18MDOAkPpX2j+uW36QdS1E7RZFMtu9/lahuJrVQZJVxrL/eA8ZZT5gT';
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hant/aes#dir=decrypt&in=base64&out=text');
  await box(page, '輸入').fill(sealed);
  await page.getByLabel('密碼', { exact: true }).fill('correct-horse');
  await expect(box(page, '輸出')).toHaveValue('Tinkerbox e2e: 加密 ✓');
  await follow(page, 'zh_Hant_HK', /#from-base64,aes-decrypt\(passphrase=correct-horse\)&input=/);
  await expect(output(page, 'zh_Hant_HK')).toHaveValue('Tinkerbox e2e: 加密 ✓');
  w.check();
});

test('/aes with a raw key and a mode the operation has no argument for draws no link (en_US)', async ({ page }) => {
  const w = await watchProblems(page);
  // an IV stored before the ciphertext: no operation argument says it
  await gotoHydrated(page, '/en/aes#key=raw&bits=128');
  await box(page, 'Input').fill('x');
  await box(page, 'Key').fill('000102030405060708090a0b0c0d0e0f');
  await expect(box(page, 'Output')).toHaveValue(/^[A-Za-z0-9+/]{22}==$/);
  await expect(page.getByTestId('continue-in-recipe')).toHaveCount(1);
  await page.getByLabel('IV placement').selectOption('prepended');
  await expect(box(page, 'Output')).toHaveValue(/^[A-Za-z0-9+/]{43}=$/);
  await expect(page.getByTestId('continue-in-recipe')).toHaveCount(0);
  w.check();
});

test('/pbkdf2: the recipe derives the RFC 6070 key the page shows (en_US)', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/en/pbkdf2');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByRole('textbox', { name: 'Salt', exact: true }).fill('salt');
  await page.getByRole('combobox', { name: 'Hash (HMAC PRF)' }).selectOption('sha1');
  await page.getByRole('textbox', { name: 'Iterations' }).fill('4096');
  await page.getByRole('textbox', { name: 'Key length (bytes)' }).fill('20');
  // RFC 6070, PBKDF2-HMAC-SHA1, c = 4096
  const want = '4b007901b765489abead49d926f721d065a429c1';
  await expect(page.getByRole('textbox', { name: 'Derived key' })).toHaveValue(want);
  await follow(
    page,
    'en_US',
    /#derive-pbkdf2-key\(salt=hex:73616c74,iterations=4096,length=20,hash=sha1\)&input=cGFzc3dvcmQ$/,
  );
  await expect(output(page, 'en_US')).toHaveValue(want);
  w.check();
});

test('/cmac: the recipe gives the NIST SP 800-38B example the page shows (zh_Hans_CN)', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/cmac#menc=hex');
  await page.getByLabel('AES 密钥', { exact: true }).fill('2b7e151628aed2a6abf7158809cf4f3c');
  await page.getByLabel('消息', { exact: true }).fill('6bc1bee22e409f96e93d7e117393172a');
  // NIST SP 800-38B appendix D.1, example 2 (RFC 4493 section 4, example 2)
  const want = '070a16b46b4d4144f79bdd9dd04a287c';
  await expect(page.getByRole('textbox', { name: 'CMAC（16 字节）' })).toHaveValue(want);
  await follow(page, 'zh_Hans_CN', /#cmac\(key=hex:2b7e151628aed2a6abf7158809cf4f3c\)&input=a8G-4i5An5bpPX4Rc5MXKg$/);
  await expect(output(page, 'zh_Hans_CN')).toHaveValue(want);
  w.check();
});

test('/bcryptpbkdf: the recipe derives pyca/bcrypt’s test_kdf key the page shows (zh_Hant_HK)', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hant/bcryptpbkdf#rounds=4&len=32');
  await page.getByLabel('密碼短語', { exact: true }).fill('password');
  await page.getByLabel('鹽', { exact: true }).fill('73616c74');
  // pyca/bcrypt tests/test_bcrypt.py test_kdf: bcrypt.kdf(b'password', b'salt', 32, 4)
  const want = '5bbf0cc293587f1c3635555c27796598d47e579071bf427e9d8fbe842aba34d9';
  await expect(page.getByRole('textbox', { name: '衍生金鑰' })).toHaveValue(want);
  await follow(page, 'zh_Hant_HK', /#bcrypt-pbkdf\(salt=hex:73616c74,rounds=4\)&input=cGFzc3dvcmQ$/);
  await expect(output(page, 'zh_Hant_HK')).toHaveValue(want);
  w.check();
});

test("/rabbit in RFC 4503's byte order with a raw key and IV: the recipe gives Appendix A's keystream (zh_Hans_CN)", async ({
  page,
}) => {
  const m = cipherMessages.zh_Hans_CN;
  // RFC 4503 Appendix A.2: key 0, IV c373f575c1267e59, keystream S[0..2] as printed
  const keystream = '1fcd4eb9580012e2e0dccc9222017d6da75f4e10d12125017b2499ffed936f2eebc112c393e738392356bdd012029ba7';
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/rabbit#key=raw&variant=rfc4503&in=hex&out=hex');
  await box(page, m.input).fill('00'.repeat(48));
  await box(page, m.iv).fill('c373f575c1267e59');
  await box(page, m.key).fill('00'.repeat(16));
  await expect(box(page, m.output)).toHaveValue(keystream);
  await follow(
    page,
    'zh_Hans_CN',
    /#from-hex,rabbit\(key=hex:0{32},iv=hex:c373f575c1267e59,order=rfc4503\),to-hex&input=/,
  );
  await expect(output(page, 'zh_Hans_CN')).toHaveValue(keystream);
  w.check();
});
