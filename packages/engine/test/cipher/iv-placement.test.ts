import { spawnSync } from 'node:child_process';
import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it, test } from 'vitest';
import { createDecryptor, createEncryptor, decrypt, encrypt } from '../../src/cipher/index.ts';
import { isEngineError } from '../../src/errors.ts';
import { chunked, toHex, utf8 } from './helpers.ts';

// The IV stored with the data: `openssl enc` writes the ciphertext alone; the test joins it with the IV
// before (iv || ciphertext) or after (ciphertext || iv), the two layouts programs store.
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (isEngineError(e) ? e.code : String(e)),
  );

describe('AES with the IV prepended or appended', () => {
  test.each(['cbc', 'ctr', 'cfb', 'ofb'] as const)(
    '%s against openssl enc, both ways, in any chunking',
    async (mode) => {
      for (const n of [0, 1, 16, 33, 1000]) {
        const key = randomBytes(16);
        const iv = randomBytes(16);
        const data = randomBytes(n);
        const r = spawnSync(
          'openssl',
          ['enc', `-aes-128-${mode}`, '-K', key.toString('hex'), '-iv', iv.toString('hex')],
          {
            input: data,
          },
        );
        expect(r.status, String(r.stderr)).toBe(0);
        const ct = r.stdout;
        const secret = { key: new Uint8Array(key), iv: new Uint8Array(iv) };
        for (const [ivPlacement, joined] of [
          ['prepended', Buffer.concat([iv, ct])],
          ['appended', Buffer.concat([ct, iv])],
        ] as const) {
          const spec = { algorithm: 'aes', mode, ivPlacement } as const;
          const got = await chunked(createEncryptor(spec, secret), new Uint8Array(data), [5, 16, 100]);
          expect(toHex(got), `${ivPlacement} ${n}`).toBe(joined.toString('hex'));
          // Decryption takes the IV from the data alone.
          const back = await chunked(createDecryptor(spec, { key: secret.key }), new Uint8Array(joined), [3, 17]);
          expect(toHex(back)).toBe(data.toString('hex'));
        }
      }
    },
  );

  it('AES-GCM: nonce || ciphertext || tag and ciphertext || tag || nonce, as node:crypto seals them', async () => {
    const key = randomBytes(32);
    const nonce = randomBytes(12);
    const data = utf8('GCM with its nonce stored beside the data');
    const c = createCipheriv('aes-256-gcm', key, nonce);
    const sealed = Buffer.concat([c.update(data), c.final(), c.getAuthTag()]);
    const spec = { algorithm: 'aes', mode: 'gcm', ivPlacement: 'prepended' } as const;
    const r = await encrypt(data, spec, { key: new Uint8Array(key), iv: new Uint8Array(nonce) });
    expect(toHex(r.output)).toBe(Buffer.concat([nonce, sealed]).toString('hex'));
    const back = await decrypt(
      new Uint8Array(Buffer.concat([sealed, nonce])),
      { ...spec, ivPlacement: 'appended' },
      {
        key: new Uint8Array(key),
      },
    );
    expect(back.output).toEqual(data);
    expect(toHex(back.iv as Uint8Array)).toBe(nonce.toString('hex'));
  });

  it('says when the data is shorter than its IV, and refuses a placement where there is no IV to place', async () => {
    const key = { key: new Uint8Array(16) };
    for (const ivPlacement of ['prepended', 'appended'] as const) {
      expect(await codeOf(decrypt(new Uint8Array(15), { algorithm: 'aes', ivPlacement }, key))).toBe('TRUNCATED');
    }
    expect(() => createEncryptor({ algorithm: 'aes', mode: 'ecb', ivPlacement: 'prepended' }, key)).toThrow(RangeError);
    expect(() => createEncryptor({ algorithm: 'rc4', ivPlacement: 'appended' }, key)).toThrow(RangeError);
    expect(
      await codeOf(encrypt(utf8('x'), { algorithm: 'aes', ivPlacement: 'appended' }, { passphrase: utf8('pw') })),
    ).toBe('UNSUPPORTED');
  });
});
