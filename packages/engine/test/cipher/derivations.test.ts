import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  decrypt,
  decryptTryingDerivations,
  encrypt,
  otherDerivations,
  sameDerivation,
} from '../../src/cipher/index.ts';
import { b64, hex, utf8 } from './helpers.ts';

// Made with the OpenSSL 3.0.19 command line, each with its own random salt in the `Salted__` header:
//   printf '%s' "$P" | openssl enc <args> -pass pass:correct-horse -a -A
const P = 'Tinkerbox: from openssl enc 3.0 defaults ✓';
const OPENSSL = [
  // OpenSSL 1.1.0 and later: EVP_BytesToKey with SHA-256 unless told `-md md5`.
  [
    '-aes-256-cbc',
    { algorithm: 'aes' },
    'evp-sha256',
    'U2FsdGVkX19gNf/LQEVgzbuWirs6/qrhiEOT6eDYNBZ1uR7UFmFRKNGxD9pdi2dQ8n9u6z0s7mtMpXVQtRPwZg==',
  ],
  // `-pbkdf2` without `-iter`: PBKDF2-HMAC-SHA-256, 10,000 iterations.
  [
    '-aes-256-cbc -pbkdf2',
    { algorithm: 'aes' },
    'pbkdf2',
    'U2FsdGVkX191CDPueE6Lnofc8UBVdgJb2WJVuyNxjxs2QyqGXurh9fM5HXXc94jasM+7N4UspBBcuWwjEjnj5w==',
  ],
  [
    '-des-cbc -provider legacy -provider default',
    { algorithm: 'des' },
    'evp-sha256',
    'U2FsdGVkX19irMQBwxxDA90+Y/P/PTzf2oxW11if+AB8yc35Qpk/CO+hUYEOnbyih/4vOqVQ3qYjLWMVwiDNjA==',
  ],
  [
    '-aes-128-cbc -md md5',
    { algorithm: 'aes', keyBits: 128 },
    'evp-md5',
    'U2FsdGVkX1+0+qeI5APHffwGPdp0p+OwIzHeYy4aX1vN2v6dSoU7aJMGYbYpjfgs8IX/caHs4aG0d2cCeBT1Bw==',
  ],
  // `-md sha1` and `-md sha512` (issue 40): found by the retry too, after the defaults.
  [
    '-aes-256-cbc -md sha1',
    { algorithm: 'aes' },
    'evp-sha1',
    'U2FsdGVkX1/B/EzGnKG9j4vOn+MmBoBu8laCNWHQ3Xn/Kq00K0olQWJSEWSMisaYK9vZQEO1v0OOYYOusUYCVA==',
  ],
  [
    '-aes-128-cbc -md sha512',
    { algorithm: 'aes', keyBits: 128 },
    'evp-sha512',
    'U2FsdGVkX18IrUDUcGQaibiTkSGK429GWrJvyP7CdYiGPmE6D1qkyrrYyz5C96F8e2rMngUtaq3s3b2INXMYGQ==',
  ],
] as const;

describe('passphrase derivations (issue 20)', () => {
  for (const [args, spec, kdf, ciphertext] of OPENSSL) {
    test(`openssl enc ${args}: found from the other settings`, async () => {
      const passphrase = utf8('correct-horse');
      for (const asked of [{ kdf: 'evp-md5' }, { kdf: 'evp-sha256' }] as const) {
        const r = await decryptTryingDerivations(b64(ciphertext), spec, { passphrase, derivation: asked });
        expect(new TextDecoder().decode(r.output)).toBe(P);
        expect(r.derivation?.kdf).toBe(kdf);
      }
    });
  }

  test('the MD5 default alone fails on OpenSSL 3 output with bad padding', async () => {
    const [, spec, , ciphertext] = OPENSSL[0];
    await expect(
      decrypt(b64(ciphertext), spec, { passphrase: utf8('correct-horse'), derivation: { kdf: 'evp-md5' } }),
    ).rejects.toMatchObject({ code: 'INVALID_PADDING' });
  });

  test('a wrong passphrase fails every derivation with the first error', async () => {
    const [, spec, , ciphertext] = OPENSSL[0];
    await expect(
      decryptTryingDerivations(b64(ciphertext), spec, {
        passphrase: utf8('wrong horse'),
        derivation: { kdf: 'evp-md5' },
      }),
    ).rejects.toMatchObject({ code: 'INVALID_PADDING' });
  });

  test('a raw key is never retried', async () => {
    const key = hex('000102030405060708090a0b0c0d0e0f');
    const iv = new Uint8Array(16);
    const ct = (await encrypt(utf8('raw'), { algorithm: 'aes' }, { key, iv })).output;
    const wrong = { key: new Uint8Array(16).fill(7), iv };
    const ok = await decryptTryingDerivations(ct, { algorithm: 'aes' }, { key, iv });
    expect(ok.derivation).toBeUndefined();
    await expect(decryptTryingDerivations(ct, { algorithm: 'aes' }, wrong)).rejects.toMatchObject({
      code: 'INVALID_PADDING',
    });
  });

  test('other derivations leave out the one tried', () => {
    expect(otherDerivations({ kdf: 'evp-sha256' }).map((d) => d.kdf)).toEqual([
      'evp-md5',
      'pbkdf2',
      'evp-sha1',
      'evp-sha512',
    ]);
    expect(otherDerivations({ kdf: 'pbkdf2', hash: 'SHA-256', iterations: 10_000 }).map((d) => d.kdf)).toEqual([
      'evp-sha256',
      'evp-md5',
      'evp-sha1',
      'evp-sha512',
    ]);
    expect(otherDerivations({ kdf: 'pbkdf2', hash: 'SHA-1', iterations: 10_000 })).toHaveLength(5);
    expect(
      sameDerivation({ kdf: 'pbkdf2', hash: 'SHA-1', iterations: 1 }, { kdf: 'pbkdf2', hash: 'SHA-1', iterations: 2 }),
    ).toBe(false);
  });
});

describe('padding none when encrypting (issue 20)', () => {
  // `printf 0123456789abc | openssl enc -aes-128-cbc -nopad -K 0001..0f -iv 00..00` refuses too:
  // "wrong final block length" (OpenSSL 3.0.19).
  test('blames the plaintext, not a cut ciphertext', async () => {
    const key = hex('000102030405060708090a0b0c0d0e0f');
    const iv = new Uint8Array(16);
    await expect(
      encrypt(utf8('0123456789abc'), { algorithm: 'aes', padding: 'none' }, { key, iv }),
    ).rejects.toMatchObject({ code: 'PLAINTEXT_NOT_BLOCK_MULTIPLE', params: { actual: 13, block: 16 } });
    await expect(
      encrypt(utf8('0123456789abc'), { algorithm: 'des', mode: 'ecb', padding: 'none' }, { key: key.subarray(0, 8) }),
    ).rejects.toMatchObject({ code: 'PLAINTEXT_NOT_BLOCK_MULTIPLE', params: { actual: 13, block: 8 } });
  });
});

// A wrong derivation opens padded data by chance about once in 256 salts (its last byte decrypts to 0x01).
// Found here with node:crypto alone: data sealed as `openssl enc -aes-256-cbc -md md5` does (EVP_BytesToKey
// with MD5, written out with createHash), whose SHA-256 derivation also passes PKCS #7.
describe('a derivation that opens the data by chance (issue 20)', () => {
  const pass = 'correct-horse';
  const plain = 'the right reading, in UTF-8 ✓';
  const bytesToKey = (md: string, salt: Buffer) => {
    let out = Buffer.alloc(0);
    let last = Buffer.alloc(0);
    while (out.length < 48) {
      last = createHash(md)
        .update(Buffer.concat([last, Buffer.from(pass), salt]))
        .digest();
      out = Buffer.concat([out, last]);
    }
    return { key: out.subarray(0, 32), iv: out.subarray(32, 48) };
  };
  const opens = (md: string, salt: Buffer, body: Buffer) => {
    const { key, iv } = bytesToKey(md, salt);
    try {
      const d = createDecipheriv('aes-256-cbc', key, iv);
      Buffer.concat([d.update(body), d.final()]);
      return true;
    } catch {
      return false;
    }
  };
  /** The first salt whose MD5-sealed data the SHA-256 derivation also opens (and no other does). */
  function chanceOpened(): Uint8Array {
    for (let i = 0; ; i++) {
      const salt = Buffer.alloc(8);
      salt.writeUInt32BE(i, 4);
      const { key, iv } = bytesToKey('md5', salt);
      const c = createCipheriv('aes-256-cbc', key, iv);
      const body = Buffer.concat([c.update(plain), c.final()]);
      if (opens('sha256', salt, body) && !opens('sha1', salt, body) && !opens('sha512', salt, body))
        return new Uint8Array(Buffer.concat([Buffer.from('Salted__'), salt, body]));
    }
  }
  const isUtf8 = (b: Uint8Array) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(b);
      return true;
    } catch {
      return false;
    }
  };

  test('without a judge the asked derivation stands; with one, the derivation that reads as text wins', async () => {
    const data = chanceOpened();
    const secret = { passphrase: utf8(pass), derivation: { kdf: 'evp-sha256' } } as const;
    const blind = await decryptTryingDerivations(data, { algorithm: 'aes' }, secret);
    expect(blind.derivation).toEqual({ kdf: 'evp-sha256' });
    expect(Buffer.from(blind.output).toString('utf8')).not.toBe(plain);
    const judged = await decryptTryingDerivations(data, { algorithm: 'aes' }, secret, {}, isUtf8);
    expect(judged.derivation).toEqual({ kdf: 'evp-md5' });
    expect(Buffer.from(judged.output).toString('utf8')).toBe(plain);
  });

  test('when nothing reads as text, the first derivation that opened stands', async () => {
    const data = chanceOpened();
    const secret = { passphrase: utf8(pass), derivation: { kdf: 'evp-sha256' } } as const;
    const r = await decryptTryingDerivations(data, { algorithm: 'aes' }, secret, {}, () => false);
    expect(r.derivation).toEqual({ kdf: 'evp-sha256' });
  });
});
