import { getCipherInfo } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  CIPHER_MODES,
  type CipherAlgorithm,
  type CipherSpec,
  cipherErrorField,
  DEFAULT_DROP_WORDS,
  decrypt,
  defaultPadding,
  derivedKeyLength,
  encrypt,
  isKeyLength,
  ivLength,
  KEY_LENGTHS,
  keyLengthsOf,
  modesOf,
  PADDINGS,
  resolveSpec,
} from '../../src/cipher/index.ts';
import { utf8 } from './helpers.ts';

// The facts a page shows, checked against OpenSSL's own table of ciphers (node:crypto getCipherInfo)
// and against what the engine really accepts and rejects.

/** OpenSSL's name for a block cipher with a key of `bytes` in `mode`. */
function opensslName(algorithm: 'aes' | 'des' | 'tripledes', bytes: number, mode: string): string {
  if (algorithm === 'aes') return `aes-${bytes * 8}-${mode}`;
  if (algorithm === 'des') return `des-${mode}`;
  const ede = bytes === 16 ? 'des-ede' : 'des-ede3';
  return mode === 'ecb' ? ede : `${ede}-${mode}`;
}

const BLOCK = ['aes', 'des', 'tripledes'] as const;

describe('block ciphers: modes, key and IV sizes agree with OpenSSL', () => {
  for (const algorithm of BLOCK) {
    test(algorithm, () => {
      const sizes = (KEY_LENGTHS[algorithm] as { sizes: number[] }).sizes;
      for (const mode of CIPHER_MODES[algorithm]) {
        for (const bytes of sizes) {
          const spec = resolveSpec({ algorithm, mode, padding: mode === 'gcm' ? 'none' : undefined });
          if (mode === 'ctr' && algorithm !== 'aes') {
            // OpenSSL has no DES CTR; crypto-js's CTR counts in one whole block, 8 bytes for DES.
            expect(getCipherInfo(opensslName(algorithm, bytes, mode))).toBeUndefined();
            expect(ivLength(spec)).toBe(spec.blockSize);
            continue;
          }
          const info = getCipherInfo(opensslName(algorithm, bytes, mode));
          expect(info, `${algorithm} ${bytes} ${mode}`).toBeDefined();
          expect(info?.keyLength).toBe(bytes);
          expect(ivLength(spec)).toBe(info?.ivLength ?? 0);
        }
      }
    });
  }

  test('DES and Triple DES have no GCM, in OpenSSL either', () => {
    expect(CIPHER_MODES.des).not.toContain('gcm');
    expect(CIPHER_MODES.tripledes).not.toContain('gcm');
    expect(getCipherInfo('des-ede3-gcm')).toBeUndefined();
    expect(() => resolveSpec({ algorithm: 'des', mode: 'gcm' })).toThrow(RangeError);
    expect(modesOf('rc4')).toEqual([]);
    expect(modesOf('aes')).toBe(CIPHER_MODES.aes);
  });

  test('default padding: openssl enc pads CBC and ECB only', () => {
    expect(CIPHER_MODES.aes.map((m) => [m, defaultPadding(m)])).toEqual([
      ['cbc', 'pkcs7'],
      ['gcm', 'none'],
      ['ctr', 'none'],
      ['cfb', 'none'],
      ['ofb', 'none'],
      ['ecb', 'pkcs7'],
    ]);
    expect(resolveSpec({ algorithm: 'des', mode: 'ecb' }).padding).toBe('pkcs7');
    expect(PADDINGS[0]).toBe('pkcs7');
  });
});

const ALL: CipherAlgorithm[] = ['aes', 'des', 'tripledes', 'rabbit', 'rabbit-legacy', 'rc4', 'rc4drop'];

/** Tries a raw key of `n` bytes (with a right-sized IV) and reports the error code, if any. */
async function keyError(algorithm: CipherAlgorithm, n: number): Promise<string | undefined> {
  const spec: CipherSpec = { algorithm };
  const iv = new Uint8Array(ivLength(resolveSpec(spec)));
  try {
    await encrypt(utf8('x'), spec, { key: new Uint8Array(n).fill(7), iv: iv.length ? iv : undefined });
    return undefined;
  } catch (e) {
    return (e as { code?: string }).code;
  }
}

describe('KEY_LENGTHS is what the ciphers accept', () => {
  for (const algorithm of ALL) {
    test(algorithm, async () => {
      const k = KEY_LENGTHS[algorithm];
      const lo = 'sizes' in k ? Math.min(...k.sizes) : k.min;
      const hi = 'sizes' in k ? Math.max(...k.sizes) : k.max;
      for (let n = 0; n <= hi + 1; n += n < 40 ? 1 : 27) {
        const ok = isKeyLength(algorithm, n);
        expect(ok).toBe('sizes' in k ? k.sizes.includes(n) : n >= lo && n <= hi);
        expect(await keyError(algorithm, n), `${algorithm} ${n}`).toBe(ok ? undefined : 'INVALID_KEY_SIZE');
      }
      expect(await keyError(algorithm, hi)).toBeUndefined();
      // A passphrase derives a key of an accepted length.
      expect(isKeyLength(algorithm, derivedKeyLength(resolveSpec({ algorithm })))).toBe(true);
    });
  }

  test('the lengths as messages show them', () => {
    expect(keyLengthsOf('aes')).toBe('16 / 24 / 32');
    expect(keyLengthsOf('tripledes')).toBe('16 / 24');
    expect(keyLengthsOf('rc4drop')).toBe('1–256');
  });

  test('RC4Drop drops crypto-js’s 192 words by default', () => {
    expect(resolveSpec({ algorithm: 'rc4drop' }).drop).toBe(DEFAULT_DROP_WORDS);
  });
});

describe('cipherErrorField names the field of the errors the engine really throws', () => {
  const codeOf = async (run: () => Promise<unknown>) =>
    run().then(
      () => 'no error',
      (e: { code?: string }) => e.code ?? 'no code',
    );

  test('key, IV and data', async () => {
    const aes: CipherSpec = { algorithm: 'aes', mode: 'cbc' };
    const key = new Uint8Array(16);
    const cases: [() => Promise<unknown>, string, 'key' | 'iv' | 'data'][] = [
      [() => encrypt(utf8('x'), aes, { passphrase: new Uint8Array(0) }), 'EMPTY_KEY', 'key'],
      [() => encrypt(utf8('x'), aes, { key: new Uint8Array(15), iv: new Uint8Array(16) }), 'INVALID_KEY_SIZE', 'key'],
      [() => encrypt(utf8('x'), aes, { key, iv: new Uint8Array(8) }), 'INVALID_IV_SIZE', 'iv'],
      [() => decrypt(new Uint8Array(15), aes, { key, iv: new Uint8Array(16) }), 'NOT_BLOCK_MULTIPLE', 'data'],
      [() => decrypt(new Uint8Array(16), aes, { key, iv: new Uint8Array(16) }), 'INVALID_PADDING', 'data'],
      [
        () =>
          decrypt(
            new Uint8Array(32),
            { algorithm: 'aes', mode: 'gcm', padding: 'none' },
            { key, iv: new Uint8Array(12) },
          ),
        'DECRYPT_FAILED',
        'data',
      ],
    ];
    for (const [p, code, field] of cases) {
      expect(await codeOf(p)).toBe(code);
      expect(cipherErrorField(code)).toBe(field);
    }
  });
});
