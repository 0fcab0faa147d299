// A few WebAssembly instructions, written out as bytes, for the block functions that MD5, SHA-1, SHA-2
// and Keccak build at run time (md5.ts, sha1.ts, sha256.ts, sha512.ts, keccak.ts): integer arithmetic on
// locals, loads and stores, loops; and the hasher that runs them. See the WebAssembly core specification
// 1.0, section 5 (binary format).

const uleb = (n: number): number[] => {
  const out: number[] = [];
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n) b |= 0x80;
    out.push(b);
  } while (n);
  return out;
};

/** The signed LEB128 form of a constant (as i32.const and i64.const take it). */
const sleb = (n: bigint): number[] => {
  const out: number[] = [];
  let x = n;
  for (;;) {
    const b = Number(x & 0x7fn);
    x >>= 7n;
    if ((x === 0n && !(b & 0x40)) || (x === -1n && b & 0x40)) return [...out, b];
    out.push(b | 0x80);
  }
};

export const GET = 0x20;
export const SET = 0x21;
export const ADD = 0x6a;
export const SUB = 0x6b;
export const AND = 0x71;
export const OR = 0x72;
export const XOR = 0x73;
export const ROTL = 0x77;
export const ROTR = 0x78;
export const SHR = 0x76;
export const TEE = 0x22;
export const EQZ = 0x45;
/** i32.const n */
export const int = (n: number): number[] => [0x41, ...sleb(BigInt(n | 0))];
/** i32.load offset=`offset` (4-byte aligned) */
export const load = (offset: number): number[] => [0x28, 2, ...uleb(offset)];
/** i32.store offset=`offset` (4-byte aligned) */
export const store = (offset: number): number[] => [0x36, 2, ...uleb(offset)];

/** Local `local` = the big-endian word `k` of the block at local 0: (rotl(w, 8) & 0x00ff00ff) | (rotr(w, 8) & 0xff00ff00). */
export const wordBigEndian = (k: number, local: number): number[] => [
  ...[GET, 0, ...load(k * 4), TEE, local, ...int(8), ROTL, ...int(0x00ff00ff), AND],
  ...[GET, local, ...int(8), ROTR, ...int(0xff00ff00), AND, OR, SET, local],
];

/** The 64-bit instructions SHA-512's and Keccak's functions use. */
export const I64 = {
  ADD: 0x7c,
  AND: 0x83,
  OR: 0x84,
  XOR: 0x85,
  SHL: 0x86,
  SHR: 0x88,
  ROTL: 0x89,
  ROTR: 0x8a,
  int: (n: bigint): number[] => [0x42, ...sleb(BigInt.asIntN(64, n))],
  load: (offset: number): number[] => [0x29, 3, ...uleb(offset)],
  store: (offset: number): number[] => [0x37, 3, ...uleb(offset)],
};

const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body];
const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];

/**
 * A module with one page of memory, exported as "m", and one function `(p: i32, n: i32) => void`,
 * exported as "b", whose body runs `step` while n > 0: `step` uses locals 0 (p) and 1 (n) and
 * more locals (from 2: runs of `count` locals of a type), and must advance p and
 * decrease n itself. `before` and `after` run once, around the loop. `data` is copied to address 0x100.
 */
export function blocksModule(
  locals: [count: number, type: 'i32' | 'i64'][],
  before: number[],
  step: number[],
  after: number[],
  data: number[] = [],
): Uint8Array<ArrayBuffer> {
  const body = [
    ...uleb(locals.length),
    ...locals.flatMap(([count, type]) => [...uleb(count), type === 'i32' ? 0x7f : 0x7e]),
    ...before,
    ...[0x02, 0x40, 0x03, 0x40], // block, loop
    ...[GET, 1, EQZ, 0x0d, 1], // br_if out of the block when n = 0
    ...step,
    ...[0x0c, 0, 0x0b, 0x0b], // br to the loop; end loop; end block
    ...after,
    0x0b,
  ];
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    ...section(1, [1, 0x60, 2, 0x7f, 0x7f, 0]), // type (i32, i32) -> ()
    ...section(3, [1, 0]), // one function of that type
    ...section(5, [1, 0, 1]), // one memory, one page (64 KiB)
    ...section(7, [2, ...name('m'), 2, 0, ...name('b'), 0, 0]),
    ...section(10, [1, ...uleb(body.length), ...body]),
    // `data` at address 0x100: one active segment of memory 0
    ...(data.length ? section(11, [1, 0, ...int(0x100), 0x0b, ...uleb(data.length), ...data]) : []),
  ]);
}

/**
 * A Merkle-Damgard block function (MD5, SHA-1, SHA-2): `words` chaining words of 32 or 64 bits, stored from
 * address 0 and kept in the locals from `chain` while the loop runs. Each block copies them to the working
 * words (the locals from 2), runs `rounds` (which loads the block's words itself), adds the working words
 * back into them and moves p on by `block` bytes. `locals` counts the locals from 2, all of one width.
 */
export function chainedBlocks(
  shape: { words: number; wide: boolean; chain: number; block: number; locals: number },
  rounds: number[],
): Uint8Array<ArrayBuffer> {
  const { words, wide, chain, block } = shape;
  const [loadWord, storeWord, add] = wide ? [I64.load, I64.store, I64.ADD] : [load, store, ADD];
  const before: number[] = [];
  const step: number[] = [];
  const after: number[] = [];
  for (let k = 0; k < words; k++) {
    before.push(...int(0), ...loadWord(k * (wide ? 8 : 4)), SET, chain + k);
    step.push(GET, chain + k, SET, 2 + k);
    after.push(...int(0), GET, chain + k, ...storeWord(k * (wide ? 8 : 4)));
  }
  step.push(...rounds);
  for (let k = 0; k < words; k++) step.push(GET, chain + k, GET, 2 + k, add, SET, chain + k);
  step.push(GET, 0, ...int(block), ADD, SET, 0, GET, 1, ...int(1), SUB, SET, 1);
  return blocksModule([[shape.locals, wide ? 'i64' : 'i32']], before, step, after);
}

/** A function that compiles `code()` on its first call and returns the same module after. */
export function compileOnce(code: () => Uint8Array<ArrayBuffer>): () => WebAssembly.Module {
  let compiled: WebAssembly.Module | undefined;
  return () => {
    compiled ??= new WebAssembly.Module(code());
    return compiled;
  };
}

/** Input bytes copied into WASM memory per call, at most (a whole number of blocks), within the one page. */
const CHUNK = 32 << 10;
/** Where the input goes in memory: the chaining state is at 0, constants from 0x100. */
const INPUT = 0x200;

/** The shape of a hash whose block function `blocksModule` built. */
export interface BlockShape {
  /** The chaining state's words as they start, stored little-endian from address 0 (32 or 64 bits each). */
  initial: readonly number[] | readonly bigint[];
  /**
   * The block: 64 bytes (MD5, SHA-1, SHA-256) or 128 (SHA-512), after which the message's length takes
   * 8 or 16 bytes; or a sponge's rate (SHA-3, Keccak).
   */
  blockLength: number;
  /**
   * 'md': Merkle-Damgard padding (RFC 1321 3.1-3.2, FIPS 180-4 5.1): a 1 bit, zeros, the length in bits;
   * a number: a sponge's (FIPS 202 5.1, B.2): that domain byte (0x06 for SHA-3, 0x01 for Keccak), zeros,
   * and 0x80 at the end of the block.
   */
  padding: 'md' | number;
  /** Big-endian words, length and digest (SHA-1, SHA-2), or little-endian (MD5, SHA-3). */
  bigEndian: boolean;
  digestLength: number;
}

/**
 * A hash (MD5, SHA-1, SHA-2, SHA-3, Keccak) over a block function built by `blocksModule`. A partial
 * block waits in WASM memory where the next block goes, so a short message is hashed with no allocation
 * but its digest.
 */
export class WasmBlockHasher {
  readonly blockLength: number;
  readonly digestLength: number;
  private readonly mem: Uint8Array;
  private readonly view: DataView;
  private readonly blocks: (p: number, n: number) => void;
  private readonly start: Uint8Array;
  private readonly wordBytes: number;
  private readonly bigEndian: boolean;
  private readonly padding: 'md' | number;
  private readonly chunk: number;
  /** Bytes of a partial block, at INPUT. */
  private tailLength = 0;
  private length = 0;

  constructor(module: WebAssembly.Module, shape: BlockShape) {
    const { exports } = new WebAssembly.Instance(module);
    const buffer = (exports.m as WebAssembly.Memory).buffer;
    this.mem = new Uint8Array(buffer);
    this.view = new DataView(buffer);
    this.blocks = exports.b as (p: number, n: number) => void;
    this.blockLength = shape.blockLength;
    this.digestLength = shape.digestLength;
    this.bigEndian = shape.bigEndian;
    this.padding = shape.padding;
    this.chunk = CHUNK - (CHUNK % shape.blockLength);
    this.wordBytes = typeof shape.initial[0] === 'bigint' ? 8 : 4;
    this.start = new Uint8Array(shape.initial.length * this.wordBytes);
    const v = new DataView(this.start.buffer);
    for (const [i, w] of shape.initial.entries())
      typeof w === 'bigint' ? v.setBigUint64(i * 8, w, true) : v.setUint32(i * 4, w, true);
    this.reset();
  }

  private reset(): void {
    this.mem.set(this.start);
    this.tailLength = 0;
    this.length = 0;
  }

  update(data: Uint8Array): this {
    const b = this.blockLength;
    const size = data.length;
    this.length += size;
    let i = 0;
    if (this.tailLength > 0) {
      i = Math.min(b - this.tailLength, size);
      this.mem.set(i === size ? data : data.subarray(0, i), INPUT + this.tailLength);
      this.tailLength += i;
      if (this.tailLength < b) return this;
      this.blocks(INPUT, 1);
      this.tailLength = 0;
    }
    while (size - i >= b) {
      const n = Math.min(this.chunk, size - i - ((size - i) % b));
      this.mem.set(n === size ? data : data.subarray(i, i + n), INPUT);
      this.blocks(INPUT, n / b);
      i += n;
    }
    if (i < size) {
      this.mem.set(i === 0 ? data : data.subarray(i), INPUT);
      this.tailLength = size - i;
    }
    return this;
  }

  digest(): Uint8Array {
    const b = this.blockLength;
    const t = this.tailLength;
    const mem = this.mem;
    let blocks = 1;
    if (this.padding === 'md') {
      // a 1 bit, zeros, then the length in bits in the last 8 bytes (of 16 for 128-byte blocks, the first 8
      // zero here)
      if (t >= b - b / 8) blocks = 2;
      const end = INPUT + blocks * b;
      mem[INPUT + t] = 0x80;
      mem.fill(0, INPUT + t + 1, end - 8);
      const low = (this.length * 8) >>> 0;
      const high = Math.floor(this.length / 2 ** 29) >>> 0;
      this.view.setUint32(end - (this.bigEndian ? 4 : 8), low, !this.bigEndian);
      this.view.setUint32(end - (this.bigEndian ? 8 : 4), high, !this.bigEndian);
    } else {
      mem.fill(0, INPUT + t, INPUT + b);
      mem[INPUT + t] = this.padding;
      mem[INPUT + b - 1]! |= 0x80;
    }
    this.blocks(INPUT, blocks);
    // the state's words are little-endian in memory: turn each around for a big-endian digest
    let out: Uint8Array;
    if (this.bigEndian) {
      const w = this.wordBytes;
      out = new Uint8Array(this.digestLength);
      for (let i = 0; i < out.length; i++) out[i] = mem[i - (i % w) + w - 1 - (i % w)]!;
    } else out = mem.slice(0, this.digestLength);
    this.reset();
    return out;
  }
}
