import { pbkdf2Sync } from 'node:crypto';
import { pbkdf2 as noblePbkdf2 } from '@noble/hashes/pbkdf2.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CRC_CATALOGUE,
  createHash,
  createHmac,
  digest,
  HASH_ALGORITHMS,
  hashAlgorithmInfo,
  hmac,
  pbkdf2,
  toHexDigest,
} from '../../src/hash/index.ts';
import { hasHmacReference, hasReference, NOBLE, NODE, reference, referenceHmac } from './references.ts';

const bytes = fc.uint8Array({ maxLength: 700 });

// CRC-32C, cSHAKE, KMAC and Streebog have no implementation here besides the one under test: more.test.ts
// checks the first three against the RevEng catalogue, RFC 3720 and the SP 800-185 samples (and KMAC
// against OpenSSL); streebog.test.ts checks Streebog against RFC 6986, RFC 7836 and gost12sum's output.
const UNREFERENCED = ['crc32c', 'cshake128', 'cshake256', 'kmac128', 'kmac256', 'streebog256', 'streebog512'];
// The catalogue's CRCs that the crc package lacks: crc.test.ts checks every one against the catalogue's
// check and residue, against a bitwise (table-free) Rocksoft-model CRC on random data, and CRC-32/CKSUM
// against POSIX cksum.
const CATALOGUE_ONLY = CRC_CATALOGUE.filter((a) => !hasReference(a));
const COVERED = HASH_ALGORITHMS.filter(
  (a) => !UNREFERENCED.includes(a) && !(CATALOGUE_ONLY as readonly string[]).includes(a),
);
// PBKDF2 over an HMAC whose reference node:crypto's or noble's PBKDF2 can run.
const withPbkdf2 = (a: (typeof HASH_ALGORITHMS)[number]) =>
  hashAlgorithmInfo(a).hmac && (a in NODE || a in NOBLE) && !a.startsWith('shake');

it('covers every algorithm but the listed seven and the catalogue CRCs of crc.test.ts with a reference', () => {
  for (const a of COVERED) expect(hasReference(a), a).toBe(true);
  expect(COVERED.length).toBe(HASH_ALGORITHMS.length - UNREFERENCED.length - CATALOGUE_ONLY.length);
  expect(CATALOGUE_ONLY.length).toBe(CRC_CATALOGUE.length - 12);
});

describe.each(COVERED)('%s against an independent implementation', (alg) => {
  it('one-shot digest of random bytes', async () => {
    await fc.assert(
      fc.asyncProperty(bytes, async (data) => {
        expect(toHexDigest(await digest(alg, data))).toBe(reference(alg, data));
      }),
      { numRuns: 60 },
    );
  });
  it('streaming digest with random split points, reusing the hasher', async () => {
    const h = await createHash(alg);
    await fc.assert(
      fc.asyncProperty(bytes, fc.array(fc.nat(700), { maxLength: 5 }), async (data, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (data.length + 1)))].sort((a, b) => a - b);
        let prev = 0;
        for (const p of [...points, data.length]) {
          h.update(data.subarray(prev, p));
          prev = p;
        }
        expect(toHexDigest(h.digest())).toBe(reference(alg, data));
      }),
      { numRuns: 40 },
    );
  });
  it.runIf(hasHmacReference(alg))('HMAC with random keys (shorter and longer than a block) and data', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), bytes, async (key, data) => {
        expect(toHexDigest(await hmac(alg, key, data))).toBe(referenceHmac(alg, key, data));
      }),
      { numRuns: 40 },
    );
  });
  it.runIf(hasHmacReference(alg))('streaming HMAC digests twice in a row', async () => {
    const key = Uint8Array.from({ length: 200 }, (_, i) => i);
    const m = await createHmac(alg, key);
    const data = new TextEncoder().encode('The quick brown fox jumps over the lazy dog');
    expect(toHexDigest(m.update(data).digest())).toBe(referenceHmac(alg, key, data));
    expect(toHexDigest(m.update(data.subarray(0, 9)).update(data.subarray(9)).digest())).toBe(
      referenceHmac(alg, key, data),
    );
  });
  it.runIf(withPbkdf2(alg))('PBKDF2 with random password, salt, iterations and length', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 100 }),
        fc.uint8Array({ maxLength: 40 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 150 }),
        async (password, salt, iterations, dkLen) => {
          const dk = await pbkdf2({
            hash: alg,
            password,
            salt,
            iterations,
            dkLen,
          });
          const n = NODE[alg];
          const want = n
            ? pbkdf2Sync(password, salt, iterations, dkLen, n).toString('hex')
            : Buffer.from(
                noblePbkdf2(NOBLE[alg as keyof typeof NOBLE], password, salt, { c: iterations, dkLen }),
              ).toString('hex');
          expect(toHexDigest(dk)).toBe(want);
        },
      ),
      { numRuns: 12 },
    );
  });
});

describe('one-shot digest of inputs past the WebCrypto threshold (1 MiB)', () => {
  const big = Uint8Array.from({ length: (1 << 20) + 3 }, (_, i) => (i * 7 + (i >> 8)) & 255);
  for (const alg of ['sha1', 'sha256', 'sha384', 'sha512', 'md5', 'sha3-256'] as const) {
    it(alg, async () => {
      expect(toHexDigest(await digest(alg, big))).toBe(reference(alg, big));
    });
    it(`HMAC-${alg} with a short, a long and an empty key`, async () => {
      for (const key of [new Uint8Array([1, 2, 3]), new Uint8Array(200).fill(7), new Uint8Array()])
        expect(toHexDigest(await hmac(alg, key, big))).toBe(referenceHmac(alg, key, big));
    });
  }
});
