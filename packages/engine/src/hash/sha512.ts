import type { Hasher } from './hasher-type.ts';
import { chainedBlocks, compileOnce, GET, I64, SET, TEE, WasmBlockHasher } from './wasm-code.ts';

// SHA-512 and its truncations SHA-384, SHA-512/224 and SHA-512/256 (FIPS 180-4 6.4-6.7) as one
// WebAssembly function written out here, at run time, in 64-bit words: the 80 steps unrolled over eight
// working words and a window of 16 message words, all in locals, arranged as SHA-256's (sha256.ts,
// decision 0145). The constants are computed from the primes as FIPS 180-4 4.2.3 and 5.3.4-5.3.5 define
// them (the first 64 bits of the fractional parts of cube and square roots), and the SHA-512/t initial
// words by 5.3.6's generation function, on this very code.

const PRIMES = (() => {
  const out: number[] = [];
  for (let n = 2; out.length < 80; n++) if (out.every((p) => n % p !== 0)) out.push(n);
  return out;
})();

/** floor(x^(1/k)) for a non-negative integer x, by Newton's method. */
function root(x: bigint, k: 2n | 3n): bigint {
  let r = 1n << BigInt(Math.ceil(x.toString(2).length / Number(k)) + 1);
  for (;;) {
    const next = ((k - 1n) * r + x / r ** (k - 1n)) / k;
    if (next >= r) return r;
    r = next;
  }
}
/** The first 64 bits of the fractional part of the k-th root of p. */
const fraction = (p: number, k: 2n | 3n) => BigInt.asUintN(64, root(BigInt(p) << (64n * k), k));

const K = PRIMES.map((p) => fraction(p, 3n));
const SHA512_IV = PRIMES.slice(0, 8).map((p) => fraction(p, 2n));
const SHA384_IV = PRIMES.slice(8, 16).map((p) => fraction(p, 2n));

// locals (i64; p and n are the i32 parameters 0 and 1): 2-9 = a-h, 10-17 = H0-H7, 18-33 = W[t mod 16].
const H = 10;
const W = 18;
const { ADD: ADD64, AND, OR, XOR, SHL, SHR, ROTR } = I64;
const c = (n: bigint) => I64.int(n);

const sigma = (x: number, r1: bigint, r2: bigint, r3: bigint, shift = false) => [
  ...[GET, x, ...c(r1), ROTR, GET, x, ...c(r2), ROTR, XOR],
  ...[GET, x, ...c(r3), shift ? SHR : ROTR, XOR],
];

/** local = the big-endian 64-bit word k of the block: its bytes swapped in pairs, then 16-bit halves, then halves. */
function wordBigEndian(k: number, local: number): number[] {
  const m8 = 0x00ff00ff00ff00ffn;
  const m16 = 0x0000ffff0000ffffn;
  return [
    ...[GET, 0, ...I64.load(k * 8), TEE, local, ...c(8n), SHR, ...c(m8), AND],
    ...[GET, local, ...c(m8), AND, ...c(8n), SHL, OR, TEE, local],
    ...[...c(16n), SHR, ...c(m16), AND, GET, local, ...c(m16), AND, ...c(16n), SHL, OR],
    ...[...c(32n), ROTR, SET, local],
  ];
}

function sha512Code(): Uint8Array<ArrayBuffer> {
  const f: number[] = [];
  for (let k = 0; k < 16; k++) f.push(...wordBigEndian(k, W + k));
  let v = [2, 3, 4, 5, 6, 7, 8, 9];
  for (let t = 0; t < 80; t++) {
    const [a, b, cc, d, e, ff, g, h] = v as [number, number, number, number, number, number, number, number];
    const w = W + (t % 16);
    if (t >= 16) {
      const at = (back: number) => W + ((t - back) % 16);
      f.push(GET, w, GET, at(7), ADD64, ...sigma(at(15), 1n, 8n, 7n, true), ADD64);
      f.push(...sigma(at(2), 19n, 61n, 6n, true), ADD64, SET, w);
    }
    f.push(GET, h, GET, w, ADD64, ...c(K[t]!), ADD64, GET, g, GET, e, GET, ff, GET, g, XOR, AND, XOR, ADD64);
    f.push(...sigma(e, 14n, 18n, 41n), ADD64, TEE, h, GET, d, ADD64, SET, d);
    f.push(GET, h, GET, b, GET, cc, AND, ADD64, GET, a, GET, b, GET, cc, XOR, AND, ADD64);
    f.push(...sigma(a, 28n, 34n, 39n), ADD64, SET, h);
    v = [h, a, b, cc, d, e, ff, g];
  }
  return chainedBlocks({ words: 8, wide: true, chain: H, block: 128, locals: 32 }, f);
}

const code = compileOnce(sha512Code);

type Sha512Family = 'sha512' | 'sha384' | 'sha512-224' | 'sha512-256';
const LENGTH: Record<Sha512Family, number> = { sha512: 64, sha384: 48, 'sha512-224': 28, 'sha512-256': 32 };

const ivs = new Map<Sha512Family, readonly bigint[]>([
  ['sha512', SHA512_IV],
  ['sha384', SHA384_IV],
]);
/** FIPS 180-4 5.3.6: SHA-512 from its initial words xored with a5..a5, over the text "SHA-512/t". */
function iv(algorithm: Sha512Family): readonly bigint[] {
  let words = ivs.get(algorithm);
  if (!words) {
    const gen = new WasmBlockHasher(code(), {
      initial: SHA512_IV.map((w) => w ^ 0xa5a5a5a5a5a5a5a5n),
      blockLength: 128,
      padding: 'md',
      bigEndian: true,
      digestLength: 64,
    });
    const d = new DataView(gen.update(new TextEncoder().encode(`SHA-512/${algorithm.slice(7)}`)).digest().buffer);
    words = Array.from({ length: 8 }, (_, i) => d.getBigUint64(i * 8));
    ivs.set(algorithm, words);
  }
  return words;
}

/** An incremental SHA-512, SHA-384, SHA-512/224 or SHA-512/256 (FIPS 180-4). */
export class Sha512 extends WasmBlockHasher implements Hasher {
  constructor(readonly algorithm: Sha512Family) {
    super(code(), {
      initial: iv(algorithm),
      blockLength: 128,
      padding: 'md',
      bigEndian: true,
      digestLength: LENGTH[algorithm],
    });
  }
}
