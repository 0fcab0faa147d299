import { createHash as nodeHash } from 'node:crypto';
import { keccak_224, keccak_256, keccak_384, keccak_512 } from '@noble/hashes/sha3.js';
import { describe, expect, it } from 'vitest';
import { createHash, toHexDigest } from '../../src/hash/index.ts';
import { Keccak } from '../../src/hash/keccak.ts';
import { Md5 } from '../../src/hash/md5.ts';
import { Sha1 } from '../../src/hash/sha1.ts';
import { Sha256 } from '../../src/hash/sha256.ts';
import { Sha512 } from '../../src/hash/sha512.ts';

// MD5, SHA-1, SHA-2, SHA-3 and Keccak run on WebAssembly written out by md5.ts, sha1.ts, sha256.ts,
// sha512.ts and keccak.ts (decision 0145). The standard messages (RFC 1321 A.5, FIPS 180-4 examples, the million a's) are in
// vectors.test.ts, random inputs and split points in differential.test.ts; here the edges of the code
// itself, against node:crypto (OpenSSL): the padding's boundaries, the 32 KiB pieces copied into WASM
// memory, a bit length past 2^32 (once per Merkle-Damgard function; a sponge counts no length), and
// instances sharing one compiled module.

const CHUNK = 32 << 10;
const pattern = (n: number, seed = 1) => {
  const out = new Uint8Array(n);
  let x = seed * 0x9e3779b9;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 255;
  }
  return out;
};
// node:crypto has no Keccak with its original padding: @noble/hashes (audited) is the reference there.
const NOBLE_KECCAK: Record<string, (typeof keccak_256)['create']> = {
  'keccak-224': keccak_224.create,
  'keccak-256': keccak_256.create,
  'keccak-384': keccak_384.create,
  'keccak-512': keccak_512.create,
};
const node = (alg: string, ...parts: Uint8Array[]) => {
  const h = NOBLE_KECCAK[alg]?.() ?? nodeHash(alg);
  for (const p of parts) h.update(p);
  return Buffer.from(h.digest()).toString('hex');
};

describe.each([
  ['md5', () => new Md5(), true],
  ['sha1', () => new Sha1(), true],
  ['sha256', () => new Sha256(), true],
  ['sha224', () => new Sha256('sha224'), false],
  ['sha512', () => new Sha512('sha512'), true],
  ['sha384', () => new Sha512('sha384'), false],
  ['sha512-224', () => new Sha512('sha512-224'), false],
  ['sha512-256', () => new Sha512('sha512-256'), false],
  ...(
    ['sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'keccak-224', 'keccak-256', 'keccak-384', 'keccak-512'] as const
  ).map((a) => [a, () => new Keccak(a), false] as const),
] as const)('%s', (alg, make, long) => {
  it('is what createHash gives', async () => {
    const h = await createHash(alg);
    expect(h.constructor).toBe(make().constructor);
    expect(h.algorithm).toBe(alg);
  });

  it('pads every length around one and two blocks', () => {
    const h = make();
    for (let n = 0; n <= 300; n++) {
      const data = pattern(n, n + 1);
      expect(toHexDigest(h.update(data).digest()), `${n} bytes`).toBe(node(alg, data));
    }
  });

  it('copies long inputs into memory in pieces, whatever the split', () => {
    const data = pattern(3 * CHUNK + 100);
    const h = make();
    for (const cuts of [[], [1], [63], [64], [CHUNK - 1], [CHUNK], [CHUNK + 1], [5, CHUNK + 7, 2 * CHUNK + 65]]) {
      let prev = 0;
      for (const c of [...cuts, data.length]) {
        h.update(data.subarray(prev, c));
        prev = c;
      }
      expect(toHexDigest(h.digest()), `cut at ${cuts.join(',')}`).toBe(node(alg, data));
    }
  });

  it('keeps apart two instances of one compiled module', () => {
    const [x, y] = [make(), make()];
    const a = pattern(1000, 7);
    const b = pattern(777, 9);
    x.update(a.subarray(0, 500));
    y.update(b.subarray(0, 100));
    x.update(a.subarray(500));
    y.update(b.subarray(100));
    expect(toHexDigest(x.digest())).toBe(node(alg, a));
    expect(toHexDigest(y.digest())).toBe(node(alg, b));
  });

  it.runIf(long)(
    'counts a length past 2^32 bits (512 MiB and 7 bytes) in both words',
    () => {
      const piece = pattern(4 << 20, 3);
      const h = make();
      const ref = nodeHash(alg);
      for (let i = 0; i < 128; i++) {
        h.update(piece);
        ref.update(piece);
      }
      const last = piece.subarray(0, 7);
      expect(toHexDigest(h.update(last).digest())).toBe(ref.update(last).digest('hex'));
    },
    60_000,
  );
});
