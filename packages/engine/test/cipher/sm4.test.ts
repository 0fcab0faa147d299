import { spawnSync } from 'node:child_process';
import { createCipheriv, getCiphers, randomBytes } from 'node:crypto';
import smCrypto from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { type CipherMode, createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { sm4Block, sm4RoundKeys } from '../../src/cipher/sm4-block.ts';
import { isEngineError } from '../../src/errors.ts';
import { b64, chunked, hex, toHex, utf8, vectors } from './helpers.ts';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (isEngineError(e) ? e.code : String(e)),
  );

describe('SM4 block cipher (GB/T 32907-2016 appendix A)', () => {
  const KEY = hex('0123456789abcdeffedcba9876543210');
  it('encrypts example 1 and decrypts it back', async () => {
    // GB/T 32907-2016 A.1: key = plaintext = 0123456789abcdeffedcba9876543210.
    const r = await encrypt(KEY, { algorithm: 'sm4', mode: 'ecb', padding: 'none' }, { key: KEY });
    expect(toHex(r.output)).toBe('681edf34d206965e86b3e94f536e4246');
    const back = await decrypt(r.output, { algorithm: 'sm4', mode: 'ecb', padding: 'none' }, { key: KEY });
    expect(back.output).toEqual(KEY);
  });

  it('gives example 2 after 1,000,000 encryptions', () => {
    // GB/T 32907-2016 A.2: the same block encrypted 1,000,000 times with the same key.
    const rk = sm4RoundKeys(KEY, false);
    const b = KEY.slice();
    for (let i = 0; i < 1_000_000; i++) sm4Block(rk, b, 0, b, 0);
    expect(toHex(b)).toBe('595298c7c6fd271f0402f804c33d3f66');
  });
});

describe('SM4 modes against the OpenSSL command line (vectors/cipher/sm4-openssl.json)', () => {
  const v = vectors<{
    key: string;
    iv: string;
    plaintextHex: string;
    raw: Record<string, string>;
    passphrase: string;
    evpSha256CbcBase64: string;
    pbkdf2Sha256Iter1000CtrBase64: string;
  }>('sm4-openssl.json');
  const plain = hex(v.plaintextHex);
  for (const [mode, ct] of Object.entries(v.raw)) {
    it(`openssl enc -sm4-${mode}: the same ciphertext, and back`, async () => {
      const spec = { algorithm: 'sm4', mode: mode as CipherMode } as const;
      const secret = { key: hex(v.key), iv: mode === 'ecb' ? undefined : hex(v.iv) };
      expect(toHex((await encrypt(plain, spec, secret)).output)).toBe(ct);
      expect(await chunked(createDecryptor(spec, secret), hex(ct), [1, 17, 5])).toEqual(plain);
    });
  }
  it('decrypts openssl enc -sm4-cbc -md sha256 and -sm4-ctr -pbkdf2 passphrase output', async () => {
    const passphrase = utf8(v.passphrase);
    const evp = await decrypt(
      b64(v.evpSha256CbcBase64),
      { algorithm: 'sm4' },
      { passphrase, derivation: { kdf: 'evp-sha256' } },
    );
    expect(evp.output).toEqual(plain);
    const pb = await decrypt(
      b64(v.pbkdf2Sha256Iter1000CtrBase64),
      { algorithm: 'sm4', mode: 'ctr' },
      { passphrase, derivation: { kdf: 'pbkdf2', hash: 'sha256', iterations: 1000 } },
    );
    expect(pb.output).toEqual(plain);
  });

  const hasOpenssl = spawnSync('openssl', ['enc', '-sm4-cbc', '-help']).status === 0;
  it.runIf(hasOpenssl)('what it encrypts with a passphrase, openssl enc -d -sm4-cbc decrypts', async () => {
    const data = randomBytes(5000);
    const r = await encrypt(data, { algorithm: 'sm4' }, { passphrase: utf8('pw'), derivation: { kdf: 'evp-sha256' } });
    const out = spawnSync('openssl', ['enc', '-d', '-sm4-cbc', '-md', 'sha256', '-pass', 'pass:pw'], {
      input: r.output,
    });
    expect(out.status).toBe(0);
    expect(out.stdout.equals(data)).toBe(true);
  });
});

describe.runIf(getCiphers().includes('sm4-cbc'))('SM4 modes against node:crypto', () => {
  for (const mode of ['cbc', 'ecb', 'ctr', 'cfb', 'ofb'] as const) {
    it(`sm4-${mode}: random keys, IVs and lengths, fed in odd chunks`, async () => {
      for (const n of [0, 1, 15, 16, 17, 100, 4097]) {
        const key = randomBytes(16);
        const iv = mode === 'ecb' ? null : randomBytes(16);
        // Counter wrap-around: OpenSSL's CTR carries through all 128 bits.
        if (iv && mode === 'ctr' && n === 100) iv.fill(0xff, 8);
        const data = randomBytes(n);
        const c = createCipheriv(`sm4-${mode}`, key, iv);
        const want = Buffer.concat([c.update(data), c.final()]);
        const spec = { algorithm: 'sm4', mode } as const;
        const secret = { key: new Uint8Array(key), iv: iv ? new Uint8Array(iv) : undefined };
        expect(toHex(await chunked(createEncryptor(spec, secret), data, [3, 16, 33]))).toBe(want.toString('hex'));
        expect(toHex(await chunked(createDecryptor(spec, secret), want, [1, 31]))).toBe(data.toString('hex'));
      }
    });
  }
});

describe('SM4 against sm-crypto 0.5.8 (another implementation, CBC and ECB with PKCS #7)', () => {
  it('gives the same ciphertexts', async () => {
    for (const n of [0, 5, 16, 300]) {
      const key = randomBytes(16);
      const iv = randomBytes(16);
      const data = Array.from(randomBytes(n));
      const cbc = smCrypto.sm4.encrypt(data, key.toString('hex'), { mode: 'cbc', iv: iv.toString('hex') });
      const ecb = smCrypto.sm4.encrypt(data, key.toString('hex'));
      const d = new Uint8Array(data);
      expect(toHex((await encrypt(d, { algorithm: 'sm4' }, { key, iv })).output)).toBe(cbc);
      expect(toHex((await encrypt(d, { algorithm: 'sm4', mode: 'ecb' }, { key })).output)).toBe(ecb);
    }
  });
});

describe('SM4-GCM (RFC 8998 appendix A.1)', () => {
  const key = hex('0123456789abcdeffedcba9876543210');
  const iv = hex('00001234567800000000abcd');
  const aad = hex('feedfacedeadbeeffeedfacedeadbeefabaddad2');
  const plain = hex(
    'aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbccccccccccccccccddddddddddddddddeeeeeeeeeeeeeeeeffffffffffffffffeeeeeeeeeeeeeeeeaaaaaaaaaaaaaaaa',
  );
  const ct =
    '17f399f08c67d5ee19d0dc9969c4bb7d5fd46fd3756489069157b282bb200735d82710ca5c22f0ccfa7cbf93d496ac15a56834cbcf98c397b4024a2691233b8d';
  const tag = '83de3541e4c2b58177e065a9bf7b62ec';
  const spec = { algorithm: 'sm4', mode: 'gcm', aad } as const;
  it('seals and opens the example, and refuses a changed tag', async () => {
    expect(toHex((await encrypt(plain, spec, { key, iv })).output)).toBe(ct + tag);
    expect(await chunked(createDecryptor(spec, { key, iv }), hex(ct + tag), [7, 40])).toEqual(plain);
    const bad = hex(ct + tag);
    bad[0] = (bad[0] as number) ^ 1;
    expect(await codeOf(decrypt(bad, spec, { key, iv }))).toBe('AUTH_TAG_MISMATCH');
  });
  it('truncates the tag to the length asked, and opens it again', async () => {
    const r = await encrypt(plain, { ...spec, tagLength: 12 }, { key, iv });
    expect(toHex(r.output)).toBe(ct + tag.slice(0, 24));
    expect((await decrypt(r.output, { ...spec, tagLength: 12 }, { key, iv })).output).toEqual(plain);
  });
});

describe('SM4 input errors', () => {
  it('names the key and IV sizes', async () => {
    expect(
      await codeOf(encrypt(utf8('x'), { algorithm: 'sm4' }, { key: new Uint8Array(32), iv: new Uint8Array(16) })),
    ).toBe('INVALID_KEY_SIZE');
    expect(
      await codeOf(encrypt(utf8('x'), { algorithm: 'sm4' }, { key: new Uint8Array(16), iv: new Uint8Array(8) })),
    ).toBe('INVALID_IV_SIZE');
  });
});
