import { describe, expect, it } from 'vitest';
import type { HashAlgorithm } from '../../src/hash/index.ts';
import { createHash, digest, hmac, pbkdf2, toHexDigest } from '../../src/hash/index.ts';
import digests from '../vectors/hash/digests.json' with { type: 'json' };
import hmacs from '../vectors/hash/hmac.json' with { type: 'json' };
import kb from '../vectors/hash/keccak-blake3.json' with { type: 'json' };
import pbkdf2s from '../vectors/hash/pbkdf2.json' with { type: 'json' };

const hex = (s: string) => Uint8Array.from(Buffer.from(s, 'hex'));

function message(spec: string): Uint8Array {
  const m = /^repeat:([0-9a-f]{2}):(\d+)$/.exec(spec);
  return m ? new Uint8Array(Number(m[2])).fill(Number.parseInt(m[1]!, 16)) : hex(spec);
}

describe('digest: standard example messages (RFC 1321, FIPS 180-4, FIPS 202)', () => {
  const messages = digests.messages as Record<string, string>;
  for (const v of digests.digests) {
    it(`${v.algorithm}(${v.message})`, async () => {
      const out = await digest(v.algorithm as HashAlgorithm, message(messages[v.message]!));
      expect(toHexDigest(out)).toBe(v.digest);
    });
  }
  it('the streaming hasher agrees byte by byte on the million-a message', async () => {
    const h = await createHash('sha256');
    const a = new Uint8Array([0x61]);
    for (let i = 0; i < 1_000_000; i++) h.update(a);
    const want = digests.digests.find((d) => d.algorithm === 'sha256' && d.message === 'million-a')!.digest;
    expect(toHexDigest(h.digest())).toBe(want);
  });
});

describe('Keccak (pre-FIPS padding) and BLAKE3 reference vectors', () => {
  for (const v of kb.keccak) {
    it(`${v.algorithm}(${v.message || 'empty'})`, async () => {
      expect(toHexDigest(await digest(v.algorithm as HashAlgorithm, hex(v.message)))).toBe(v.digest);
    });
  }
  for (const v of kb.blake3) {
    it(`blake3 of ${v.inputLen} bytes`, async () => {
      const input = Uint8Array.from({ length: v.inputLen }, (_, i) => i % 251);
      expect(toHexDigest(await digest('blake3', input))).toBe(v.digest);
    });
  }
  for (const v of kb.blake3Extended) {
    it(`blake3 of ${v.inputLen} bytes, the 131-byte extended output`, async () => {
      const input = Uint8Array.from({ length: v.inputLen }, (_, i) => i % 251);
      expect(toHexDigest(await digest('blake3', input, { outputLength: 131 }))).toBe(v.digest);
    });
  }
  it('SHA3-256 and Keccak-256 differ on the empty message (padding 0x06 vs 0x01)', async () => {
    const e = new Uint8Array();
    expect(toHexDigest(await digest('sha3-256', e))).not.toBe(toHexDigest(await digest('keccak-256', e)));
  });
});

describe('HMAC: RFC 2202 and RFC 4231', () => {
  for (const v of hmacs.vectors) {
    it(`${v.source} ${v.algorithm}`, async () => {
      const mac = toHexDigest(await hmac(v.algorithm as HashAlgorithm, hex(v.key), hex(v.data)));
      expect(mac.slice(0, v.mac.length)).toBe(v.mac);
    });
  }
});

describe('PBKDF2: RFC 6070 and RFC 7914', () => {
  for (const v of pbkdf2s.vectors) {
    it(`${v.source} ${v.hash} c=${v.iterations} dkLen=${v.dkLen}`, async () => {
      const dk = await pbkdf2({
        hash: v.hash as HashAlgorithm,
        password: hex(v.password),
        salt: hex(v.salt),
        iterations: v.iterations,
        dkLen: v.dkLen,
      });
      expect(toHexDigest(dk)).toBe(v.dk);
    });
  }
});
