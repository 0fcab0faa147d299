import { createHash as nodeHash, pbkdf2Sync } from 'node:crypto';
import { keccak_224, keccak_256, keccak_384, keccak_512 } from '@noble/hashes/sha3.js';
import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import {
  digest,
  hashAlgorithmInfo,
  KECCAK_ALGORITHMS,
  PBKDF2_HASHES,
  PBKDF2_PRESETS,
  pbkdf2,
  SHA3_ALGORITHMS,
  SHA512_ALGORITHMS,
  TEXT_ENCODING_LABELS,
  TEXT_ENCODINGS,
  toHexDigest,
} from '../../src/hash/index.ts';

// The lists and labels the pages show, each checked against someone else: OpenSSL (node:crypto) and
// @noble/hashes for what an id computes, crypto-js for its own defaults, the platform's WHATWG
// TextDecoder for the encoding names.

const abc = new TextEncoder().encode('abc');
const hexOf = async (alg: Parameters<typeof digest>[0]) => toHexDigest(await digest(alg, abc));

describe('variant lists', () => {
  it('SHA3_ALGORITHMS are OpenSSL sha3-224/256/384/512, in that order', async () => {
    const openssl = ['sha3-224', 'sha3-256', 'sha3-384', 'sha3-512'];
    expect(SHA3_ALGORITHMS).toHaveLength(4);
    for (const [i, a] of SHA3_ALGORITHMS.entries())
      expect(await hexOf(a)).toBe(nodeHash(openssl[i]!).update(abc).digest('hex'));
  });

  it('KECCAK_ALGORITHMS are noble keccak_224/256/384/512, width for width with SHA3_ALGORITHMS', async () => {
    const noble = [keccak_224, keccak_256, keccak_384, keccak_512];
    expect(KECCAK_ALGORITHMS).toHaveLength(4);
    for (const [i, a] of KECCAK_ALGORITHMS.entries()) {
      expect(await hexOf(a)).toBe(Buffer.from(noble[i]!(abc)).toString('hex'));
      expect(hashAlgorithmInfo(a).digestLength).toBe(hashAlgorithmInfo(SHA3_ALGORITHMS[i]!).digestLength);
      // Same width, different padding: never the same digest.
      expect(await hexOf(a)).not.toBe(await hexOf(SHA3_ALGORITHMS[i]!));
    }
  });

  it('SHA512_ALGORITHMS are OpenSSL sha512, sha512-224 and sha512-256', async () => {
    const openssl = ['sha512', 'sha512-224', 'sha512-256'];
    for (const [i, a] of SHA512_ALGORITHMS.entries())
      expect(await hexOf(a)).toBe(nodeHash(openssl[i]!).update(abc).digest('hex'));
  });
});

describe('PBKDF2 facts', () => {
  it('every PBKDF2_HASHES entry derives what OpenSSL derives with that HMAC', async () => {
    const password = new TextEncoder().encode('password');
    const salt = new TextEncoder().encode('salt');
    for (const hash of PBKDF2_HASHES) {
      const dk = await pbkdf2({ hash, password, salt, iterations: 3, dkLen: 40 });
      expect(toHexDigest(dk), hash).toBe(pbkdf2Sync(password, salt, 3, 40, hash).toString('hex'));
    }
  });

  it("the cryptojs42 preset is crypto-js 4.2.0's own PBKDF2 default", () => {
    // cfg is crypto-js's defaults object; its typings leave it out.
    const cfg = (CryptoJS.algo.PBKDF2.create() as unknown as { cfg: unknown }).cfg as {
      keySize: number;
      iterations: number;
      hasher: unknown;
    };
    expect(PBKDF2_PRESETS.cryptojs42.iterations).toBe(cfg.iterations);
    expect(PBKDF2_PRESETS.cryptojs42.dkLen).toBe(cfg.keySize * 4); // keySize counts 32-bit words
    expect(cfg.hasher).toBe(CryptoJS.algo.SHA256);
    expect(PBKDF2_PRESETS.cryptojs42.hash).toBe('sha256');
  });

  it('every preset is a derivation the engine accepts', async () => {
    for (const p of Object.values(PBKDF2_PRESETS)) {
      expect(PBKDF2_HASHES).toContain(p.hash);
      const dk = await pbkdf2({ ...p, iterations: 1, password: abc, salt: abc });
      expect(dk).toHaveLength(p.dkLen);
    }
  });
});

describe('TEXT_ENCODING_LABELS', () => {
  it('names each encoding by a label the WHATWG TextDecoder reads as that encoding', () => {
    expect(Object.keys(TEXT_ENCODING_LABELS).sort()).toEqual([...TEXT_ENCODINGS].sort());
    for (const e of TEXT_ENCODINGS) expect(new TextDecoder(TEXT_ENCODING_LABELS[e]).encoding).toBe(e);
  });
});
