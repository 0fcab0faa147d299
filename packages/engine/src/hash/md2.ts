// MD2 (RFC 1319, Kaliski 1992). Neither hash-wasm nor @noble/hashes has it; it is 16-byte blocks, a
// running checksum appended as the last block, and 18 passes of a byte permutation over a 48-byte state.

// RFC 1319 section 3.2: the permutation of 0..255 "constructed from the digits of pi".
const PI_SUBST = /* @__PURE__ */ Uint8Array.from([
  41, 46, 67, 201, 162, 216, 124, 1, 61, 54, 84, 161, 236, 240, 6, 19, 98, 167, 5, 243, 192, 199, 115, 140, 152, 147,
  43, 217, 188, 76, 130, 202, 30, 155, 87, 60, 253, 212, 224, 22, 103, 66, 111, 24, 138, 23, 229, 18, 190, 78, 196, 214,
  218, 158, 222, 73, 160, 251, 245, 142, 187, 47, 238, 122, 169, 104, 121, 145, 21, 178, 7, 63, 148, 194, 16, 137, 11,
  34, 95, 33, 128, 127, 93, 154, 90, 144, 50, 39, 53, 62, 204, 231, 191, 247, 151, 3, 255, 25, 48, 179, 72, 165, 181,
  209, 215, 94, 146, 42, 172, 86, 170, 198, 79, 184, 56, 210, 150, 164, 125, 182, 118, 252, 107, 226, 156, 116, 4, 241,
  69, 157, 112, 89, 100, 113, 135, 32, 134, 91, 207, 101, 230, 45, 168, 2, 27, 96, 37, 173, 174, 176, 185, 246, 28, 70,
  97, 105, 52, 64, 126, 15, 85, 71, 163, 35, 221, 81, 175, 58, 195, 92, 249, 206, 186, 197, 234, 38, 44, 83, 13, 110,
  133, 40, 132, 9, 211, 223, 205, 244, 65, 129, 77, 82, 106, 220, 55, 200, 108, 193, 171, 250, 36, 225, 123, 8, 12, 189,
  177, 74, 120, 136, 149, 139, 227, 99, 232, 109, 233, 203, 213, 254, 59, 0, 29, 57, 242, 239, 183, 14, 102, 88, 208,
  228, 166, 119, 114, 248, 235, 117, 75, 10, 49, 68, 80, 180, 143, 237, 31, 26, 219, 153, 141, 51, 159, 17, 131, 20,
]);

/** An incremental MD2; `digest()` returns the 16-byte result and resets. */
export class Md2 {
  private readonly x = new Uint8Array(48);
  private readonly checksum = new Uint8Array(16);
  private readonly block = new Uint8Array(16);
  private filled = 0;
  private last = 0;
  private process(bytes: Uint8Array, at: number, withChecksum: boolean): void {
    const { x, checksum } = this;
    for (let j = 0; j < 16; j++) {
      const c = bytes[at + j]!;
      x[16 + j] = c;
      x[32 + j] = c ^ x[j]!;
      // As the RFC's appendix A code and its errata have it: the checksum byte is XORed with S[c ^ L], not set to it.
      if (withChecksum) this.last = checksum[j]! ^= PI_SUBST[c ^ this.last]!;
    }
    let t = 0;
    for (let j = 0; j < 18; j++) {
      for (let k = 0; k < 48; k++) t = x[k]! ^= PI_SUBST[t]!;
      t = (t + j) & 0xff;
    }
  }
  update(data: Uint8Array): this {
    let i = 0;
    if (this.filled > 0) {
      const n = Math.min(16 - this.filled, data.length);
      this.block.set(data.subarray(0, n), this.filled);
      this.filled += n;
      i = n;
      if (this.filled < 16) return this;
      this.process(this.block, 0, true);
      this.filled = 0;
    }
    for (; i + 16 <= data.length; i += 16) this.process(data, i, true);
    this.block.set(data.subarray(i), 0);
    this.filled = data.length - i;
    return this;
  }
  digest(): Uint8Array {
    // Section 3.1: always pad, with n bytes of value n (1 to 16).
    const n = 16 - this.filled;
    this.block.fill(n, this.filled);
    this.process(this.block, 0, true);
    this.process(this.checksum.slice(), 0, false);
    const out = this.x.slice(0, 16);
    this.x.fill(0);
    this.checksum.fill(0);
    this.filled = 0;
    this.last = 0;
    return out;
  }
}
