import { createHash as nodeHash } from 'node:crypto';
import { blake2b as nobleBlake2b, blake2s as nobleBlake2s } from '@noble/hashes/blake2.js';
import { blake3 as nobleBlake3 } from '@noble/hashes/blake3.js';
import { crc16, crc16ccitt, crc16kermit, crc16modbus, crc16xmodem } from 'crc';
import Ripemd from 'crypto-api/src/hasher/ripemd.mjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  CHECKSUM_ALGORITHMS,
  createHash,
  digest,
  digestSync,
  type HashAlgorithm,
  hashAlgorithmInfo,
  hashLabel,
  RIPEMD_ALGORITHMS,
  type SyncHashAlgorithm,
  toHexDigest,
} from '../../src/hash/index.ts';
import more from '../vectors/hash/more.json' with { type: 'json' };
import ripemd from '../vectors/hash/ripemd.json' with { type: 'json' };

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));
const utf8 = (s: string) => new TextEncoder().encode(s);
const messages = more.messages as Record<string, string>;

describe('checksums, MD4, SM3, Whirlpool, SHAKE (more.json: zlib, binascii, hashlib, OpenSSL; RevEng, RFC 1320, GB/T 32905)', () => {
  for (const v of more.digests) {
    it(`${v.algorithm}(${v.message})`, async () => {
      const out = await digest(v.algorithm as HashAlgorithm, hex(messages[v.message]!));
      expect(toHexDigest(out)).toBe(v.digest);
    });
  }
  for (const v of more.shake) {
    it(`${v.algorithm}("abc") at ${v.outputLength} bytes (hashlib)`, async () => {
      const out = await digest(v.algorithm as HashAlgorithm, utf8('abc'), { outputLength: v.outputLength });
      expect(toHexDigest(out)).toBe(v.digest);
    });
  }
});

describe('cSHAKE and KMAC: NIST SP 800-185 samples (KMAC also by OpenSSL)', () => {
  for (const v of more.sp800185) {
    it(v.sample, async () => {
      const params = {
        outputLength: v.outputLength,
        customization: utf8(v.customization),
        ...('key' in v ? { key: hex(v.key as string) } : {}),
        ...('functionName' in v ? { functionName: utf8(v.functionName as string) } : {}),
      };
      expect(toHexDigest(await digest(v.algorithm as HashAlgorithm, hex(v.data), params))).toBe(v.digest);
    });
  }
  it('cSHAKE with empty N and S is SHAKE (SP 800-185 section 3.3)', async () => {
    const data = utf8('abc');
    const c = await digest('cshake128', data, { functionName: new Uint8Array(), customization: new Uint8Array() });
    expect(toHexDigest(c)).toBe(toHexDigest(await digest('shake128', data)));
  });
});

describe("RIPEMD-128/256/320: the authors' test suite, and crypto-api", () => {
  const msgs = ripemd.messages as Record<string, string>;
  for (const alg of ['ripemd128', 'ripemd256', 'ripemd320'] as const) {
    const table = ripemd[alg] as Record<string, string>;
    for (const [name, want] of Object.entries(table)) {
      it(`${alg}(${name})`, async () => {
        const data = name === 'million-a' ? new Uint8Array(1_000_000).fill(0x61) : utf8(msgs[name]!);
        expect(toHexDigest(await digest(alg, data))).toBe(want);
        expect(toHexDigest(digestSync(alg, data))).toBe(want);
      });
    }
    it(`${alg} of random bytes fed in random pieces equals crypto-api`, async () => {
      const h = await createHash(alg);
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.integer({ min: 1, max: 130 }), async (data, step) => {
          for (let i = 0; i < data.length; i += step) h.update(data.subarray(i, i + step));
          const ref = new Ripemd({ length: Number(alg.slice(6)) });
          ref.update(String.fromCharCode(...data));
          expect(toHexDigest(h.digest())).toBe(Buffer.from(ref.finalize(), 'binary').toString('hex'));
        }),
        { numRuns: 60 },
      );
    });
  }
  it("RIPEMD_ALGORITHMS lists the four widths, 160 being hash-wasm's", () => {
    expect(RIPEMD_ALGORITHMS.map((a) => hashAlgorithmInfo(a).digestLength * 8)).toEqual([128, 160, 256, 320]);
  });
});

describe('CRC-16 against the crc package (test-only), Adler-32 and CRC-32 against zlib via more.json', () => {
  const refs: [HashAlgorithm, (d: Uint8Array) => number][] = [
    ['crc16-arc', (d) => crc16(Buffer.from(d))],
    ['crc16-ccitt-false', (d) => crc16ccitt(Buffer.from(d))],
    ['crc16-modbus', (d) => crc16modbus(Buffer.from(d))],
    ['crc16-xmodem', (d) => crc16xmodem(Buffer.from(d))],
    ['crc16-kermit', (d) => crc16kermit(Buffer.from(d))],
  ];
  it.each(refs)('%s of random bytes, fed in pieces', async (alg, ref) => {
    const h = await createHash(alg);
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 1, max: 50 }), (data, step) => {
        for (let i = 0; i < data.length; i += step) h.update(data.subarray(i, i + step));
        expect(toHexDigest(h.digest())).toBe(ref(data).toString(16).padStart(4, '0'));
        expect(toHexDigest(digestSync(alg as SyncHashAlgorithm, data))).toBe(ref(data).toString(16).padStart(4, '0'));
      }),
      { numRuns: 100 },
    );
  });
  it('CRC-32C of RFC 3720 appendix B.4 (the RFC prints the bytes least significant first)', async () => {
    const cases: [Uint8Array, string][] = [
      [new Uint8Array(32), 'aa36918a'],
      [new Uint8Array(32).fill(0xff), '43aba862'],
      [Uint8Array.from({ length: 32 }, (_, i) => i), '4e79dd46'],
      [Uint8Array.from({ length: 32 }, (_, i) => 31 - i), '5cdb3f11'],
    ];
    for (const [data, wire] of cases) expect(toHexDigest((await digest('crc32c', data)).reverse())).toBe(wire);
  });
  it('CHECKSUM_ALGORITHMS are checksums without HMAC; the rest are not', () => {
    for (const a of CHECKSUM_ALGORITHMS) expect(hashAlgorithmInfo(a)).toMatchObject({ checksum: true, hmac: false });
  });
});

describe('options: output length and key (BLAKE2 and BLAKE3 against @noble/hashes and OpenSSL)', () => {
  const abc = utf8('abc');
  it('BLAKE2b-256 and BLAKE2s-128 equal @noble/hashes; BLAKE2b at 64 bytes equals OpenSSL blake2b512', async () => {
    expect(toHexDigest(await digest('blake2b', abc, { outputLength: 32 }))).toBe(
      Buffer.from(nobleBlake2b(abc, { dkLen: 32 })).toString('hex'),
    );
    expect(toHexDigest(await digest('blake2s', abc, { outputLength: 16 }))).toBe(
      Buffer.from(nobleBlake2s(abc, { dkLen: 16 })).toString('hex'),
    );
    expect(toHexDigest(await digest('blake2b', abc, { outputLength: 64 }))).toBe(
      nodeHash('blake2b512').update(abc).digest('hex'),
    );
  });
  it('keyed BLAKE2b, BLAKE2s and BLAKE3 equal @noble/hashes', async () => {
    const k32 = Uint8Array.from({ length: 32 }, (_, i) => i);
    const k7 = utf8('secret!');
    expect(toHexDigest(await digest('blake2b', abc, { key: k7, outputLength: 20 }))).toBe(
      Buffer.from(nobleBlake2b(abc, { key: k7, dkLen: 20 })).toString('hex'),
    );
    expect(toHexDigest(await digest('blake2s', abc, { key: k32 }))).toBe(
      Buffer.from(nobleBlake2s(abc, { key: k32 })).toString('hex'),
    );
    expect(toHexDigest(await digest('blake3', abc, { key: k32, outputLength: 100 }))).toBe(
      Buffer.from(nobleBlake3(abc, { key: k32, dkLen: 100 })).toString('hex'),
    );
  });
  // digest and createHash run hash-wasm (the BLAKE3 team's C code in WASM); @noble/hashes' BLAKE3 is a
  // separate TypeScript implementation, used by the engine only in digestSync, which takes no length.
  it('BLAKE3 output past 1024 bytes, up to 16384, equals @noble/hashes (one-shot, streamed, keyed)', async () => {
    const data = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
    const k32 = Uint8Array.from({ length: 32 }, (_, i) => 255 - i);
    for (const n of [1025, 4096, 16384]) {
      const want = Buffer.from(nobleBlake3(data, { dkLen: n })).toString('hex');
      expect(toHexDigest(await digest('blake3', data, { outputLength: n })), `${n}`).toBe(want);
    }
    const h = await createHash('blake3', { outputLength: 9999, key: k32 });
    h.update(data.subarray(0, 1000)).update(data.subarray(1000));
    expect(toHexDigest(h.digest())).toBe(Buffer.from(nobleBlake3(data, { dkLen: 9999, key: k32 })).toString('hex'));
    expect(hashLabel('blake3', 2048)).toBe('BLAKE3-16384');
  });
  it('BLAKE3 refuses more than 16384 bytes of output with OUT_OF_RANGE naming the bound; SHAKE keeps 1024', async () => {
    const e = await digest('blake3', abc, { outputLength: 16385 }).catch((x: unknown) => x);
    expect(isEngineError(e) && e.code).toBe('OUT_OF_RANGE');
    expect(isEngineError(e) && e.params).toMatchObject({ min: 1, max: 16384, field: 'outputLength' });
    expect(hashAlgorithmInfo('blake3').params?.outputLength).toEqual({ min: 1, max: 16384 });
    expect(hashAlgorithmInfo('shake128').params?.outputLength).toEqual({ min: 1, max: 1024 });
  });
  it('a length or key the algorithm does not take is a clear EngineError; a missing option a TypeError', async () => {
    const err = async (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e,
      );
    const long = await err(digest('blake2s', abc, { outputLength: 33 }));
    expect(isEngineError(long) && long.code).toBe('OUT_OF_RANGE');
    expect(isEngineError(long) && long.params).toMatchObject({ min: 1, max: 32, field: 'outputLength' });
    const key = await err(digest('blake3', abc, { key: new Uint8Array(31) }));
    expect(isEngineError(key) && key.code).toBe('INVALID_KEY_SIZE');
    const key2 = await err(digest('blake2b', abc, { key: new Uint8Array(65) }));
    expect(isEngineError(key2) && key2.params).toMatchObject({ field: 'key', max: 64 });
    await expect(digest('sha256', abc, { outputLength: 16 })).rejects.toThrow(TypeError);
    await expect(digest('crc32', abc, { key: abc })).rejects.toThrow(TypeError);
  });
  it('labels follow the output length', () => {
    expect(hashLabel('blake2b', 32)).toBe('BLAKE2b-256');
    expect(hashLabel('blake3')).toBe('BLAKE3-256');
    expect(hashLabel('shake256', 16)).toBe('SHAKE256 (128 bits)');
    expect(hashLabel('sha256', 16)).toBe('SHA-256');
  });
});

describe('digest() with options keeps hashers per set of options (checked against @noble/hashes)', () => {
  it('interleaved lengths and keys, more sets than are kept, each digest right', async () => {
    // 24 sets of options (more than the 16 kept), visited in an order fast-check picks, twice over
    const sets = Array.from({ length: 24 }, (_, i) => ({
      outputLength: 16 + (i % 3) * 16,
      key: i % 4 === 0 ? undefined : Uint8Array.from({ length: 1 + (i % 7) }, (_, j) => i * 7 + j),
    }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(23), fc.uint8Array({ maxLength: 300 })), { minLength: 1, maxLength: 60 }),
        async (steps) => {
          for (const [i, data] of steps) {
            const p = sets[i]!;
            const want = nobleBlake2b(data, { dkLen: p.outputLength, ...(p.key ? { key: p.key } : {}) });
            expect(Buffer.from(await digest('blake2b', data, p)).toString('hex')).toBe(
              Buffer.from(want).toString('hex'),
            );
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('a bad option still rejects each time, and a good one after it works', async () => {
    for (let n = 0; n < 2; n++) {
      await expect(digest('blake2b', utf8('abc'), { outputLength: 65 })).rejects.toMatchObject({
        code: 'OUT_OF_RANGE',
      });
    }
    // Python: hashlib.blake2b(b'abc', digest_size=16, key=b'k1').hexdigest()
    const out = await digest('blake2b', utf8('abc'), { outputLength: 16, key: utf8('k1') });
    expect(toHexDigest(out)).toBe('63c4594c717c70473a3e0c8d38495ecc');
  });
});
