import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { blake3, createKeccak } from 'hash-wasm';
import { describe, expect, it } from 'vitest';
import { toHex } from '../../src/encoding/index.ts';
import { digestSync, HASH_ALGORITHMS, type SyncHashAlgorithm } from '../../src/hash/index.ts';
import { NODE, reference } from './references.ts';

// digestSync is @noble/hashes; its references are node:crypto (OpenSSL) and, for Keccak and BLAKE3,
// which OpenSSL lacks, hash-wasm (not the noble code the references module would otherwise use).
// The algorithms this file covers: the twenty that both hash-wasm/OpenSSL and noble have (the newer
// ones, own code and SHAKE, are checked in more.test.ts).
const CORE = HASH_ALGORITHMS.slice(0, HASH_ALGORITHMS.indexOf('blake3') + 1) as SyncHashAlgorithm[];

async function independent(alg: (typeof HASH_ALGORITHMS)[number], data: Uint8Array): Promise<string> {
  if (NODE[alg]) return reference(alg, data);
  if (alg === 'blake3') return blake3(data);
  const bits = Number(alg.slice('keccak-'.length)) as 224 | 256 | 384 | 512;
  return (await createKeccak(bits)).init().update(data).digest('hex');
}

describe('digestSync against an independent implementation', () => {
  it('covers every algorithm with a reference that is not @noble/hashes', async () => {
    for (const alg of CORE) {
      expect(NODE[alg] !== undefined || alg === 'blake3' || alg.startsWith('keccak-'), alg).toBe(true);
    }
  });
  it.each(CORE)('%s of random bytes, of nothing, and of a 100 KB input', async (alg) => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async (data) => {
        expect(toHex(digestSync(alg, data))).toBe(await independent(alg, data));
      }),
      { numRuns: 25 },
    );
    const big = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7) & 255);
    for (const data of [new Uint8Array(0), big])
      expect(toHex(digestSync(alg, data))).toBe(await independent(alg, data));
  });
  it('returns the digest itself, not a Promise', () => {
    expect(digestSync('md5', new Uint8Array(0))).toBeInstanceOf(Uint8Array);
  });
  it('refuses an unknown algorithm and data that is neither bytes nor text, naming the parameter', () => {
    expect(() => digestSync('sha257' as 'sha256', new Uint8Array(1))).toThrow(/algorithm/);
    // issue 39: a string is its UTF-8 bytes (it used to throw); an ArrayBuffer or a number still throws
    expect(() => digestSync('sha256', new ArrayBuffer(3) as unknown as Uint8Array)).toThrow(TypeError);
    expect(() => digestSync('sha256', 3 as unknown as Uint8Array)).toThrow(/data/);
    expect(toHex(digestSync('sha256', 'abc\u00e9'))).toBe(
      createHash('sha256').update('abc\u00e9', 'utf8').digest('hex'),
    );
  });
});
