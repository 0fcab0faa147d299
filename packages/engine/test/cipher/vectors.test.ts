import { describe, expect, test } from 'vitest';
import { decrypt, encrypt } from '../../src/cipher/index.ts';
import { type GcmVectors, hex, toHex, vectors } from './helpers.ts';

const backends = ['webcrypto', 'noble'] as const;

interface Sp38a {
  cases: {
    name: string;
    mode: 'ecb' | 'cbc' | 'cfb' | 'ofb' | 'ctr';
    keyHex: string;
    ivHex: string;
    plaintextHex: string;
    ciphertextHex: string;
  }[];
}
interface Rabbit {
  noIv: { keyHex: string; keystreamHex: string }[];
  withIv: { keyHex: string; ivHex: string; keystreamHex: string }[];
}
interface Rc4 {
  keys: { keyHex: string; blocks: { offset: number; hex: string }[] }[];
}

describe('NIST SP 800-38A (AES ECB, CBC, CFB128, OFB, CTR)', () => {
  for (const backend of backends) {
    for (const v of vectors<Sp38a>('sp800-38a.json').cases) {
      test(`${v.name} via ${backend}`, async () => {
        const spec = { algorithm: 'aes', mode: v.mode, padding: 'none' } as const;
        const secret = { key: hex(v.keyHex), iv: v.ivHex ? hex(v.ivHex) : undefined };
        const opts = { aesBackend: backend };
        expect(toHex((await encrypt(hex(v.plaintextHex), spec, secret, opts)).output)).toBe(v.ciphertextHex);
        expect(toHex((await decrypt(hex(v.ciphertextHex), spec, secret, opts)).output)).toBe(v.plaintextHex);
      });
    }
  }
});

describe('GCM test cases (SP 800-38D)', () => {
  for (const backend of backends) {
    for (const v of vectors<GcmVectors>('sp800-38d-gcm.json').cases) {
      test(`${v.name} via ${backend}`, async () => {
        const spec = { algorithm: 'aes', mode: 'gcm', aad: hex(v.aadHex) } as const;
        const secret = { key: hex(v.keyHex), iv: hex(v.ivHex) };
        const opts = { aesBackend: backend };
        const sealed = v.ciphertextHex + v.tagHex;
        expect(toHex((await encrypt(hex(v.plaintextHex), spec, secret, opts)).output)).toBe(sealed);
        expect(toHex((await decrypt(hex(sealed), spec, secret, opts)).output)).toBe(v.plaintextHex);
        // Truncated tags (SP 800-38D section 5.2.1.2): the leftmost bytes of the full tag.
        const short = { ...spec, tagLength: 12 };
        const sealed12 = v.ciphertextHex + v.tagHex.slice(0, 24);
        expect(toHex((await encrypt(hex(v.plaintextHex), short, secret, opts)).output)).toBe(sealed12);
        expect(toHex((await decrypt(hex(sealed12), short, secret, opts)).output)).toBe(v.plaintextHex);
        // One flipped tag bit must fail authentication.
        const bad = hex(sealed);
        bad[bad.length - 1] = (bad[bad.length - 1] as number) ^ 1;
        await expect(decrypt(bad, spec, secret, opts)).rejects.toMatchObject({ code: 'DECRYPT_FAILED' });
      });
    }
  }
});

/** Reverses each 16-byte block: RFC 4503 prints keystream blocks most significant byte first. */
const flipBlocks = (h: string) =>
  (h.match(/.{32}/g) ?? []).map((b) => (b.match(/../g) ?? []).reverse().join('')).join('');
const rev = (h: string) => (h.match(/../g) ?? []).reverse().join('');

describe('RFC 4503 Rabbit', () => {
  const v = vectors<Rabbit>('rfc4503-rabbit.json');
  const zeros = new Uint8Array(48);
  const all = [...v.noIv.map((x) => ({ ...x, ivHex: undefined as string | undefined })), ...v.withIv];
  for (const x of all) {
    const label = `key ${x.keyHex}${x.ivHex ? ` iv ${x.ivHex}` : ' (no IV setup)'}`;
    test(`${label}, RFC 4503 byte order`, async () => {
      const secret = { key: hex(x.keyHex), iv: x.ivHex ? hex(x.ivHex) : undefined };
      const r = await encrypt(zeros, { algorithm: 'rabbit', rabbitOrder: 'rfc4503' }, secret);
      expect(toHex(r.output)).toBe(x.keystreamHex);
    });
    test(`${label}, crypto-js byte order is the RFC's reversed`, async () => {
      const secret = { key: hex(rev(x.keyHex)), iv: x.ivHex ? hex(rev(x.ivHex)) : undefined };
      const r = await encrypt(zeros, { algorithm: 'rabbit' }, secret);
      expect(toHex(r.output)).toBe(flipBlocks(x.keystreamHex));
    });
  }
});

describe('RFC 6229 RC4, and RC4Drop as the same keystream from a later offset', () => {
  for (const k of vectors<Rc4>('rfc6229-rc4.json').keys) {
    test(`RC4 key ${k.keyHex}`, async () => {
      const ks = toHex((await encrypt(new Uint8Array(4112), { algorithm: 'rc4' }, { key: hex(k.keyHex) })).output);
      for (const b of k.blocks) expect(ks.slice(b.offset * 2, b.offset * 2 + 32), `offset ${b.offset}`).toBe(b.hex);
    });
    test(`RC4Drop key ${k.keyHex}: drop 192 words starts at offset 768, drop 256 at 1024`, async () => {
      for (const [drop, offset] of [
        [192, 768],
        [256, 1024],
        [0, 0],
      ] as const) {
        const ks = toHex(
          (await encrypt(new Uint8Array(16), { algorithm: 'rc4drop', drop }, { key: hex(k.keyHex) })).output,
        );
        expect(ks).toBe(k.blocks.find((b) => b.offset === offset)?.hex);
      }
    });
  }
});
