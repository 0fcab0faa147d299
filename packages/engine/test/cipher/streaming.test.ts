import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CipherSpec, createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { chunked, hex, toHex, utf8 } from './helpers.ts';

/** node:crypto (OpenSSL) is the independent reference for AES here. */
function nodeAes(mode: string, key: Uint8Array, iv: Uint8Array | null, data: Uint8Array, padding: boolean): Uint8Array {
  const c = createCipheriv(`aes-${key.length * 8}-${mode}`, key, iv);
  c.setAutoPadding(padding);
  return new Uint8Array(Buffer.concat([c.update(data), c.final()]));
}

const chunkSizes = fc.array(fc.integer({ min: 0, max: 40 }), { minLength: 1, maxLength: 6 });

describe('chunked streaming equals node:crypto for every AES mode and both backends', () => {
  for (const backend of ['webcrypto', 'noble'] as const) {
    for (const mode of ['cbc', 'ecb', 'ctr', 'cfb', 'ofb'] as const) {
      test(`${mode} via ${backend}`, async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(16, 24, 32),
            fc.uint8Array({ minLength: 32, maxLength: 32 }),
            fc.uint8Array({ minLength: 16, maxLength: 16 }),
            fc.uint8Array({ maxLength: 200 }),
            chunkSizes,
            async (keyLen, keyBytes, iv, data, sizes) => {
              const key = keyBytes.subarray(0, keyLen);
              const padded = mode === 'cbc' || mode === 'ecb';
              const spec: CipherSpec = { algorithm: 'aes', mode };
              const secret = { key, iv: mode === 'ecb' ? undefined : iv };
              const want = nodeAes(mode, key, mode === 'ecb' ? null : iv, data, padded);
              const opts = { aesBackend: backend };
              expect(toHex(await chunked(createEncryptor(spec, secret, opts), data, sizes))).toBe(toHex(want));
              expect(toHex(await chunked(createDecryptor(spec, secret, opts), want, sizes))).toBe(toHex(data));
            },
          ),
          { numRuns: 30 },
        );
      });
    }
  }

  test('CTR carries across the whole 128-bit counter as OpenSSL does (crypto-js carries only within 32 bits)', async () => {
    const key = hex('000102030405060708090a0b0c0d0e0f');
    const iv = hex('00000000000000fffffffffffffffffe');
    const data = new Uint8Array(80).fill(7);
    for (const aesBackend of ['webcrypto', 'noble'] as const) {
      const enc = createEncryptor({ algorithm: 'aes', mode: 'ctr' }, { key, iv }, { aesBackend });
      expect(toHex(await chunked(enc, data, [16, 3, 29]))).toBe(toHex(nodeAes('ctr', key, iv, data, false)));
    }
  });
});

describe('AES-GCM against node:crypto: tag lengths, additional data, chunking', () => {
  for (const backend of ['webcrypto', 'noble'] as const) {
    test(`via ${backend}`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(16, 24, 32),
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.constantFrom(12, 8, 16, 60),
          fc.uint8Array({ minLength: 60, maxLength: 60 }),
          fc.uint8Array({ maxLength: 40 }),
          fc.uint8Array({ maxLength: 150 }),
          fc.constantFrom(4, 8, 12, 13, 14, 15, 16),
          chunkSizes,
          async (keyLen, keyBytes, ivLen, ivBytes, aad, data, tagLength, sizes) => {
            const key = keyBytes.subarray(0, keyLen);
            const iv = ivBytes.subarray(0, ivLen);
            const c = createCipheriv(`aes-${keyLen * 8}-gcm` as `aes-256-gcm`, key, iv, { authTagLength: 16 });
            c.setAAD(aad);
            const body = Buffer.concat([c.update(data), c.final()]);
            const want =
              toHex(body) +
              c
                .getAuthTag()
                .toString('hex')
                .slice(0, tagLength * 2);
            const spec: CipherSpec = { algorithm: 'aes', mode: 'gcm', aad, tagLength };
            const opts = { aesBackend: backend };
            expect(toHex(await chunked(createEncryptor(spec, { key, iv }, opts), data, sizes))).toBe(want);
            expect(toHex(await chunked(createDecryptor(spec, { key, iv }, opts), hex(want), sizes))).toBe(toHex(data));
          },
        ),
        { numRuns: 25 },
      );
    });
  }
});

describe('crypto-js ciphers stream in any chunking', () => {
  for (const algorithm of ['des', 'tripledes', 'rabbit', 'rabbit-legacy', 'rc4', 'rc4drop'] as const) {
    test(algorithm, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 120 }),
          chunkSizes,
          fc.constantFrom('cbc', 'cfb', 'ofb', 'ctr', 'ecb'),
          async (data, sizes, mode) => {
            const spec = { algorithm, mode } as const;
            const secret = { passphrase: utf8('chunks'), salt: hex('0011223344556677') };
            const whole = await encrypt(data, spec, secret);
            expect(toHex(await chunked(createEncryptor(spec, secret), data, sizes))).toBe(toHex(whole.output));
            expect(toHex(await chunked(createDecryptor(spec, secret), whole.output, sizes))).toBe(toHex(data));
          },
        ),
        { numRuns: 15 },
      );
    });
  }

  test('Rabbit in RFC 4503 order streams in any chunking', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 120 }), chunkSizes, async (data, sizes) => {
        const spec = { algorithm: 'rabbit', rabbitOrder: 'rfc4503' } as const;
        const secret = { key: new Uint8Array(16).fill(3), iv: new Uint8Array(8).fill(9) };
        const whole = await encrypt(data, spec, secret);
        expect(toHex(await chunked(createEncryptor(spec, secret), data, sizes))).toBe(toHex(whole.output));
        expect(toHex(await chunked(createDecryptor(spec, secret), whole.output, sizes))).toBe(toHex(data));
      }),
      { numRuns: 30 },
    );
  });

  test('zero padding keeps inner zero blocks and drops only the trailing zeros, in any chunking', async () => {
    const spec = { algorithm: 'aes', mode: 'cbc', padding: 'zero' } as const;
    const secret = { key: new Uint8Array(16).fill(1), iv: new Uint8Array(16).fill(2) };
    const data = new Uint8Array([...new Uint8Array(40), 5, ...new Uint8Array(20), 6]);
    const ct = (await encrypt(data, spec, secret)).output;
    expect(ct.length).toBe(64);
    for (const sizes of [[1], [16], [7, 33], [64]]) {
      expect(toHex(await chunked(createDecryptor(spec, secret), ct, sizes))).toBe(toHex(data));
    }
  });
});

describe('bad input gives stable codes', () => {
  const key = new Uint8Array(16);
  const iv = new Uint8Array(16);
  test('key and IV sizes', async () => {
    await expect(encrypt(utf8('x'), { algorithm: 'aes' }, { key: new Uint8Array(15), iv })).rejects.toMatchObject({
      code: 'INVALID_KEY_SIZE',
      params: { expected: '16 / 24 / 32', actual: 15 },
    });
    await expect(encrypt(utf8('x'), { algorithm: 'des' }, { key: new Uint8Array(8), iv })).rejects.toMatchObject({
      code: 'INVALID_IV_SIZE',
      params: { expected: '8', actual: 16 },
    });
    await expect(encrypt(utf8('x'), { algorithm: 'aes' }, { key })).rejects.toMatchObject({ code: 'INVALID_IV_SIZE' });
    await expect(encrypt(utf8('x'), { algorithm: 'rc4' }, { key: new Uint8Array(0) })).rejects.toMatchObject({
      code: 'INVALID_KEY_SIZE',
    });
    await expect(encrypt(utf8('x'), { algorithm: 'aes' }, { passphrase: new Uint8Array(0) })).rejects.toMatchObject({
      code: 'EMPTY_KEY',
    });
  });
  test('a cut ciphertext, a wrong key and a wrong padding', async () => {
    const spec = { algorithm: 'aes' } as const;
    const ct = (await encrypt(utf8('attack at dawn, attack at dawn!!'), spec, { key, iv })).output;
    await expect(decrypt(ct.subarray(0, 40), spec, { key, iv })).rejects.toMatchObject({
      code: 'NOT_BLOCK_MULTIPLE',
      params: { actual: 40, block: 16 },
    });
    // A wrong key leaves a random last byte: PKCS #7 rejects it unless it happens to read 0x01 (1 in 256).
    const wrong = { key: new Uint8Array(16).fill(0xaa), iv };
    await expect(decrypt(ct, spec, wrong)).rejects.toMatchObject({ code: 'INVALID_PADDING' });
    await expect(decrypt(ct, { algorithm: 'aes', padding: 'iso7816' }, { key, iv })).rejects.toMatchObject({
      code: 'INVALID_PADDING',
    });
    await expect(encrypt(utf8('abc'), { algorithm: 'aes', padding: 'none' }, { key, iv })).rejects.toMatchObject({
      code: 'PLAINTEXT_NOT_BLOCK_MULTIPLE',
    });
  });
  test('PBKDF2 iterations and RC4Drop words are bounded', async () => {
    const passphrase = utf8('p');
    await expect(
      encrypt(
        utf8('x'),
        { algorithm: 'aes' },
        { passphrase, derivation: { kdf: 'pbkdf2', hash: 'SHA-256', iterations: 0 } },
      ),
    ).rejects.toMatchObject({
      code: 'OUT_OF_RANGE',
    });
    await expect(encrypt(utf8('x'), { algorithm: 'rc4drop', drop: -1 }, { passphrase })).rejects.toMatchObject({
      code: 'OUT_OF_RANGE',
    });
  });
  test('programmer misuse is a RangeError', () => {
    expect(() => createEncryptor({ algorithm: 'des', mode: 'gcm' }, { key: new Uint8Array(8) })).toThrow(RangeError);
    expect(() => createEncryptor({ algorithm: 'aes', mode: 'gcm', padding: 'pkcs7' }, { key, iv })).toThrow(RangeError);
  });
});
