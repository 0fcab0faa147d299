import type { Hasher } from './hasher-type.ts';
import {
  ADD,
  AND,
  chainedBlocks,
  compileOnce,
  GET,
  int,
  load,
  OR,
  ROTL,
  SET,
  WasmBlockHasher,
  XOR,
} from './wasm-code.ts';

// MD5 (RFC 1321) as a WebAssembly function written out here, at run time, from the RFC's tables: about
// 2 KB of code, no download and no base64 text. hash-wasm's MD5 (clang's output) is what it replaces:
// the same 64 steps, each message word loaded once into a local, but two kinds of step arranged so that
// less of the work waits for the previous step's result (decision 0145):
//  - round 2's G(b,c,d) = (b & d) | (c & ~d) is added as two terms, (c & ~d) + (b & d) (they share no
//    bit): the first does not need b, the newest word, so it is summed with a, the word and the constant
//    while the previous step still runs;
//  - round 3's H(b,c,d) = b ^ c ^ d is taken as b ^ (c ^ d), so only one xor waits for b.

/** The shift amounts of RFC 1321 3.4, by round and step within the round. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
/** T[i] = floor(2^32 * abs(sin(i + 1))) (RFC 1321 3.4). */
const SINES = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32));

// locals: 0 = p (the block's address), 1 = n (blocks left), 2-5 = a b c d, 6-9 = the chaining words
// A B C D, 10-25 = the block's 16 message words.
const X = 10;

function md5Code(): Uint8Array<ArrayBuffer> {
  const f: number[] = [];
  for (let k = 0; k < 16; k++) f.push(GET, 0, ...load(k * 4), SET, X + k);
  let v = [2, 3, 4, 5]; // the locals holding a b c d at this step
  for (let i = 0; i < 64; i++) {
    const [a, b, c, d] = v as [number, number, number, number];
    const round = i >> 4;
    const k = [i, (5 * i + 1) % 16, (3 * i + 5) % 16, (7 * i) % 16][round]!;
    // a = b + rotl(a + X[k] + T[i] + F(b,c,d), s)
    f.push(GET, b, GET, a, GET, X + k, ADD, ...int(SINES[i]!), ADD);
    if (round === 0)
      f.push(GET, b, GET, c, GET, d, XOR, AND, GET, d, XOR, ADD); // d ^ (b & (c ^ d))
    else if (round === 1) f.push(GET, d, ...int(-1), XOR, GET, c, AND, ADD, GET, d, GET, b, AND, ADD);
    else if (round === 2) f.push(GET, b, GET, c, GET, d, XOR, XOR, ADD);
    else f.push(GET, c, GET, b, GET, d, ...int(-1), XOR, OR, XOR, ADD); // c ^ (b | ~d)
    f.push(...int(SHIFTS[round * 4 + (i % 4)]!), ROTL, ADD, SET, a);
    v = [d, a, b, c];
  }
  return chainedBlocks({ words: 4, wide: false, chain: 6, block: 64, locals: 24 }, f);
}

const code = compileOnce(md5Code);

/** An incremental MD5 (RFC 1321). */
export class Md5 extends WasmBlockHasher implements Hasher {
  readonly algorithm = 'md5' as const;
  constructor() {
    super(code(), {
      initial: [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476],
      blockLength: 64,
      padding: 'md',
      bigEndian: false,
      digestLength: 16,
    });
  }
}
