import { describe, expect, it } from 'vitest';
import {
  createHash,
  digest,
  digestSync,
  HASH_ALGORITHMS,
  hashAlgorithmInfo,
  hashStream,
  hmac,
  STREEBOG_ALGORITHMS,
  toHexDigest,
} from '../../src/hash/index.ts';
import v from '../vectors/hash/streebog.json' with { type: 'json' };

const fromHex = (h: string) => Uint8Array.from(h.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
// RFC 6986 writes a message and a digest as one big-endian number; as bytes they are reversed
const reversed = (h: string) => fromHex(h).reverse();
const hex = (b: Uint8Array) => toHexDigest(b);
const pattern = (n: number) => Uint8Array.from({ length: n }, (_, i) => (i * 37 + (i >> 3)) & 255);

describe('Streebog (RFC 6986 section 10; RFC 7836 HMAC; gost12sum for long and odd lengths)', () => {
  for (const m of v.rfc6986) {
    it(`${m.name}, 256 and 512 bits`, async () => {
      const data = reversed(m.rfcMessage);
      expect(hex(await digest('streebog256', data))).toBe(hex(reversed(m.rfc256)));
      expect(hex(await digest('streebog512', data))).toBe(hex(reversed(m.rfc512)));
      expect(hex(digestSync('streebog256', data))).toBe(hex(reversed(m.rfc256)));
      expect(hex(digestSync('streebog512', data))).toBe(hex(reversed(m.rfc512)));
    });
  }

  it('agrees with gost12sum (the OpenSSL GOST engine) from 0 bytes to 1 MiB and 13 bytes', async () => {
    for (const g of v.gost12sum) {
      const data = pattern(g.length);
      expect(hex(await digest('streebog256', data)), `256 ${g.length}`).toBe(g.streebog256);
      expect(hex(await digest('streebog512', data)), `512 ${g.length}`).toBe(g.streebog512);
    }
  });

  it('HMAC over Streebog-256 and -512 as RFC 7836 section 4.1 gives it', async () => {
    const { key, message, hmac256, hmac512 } = v.rfc7836;
    expect(hex(await hmac('streebog256', fromHex(key), fromHex(message)))).toBe(hmac256);
    expect(hex(await hmac('streebog512', fromHex(key), fromHex(message)))).toBe(hmac512);
  });

  it('is two hash algorithm ids: 32 and 64 bytes, 64-byte blocks, GOST R 34.11-2012', () => {
    expect(STREEBOG_ALGORITHMS).toEqual(['streebog256', 'streebog512']);
    for (const a of STREEBOG_ALGORITHMS) expect(HASH_ALGORITHMS).toContain(a);
    expect(hashAlgorithmInfo('streebog256')).toMatchObject({
      label: 'Streebog-256',
      digestLength: 32,
      blockLength: 64,
    });
    expect(hashAlgorithmInfo('streebog512')).toMatchObject({ label: 'Streebog-512', digestLength: 64, hmac: true });
  });

  it('streams in any chunking, as createHash and hashStream', async () => {
    const g = v.gost12sum.find((x) => x.length === 1000);
    const data = pattern(1000);
    for (const a of STREEBOG_ALGORITHMS) {
      const want = a === 'streebog256' ? g?.streebog256 : g?.streebog512;
      const h = await createHash(a);
      let at = 0;
      for (const n of [1, 63, 64, 65, 0, 128, 679]) {
        h.update(data.subarray(at, at + n));
        at += n;
      }
      expect(at).toBe(1000);
      expect(hex(h.digest())).toBe(want);
      // a second message on the same object starts afresh
      h.update(data);
      expect(hex(h.digest())).toBe(want);
      const [r] = (await hashStream(new Blob([data]).stream(), [await createHash(a)])).digests;
      expect(hex(r!)).toBe(want);
    }
  });
});
