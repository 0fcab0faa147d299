import type { Hasher } from './hasher-type.ts';
import { ADD, blocksModule, GET, I64, int, SET, SUB, WasmBlockHasher } from './wasm-code.ts';

// SHA-3 (FIPS 202) and Keccak (its submission's padding, as Ethereum uses it) as a WebAssembly function
// written out here, at run time, one per rate (decision 0145). The 25 lanes of the state stay in locals
// from block to block. A round of Keccak-f[1600] goes from one set of 25 locals to another, one output
// row at a time: theta's column parities, then for each row the five lanes rho and pi bring there (5
// locals), chi on them into the row, and iota. Two rounds (there and back) make the body of a loop run
// 12 times, the round constants read from memory. Keeping only a row of pi's output alive, not all 25
// lanes, ran 1.25x faster in Chromium than the same code over a whole second state. The round
// constants come from FIPS 202's LFSR (algorithm 5) rather than a table.

/** rho's rotation of lane (x, y), as ROTATIONS[x][y] (FIPS 202 table 2). */
const ROTATIONS = [
  [0, 36, 3, 41, 18],
  [1, 44, 10, 45, 2],
  [62, 6, 43, 15, 61],
  [28, 55, 25, 21, 56],
  [27, 20, 39, 8, 14],
];

/** The 24 round constants, little-endian, 8 bytes each: bit 2^j - 1 of RC[i] is rc(j + 7i) (FIPS 202 3.2.5). */
function roundConstants(): number[] {
  const out: number[] = [];
  let lfsr = 1;
  for (let i = 0; i < 24; i++) {
    let rc = 0n;
    for (let j = 0; j < 7; j++) {
      if (lfsr & 1) rc |= 1n << BigInt((1 << j) - 1);
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : lfsr << 1;
    }
    for (let k = 0; k < 8; k++) out.push(Number((rc >> BigInt(8 * k)) & 0xffn));
  }
  return out;
}

// locals: 0 = p, 1 = n (i32 parameters), 2 = the round's offset into the constants (i32); i64: 3-27 = the
// state's lanes A[x + 5y], 28-52 = the other state (A2, between the two rounds of the loop's body), 53-57 =
// theta's column parities C, 58-62 = D, 63-67 = the row of B (after rho and pi) that chi works on.
const R = 2;
const A = 3;
const A2 = 28;
const C = 53;
const D = 58;
const B = 63;
const { XOR, AND, ROTL } = I64;
const NE = 0x47;

/** One round of Keccak-f[1600] (FIPS 202 3.3) from the 25 locals at `src` to those at `dst`. */
function round(f: number[], src: number, dst: number) {
  for (let x = 0; x < 5; x++)
    f.push(
      GET,
      src + x,
      GET,
      src + x + 5,
      XOR,
      GET,
      src + x + 10,
      XOR,
      GET,
      src + x + 15,
      XOR,
      GET,
      src + x + 20,
      XOR,
      SET,
      C + x,
    );
  for (let x = 0; x < 5; x++)
    f.push(GET, C + ((x + 4) % 5), GET, C + ((x + 1) % 5), ...I64.int(1n), ROTL, XOR, SET, D + x);
  for (let Y = 0; Y < 5; Y++) {
    // B[X, Y] = rotl(A[x, y] ^ D[x], r[x, y]) with X = y, Y = 2x + 3y: x = 3(Y - 3X) mod 5
    for (let X = 0; X < 5; X++) {
      const y = X;
      const x = (((3 * (Y - 3 * X)) % 5) + 25) % 5;
      const r = ROTATIONS[x]![y]!;
      f.push(GET, src + x + 5 * y, GET, D + x, XOR);
      if (r) f.push(...I64.int(BigInt(r)), ROTL);
      f.push(SET, B + X);
    }
    for (let X = 0; X < 5; X++) {
      const b = (dx: number) => B + ((X + dx) % 5);
      f.push(GET, b(0), GET, b(1), ...I64.int(-1n), XOR, GET, b(2), AND, XOR, SET, dst + X + 5 * Y);
    }
  }
  f.push(GET, dst, GET, R, ...I64.load(0x100), XOR, SET, dst); // iota
  f.push(GET, R, ...int(8), ADD, SET, R);
}

function keccakCode(rate: number): Uint8Array<ArrayBuffer> {
  const before: number[] = [];
  for (let i = 0; i < 25; i++) before.push(...int(0), ...I64.load(i * 8), SET, A + i);
  const f: number[] = [];
  for (let i = 0; i < rate / 8; i++) f.push(GET, A + i, GET, 0, ...I64.load(i * 8), XOR, SET, A + i);
  f.push(...int(0), SET, R, 0x03, 0x40); // r = 0; loop over the rounds, two at a time
  round(f, A, A2);
  round(f, A2, A);
  f.push(GET, R, ...int(24 * 8), NE, 0x0d, 0, 0x0b);
  f.push(GET, 0, ...int(rate), ADD, SET, 0, GET, 1, ...int(1), SUB, SET, 1);
  const after: number[] = [];
  for (let i = 0; i < 25; i++) after.push(...int(0), GET, A + i, ...I64.store(i * 8));
  return blocksModule(
    [
      [1, 'i32'],
      [65, 'i64'],
    ],
    before,
    f,
    after,
    roundConstants(),
  );
}

const compiled = new Map<number, WebAssembly.Module>();
const code = (rate: number) => {
  let m = compiled.get(rate);
  if (!m) {
    m = new WebAssembly.Module(keccakCode(rate));
    compiled.set(rate, m);
  }
  return m;
};

type Sha3Family = `${'sha3' | 'keccak'}-${224 | 256 | 384 | 512}`;
const ZERO = Array.from({ length: 25 }, () => 0n);

/** An incremental SHA3-224/256/384/512 (FIPS 202) or Keccak-224/256/384/512 (padding byte 0x01). */
export class Keccak extends WasmBlockHasher implements Hasher {
  constructor(readonly algorithm: Sha3Family) {
    const bits = Number(algorithm.slice(-3));
    const rate = 200 - bits / 4;
    super(code(rate), {
      initial: ZERO,
      blockLength: rate,
      padding: algorithm.startsWith('sha3') ? 0x06 : 0x01,
      bigEndian: false,
      digestLength: bits / 8,
    });
  }
}
