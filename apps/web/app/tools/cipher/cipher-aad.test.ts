import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import type { JobContext } from '../../lib/worker/expose.ts';
import { runCipherJob } from './cipher.job.ts';
import type { CipherProtocol } from './cipher.protocol.ts';
import { baseSpec, readAad, takesAad } from './use-cipher-form.ts';

// The additional data as the cipher page reads it (UTF-8, hex or base64, like the key), turned into the
// spec the worker runs, checked against node:crypto (OpenSSL 3.0: createCipheriv + setAAD) and RFC 8439.
const ctx = (): JobContext<CipherProtocol> => ({
  emit: () => {},
  signal: new AbortController().signal,
  transferResult: () => {},
});
const options = {
  variant: 'rabbit',
  padding: 'pkcs7',
  bits: '256',
  triple: '3',
  tag: '16',
  layout: 'combined',
} as const;
const gcm = { ...options, alg: 'aes', mode: 'gcm', aead: false } as const;
const chacha = { ...options, alg: 'chacha20-poly1305', mode: 'cbc', aead: true } as const;
/** Binary additional data no UTF-8 text can spell: 0xff and 0x80 are never bytes of UTF-8 on their own. */
const BINARY = Buffer.from([0x00, 0xff, 0x10, 0x80]);

function bytes(r: ReturnType<typeof readAad>): Uint8Array {
  if (!(r instanceof Uint8Array)) throw new Error(`not bytes: ${JSON.stringify(r)}`);
  return r;
}

describe('cipher page, additional data', () => {
  it('reads the field as UTF-8 as typed, or as hex or base64 trimmed, and gives nothing for an empty one', () => {
    expect(Buffer.from(bytes(readAad('00ff1080', 'hex', 'en_US'))).equals(BINARY)).toBe(true);
    expect(Buffer.from(bytes(readAad(' AP8QgA== ', 'base64', 'en_US'))).equals(BINARY)).toBe(true);
    expect(Buffer.from(bytes(readAad(' id 7 ', 'utf8', 'en_US'))).toString()).toBe(' id 7 ');
    expect(readAad('', 'hex', 'en_US')).toBeNull();
    expect(readAad('   ', 'base64', 'en_US')).toBeNull();
  });

  it('puts a bad hex or base64 beside the field, in each language', () => {
    for (const [text, enc] of [
      ['00ff1', 'hex'],
      ['zz', 'hex'],
      ['AP8Q!A==', 'base64'],
    ] as const) {
      const messages = LOCALES.map((l) => readAad(text, enc, l));
      for (const f of messages) expect(f).toMatchObject({ field: 'aad', message: expect.any(String) });
      const texts = messages.map((f) => (f && 'message' in f ? f.message : ''));
      expect(new Set(texts).size, `${text}: one message per language`).toBe(LOCALES.length);
    }
  });

  it('gives AES-256-GCM with binary additional data the ciphertext and tag node:crypto gives', async () => {
    expect(takesAad(gcm)).toBe(true);
    expect(takesAad({ alg: 'aes', mode: 'cbc', aead: false })).toBe(false);
    const key = randomBytes(32);
    const iv = randomBytes(12);
    const plain = Buffer.from('Tinkerbox GCM: 加密 ✓');
    const c = createCipheriv('aes-256-gcm', key, iv);
    c.setAAD(BINARY);
    const want = Buffer.concat([c.update(plain), c.final(), c.getAuthTag()]);

    const spec = baseSpec(gcm, bytes(readAad('00ff1080', 'hex', 'en_US')));
    expect(spec).toMatchObject({ algorithm: 'aes', mode: 'gcm', tagLength: 16 });
    const secret = { key: new Uint8Array(key), iv: new Uint8Array(iv) };
    const enc = await runCipherJob({ direction: 'encrypt', spec, secret, data: new Uint8Array(plain) }, ctx());
    expect(Buffer.from(enc.output).toString('hex')).toBe(want.toString('hex'));

    const fromBase64 = baseSpec(gcm, bytes(readAad('AP8QgA==', 'base64', 'en_US')));
    const back = await runCipherJob(
      { direction: 'decrypt', spec: fromBase64, secret, data: new Uint8Array(want) },
      ctx(),
    );
    expect(Buffer.from(back.output).equals(plain)).toBe(true);

    // One bit of the additional data changed, or none given: the tag does not match.
    for (const aad of [bytes(readAad('00ff1081', 'hex', 'en_US')), null]) {
      await expect(
        runCipherJob({ direction: 'decrypt', spec: baseSpec(gcm, aad), secret, data: new Uint8Array(want) }, ctx()),
      ).rejects.toMatchObject({ code: 'DECRYPT_FAILED' });
    }
  });

  // RFC 8439 section 2.8.2: the AEAD_CHACHA20_POLY1305 test vector, whose additional data is binary.
  it('runs RFC 8439 section 2.8.2 with its additional data typed as hex', async () => {
    const key = Buffer.from('808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f', 'hex');
    const nonce = Buffer.from('070000004041424344454647', 'hex');
    const plain = Buffer.from(
      "Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.",
    );
    const spec = baseSpec(chacha, bytes(readAad('50515253c0c1c2c3c4c5c6c7', 'hex', 'en_US')));
    const secret = { key: new Uint8Array(key), iv: new Uint8Array(nonce) };
    const enc = await runCipherJob({ direction: 'encrypt', spec, secret, data: new Uint8Array(plain) }, ctx());
    const hex = Buffer.from(enc.output).toString('hex');
    expect(hex.slice(0, 32)).toBe('d31a8d34648e60db7b86afbc53ef7ec2');
    expect(hex.slice(-32)).toBe('1ae10b594f09e26a7e902ecbd0600691');
    expect(enc.output.length).toBe(plain.length + 16);
  });
});
