import CryptoJS from 'crypto-js';
import { xorBytes } from './bytes.ts';
import type { RawCore } from './core.ts';
import type { CipherAlgorithm, CipherMode, RabbitOrder } from './types.ts';

type WordArray = CryptoJS.lib.WordArray;
/** crypto-js 4.2.0 ships Blowfish; @types/crypto-js 4.2.2 does not declare it. It is a block cipher like DES. */
type BlowfishAlgo = typeof CryptoJS.algo & { readonly Blowfish: typeof CryptoJS.algo.DES };

/** Bytes to a crypto-js WordArray (big-endian 32-bit words), without crypto-js's slow string paths. */
export function toWordArray(b: Uint8Array): WordArray {
  const n = b.length;
  const words: number[] = new Array((n + 3) >>> 2);
  const full = n >>> 2;
  for (let i = 0, j = 0; i < full; i++, j += 4) {
    words[i] =
      ((b[j] as number) << 24) | ((b[j + 1] as number) << 16) | ((b[j + 2] as number) << 8) | (b[j + 3] as number);
  }
  if (n & 3) {
    let w = 0;
    for (let j = full * 4, s = 24; j < n; j++, s -= 8) w |= (b[j] as number) << s;
    words[full] = w;
  }
  return CryptoJS.lib.WordArray.create(words, n);
}

/** A crypto-js WordArray back to bytes (its `sigBytes` long). */
export function fromWordArray(w: WordArray): Uint8Array {
  const n = w.sigBytes;
  const out = new Uint8Array(n);
  const words = w.words;
  const full = n >>> 2;
  for (let i = 0, j = 0; i < full; i++, j += 4) {
    const x = words[i] as number;
    out[j] = x >>> 24;
    out[j + 1] = (x >>> 16) & 0xff;
    out[j + 2] = (x >>> 8) & 0xff;
    out[j + 3] = x & 0xff;
  }
  for (let j = full * 4; j < n; j++) out[j] = ((words[j >>> 2] as number) >>> (24 - (j % 4) * 8)) & 0xff;
  return out;
}

const MODES = {
  cbc: CryptoJS.mode.CBC,
  cfb: CryptoJS.mode.CFB,
  ctr: CryptoJS.mode.CTR,
  ofb: CryptoJS.mode.OFB,
  ecb: CryptoJS.mode.ECB,
} as const;

export interface LegacyOptions {
  readonly algorithm: Exclude<CipherAlgorithm, 'aes'> | 'aes';
  readonly mode: Exclude<CipherMode, 'gcm'>;
  readonly encrypt: boolean;
  readonly key: Uint8Array;
  readonly iv: Uint8Array | undefined;
  readonly drop: number;
  readonly rabbitOrder: RabbitOrder;
}

/**
 * DES, Triple DES, Blowfish, Rabbit, RabbitLegacy, RC4 and RC4Drop through crypto-js, which stays the only
 * well-kept JavaScript implementation of them (docs/decisions/0021-crypto-js-for-legacy-ciphers.md).
 * crypto-js always runs with NoPadding here: padding is applied in session.ts for every backend alike.
 * `aes` is accepted only so tests and the benchmark can compare against crypto-js's AES.
 */
export function legacyCore(o: LegacyOptions): RawCore {
  const keyBytes =
    o.algorithm === 'rabbit' && o.rabbitOrder === 'rfc4503'
      ? o.key.slice().reverse()
      : o.algorithm === 'blowfish'
        ? blowfishKey(o.key)
        : o.key;
  const key = toWordArray(keyBytes);
  const ivBytes =
    o.iv && o.algorithm.startsWith('rabbit') && o.rabbitOrder === 'rfc4503' ? o.iv.slice().reverse() : o.iv;
  const cfg: Record<string, unknown> = {};
  if (ivBytes) cfg.iv = toWordArray(ivBytes);
  let algo: typeof CryptoJS.algo.RC4;
  switch (o.algorithm) {
    case 'rc4':
      algo = CryptoJS.algo.RC4;
      break;
    case 'rc4drop':
      algo = CryptoJS.algo.RC4Drop;
      cfg.drop = o.drop;
      break;
    case 'rabbit':
      algo = CryptoJS.algo.Rabbit;
      break;
    case 'rabbit-legacy':
      algo = CryptoJS.algo.RabbitLegacy;
      break;
    default:
      algo =
        o.algorithm === 'des'
          ? CryptoJS.algo.DES
          : o.algorithm === 'tripledes'
            ? CryptoJS.algo.TripleDES
            : o.algorithm === 'blowfish'
              ? (CryptoJS.algo as BlowfishAlgo).Blowfish
              : CryptoJS.algo.AES;
      cfg.mode = MODES[o.mode];
      cfg.padding = CryptoJS.pad.NoPadding;
  }
  const stream = o.algorithm.startsWith('r');
  const c = o.encrypt || stream ? algo.createEncryptor(key, cfg) : algo.createDecryptor(key, cfg);

  if (o.algorithm === 'rabbit' && o.rabbitOrder === 'rfc4503') {
    // RFC 4503 prints key, IV and each 16-byte keystream block most significant byte first; crypto-js
    // (like the eSTREAM reference code) reads them least significant byte first. Reverse both ways.
    const run = (data: Uint8Array, last: boolean) => {
      const n = Math.ceil(data.length / 16) * 16;
      let ks = fromWordArray(c.process(CryptoJS.lib.WordArray.create(new Array(n / 4).fill(0), n)));
      if (last) ks = concat2(ks, fromWordArray(c.finalize()));
      for (let i = 0; i < n; i += 16) ks.subarray(i, i + 16).reverse();
      return xorBytes(data, ks);
    };
    return { blockSize: 16, partialTail: true, process: (d) => run(d, false), finish: (d) => run(d, true) };
  }
  const blockSize = stream ? 4 : o.algorithm === 'aes' ? 16 : 8;
  return {
    blockSize,
    partialTail: stream || o.mode === 'cfb' || o.mode === 'ctr' || o.mode === 'ofb',
    process: (data) => fromWordArray(c.process(toWordArray(data))),
    finish: (data) => concat2(fromWordArray(c.process(toWordArray(data))), fromWordArray(c.finalize())),
  };
}

/**
 * Blowfish's key schedule XORs the 18 P-array words with the key's bytes taken in a cycle (Schneier,
 * 1993); crypto-js cycles the key's 32-bit words instead, which is the same only for lengths that are a
 * multiple of 4. The key repeated out to the 72 bytes the schedule reads gives every length its
 * standard schedule through crypto-js (Eric Young's variable-key vectors check it).
 */
function blowfishKey(key: Uint8Array): Uint8Array {
  const out = new Uint8Array(72);
  for (let i = 0; i < 72; i++) out[i] = key[i % key.length] as number;
  return out;
}

function concat2(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (b.length === 0) return a;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
