import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  digest,
  hmac,
  hmacSha1,
  hmacSha256,
  hmacSha384,
  hmacSha512,
  sha1,
  sha256,
  sha384,
  sha512,
} from '../../src/hash/index.ts';
import { WEBCRYPTO_PATHS } from '../webcrypto-paths.ts';

// The per-algorithm functions of issue 39 against node:crypto (OpenSSL) and published vectors, on each
// of their paths: the platform's WebCrypto, no WebCrypto at all (an insecure context), and a WebCrypto
// that refuses every call (the engine's own WebAssembly then runs).

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

afterEach(() => vi.unstubAllGlobals());

const DIGESTS = { sha1, sha256, sha384, sha512 } as const;
const HMACS = { sha1: hmacSha1, sha256: hmacSha256, sha384: hmacSha384, sha512: hmacSha512 } as const;
const ALGS = Object.keys(DIGESTS) as (keyof typeof DIGESTS)[];

// RFC 4231 section 4: test cases 1, 2 and 6 (a key longer than the block is hashed first).
const RFC4231 = [
  {
    key: '0b'.repeat(20),
    data: Buffer.from('Hi There').toString('hex'),
    sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
    sha512:
      '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
  },
  {
    key: Buffer.from('Jefe').toString('hex'),
    data: Buffer.from('what do ya want for nothing?').toString('hex'),
    sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    sha512:
      '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
  },
  {
    key: 'aa'.repeat(131),
    data: Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'),
    sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    sha512:
      '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
  },
];

// FIPS 180-4 examples (NIST's "abc" one-block messages).
const ABC = {
  sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
  sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  sha384: 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7',
  sha512:
    'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
};

for (const [path, setUp] of Object.entries(WEBCRYPTO_PATHS)) {
  describe(`sha*/hmacSha* on ${path}`, () => {
    it('give the FIPS 180-4 "abc" digests, from bytes and from text', async () => {
      setUp();
      for (const a of ALGS) {
        expect(hex(await DIGESTS[a]('abc'))).toBe(ABC[a]);
        expect(hex(await DIGESTS[a](new Uint8Array([0x61, 0x62, 0x63])))).toBe(ABC[a]);
      }
    });

    it('give the RFC 4231 HMACs (test cases 1, 2, 6)', async () => {
      setUp();
      for (const v of RFC4231) {
        expect(hex(await hmacSha256(fromHex(v.key), fromHex(v.data)))).toBe(v.sha256);
        expect(hex(await hmacSha512(fromHex(v.key), fromHex(v.data)))).toBe(v.sha512);
      }
    });

    it("compute node:crypto's bytes for any data, text and key (an empty key, one past the block)", async () => {
      setUp();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ALGS),
          fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 100 })),
          fc.oneof(fc.uint8Array({ maxLength: 200 }), fc.string({ maxLength: 40 })),
          async (a, data, key) => {
            const d = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
            const k = typeof key === 'string' ? Buffer.from(key, 'utf8') : key;
            expect(hex(await DIGESTS[a](data))).toBe(createHash(a).update(d).digest('hex'));
            expect(hex(await HMACS[a](key, data))).toBe(createHmac(a, k).update(d).digest('hex'));
          },
        ),
        { numRuns: 60 },
      );
    });

    it('refuse what is neither bytes nor text with the TypeError digest and hmac throw', async () => {
      setUp();
      for (const a of ALGS) {
        await expect(DIGESTS[a](3 as unknown as string)).rejects.toThrow(
          new TypeError('data: expected a Uint8Array or a string'),
        );
        await expect(HMACS[a](new ArrayBuffer(2) as unknown as string, 'x')).rejects.toThrow(
          new TypeError('key: expected a Uint8Array or a string'),
        );
      }
      await expect(digest('sha256', 3 as unknown as string)).rejects.toThrow(
        new TypeError('data: expected a Uint8Array or a string'),
      );
      await expect(hmac('sha256', 'k', 3 as unknown as string)).rejects.toThrow(/data/);
    });
  });
}

describe('digest and hmac take text (issue 39)', () => {
  it('hash a string as its UTF-8 bytes (a lone surrogate as U+FFFD, as TextEncoder)', async () => {
    for (const s of ['', 'abc', '中文 ✓', 'a\uD800b']) {
      const utf8 = Buffer.from(new TextEncoder().encode(s));
      expect(hex(await digest('sha256', s))).toBe(createHash('sha256').update(utf8).digest('hex'));
      expect(hex(await digest('md5', s))).toBe(createHash('md5').update(utf8).digest('hex'));
      expect(hex(await hmac('sha512', 'key', s))).toBe(createHmac('sha512', 'key').update(utf8).digest('hex'));
    }
  });
});
