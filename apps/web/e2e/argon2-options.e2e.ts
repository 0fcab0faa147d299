import { expect, type Page } from '@playwright/test';
import kats from '../../../packages/engine/test/vectors/hash/argon2-kats.json' with { type: 'json' };
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { passwordMessages } from '../app/tools/password/password.messages.ts';
import { gotoHydrated, type Lang, test, watchProblems } from './support.ts';

// /argon2's secret key, associated data and version: expected values are RFC 9106 section 5 and the
// reference implementation's KATs and src/test.c strings (the engine's vector file); never the page's.

const PREFIX: Record<Lang, string> = { en_US: '/en', zh_Hans_CN: '/zh-hans', zh_Hant_HK: '/zh-hant' };

function ui(page: Page, lang: Lang) {
  const m = passwordMessages[lang];
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const menu = (name: string) => page.getByRole('combobox', { name, exact: true });
  return {
    m,
    // the hash half comes first, the verify half second
    password: box(m.password).first(),
    passwordEncoding: menu(m.passwordEncoding).first(),
    salt: box(m.salt),
    saltEncoding: menu(m.saltEncoding),
    secret: box(m.secret),
    secretEncoding: menu(m.secretEncoding),
    ad: box(m.associatedData),
    adEncoding: menu(m.associatedDataEncoding),
    variant: menu(m.variant),
    version: menu(m.version),
    field: (label: string) => box(label),
    hash: page.getByRole('button', { name: m.hash, exact: true }),
    encoded: box(m.encoded),
    raw: box(m.raw),
    stored: box(m.stored),
    verifyPassword: page.getByTestId('verify-password'),
    verify: page.getByRole('button', { name: m.verify, exact: true }),
    verdict: page.getByTestId('verdict'),
  };
}

test('/en/argon2 with a secret, associated data and version 0x10 gives the reference KATs, and verifies with them', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.en_US}/argon2`);
  const u = ui(page, 'en_US');
  for (const sel of [u.passwordEncoding, u.saltEncoding, u.secretEncoding.first(), u.adEncoding.first()]) {
    await sel.selectOption('hex');
  }
  await u.field(u.m.memory).fill('32');
  await u.field(u.m.iterations).fill('3');
  await u.field(u.m.parallelism).fill('4');
  await u.field(u.m.hashLength).fill('32');
  // RFC 9106 section 5.3 (Argon2id, version 0x13), then kats/argon2d_v16 (version 0x10)
  for (const name of ['argon2id', 'argon2d_v16']) {
    const v = kats.kats.find((k) => k.source.includes(`kats/${name} `) || k.source.endsWith(`kats/${name}`))!;
    await u.variant.selectOption(v.variant);
    await u.version.selectOption(String(v.version));
    await u.password.fill(v.password);
    await u.salt.fill(v.salt);
    await u.secret.first().fill(v.secret);
    await u.ad.first().fill(v.associatedData);
    await u.hash.click();
    await expect(u.raw).toHaveValue(v.hash);
    await expect(u.encoded).toHaveValue(new RegExp(`^\\$${v.variant}\\$v=${v.version}\\$m=32,t=3,p=4\\$`));
  }
  const made = await u.encoded.inputValue();
  const v16 = kats.kats.find((k) => k.source.endsWith('kats/argon2d_v16'))!;

  // Verify: the string alone does not match (it carries neither the secret nor the data) ...
  await u.stored.fill(made);
  await u.verifyPassword.fill(v16.password);
  await page.getByRole('combobox', { name: u.m.passwordEncoding, exact: true }).nth(1).selectOption('hex');
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.noMatch);
  // ... with them it does.
  await u.secretEncoding.nth(1).selectOption('hex');
  await u.adEncoding.nth(1).selectOption('hex');
  await u.secret.nth(1).fill(v16.secret);
  await u.ad.nth(1).fill(v16.associatedData);
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.match);

  // A version 0x10 string written without v= (phc-winner-argon2 src/test.c) verifies.
  const old = kats.version16Strings.find((s) => s.memory === 256 && s.parallelism === 1)!;
  await u.secret.nth(1).fill('');
  await u.ad.nth(1).fill('');
  await page.getByRole('combobox', { name: u.m.passwordEncoding, exact: true }).nth(1).selectOption('utf8');
  await u.stored.fill(old.encoded);
  await u.verifyPassword.fill(old.password);
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.match);
  await u.verifyPassword.fill('passwore');
  await u.verify.click();
  await expect(u.verdict).toHaveText(u.m.noMatch);
  w.check();
});

test('/zh-hans/argon2: a secret over 1024 bytes gets the translated message beside it, and the text stays', async ({
  page,
}) => {
  const w = await watchProblems(page);
  await gotoHydrated(page, `${PREFIX.zh_Hans_CN}/argon2`);
  const u = ui(page, 'zh_Hans_CN');
  await u.field(u.m.memory).fill('64');
  await u.password.fill('password');
  await u.salt.fill('somesalt');
  const long = 'k'.repeat(1025);
  await u.secret.first().fill(long);
  await u.hash.click();
  const message = fmt(errorMessages.zh_Hans_CN.OUT_OF_RANGE, { min: 0, max: 1024 });
  await expect(page.getByText(message)).toBeVisible();
  await expect(u.secret.first()).toHaveAttribute('aria-invalid', 'true');
  await expect(u.secret.first()).toHaveValue(long);
  await expect(u.encoded).toHaveValue('');
  // Bad hex in the associated data: the hex message beside it, and Hash waits for a fix.
  await u.secret.first().fill('pepper');
  await u.adEncoding.first().selectOption('hex');
  await u.ad.first().fill('zz');
  await expect(u.ad.first()).toHaveAttribute('aria-invalid', 'true');
  await expect(u.hash).toBeDisabled();
  await u.ad.first().fill('0404');
  await u.hash.click();
  await expect(u.encoded).toHaveValue(/^\$argon2id\$v=19\$m=64,t=2,p=1\$c29tZXNhbHQ\$/);
  await expect(page.getByText(message)).toHaveCount(0);
  w.check();
});
