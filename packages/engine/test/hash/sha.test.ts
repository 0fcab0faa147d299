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
import { ABC, RFC4231, shaInputs } from './sha-cases.ts';

// The per-algorithm functions of issue 39 against node:crypto (OpenSSL) and published vectors, on each
// of their paths: the platform's WebCrypto, no WebCrypto at all (an insecure context), and a WebCrypto
// that refuses every call (the engine's own WebAssembly then runs).

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

afterEach(() => vi.unstubAllGlobals());

const DIGESTS = { sha1, sha256, sha384, sha512 } as const;
const HMACS = { sha1: hmacSha1, sha256: hmacSha256, sha384: hmacSha384, sha512: hmacSha512 } as const;
const ALGS = Object.keys(DIGESTS) as (keyof typeof DIGESTS)[];

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
        fc.asyncProperty(shaInputs, async ({ a, data, key, d, k }) => {
          expect(hex(await DIGESTS[a](data))).toBe(createHash(a).update(d).digest('hex'));
          expect(hex(await HMACS[a](key, data))).toBe(createHmac(a, k).update(d).digest('hex'));
        }),
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
