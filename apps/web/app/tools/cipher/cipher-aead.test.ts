import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JobContext } from '../../lib/worker/expose.ts';
import { runCipherJob } from './cipher.job.ts';
import type { CipherProtocol } from './cipher.protocol.ts';

// The worker's job for the AEAD layouts, checked against node:crypto's chacha20-poly1305 (OpenSSL 3.0):
// the tag apart (getAuthTag) for typed input and files, and nonce || ciphertext || tag.
const ctx = (): JobContext<CipherProtocol> => ({
  emit: () => {},
  signal: new AbortController().signal,
  transferResult: () => {},
});

function node(key: Buffer, nonce: Buffer, data: Buffer, aad: Buffer) {
  const c = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
  c.setAAD(aad, { plaintextLength: data.length });
  return { ct: Buffer.concat([c.update(data), c.final()]), tag: c.getAuthTag() };
}

describe('cipher job, ChaCha20-Poly1305 layouts', () => {
  const key = randomBytes(32);
  const nonce = randomBytes(12);
  const aad = Buffer.from('tinkerbox');
  const spec = { algorithm: 'chacha20-poly1305', aad: new Uint8Array(aad) } as const;
  const secret = { key: new Uint8Array(key), iv: new Uint8Array(nonce) };

  it('gives the tag apart and takes it apart, for typed input and for files', async () => {
    const data = randomBytes(1000);
    const want = node(key, nonce, data, aad);
    const enc = await runCipherJob({ direction: 'encrypt', spec, secret, data, splitTag: true }, ctx());
    expect(Buffer.from(enc.output).equals(want.ct)).toBe(true);
    expect(Buffer.from(enc.tag as Uint8Array).equals(want.tag)).toBe(true);
    const dec = await runCipherJob(
      { direction: 'decrypt', spec, secret, data: new Uint8Array(want.ct), tag: new Uint8Array(want.tag) },
      ctx(),
    );
    expect(Buffer.from(dec.output).equals(data)).toBe(true);

    const big = randomBytes(2 * 1024 * 1024 + 9);
    const bigWant = node(key, nonce, big, aad);
    const file = await runCipherJob(
      { direction: 'encrypt', spec, secret, file: new File([big], 'a.bin'), splitTag: true },
      ctx(),
    );
    expect(Buffer.from(await (file.blob as Blob).arrayBuffer()).equals(bigWant.ct)).toBe(true);
    expect(file.size).toBe(big.length);
    expect(Buffer.from(file.tag as Uint8Array).equals(bigWant.tag)).toBe(true);
    const back = await runCipherJob(
      {
        direction: 'decrypt',
        spec,
        secret,
        file: new File([bigWant.ct], 'a.bin.enc'),
        tag: new Uint8Array(bigWant.tag),
      },
      ctx(),
    );
    expect(Buffer.from(await (back.blob as Blob).arrayBuffer()).equals(big)).toBe(true);
  });

  it('reads the nonce from the data with prefixNonce, and names a wrong tag', async () => {
    const data = randomBytes(77);
    const want = node(key, nonce, data, aad);
    const sealed = new Uint8Array(Buffer.concat([nonce, want.ct, want.tag]));
    const s = { ...spec, prefixNonce: true };
    const r = await runCipherJob({ direction: 'decrypt', spec: s, secret: { key: secret.key }, data: sealed }, ctx());
    expect(Buffer.from(r.output).equals(data)).toBe(true);
    sealed[20] = (sealed[20] as number) ^ 1;
    await expect(
      runCipherJob({ direction: 'decrypt', spec: s, secret: { key: secret.key }, data: sealed }, ctx()),
    ).rejects.toMatchObject({ code: 'AUTH_TAG_MISMATCH' });
  });
});
