import { pbkdf2Sync } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import bcryptjs from 'bcryptjs';
import vectors from '../../../packages/engine/test/vectors/hash/password.json' with { type: 'json' };
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { passwordMessages } from '../app/tools/password/password.messages.ts';
import { pbkdf2Messages } from '../app/tools/password/pbkdf2.messages.ts';
import { gotoHydrated, type Lang, test, watchProblems } from './support.ts';

// Expected values come from other implementations (engine vector file: the argon2 reference CLI,
// RFC 7914, passlib, pyca/bcrypt, jBCrypt) and from bcryptjs run here in Node; never from the page.

const PREFIX: Record<Lang, string> = { en_US: '/en', zh_Hans_CN: '/zh-hans', zh_Hant_HK: '/zh-hant' };

function ui(page: Page, lang: Lang) {
  const m = passwordMessages[lang];
  const password = page.getByRole('textbox', { name: m.password, exact: true });
  return {
    m,
    password: password.first(),
    salt: page.getByRole('textbox', { name: m.salt, exact: true }),
    saltEncoding: page.getByRole('combobox', { name: m.saltEncoding, exact: true }),
    hash: page.getByRole('button', { name: m.hash, exact: true }),
    encoded: page.getByRole('textbox', { name: m.encoded, exact: true }),
    stored: page.getByRole('textbox', { name: m.stored, exact: true }),
    verifyPassword: page.getByTestId('verify-password'),
    verify: page.getByRole('button', { name: m.verify, exact: true }),
    verdict: page.getByTestId('verdict'),
    field: (label: string) => page.getByRole('textbox', { name: label, exact: true }),
  };
}

test('/en/bcrypt hashes as pyca/bcrypt does, bcryptjs accepts it, it verifies, and a bad string gets a message', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.en_US}/bcrypt`);
  const u = ui(page, 'en_US');
  await expect(page.getByText(u.m.bcryptLimit)).toBeVisible();
  const v = vectors.bcrypt.find((x) => x.encoded.startsWith('$2b$04$......................'))!;
  await u.password.fill('password');
  await u.saltEncoding.selectOption('hex');
  await u.salt.fill('00'.repeat(16));
  await u.field(u.m.cost).fill('4');
  await u.hash.click();
  await expect(u.encoded).toHaveValue(v.encoded);
  const mine = await u.encoded.inputValue();
  expect(bcryptjs.compareSync('password', mine)).toBe(true);

  // A random salt when the field is empty: a new string each time, still checked by bcryptjs.
  await u.salt.fill('');
  await u.hash.click();
  await expect(u.encoded).toHaveValue(/^\$2b\$04\$/);
  expect(await u.salt.inputValue()).toMatch(/^[0-9a-f]{32}$/);
  expect(bcryptjs.compareSync('password', await u.encoded.inputValue())).toBe(true);

  await u.stored.fill(mine);
  await u.verifyPassword.fill('password');
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.match);
  await u.verifyPassword.fill('Password');
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.noMatch);

  await u.stored.fill(mine.replace('$2b$', '$2x$'));
  await u.verify.click();
  await expect(page.getByRole('alert')).toHaveText(
    errorMessages.en_US.PASSWORD_HASH_MALFORMED.replace('{scheme}', 'bcrypt').replace('{part}', 'version'),
  );
  await expect(u.stored).toHaveValue(mine.replace('$2b$', '$2x$'));
  w.check();
});

test('/zh-hant/bcrypt: $2b$ and $2y$ of \\xff\\xff\\xa3 as crypt_blowfish 1.3 gives them, a NUL byte refused, bytes past 72 named', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hant_HK}/bcrypt`);
  const u = ui(page, 'zh_Hant_HK');
  const e = errorMessages.zh_Hant_HK;
  // crypt_blowfish 1.3 wrapper.c's rows (engine vector file); the salt's bytes decoded by bcryptjs.
  const openwall = (prefix: string, pw: string) =>
    vectors.bcryptOpenwall.find((v) => v.encoded.startsWith(prefix) && v.password === pw)!.encoded;
  const b2 = openwall('$2b$', 'ffffa3');
  const a2 = openwall('$2a$', 'ffffa3');
  expect(b2).toBe('$2b$05$/OK.fbVrR/bpIqNJ5ianF.CE5elHaaO4EbggVDjb8P19RukzXSM3e');
  const salt = Buffer.from(bcryptjs.decodeBase64(b2.slice(7, 29), 16)).toString('hex');
  await page.getByRole('combobox', { name: u.m.passwordEncoding, exact: true }).first().selectOption('hex');
  await u.password.fill('ffffa3');
  await u.saltEncoding.selectOption('hex');
  await u.salt.fill(salt);
  await u.field(u.m.cost).fill('5');
  await u.hash.click();
  await expect(u.encoded).toHaveValue(b2);

  // Verify honours each prefix: $2a$'s string is another hash for this password.
  await page.getByRole('combobox', { name: u.m.passwordEncoding, exact: true }).nth(1).selectOption('hex');
  await u.verifyPassword.fill('ffffa3');
  for (const [stored, match] of [
    [a2, u.m.match],
    [openwall('$2y$', 'ffffa3'), u.m.match],
    [a2.replace('$2a$', '$2b$'), u.m.noMatch],
  ] as const) {
    await u.stored.fill(stored);
    await u.verify.click();
    await expect(u.verdict).toHaveText(match);
  }

  // abc NUL def: refused beside the field (every bcrypt would stop at the NUL), in hashing and verifying.
  await u.password.fill('61626300646566');
  await expect(page.getByText(fmt(e.PASSWORD_HAS_NUL, { index: 3 })).first()).toBeVisible();
  await expect(u.hash).toBeDisabled();
  await u.stored.fill(b2);
  await u.verifyPassword.fill('61626300646567');
  await u.verify.click();
  await expect(page.getByText(fmt(e.PASSWORD_HAS_NUL, { index: 3 }))).toHaveCount(2);
  await expect(u.verdict).toHaveCount(0);

  // 80 bytes: the page says 8 of them are ignored.
  await page.getByRole('combobox', { name: u.m.passwordEncoding, exact: true }).first().selectOption('utf8');
  await u.password.fill('a'.repeat(80));
  await expect(page.getByTestId('bcrypt-too-long')).toHaveText(fmt(u.m.bcryptTooLong, { bytes: 80, ignored: 8 }));
  await expect(u.hash).toBeEnabled();
  w.check();
});

test('/zh-hans/argon2 gives the argon2 README string and verifies the reference CLI’s Argon2id', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/argon2`);
  const u = ui(page, 'zh_Hans_CN');
  const readme = vectors.argon2[0]!;
  expect(readme.encoded).toBe('$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG');
  await u.password.fill('password');
  await u.salt.fill('somesalt');
  await page.getByRole('combobox', { name: u.m.variant }).selectOption('argon2i');
  await u.field(u.m.memory).fill('65536');
  await u.field(u.m.iterations).fill('2');
  await u.field(u.m.parallelism).fill('4');
  await u.field(u.m.hashLength).fill('24');
  await u.hash.click();
  await expect(u.encoded).toHaveValue(readme.encoded);
  await expect(u.field(u.m.raw)).toHaveValue(readme.hash);

  const cli = vectors.argon2.find((x) => x.variant === 'argon2id' && x.source === 'argon2 reference CLI')!;
  await u.stored.fill(cli.encoded);
  await u.verifyPassword.fill(Buffer.from(cli.password, 'hex').toString('utf8'));
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.match);

  await u.stored.fill('$argon2id$v=19$m=65536,t=2$c29tZXNhbHQ$AAAAAAAA');
  await u.verify.click();
  await expect(page.getByRole('alert')).toHaveText(
    errorMessages.zh_Hans_CN.PASSWORD_HASH_MALFORMED.replace('{scheme}', 'argon2id').replace('{part}', 'm,t,p'),
  );
  await u.stored.fill('$1$saltsalt$hash');
  await u.verify.click();
  await expect(page.getByRole('alert')).toHaveText(errorMessages.zh_Hans_CN.PASSWORD_HASH_UNKNOWN);
  w.check();
});

test('/zh-hant/scrypt derives the RFC 7914 key, verifies a passlib string and cancels a slow hash', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hant_HK}/scrypt`);
  const u = ui(page, 'zh_Hant_HK');
  const rfc = vectors.scrypt.find((x) => x.source === 'RFC 7914 section 12' && x.N === 1024)!;
  await u.password.fill('password');
  await u.salt.fill('NaCl');
  await u.field(u.m.n).fill('1024');
  await u.field(u.m.r).fill('8');
  await u.field(u.m.p).fill('16');
  await u.field(u.m.dkLen).fill('64');
  await u.hash.click();
  await expect(u.field(u.m.derivedKey)).toHaveValue(rfc.hash);
  const b64 = (hex: string) => Buffer.from(hex, 'hex').toString('base64').replace(/=+$/, '');
  await expect(u.encoded).toHaveValue(`$scrypt$ln=10,r=8,p=16$${b64('4e61436c')}$${b64(rfc.hash)}`);

  const passlib = vectors.scryptStrings[1]!;
  await u.stored.fill(passlib.encoded);
  await u.verifyPassword.fill(Buffer.from(passlib.password, 'hex').toString('utf8'));
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.match);

  // 2^20 × 8 × 128 bytes = 1 GiB of work: long enough to cancel, and Cancel ends it at once.
  await u.field(u.m.n).fill('1048576');
  await u.field(u.m.p).fill('4');
  await u.hash.click();
  await expect(page.getByRole('progressbar', { name: u.m.progress })).toBeVisible();
  await page.getByRole('button', { name: u.m.cancel }).click();
  await expect(page.getByTestId('hash-cancelled')).toHaveText(u.m.cancelled);
  await expect(u.encoded).toHaveValue('');
  // the page still works after the worker was replaced
  await u.field(u.m.n).fill('1024');
  await u.field(u.m.p).fill('16');
  await u.hash.click();
  await expect(u.field(u.m.derivedKey)).toHaveValue(rfc.hash);
  w.check();
});

test('/en/bcrypt: a costly hash shows its progress and stops on Cancel', async ({ page }) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.en_US}/bcrypt`);
  const u = ui(page, 'en_US');
  await u.password.fill('password');
  await u.field(u.m.cost).fill('18');
  await u.hash.click();
  await expect(page.getByTestId('hash-running')).toContainText('Working');
  await page.getByRole('button', { name: u.m.cancel }).click();
  await expect(page.getByTestId('hash-cancelled')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: u.m.progress })).toHaveCount(0);
  // beyond the page's ceiling: a message beside the field, the number kept
  await u.field(u.m.cost).fill('25');
  await u.hash.click();
  await expect(page.getByRole('alert')).toHaveText('Enter a whole number from 4 to 18.');
  await expect(u.field(u.m.cost)).toHaveValue('25');
  w.check();
});

// /pbkdf2 (moved here from the hash family, issue 38): its key, its worker's failure, its job status.
test('/pbkdf2 derives the RFC 6070 key and applies the crypto-js presets', async ({ page }) => {
  const w = await watchProblems(page);
  await page.goto('/pbkdf2');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByRole('textbox', { name: 'Salt', exact: true }).fill('salt');
  await page.getByRole('combobox', { name: 'Hash (HMAC PRF)' }).selectOption('sha1');
  await page.getByRole('textbox', { name: 'Iterations' }).fill('4096');
  await page.getByRole('textbox', { name: 'Key length (bytes)' }).fill('20');
  await expect(page.getByRole('textbox', { name: 'Derived key' })).toHaveValue(
    '4b007901b765489abead49d926f721d065a429c1',
  );
  await expect(page.getByTestId('pbkdf2-took')).toContainText('ms');
  await page.getByRole('combobox', { name: 'Preset' }).selectOption('cryptojsOld');
  await expect(page.getByRole('textbox', { name: 'Iterations' })).toHaveValue('1');
  // RFC 6070 case 1, cut to crypto-js's 16-byte default key size.
  await expect(page.getByRole('textbox', { name: 'Derived key' })).toHaveValue('0c60c80f961f0e71f3a9b524af601206');
  await page.getByRole('combobox', { name: 'Preset' }).selectOption('cryptojs42');
  await expect(page.getByRole('combobox', { name: 'Hash (HMAC PRF)' })).toHaveValue('sha256');
  await expect(page.getByRole('textbox', { name: 'Iterations' })).toHaveValue('250000');
  await page.getByRole('textbox', { name: 'Iterations' }).fill('0');
  await expect(page.getByRole('alert')).toHaveText('Out of range: must be between 1 and 100000000.');
  // Only digits make a count: 1e3 is not read as 1000.
  await page.getByRole('textbox', { name: 'Iterations' }).fill('2');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Iterations' }).fill('1e3');
  await expect(page.getByRole('alert')).toHaveText('Out of range: must be between 1 and 100000000.');
  await expect(page.getByRole('textbox', { name: 'Iterations' })).toHaveValue('1e3');
  w.check();
});

// decision 0199: the untouched page's key (the empty password and salt, crypto-js 4.2's 250,000 iterations
// of SHA-256) comes from the server; the worker starts at the first change.
test('an untouched /pbkdf2 shows its key from the server and starts no worker until a field changes (zh_Hans_CN)', async ({
  page,
  request,
}) => {
  const p = pbkdf2Messages.zh_Hans_CN;
  const m = passwordMessages.zh_Hans_CN;
  const untouched = pbkdf2Sync('', '', 250_000, 16, 'sha256').toString('hex');
  const html = await (await request.get('/zh-hans/pbkdf2')).text();
  expect(html).toContain(`>${untouched}</textarea>`);
  let workers = 0;
  page.on('worker', () => workers++);
  const w = await watchProblems(page);
  await gotoHydrated(page, '/zh-hans/pbkdf2');
  const key = page.getByRole('textbox', { name: p.result });
  await expect(key).toHaveValue(untouched);
  await page.waitForTimeout(500);
  expect(workers, 'a worker started at load').toBe(0);
  // the server's time is not the visitor's: none is said
  await expect(page.getByTestId('pbkdf2-took')).toHaveCount(0);
  await page.getByRole('textbox', { name: m.password, exact: true }).fill('password');
  await expect(key).toHaveValue(pbkdf2Sync('password', '', 250_000, 16, 'sha256').toString('hex'));
  expect(workers).toBe(1);
  await expect(page.getByTestId('pbkdf2-took')).toBeVisible();
  await page.getByRole('textbox', { name: m.password, exact: true }).fill('');
  await expect(key).toHaveValue(untouched);
  w.check();
});

test('when the password worker cannot load, /pbkdf2 stops deriving and shows no key', async ({ page }) => {
  await page.route(/password\.worker.*\.js/, (r) => r.fulfill({ status: 404 }));
  await gotoHydrated(page, '/pbkdf2');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password');
  await page.getByRole('textbox', { name: 'Salt', exact: true }).fill('salt');
  await expect(page.getByTestId('worker-failed')).toContainText('could not start its background worker');
  await expect(page.getByRole('textbox', { name: 'Derived key' })).toHaveCount(0);
  await expect(page.getByTestId('pbkdf2-running')).toHaveCount(0);
  await expect(page.getByTestId('pbkdf2-took')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('password');
});

test('/pbkdf2: a change clears the previous key at once, and Cancel leaves no key to copy', async ({ page }) => {
  const p = pbkdf2Messages.en_US;
  const m = passwordMessages.en_US;
  const w = await watchProblems(page);
  await page.goto('/pbkdf2');
  await page.getByRole('textbox', { name: m.password, exact: true }).fill('password');
  await page.getByRole('textbox', { name: m.salt, exact: true }).fill('salt');
  await page.getByRole('combobox', { name: p.hash }).selectOption('sha256');
  await page.getByRole('textbox', { name: p.iterations }).fill('1000');
  await page.getByRole('textbox', { name: p.dkLen }).fill('32');
  const key = page.getByRole('textbox', { name: p.result });
  // node:crypto (OpenSSL) as the independent implementation.
  await expect(key).toHaveValue(pbkdf2Sync('password', 'salt', 1000, 32, 'sha256').toString('hex'));
  // Far more iterations: the derivation runs for seconds; the old key is gone as soon as the setting changed.
  await page.getByRole('textbox', { name: p.iterations }).fill('90000000');
  await expect(key).toHaveValue('');
  await expect(page.getByTestId('pbkdf2-running')).toContainText('Working');
  await expect(page.getByRole('progressbar', { name: m.progress })).toBeVisible();
  await page.getByRole('button', { name: m.cancel }).click();
  await expect(page.getByTestId('pbkdf2-cancelled')).toHaveText(m.cancelled);
  await expect(key).toHaveValue('');
  await expect(page.getByTestId('pbkdf2-took')).toHaveCount(0);
  // A new setting ends the "cancelled" note (its key follows once Chromium's WebCrypto thread is free:
  // a terminated worker's derivation still runs there to its end).
  await page.getByRole('textbox', { name: p.iterations }).fill('1000');
  await expect(page.getByTestId('pbkdf2-cancelled')).toHaveCount(0);
  w.check();
});
