import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { isEngineError } from '../../src/errors.ts';
import { chunked, hex, toHex, utf8 } from './helpers.ts';

// RFC 2268 section 5: key, effective key bits, plaintext, ciphertext (one ECB block each).
const RFC2268 = [
  ['0000000000000000', 63, '0000000000000000', 'ebb773f993278eff'],
  ['ffffffffffffffff', 64, 'ffffffffffffffff', '278b27e42e2f0d49'],
  ['3000000000000000', 64, '1000000000000001', '30649edf9be7d2c2'],
  ['88', 64, '0000000000000000', '61a8a244adacccf0'],
  ['88bca90e90875a', 64, '0000000000000000', '6ccf4308974c267f'],
  ['88bca90e90875a7f0f79c384627bafb2', 64, '0000000000000000', '1a807d272bbe5db1'],
  ['88bca90e90875a7f0f79c384627bafb2', 128, '0000000000000000', '2269552ab0f85ca6'],
  ['88bca90e90875a7f0f79c384627bafb216f80a6f85920584c42fceb0be255daf1e', 129, '0000000000000000', '5b78d3a43dfff1f1'],
] as const;

describe('RC2, RFC 2268 section 5', () => {
  test.each(RFC2268)('key %s, %i effective bits', async (key, effectiveKeyBits, plain, cipher) => {
    const spec = { algorithm: 'rc2', mode: 'ecb', padding: 'none', effectiveKeyBits } as const;
    expect(toHex((await encrypt(hex(plain), spec, { key: hex(key) })).output)).toBe(cipher);
    expect(toHex((await decrypt(hex(cipher), spec, { key: hex(key) })).output)).toBe(plain);
  });
});

const openssl = (args: string[], input: Uint8Array) =>
  spawnSync('openssl', ['enc', ...args, '-provider', 'legacy', '-provider', 'default'], { input });
const legacy = openssl(['-rc2-ecb', '-K', '00'.repeat(16), '-nopad'], new Uint8Array(8));
describe.skipIf(legacy.status !== 0)(
  'against openssl enc -rc2-* (skipped: this OpenSSL has no legacy provider, which holds RC2)',
  () => {
    // -rc2-cbc / -rc2-ecb / -rc2-cfb / -rc2-ofb: 16-byte key, 128 effective bits (the default);
    // -rc2-40-cbc and -rc2-64-cbc: 5- and 8-byte keys with 40 and 64 effective bits.
    const CASES = [
      ['rc2-cbc', 'cbc', 16, undefined],
      ['rc2-ecb', 'ecb', 16, undefined],
      ['rc2-40-cbc', 'cbc', 5, 40],
      ['rc2-64-cbc', 'cbc', 8, 64],
      // CFB and OFB with 64-bit feedback (EVP_rc2_cfb64, EVP_rc2_ofb): no padding, any length
      ['rc2-cfb', 'cfb', 16, undefined],
      ['rc2-ofb', 'ofb', 16, undefined],
    ] as const;
    test.each(CASES)('%s with a raw key, random data in any chunking, both ways', async (cipher, mode, k, bits) => {
      for (const n of [0, 1, 7, 8, 9, 100, 5000]) {
        const key = randomBytes(k);
        const iv = randomBytes(8);
        const data = randomBytes(n);
        const args = [`-${cipher}`, '-K', key.toString('hex')];
        if (mode !== 'ecb') args.push('-iv', iv.toString('hex'));
        const want = openssl(args, data);
        expect(want.status, String(want.stderr)).toBe(0);
        const spec = { algorithm: 'rc2', mode, ...(bits ? { effectiveKeyBits: bits } : {}) } as const;
        const secret = { key: new Uint8Array(key), iv: mode === 'ecb' ? undefined : new Uint8Array(iv) };
        const got = await chunked(createEncryptor(spec, secret), new Uint8Array(data), [3, 8, 64]);
        expect(toHex(got)).toBe(want.stdout.toString('hex'));
        expect(toHex(await chunked(createDecryptor(spec, secret), got, [5, 16]))).toBe(data.toString('hex'));
      }
    });

    it('reads openssl enc -rc2-cbc passphrase output (EVP_BytesToKey MD5 and SHA-256: 16-byte key, 8-byte IV)', async () => {
      const data = utf8('RC2, as openssl enc -rc2-cbc writes it with a passphrase.');
      for (const md of ['md5', 'sha256'] as const) {
        const out = openssl(['-rc2-cbc', '-md', md, '-pass', 'pass:correct-horse'], data);
        expect(out.status, String(out.stderr)).toBe(0);
        const r = await decrypt(
          new Uint8Array(out.stdout),
          { algorithm: 'rc2' },
          { passphrase: utf8('correct-horse'), derivation: { kdf: md === 'md5' ? 'evp-md5' : 'evp-sha256' } },
        );
        expect(r.output).toEqual(data);
        expect([r.key.length, r.iv?.length]).toEqual([16, 8]);
      }
    });
  },
);

describe('RC2 input rules', () => {
  const err = (spec: object, key: number, iv: number | undefined) =>
    encrypt(
      new Uint8Array(8),
      { algorithm: 'rc2', ...spec },
      { key: new Uint8Array(key), iv: iv === undefined ? undefined : new Uint8Array(iv) },
    ).then(
      () => null,
      (e: unknown) => (isEngineError(e) ? [e.code, e.params] : e),
    );
  it('takes keys of 1 to 128 bytes and an 8-byte IV, and says so', async () => {
    expect(await err({}, 129, 8)).toEqual(['INVALID_KEY_SIZE', { expected: '1–128', actual: 129 }]);
    expect(await err({}, 0, 8)).toEqual(['INVALID_KEY_SIZE', { expected: '1–128', actual: 0 }]);
    expect(await err({}, 128, 16)).toEqual(['INVALID_IV_SIZE', { expected: '8', actual: 16 }]);
    expect(await err({}, 128, 8)).toBeNull();
    expect(await err({ mode: 'ecb' }, 1, undefined)).toBeNull();
  });
  it('takes 1 to 1024 effective key bits, for RC2 only, and CBC and ECB only', async () => {
    for (const bits of [0, 1025, 1.5]) {
      expect(await err({ effectiveKeyBits: bits }, 16, 8)).toEqual(['OUT_OF_RANGE', { min: 1, max: 1024 }]);
    }
    expect(await err({ effectiveKeyBits: 1 }, 16, 8)).toBeNull();
    expect(await err({ effectiveKeyBits: 1024 }, 16, 8)).toBeNull();
    expect(() => createEncryptor({ algorithm: 'aes', effectiveKeyBits: 64 }, { key: new Uint8Array(16) })).toThrow(
      RangeError,
    );
    expect(() => createEncryptor({ algorithm: 'rc2', mode: 'ctr' }, { key: new Uint8Array(16) })).toThrow(RangeError);
  });
});

describe('RC2 and SM4 given Node Buffers (what a CLI reads from stdin)', () => {
  // A Buffer's slice() is a view: a core that copied its input with slice() worked in the caller's bytes.
  // The reference is the same cipher over plain Uint8Array copies; RFC 2268's vector pins RC2 itself above.
  test.each(['rc2', 'sm4'] as const)(
    '%s-CBC over a Buffer: the same bytes, and the caller’s Buffer untouched',
    async (algorithm) => {
      const key = randomBytes(16);
      const iv = randomBytes(algorithm === 'rc2' ? 8 : 16);
      const data = randomBytes(1000);
      const spec = { algorithm, mode: 'cbc' } as const;
      const plain = { key: new Uint8Array(key), iv: new Uint8Array(iv) };
      const want = (await encrypt(new Uint8Array(data), spec, plain)).output;
      const before = Buffer.from(data);
      expect(toHex((await encrypt(data, spec, { key, iv })).output)).toBe(toHex(want));
      expect(data.equals(before)).toBe(true);
      const ct = Buffer.from(want);
      expect(toHex((await decrypt(ct, spec, { key, iv })).output)).toBe(toHex(new Uint8Array(data)));
      expect(ct.equals(Buffer.from(want))).toBe(true);
    },
  );
});
