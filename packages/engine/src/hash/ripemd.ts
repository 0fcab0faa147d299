// RIPEMD-128, RIPEMD-256 and RIPEMD-320 (Dobbertin, Bosselaers, Preneel, "RIPEMD-160: A strengthened
// version of RIPEMD", 1996, and the authors' page homes.esat.kuleuven.be/~bosselae/ripemd160.html).
// hash-wasm and @noble/hashes have only RIPEMD-160. RIPEMD-128 runs the first four rounds of RIPEMD-160's
// two lines; the 256- and 320-bit forms keep the two lines apart and swap one word after each round.

/** The RIPEMD widths computed here (RIPEMD-160 comes from hash-wasm and @noble/hashes). */
export type OwnRipemd = 'ripemd128' | 'ripemd256' | 'ripemd320';

// Message word order of the left line (r) and the right line (r'), and the rotations (s, s'), per round.
const R_LEFT = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  [7, 4, 13, 1, 10, 6, 15, 3, 12, 0, 9, 5, 2, 14, 11, 8],
  [3, 10, 14, 4, 9, 15, 8, 1, 2, 7, 0, 6, 13, 11, 5, 12],
  [1, 9, 11, 10, 0, 8, 12, 4, 13, 3, 7, 15, 14, 5, 6, 2],
  [4, 0, 5, 9, 7, 12, 2, 10, 14, 1, 3, 8, 11, 6, 15, 13],
];
const R_RIGHT = [
  [5, 14, 7, 0, 9, 2, 11, 4, 13, 6, 15, 8, 1, 10, 3, 12],
  [6, 11, 3, 7, 0, 13, 5, 10, 14, 15, 8, 12, 4, 9, 1, 2],
  [15, 5, 1, 3, 7, 14, 6, 9, 11, 8, 12, 2, 10, 0, 4, 13],
  [8, 6, 4, 1, 3, 11, 15, 0, 5, 12, 2, 13, 9, 7, 10, 14],
  [12, 15, 10, 4, 1, 5, 8, 7, 6, 2, 13, 14, 0, 3, 9, 11],
];
const S_LEFT = [
  [11, 14, 15, 12, 5, 8, 7, 9, 11, 13, 14, 15, 6, 7, 9, 8],
  [7, 6, 8, 13, 11, 9, 7, 15, 7, 12, 15, 9, 11, 7, 13, 12],
  [11, 13, 6, 7, 14, 9, 13, 15, 14, 8, 13, 6, 5, 12, 7, 5],
  [11, 12, 14, 15, 14, 15, 9, 8, 9, 14, 5, 6, 8, 6, 5, 12],
  [9, 15, 5, 11, 6, 8, 13, 12, 5, 12, 13, 14, 11, 8, 5, 6],
];
const S_RIGHT = [
  [8, 9, 9, 11, 13, 15, 15, 5, 7, 7, 8, 11, 14, 14, 12, 6],
  [9, 13, 15, 7, 12, 8, 9, 11, 7, 7, 12, 7, 6, 15, 13, 11],
  [9, 7, 15, 11, 8, 6, 6, 14, 12, 13, 5, 14, 13, 13, 7, 5],
  [15, 5, 8, 11, 14, 14, 6, 14, 6, 9, 12, 9, 12, 5, 15, 8],
  [8, 5, 12, 9, 12, 5, 14, 6, 8, 13, 6, 5, 15, 13, 11, 11],
];
const K_LEFT = [0x00000000, 0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xa953fd4e];
const K_RIGHT_160 = [0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x7a6d76e9, 0x00000000];
const K_RIGHT_128 = [0x50a28be6, 0x5c4dd124, 0x6d703ef3, 0x00000000];

// f1..f5 of the specification (index 0..4).
function f(j: number, x: number, y: number, z: number): number {
  if (j === 0) return x ^ y ^ z;
  if (j === 1) return (x & y) | (~x & z);
  if (j === 2) return (x | ~y) ^ z;
  if (j === 3) return (x & z) | (y & ~z);
  return x ^ (y | ~z);
}
const rotl = (x: number, n: number) => (x << n) | (x >>> (32 - n));

const IV: Record<OwnRipemd, readonly number[]> = {
  ripemd128: [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476],
  ripemd256: [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0x76543210, 0xfedcba98, 0x89abcdef, 0x01234567],
  ripemd320: [
    0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0, 0x76543210, 0xfedcba98, 0x89abcdef, 0x01234567,
    0x3c2d1e0f,
  ],
};

// Flattened per step: message word and rotation of each line (round j = step >> 4).
const flat = (t: number[][]) => Uint8Array.from(t.flat());
const RL = flat(R_LEFT);
const RR = flat(R_RIGHT);
const SL = flat(S_LEFT);
const SR = flat(S_RIGHT);

// Runs steps [from, from + 16) of one 4-word line (RIPEMD-128/256) on v[o..o+3].
function round4(v: Int32Array, o: number, x: Uint32Array, from: number, right: boolean): void {
  let a = v[o]!;
  let b = v[o + 1]!;
  let c = v[o + 2]!;
  let d = v[o + 3]!;
  const j = from >> 4;
  const fj = right ? 3 - j : j;
  const k = right ? K_RIGHT_128[j]! : K_LEFT[j]!;
  const r = right ? RR : RL;
  const s = right ? SR : SL;
  for (let i = from; i < from + 16; i++) {
    const t = rotl((a + f(fj, b, c, d) + x[r[i]!]! + k) | 0, s[i]!);
    a = d;
    d = c;
    c = b;
    b = t;
  }
  v[o] = a;
  v[o + 1] = b;
  v[o + 2] = c;
  v[o + 3] = d;
}

// Runs steps [from, from + 16) of one 5-word line (RIPEMD-320) on v[o..o+4].
function round5(v: Int32Array, o: number, x: Uint32Array, from: number, right: boolean): void {
  let a = v[o]!;
  let b = v[o + 1]!;
  let c = v[o + 2]!;
  let d = v[o + 3]!;
  let e = v[o + 4]!;
  const j = from >> 4;
  const fj = right ? 4 - j : j;
  const k = right ? K_RIGHT_160[j]! : K_LEFT[j]!;
  const r = right ? RR : RL;
  const s = right ? SR : SL;
  for (let i = from; i < from + 16; i++) {
    const t = (rotl((a + f(fj, b, c, d) + x[r[i]!]! + k) | 0, s[i]!) + e) | 0;
    a = e;
    e = d;
    d = rotl(c, 10);
    c = b;
    b = t;
  }
  v[o] = a;
  v[o + 1] = b;
  v[o + 2] = c;
  v[o + 3] = d;
  v[o + 4] = e;
}

// Working state: the left line in v[0..w), the right line in v[w..2w).
const V = new Int32Array(10);

function compress(alg: OwnRipemd, h: Int32Array, x: Uint32Array): void {
  const w = alg === 'ripemd320' ? 5 : 4;
  const wide = alg !== 'ripemd128';
  V.set(h.subarray(0, w), 0);
  V.set(wide ? h.subarray(w, 2 * w) : h.subarray(0, w), w);
  // Words swapped between the lines after each round (256: A, B, C, D; 320: B, D, A, C, E).
  const swap = w === 5 ? SWAP_320 : SWAP_256;
  const step = w === 5 ? round5 : round4;
  for (let j = 0; j < w; j++) {
    step(V, 0, x, j * 16, false);
    step(V, w, x, j * 16, true);
    if (wide) {
      const i = swap[j]!;
      const t = V[i]!;
      V[i] = V[w + i]!;
      V[w + i] = t;
    }
  }
  if (wide) {
    for (let i = 0; i < 2 * w; i++) h[i] = (h[i]! + V[i]!) | 0;
    return;
  }
  const t = (h[1]! + V[2]! + V[7]!) | 0;
  h[1] = (h[2]! + V[3]! + V[4]!) | 0;
  h[2] = (h[3]! + V[0]! + V[5]!) | 0;
  h[3] = (h[0]! + V[1]! + V[6]!) | 0;
  h[0] = t;
}
const SWAP_256 = [0, 1, 2, 3];
const SWAP_320 = [1, 3, 0, 2, 4];

/** An incremental RIPEMD-128/256/320; `digest()` returns the result and resets. */
export class Ripemd {
  private readonly h: Int32Array;
  private readonly block = new Uint8Array(64);
  private readonly words = new Uint32Array(16);
  private filled = 0;
  private length = 0;
  constructor(readonly algorithm: OwnRipemd) {
    this.h = Int32Array.from(IV[algorithm]);
  }
  private process(bytes: Uint8Array, at: number): void {
    const x = this.words;
    for (let i = 0; i < 16; i++) {
      const o = at + 4 * i;
      x[i] = bytes[o]! | (bytes[o + 1]! << 8) | (bytes[o + 2]! << 16) | (bytes[o + 3]! << 24);
    }
    compress(this.algorithm, this.h, x);
  }
  update(data: Uint8Array): this {
    this.length += data.length;
    let i = 0;
    if (this.filled > 0) {
      const n = Math.min(64 - this.filled, data.length);
      this.block.set(data.subarray(0, n), this.filled);
      this.filled += n;
      i = n;
      if (this.filled < 64) return this;
      this.process(this.block, 0);
      this.filled = 0;
    }
    for (; i + 64 <= data.length; i += 64) this.process(data, i);
    this.block.set(data.subarray(i), 0);
    this.filled = data.length - i;
    return this;
  }
  digest(): Uint8Array {
    const bits = this.length * 8;
    const pad = new Uint8Array((this.filled < 56 ? 56 : 120) - this.filled + 8);
    pad[0] = 0x80;
    const view = new DataView(pad.buffer);
    view.setUint32(pad.length - 8, bits >>> 0, true);
    view.setUint32(pad.length - 4, Math.floor(bits / 2 ** 32), true);
    const { length } = this;
    this.update(pad);
    this.length = length;
    const out = new Uint8Array(this.h.length * 4);
    const ov = new DataView(out.buffer);
    for (let i = 0; i < this.h.length; i++) ov.setInt32(4 * i, this.h[i]!, true);
    this.h.set(IV[this.algorithm]);
    this.filled = 0;
    this.length = 0;
    return out;
  }
}
