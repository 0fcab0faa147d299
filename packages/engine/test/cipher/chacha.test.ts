import { createCipheriv, randomBytes } from 'node:crypto';
import sodium from 'libsodium-wrappers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { isEngineError } from '../../src/errors.ts';
import { chunked, hex, toHex, utf8 } from './helpers.ts';

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (isEngineError(e) ? e.code : String(e)),
  );

const SUNSCREEN = utf8(
  "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
);
const KEY = hex('808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f');
const AAD = hex('50515253c0c1c2c3c4c5c6c7');

describe('ChaCha20-Poly1305 (RFC 8439)', () => {
  // RFC 8439 section 2.8.2, "Example and Test Vector for AEAD_CHACHA20_POLY1305".
  const NONCE = hex('070000004041424344454647');
  const CT =
    'd31a8d34648e60db7b86afbc53ef7ec2a4aded51296e08fea9e2b5a736ee62d63dbea45e8ca9671282fafb69da92728b1a71de0a9e060b2905d6a5b67ecd3b3692ddbd7f2d778b8c9803aee328091b58fab324e4fad675945585808b4831d7bc3ff4def08e4b7a9de576d26586cec64b6116';
  const TAG = '1ae10b594f09e26a7e902ecbd0600691';
  const spec = { algorithm: 'chacha20-poly1305', aad: AAD } as const;

  it('seals and opens the RFC 8439 section 2.8.2 example', async () => {
    const r = await encrypt(SUNSCREEN, spec, { key: KEY, iv: NONCE });
    expect(toHex(r.output)).toBe(CT + TAG);
    const back = await decrypt(hex(CT + TAG), spec, { key: KEY, iv: NONCE });
    expect(back.output).toEqual(SUNSCREEN);
  });

  it('matches node:crypto chacha20-poly1305 for random keys, nonces, data and AAD, in any chunking', async () => {
    for (const n of [0, 1, 15, 16, 63, 64, 65, 1000, 70_000]) {
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      const aad = randomBytes(n % 40);
      const data = randomBytes(n);
      const c = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
      c.setAAD(aad, { plaintextLength: n });
      const want = Buffer.concat([c.update(data), c.final(), c.getAuthTag()]);
      const s = { algorithm: 'chacha20-poly1305', aad: new Uint8Array(aad) } as const;
      const secret = { key: new Uint8Array(key), iv: new Uint8Array(nonce) };
      const got = await chunked(createEncryptor(s, secret), new Uint8Array(data), [7, 64, 1000]);
      expect(toHex(got)).toBe(want.toString('hex'));
      const back = await chunked(createDecryptor(s, secret), new Uint8Array(want), [3, 100]);
      expect(toHex(back)).toBe(data.toString('hex'));
    }
  });

  it('writes and reads nonce || ciphertext || tag with prefixNonce', async () => {
    const s = { ...spec, prefixNonce: true };
    const r = await encrypt(SUNSCREEN, s, { key: KEY, iv: NONCE });
    expect(toHex(r.output)).toBe(`070000004041424344454647${CT}${TAG}`);
    const back = await chunked(createDecryptor(s, { key: KEY }), r.output, [5]);
    expect(back).toEqual(SUNSCREEN);
    expect(await codeOf(decrypt(hex('0700'), s, { key: KEY }))).toBe('TRUNCATED');
  });

  it('refuses a wrong tag, a wrong AAD, a short key or nonce, and a passphrase, each with its code', async () => {
    const bad = hex(CT + TAG);
    bad[bad.length - 1] = (bad[bad.length - 1] as number) ^ 1;
    expect(await codeOf(decrypt(bad, spec, { key: KEY, iv: NONCE }))).toBe('AUTH_TAG_MISMATCH');
    expect(await codeOf(decrypt(hex(CT + TAG), { algorithm: 'chacha20-poly1305' }, { key: KEY, iv: NONCE }))).toBe(
      'AUTH_TAG_MISMATCH',
    );
    expect(await codeOf(decrypt(hex('00'), spec, { key: KEY, iv: NONCE }))).toBe('AUTH_TAG_MISMATCH');
    expect(await codeOf(encrypt(SUNSCREEN, spec, { key: KEY.subarray(0, 16), iv: NONCE }))).toBe('INVALID_KEY_SIZE');
    expect(await codeOf(encrypt(SUNSCREEN, spec, { key: KEY, iv: NONCE.subarray(0, 8) }))).toBe('INVALID_NONCE_SIZE');
    expect(await codeOf(encrypt(SUNSCREEN, spec, { passphrase: utf8('pw') }))).toBe('UNSUPPORTED');
  });
});

describe('XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha, libsodium)', () => {
  // draft-irtf-cfrg-xchacha-03, appendix A.3.1.
  const NONCE = hex('404142434445464748494a4b4c4d4e4f5051525354555657');
  const CT =
    'bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb731c7f1b0b4aa6440bf3a82f4eda7e39ae64c6708c54c216cb96b72e1213b4522f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff921f9664c97637da9768812f615c68b13b52e';
  const TAG = 'c0875924c1c7987947deafd8780acf49';
  const spec = { algorithm: 'xchacha20-poly1305', aad: AAD } as const;
  beforeAll(async () => {
    await sodium.ready;
  });

  it('seals and opens the draft-irtf-cfrg-xchacha-03 A.3.1 example', async () => {
    const r = await encrypt(SUNSCREEN, spec, { key: KEY, iv: NONCE });
    expect(toHex(r.output)).toBe(CT + TAG);
    expect((await decrypt(hex(CT + TAG), spec, { key: KEY, iv: NONCE })).output).toEqual(SUNSCREEN);
  });

  it('matches libsodium crypto_aead_xchacha20poly1305_ietf_encrypt (combined mode) both ways', async () => {
    for (const n of [0, 1, 64, 129, 5000]) {
      const key = sodium.randombytes_buf(32);
      const nonce = sodium.randombytes_buf(24);
      const aad = sodium.randombytes_buf(n % 33);
      const data = sodium.randombytes_buf(n);
      const want = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(data, aad, null, nonce, key);
      const s = { algorithm: 'xchacha20-poly1305', aad } as const;
      const got = await encrypt(data, s, { key, iv: nonce });
      expect(toHex(got.output)).toBe(toHex(want));
      expect(sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(null, got.output, aad, nonce, key)).toEqual(data);
      expect((await decrypt(want, s, { key, iv: nonce })).output).toEqual(data);
    }
  });

  it('wants a 24-byte nonce', async () => {
    expect(await codeOf(encrypt(SUNSCREEN, spec, { key: KEY, iv: NONCE.subarray(0, 12) }))).toBe('INVALID_NONCE_SIZE');
  });
});
