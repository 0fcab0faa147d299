import type { Hasher } from './hasher-type.ts';
import {
  ADD,
  AND,
  chainedBlocks,
  compileOnce,
  GET,
  int,
  ROTL,
  SET,
  WasmBlockHasher,
  wordBigEndian,
  XOR,
} from './wasm-code.ts';

// SHA-1 (FIPS 180-4 6.1) as a WebAssembly function written out here, at run time: the 80 steps unrolled
// over five working words and a window of 16 message words, all in locals (decision 0145). The word
// that waits for the previous step is summed last; the majority function of steps 40-59 is taken as
// (c & d) + (b & (c ^ d)) (the two terms share no bit), so its first term is added before b is known.

const K = [0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6];

// locals: 0 = p, 1 = n, 2-6 = a b c d e, 7-11 = the chaining words H0-H4, 12-27 = W[t mod 16].
const H = 7;
const W = 12;

function sha1Code(): Uint8Array<ArrayBuffer> {
  const f: number[] = [];
  for (let k = 0; k < 16; k++) f.push(...wordBigEndian(k, W + k));
  let v = [2, 3, 4, 5, 6]; // the locals holding a b c d e at this step
  for (let t = 0; t < 80; t++) {
    const [a, b, c, d, e] = v as [number, number, number, number, number];
    const w = W + (t % 16);
    if (t >= 16) {
      const at = (back: number) => W + ((t - back) % 16);
      f.push(GET, at(3), GET, at(8), XOR, GET, at(14), XOR, GET, w, XOR, ...int(1), ROTL, SET, w);
    }
    // e += K + W[t] + f(b,c,d) + rotl(a, 5); b = rotl(b, 30)
    f.push(GET, e, GET, w, ADD, ...int(K[Math.floor(t / 20)]!), ADD);
    if (t < 20) f.push(GET, b, GET, c, GET, d, XOR, AND, GET, d, XOR, ADD);
    else if (t >= 40 && t < 60) f.push(GET, c, GET, d, AND, ADD, GET, b, GET, c, GET, d, XOR, AND, ADD);
    else f.push(GET, b, GET, c, GET, d, XOR, XOR, ADD);
    f.push(GET, a, ...int(5), ROTL, ADD, SET, e, GET, b, ...int(30), ROTL, SET, b);
    v = [e, a, b, c, d];
  }
  return chainedBlocks({ words: 5, wide: false, chain: H, block: 64, locals: 26 }, f);
}

const code = compileOnce(sha1Code);

/** An incremental SHA-1 (FIPS 180-4). */
export class Sha1 extends WasmBlockHasher implements Hasher {
  readonly algorithm = 'sha1' as const;
  constructor() {
    super(code(), {
      initial: [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0],
      blockLength: 64,
      padding: 'md',
      bigEndian: true,
      digestLength: 20,
    });
  }
}
