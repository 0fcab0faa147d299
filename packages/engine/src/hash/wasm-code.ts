// A few WebAssembly instructions, written out as bytes, for the block functions that MD5 and SHA-1 build
// at run time (md5.ts, sha1.ts): integer arithmetic on locals, loads and stores, one loop. See the
// WebAssembly core specification 1.0, section 5 (binary format).

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

const sleb = (n: number): number[] => {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && !(b & 0x40)) || (n === -1 && b & 0x40)) return [...out, b];
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
export const EQZ = 0x45;
/** i32.const n */
export const int = (n: number): number[] => [0x41, ...sleb(n | 0)];
/** i32.load offset=`offset` (4-byte aligned) */
export const load = (offset: number): number[] => [0x28, 2, ...uleb(offset)];
/** i32.store offset=`offset` (4-byte aligned) */
export const store = (offset: number): number[] => [0x36, 2, ...uleb(offset)];

const section = (id: number, body: number[]) => [id, ...uleb(body.length), ...body];
const name = (s: string) => [s.length, ...Array.from(s, (c) => c.charCodeAt(0))];

/**
 * A module with one page of memory, exported as "m", and one function `(p: i32, n: i32) => void`,
 * exported as "b", whose body runs `step` while n > 0: `step` uses locals 0 (p) and 1 (n) and
 * `locals` more i32 locals (from 2), and must advance p and decrease n itself. `before` and `after` run
 * once, around the loop.
 */
export function blocksModule(
  locals: number,
  before: number[],
  step: number[],
  after: number[],
): Uint8Array<ArrayBuffer> {
  const body = [
    1,
    ...uleb(locals),
    0x7f, // one run of `locals` i32 locals
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
  ]);
}

/** Input bytes copied into WASM memory per call: a whole number of blocks, within the one page. */
const CHUNK = 32 << 10;
/** Where the input goes in memory; the chaining state is at 0. */
const INPUT = 64;

/**
 * A Merkle-Damgard hash of 64-byte blocks (MD5, SHA-1) over a block function built by `blocksModule`,
 * whose chaining state is `initial.length` 32-bit words at the start of its memory: the padding of
 * RFC 1321 3.1-3.2 and FIPS 180-4 5.1.1 (a 1 bit, zeros, the length in bits in 8 bytes), little-endian
 * for MD5 and big-endian for SHA-1, as is the digest.
 */
export class WasmBlockHasher {
  readonly blockLength = 64;
  readonly digestLength: number;
  private readonly mem: Uint8Array;
  private readonly view: DataView;
  private readonly blocks: (p: number, n: number) => void;
  /** Bytes of a partial block, kept until 64 are there. */
  private readonly tail = new Uint8Array(64);
  private tailLength = 0;
  private length = 0;

  constructor(
    module: WebAssembly.Module,
    private readonly initial: readonly number[],
    private readonly bigEndian: boolean,
  ) {
    const { exports } = new WebAssembly.Instance(module);
    const memory = exports.m as WebAssembly.Memory;
    this.mem = new Uint8Array(memory.buffer);
    this.view = new DataView(memory.buffer);
    this.blocks = exports.b as (p: number, n: number) => void;
    this.digestLength = initial.length * 4;
    this.reset();
  }

  private reset(): void {
    for (const [i, w] of this.initial.entries()) this.view.setUint32(i * 4, w, true);
    this.tailLength = 0;
    this.length = 0;
  }

  update(data: Uint8Array): this {
    this.length += data.length;
    let i = 0;
    if (this.tailLength > 0) {
      i = Math.min(64 - this.tailLength, data.length);
      this.tail.set(data.subarray(0, i), this.tailLength);
      this.tailLength += i;
      if (this.tailLength < 64) return this;
      this.mem.set(this.tail, INPUT);
      this.blocks(INPUT, 1);
      this.tailLength = 0;
    }
    while (data.length - i >= 64) {
      const n = Math.min(CHUNK, (data.length - i) & ~63);
      this.mem.set(data.subarray(i, i + n), INPUT);
      this.blocks(INPUT, n >>> 6);
      i += n;
    }
    this.tail.set(data.subarray(i), 0);
    this.tailLength = data.length - i;
    return this;
  }

  digest(): Uint8Array {
    const t = this.tailLength;
    const pad = new Uint8Array(t < 56 ? 64 : 128);
    pad.set(this.tail.subarray(0, t));
    pad[t] = 0x80;
    const bits = new DataView(pad.buffer, pad.length - 8);
    const low = (this.length * 8) >>> 0;
    const high = Math.floor(this.length / 2 ** 29) >>> 0;
    if (this.bigEndian) {
      bits.setUint32(0, high);
      bits.setUint32(4, low);
    } else {
      bits.setUint32(0, low, true);
      bits.setUint32(4, high, true);
    }
    this.mem.set(pad, INPUT);
    this.blocks(INPUT, pad.length >>> 6);
    const out = new Uint8Array(this.digestLength);
    const o = new DataView(out.buffer);
    for (let i = 0; i < this.initial.length; i++) o.setUint32(i * 4, this.view.getUint32(i * 4, true), !this.bigEndian);
    this.reset();
    return out;
  }
}
