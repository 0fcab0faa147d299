import type { Hasher } from './hasher-type.ts';
import {
  ADD,
  AND,
  chainedBlocks,
  compileOnce,
  GET,
  int,
  ROTR,
  SET,
  SHR,
  TEE,
  WasmBlockHasher,
  wordBigEndian,
  XOR,
} from './wasm-code.ts';

// SHA-256 and SHA-224 (FIPS 180-4 6.2, 6.3) as a WebAssembly function written out here, at run time:
// the 64 steps unrolled over eight working words and a window of 16 message words, all in locals
// (decision 0145). Each step sums what does not wait for the previous step first; Maj(a,b,c) is taken as
// (b & c) + (a & (b ^ c)) (the two terms share no bit), so its first term does not wait for a.

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4 4.2.2). */
const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
];

// locals: 0 = p, 1 = n, 2-9 = a-h, 10-17 = the chaining words H0-H7, 18-33 = W[t mod 16].
const H = 10;
const W = 18;

/** x's three rotations (or two and a shift, for the message schedule's sigmas) xored. */
const sigma = (x: number, r1: number, r2: number, r3: number, shift = false) => [
  ...[GET, x, ...int(r1), ROTR, GET, x, ...int(r2), ROTR, XOR],
  ...[GET, x, ...int(r3), shift ? SHR : ROTR, XOR],
];

function sha256Code(): Uint8Array<ArrayBuffer> {
  const f: number[] = [];
  for (let k = 0; k < 16; k++) f.push(...wordBigEndian(k, W + k));
  let v = [2, 3, 4, 5, 6, 7, 8, 9]; // the locals holding a-h at this step
  for (let t = 0; t < 64; t++) {
    const [a, b, c, d, e, ff, g, h] = v as [number, number, number, number, number, number, number, number];
    const w = W + (t % 16);
    if (t >= 16) {
      // W[t] = sigma1(W[t-2]) + W[t-7] + sigma0(W[t-15]) + W[t-16]
      const at = (back: number) => W + ((t - back) % 16);
      f.push(GET, w, GET, at(7), ADD, ...sigma(at(15), 7, 18, 3, true), ADD, ...sigma(at(2), 17, 19, 10, true), ADD);
      f.push(SET, w);
    }
    // h += K[t] + W[t] + Sigma1(e) + Ch(e,f,g); d += h; h += Sigma0(a) + Maj(a,b,c)
    f.push(GET, h, GET, w, ADD, ...int(K[t]!), ADD, GET, g, GET, e, GET, ff, GET, g, XOR, AND, XOR, ADD);
    f.push(...sigma(e, 6, 11, 25), ADD, TEE, h, GET, d, ADD, SET, d);
    f.push(GET, h, GET, b, GET, c, AND, ADD, GET, a, GET, b, GET, c, XOR, AND, ADD, ...sigma(a, 2, 13, 22), ADD);
    f.push(SET, h);
    v = [h, a, b, c, d, e, ff, g];
  }
  return chainedBlocks({ words: 8, wide: false, chain: H, block: 64, locals: 32 }, f);
}

const code = compileOnce(sha256Code);

const INITIAL = {
  sha256: [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19],
  sha224: [0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4],
};

/**
 * An incremental SHA-256, or SHA-224 (FIPS 180-4): the same function from its own initial words, cut to
 * 28 bytes.
 */
export class Sha256 extends WasmBlockHasher implements Hasher {
  constructor(readonly algorithm: 'sha256' | 'sha224' = 'sha256') {
    super(code(), {
      initial: INITIAL[algorithm],
      blockLength: 64,
      padding: 'md',
      bigEndian: true,
      digestLength: algorithm === 'sha256' ? 32 : 28,
    });
  }
}
