import { describe, expect, it } from 'vitest';
import {
  createHash,
  digest,
  digestSync,
  HASH_ALGORITHMS,
  hashAlgorithmInfo,
  hashStream,
  toHexDigest,
} from '../../src/hash/index.ts';
import md2 from '../vectors/hash/md2.json' with { type: 'json' };
import { reference } from './references.ts';

describe('MD2 (RFC 1319 appendix A.5; crypto-api 0.8.5 for chunked and binary data)', () => {
  for (const v of md2.rfc1319) {
    it(`MD2("${v.message.length > 20 ? `${v.message.slice(0, 20)}...` : v.message}")`, async () => {
      expect(toHexDigest(await digest('md2', v.message))).toBe(v.digest);
      expect(toHexDigest(digestSync('md2', v.message))).toBe(v.digest);
    });
  }
  it('is a hash algorithm id: 16 bytes, 16-byte blocks, no HMAC, RFC 1319', () => {
    expect(HASH_ALGORITHMS).toContain('md2');
    expect(hashAlgorithmInfo('md2')).toMatchObject({ label: 'MD2', digestLength: 16, blockLength: 16, hmac: false });
  });
  it('streams in any chunking, as createHash and hashStream, equal to crypto-api', async () => {
    const data = Uint8Array.from({ length: 1000 }, (_, i) => (i * 37 + (i >> 3)) & 255);
    const want = reference('md2', data);
    const h = await createHash('md2');
    let at = 0;
    for (const n of [1, 15, 16, 17, 0, 33, 918]) {
      h.update(data.subarray(at, at + n));
      at += n;
    }
    expect(at).toBe(1000);
    expect(toHexDigest(h.digest())).toBe(want);
    const stream = new Blob([data]).stream();
    const [r] = (await hashStream(stream, [await createHash('md2')])).digests;
    expect(toHexDigest(r!)).toBe(want);
  });
});
