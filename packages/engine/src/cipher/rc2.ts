import type { RawCore } from './core.ts';

/** RFC 2268 section 2's PITABLE, a permutation of 0..255 from the digits of pi, in hex (16 bytes a row in the RFC). */
const PITABLE = /* @__PURE__ */ Uint8Array.from(
  (
    'd978f9c419ddb5ed28e9fd794aa0d89dc67e37832b76538e624c6488448bfba2179a59f587b34f1361456d8d09817d32bd8f40eb86b77b0bf09521225c6b4e82' +
    '54d66593ce60b21c7356c014a78cf1dc1275ca1f3bbee4d1423dd430a33cb6266fbf0eda4669075727f21d9bbc944303f811c7f690ef3ee706c3d52fc8661ed7' +
    '08e8eade8052eef784aa72ac354d6a2a961ad2715a1549744b9fd05e0418a4ecc2e0416e0f51cbcc2491af50a1f47039997c3a8523b8b47afc02365b25559731' +
    '2d5dfa98e38a92ae05df2910676cbac9d300e6cfe19ea82c6316013f58e289a90d38341bab33ffb0bb480c5fb9b1cd2ec5f3db47e5a59c770aa62068fe7fc1ad'
  ).match(/../g) as string[],
  (h) => Number.parseInt(h, 16),
);

/** RFC 2268 section 2: 1 to 128 key bytes and the effective key bits (1 to 1024) to 64 16-bit subkeys. */
export function rc2Expand(key: Uint8Array, bits: number): Uint16Array {
  const l = new Uint8Array(128);
  l.set(key);
  const t = key.length;
  const t8 = (bits + 7) >>> 3;
  const tm = 0xff >>> (8 * t8 - bits);
  for (let i = t; i < 128; i++) l[i] = PITABLE[((l[i - 1] as number) + (l[i - t] as number)) & 0xff] as number;
  l[128 - t8] = PITABLE[(l[128 - t8] as number) & tm] as number;
  for (let i = 127 - t8; i >= 0; i--) l[i] = PITABLE[(l[i + 1] as number) ^ (l[i + t8] as number)] as number;
  const k = new Uint16Array(64);
  for (let i = 0; i < 64; i++) k[i] = (l[2 * i] as number) | ((l[2 * i + 1] as number) << 8);
  return k;
}

const SHIFT = [1, 2, 3, 5] as const;

/** One 8-byte block (four little-endian 16-bit words) through RC2's 16 mixing and 2 mashing rounds, in place. */
export function rc2Block(k: Uint16Array, b: Uint8Array, at: number, encrypt: boolean): void {
  const r = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) r[i] = (b[at + 2 * i] as number) | ((b[at + 2 * i + 1] as number) << 8);
  const w = (i: number) => r[i & 3] as number;
  if (encrypt) {
    let j = 0;
    for (let round = 0; round < 16; round++) {
      for (let i = 0; i < 4; i++) {
        const x = (w(i) + (k[j++] as number) + (w(i - 1) & w(i - 2)) + (~w(i - 1) & w(i - 3))) & 0xffff;
        r[i] = ((x << SHIFT[i & 3]!) | (x >>> (16 - SHIFT[i & 3]!))) & 0xffff;
      }
      if (round === 4 || round === 10)
        for (let i = 0; i < 4; i++) r[i] = (w(i) + (k[w(i - 1) & 63] as number)) & 0xffff;
    }
  } else {
    let j = 63;
    for (let round = 15; round >= 0; round--) {
      if (round === 4 || round === 10)
        for (let i = 3; i >= 0; i--) r[i] = (w(i) - (k[w(i - 1) & 63] as number)) & 0xffff;
      for (let i = 3; i >= 0; i--) {
        const s = SHIFT[i & 3]!;
        const x = ((w(i) >>> s) | (w(i) << (16 - s))) & 0xffff;
        r[i] = (x - (k[j--] as number) - (w(i - 1) & w(i - 2)) - (~w(i - 1) & w(i - 3))) & 0xffff;
      }
    }
  }
  for (let i = 0; i < 4; i++) {
    b[at + 2 * i] = w(i) & 0xff;
    b[at + 2 * i + 1] = w(i) >>> 8;
  }
}

export interface Rc2Options {
  readonly mode: 'cbc' | 'ecb' | 'cfb' | 'ofb';
  readonly encrypt: boolean;
  readonly key: Uint8Array;
  readonly effectiveKeyBits: number;
  readonly iv: Uint8Array | undefined;
}

/**
 * RC2 (RFC 2268) in CBC and ECB, as `openssl enc -rc2-cbc|-rc2-ecb` runs it, and in CFB and OFB with
 * 64-bit feedback, as `-rc2-cfb` (CFB64) and `-rc2-ofb` (OFB64) do. Each call carries the chain on to the
 * next, so a file goes through in pieces; in CFB and OFB only the last piece may end in a partial block.
 */
export function rc2Core(o: Rc2Options): RawCore {
  const k = rc2Expand(o.key, o.effectiveKeyBits);
  const chain = (o.iv ?? new Uint8Array(8)).slice();
  if (o.mode === 'cfb' || o.mode === 'ofb') {
    const ofb = o.mode === 'ofb';
    const ks = new Uint8Array(8);
    const stream = (data: Uint8Array): Uint8Array => {
      const out = new Uint8Array(data.length);
      for (let i = 0; i < data.length; i += 8) {
        // the keystream block is E(chain): the previous ciphertext block (CFB) or keystream block (OFB)
        ks.set(chain);
        rc2Block(k, ks, 0, true);
        const n = Math.min(8, data.length - i);
        for (let j = 0; j < n; j++) out[i + j] = (data[i + j] as number) ^ (ks[j] as number);
        if (ofb) chain.set(ks);
        else chain.set((o.encrypt ? out : data).subarray(i, i + n));
      }
      return out;
    };
    return { blockSize: 8, partialTail: true, process: stream, finish: stream };
  }
  const cbc = o.mode === 'cbc';
  const run = (data: Uint8Array): Uint8Array => {
    const out = data.slice();
    for (let i = 0; i < out.length; i += 8) {
      if (cbc && o.encrypt) {
        for (let j = 0; j < 8; j++) out[i + j] = (out[i + j] as number) ^ (chain[j] as number);
        rc2Block(k, out, i, true);
        chain.set(out.subarray(i, i + 8));
      } else if (cbc) {
        rc2Block(k, out, i, false);
        for (let j = 0; j < 8; j++) {
          out[i + j] = (out[i + j] as number) ^ (chain[j] as number);
          chain[j] = data[i + j] as number;
        }
      } else rc2Block(k, out, i, o.encrypt);
    }
    return out;
  };
  return { blockSize: 8, partialTail: false, process: run, finish: run };
}
