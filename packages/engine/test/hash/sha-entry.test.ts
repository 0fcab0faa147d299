import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HashParams } from '../../src/hash/index.ts';
import * as generic from '../../src/hash/index.ts';
import { digest, hmac, type ShaAlgorithm } from '../../src/hash/sha/index.ts';
import { WEBCRYPTO_PATHS } from '../webcrypto-paths.ts';
import { ABC, RFC4231, SHA_IDS, shaInputs } from './sha-cases.ts';

// @tinkerbox/engine/hash/sha (decision 0192): digest and hmac by name over SHA-1 and SHA-2 alone, against
// FIPS 180-4's and RFC 4231's published values and node:crypto (OpenSSL), on each path sha.ts takes
// (WebCrypto, none, one that refuses), and against /hash's digest and hmac: the same bytes and the same
// errors for the same call.

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');
const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));
const ALGS: readonly ShaAlgorithm[] = SHA_IDS;

afterEach(() => vi.unstubAllGlobals());

/** What a promise settles to: the bytes as hex, or the error's class and message. */
async function outcome(p: () => Promise<Uint8Array>): Promise<unknown> {
  try {
    return hex(await p());
  } catch (e) {
    return { error: (e as Error).name, message: (e as Error).message };
  }
}

for (const [path, setUp] of Object.entries(WEBCRYPTO_PATHS)) {
  describe(`/hash/sha digest and hmac on ${path}`, () => {
    it('give the FIPS 180-4 "abc" digests, from bytes and from text', async () => {
      setUp();
      for (const a of ALGS) {
        expect(hex(await digest(a, 'abc'))).toBe(ABC[a]);
        expect(hex(await digest(a, Uint8Array.of(0x61, 0x62, 0x63)))).toBe(ABC[a]);
      }
    });

    it('give the RFC 4231 HMACs (test cases 1, 2, 6; case 2 with SHA-384 too)', async () => {
      setUp();
      for (const v of RFC4231) {
        expect(hex(await hmac('sha256', fromHex(v.key), fromHex(v.data)))).toBe(v.sha256);
        expect(hex(await hmac('sha512', fromHex(v.key), fromHex(v.data)))).toBe(v.sha512);
      }
      // RFC 4231 section 4.3, HMAC-SHA-384
      expect(hex(await hmac('sha384', 'Jefe', 'what do ya want for nothing?'))).toBe(
        'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      );
    });

    it("compute node:crypto's bytes and /hash's for any data, text and key (empty, past the block)", async () => {
      setUp();
      await fc.assert(
        fc.asyncProperty(shaInputs, async ({ a, data, key, d, k }) => {
          const mac = hex(await hmac(a, key, data));
          expect(hex(await digest(a, data))).toBe(createHash(a).update(d).digest('hex'));
          expect(mac).toBe(createHmac(a, k).update(d).digest('hex'));
          expect(mac).toBe(hex(await generic.hmac(a, key, data)));
        }),
        { numRuns: 50 },
      );
    });
  });
}

describe('/hash/sha against /hash: the same bytes and the same errors for the same call', () => {
  const datas: (string | Uint8Array)[] = [
    '',
    'abc',
    '中文 ✓ a\uD800b',
    new Uint8Array(0),
    new Uint8Array(1000).fill(7),
    // past 1 MiB, where /hash's digest moves to WebCrypto too
    new Uint8Array((1 << 20) + 3).fill(1),
  ];
  const keys: (string | Uint8Array)[] = ['', 'key', new Uint8Array(0), new Uint8Array(200).fill(0xaa)];

  it('digest and hmac give the same bytes', async () => {
    for (const a of ALGS) {
      for (const d of datas) {
        expect(hex(await digest(a, d))).toBe(hex(await generic.digest(a, d)));
        for (const k of keys) expect(hex(await hmac(a, k, d))).toBe(hex(await generic.hmac(a, k, d)));
      }
    }
  });

  it('an unknown algorithm: the TypeError /hash throws, naming @tinkerbox/engine/hash for the rest', async () => {
    for (const name of ['nope', 'sha257', 'SHA-256', '', 'sha256 ']) {
      const a = name as ShaAlgorithm;
      const expected = (await outcome(() => generic.digest(a as generic.HashAlgorithm, 'x'))) as { message: string };
      expect(expected).toMatchObject({ error: 'TypeError' });
      for (const got of [await outcome(() => digest(a, 'x')), await outcome(() => hmac(a, 'k', 'x'))]) {
        expect(got).toMatchObject({ error: 'TypeError' });
        const { message } = got as { message: string };
        expect(message.startsWith(expected.message)).toBe(true);
        expect(message).toContain('@tinkerbox/engine/hash ');
      }
    }
  });

  it("an algorithm only /hash runs is refused with /hash's unknown-algorithm TypeError, naming /hash", async () => {
    for (const a of ['md5', 'sha224', 'sha512-256', 'sha3-256', 'blake3']) {
      expect(hex(await generic.digest(a as generic.HashAlgorithm, 'abc')).length).toBeGreaterThan(0);
      const got = await outcome(() => digest(a as ShaAlgorithm, 'abc'));
      expect(got).toEqual({
        error: 'TypeError',
        message: `algorithm: unknown hash algorithm "${a}" in @tinkerbox/engine/hash/sha, which runs sha1, sha256, sha384 and sha512; digest and hmac from @tinkerbox/engine/hash run every algorithm`,
      });
      expect(await outcome(() => hmac(a as ShaAlgorithm, 'k', 'abc'))).toEqual(got);
    }
  });

  it('params: the defaults are taken, any other option refused with the same TypeError', async () => {
    const cases: (HashParams | undefined)[] = [
      undefined,
      {},
      { outputLength: undefined },
      { key: new Uint8Array(0) },
      { customization: new Uint8Array(0), functionName: new Uint8Array(0) },
      { outputLength: 16 },
      { outputLength: 1000 },
      { key: Uint8Array.of(1) },
      { customization: Uint8Array.of(1) },
      { functionName: Uint8Array.of(1) },
      { key: new Uint8Array(0), customization: Uint8Array.of(1) },
      { outputLength: 16, key: Uint8Array.of(1) },
    ];
    for (const a of ALGS) {
      const own = createHash(a).digest().length;
      for (const p of [...cases, { outputLength: own }, { outputLength: own, key: Uint8Array.of(2) }]) {
        const expected = await outcome(() => generic.digest(a, 'abc', p));
        expect(await outcome(() => digest(a, 'abc', p)), `${a} ${JSON.stringify(p)}`).toEqual(expected);
      }
    }
    // and the refusals are errors, not bytes
    expect(await outcome(() => digest('sha256', 'abc', { outputLength: 16 }))).toEqual({
      error: 'TypeError',
      message: 'params.outputLength: SHA-256 takes no outputLength',
    });
  });

  it("what is neither bytes nor text: /hash's TypeErrors, in /hash's order (data, then key, then algorithm)", async () => {
    const bad = 3 as unknown as string;
    const calls: [() => Promise<Uint8Array>, () => Promise<Uint8Array>][] = [
      [() => digest('sha256', bad), () => generic.digest('sha256', bad)],
      [() => digest('nope' as ShaAlgorithm, bad), () => generic.digest('nope' as generic.HashAlgorithm, bad)],
      [() => hmac('sha256', bad, 'x'), () => generic.hmac('sha256', bad, 'x')],
      [() => hmac('sha256', 'k', bad), () => generic.hmac('sha256', 'k', bad)],
      [() => hmac('sha256', bad, bad), () => generic.hmac('sha256', bad, bad)],
      [() => hmac('nope' as ShaAlgorithm, bad, 'x'), () => generic.hmac('nope' as generic.HashAlgorithm, bad, 'x')],
    ];
    for (const [lean, full] of calls) {
      const expected = await outcome(full);
      expect(expected).toMatchObject({ error: 'TypeError' });
      expect(await outcome(lean)).toEqual(expected);
    }
  });
});
