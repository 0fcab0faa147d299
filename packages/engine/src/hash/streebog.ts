// Streebog, GOST R 34.11-2012 (RFC 6986), 256- and 512-bit. Neither hash-wasm nor @noble/hashes has it
// (decision 0174). The RFC writes every vector as one big-endian number; as the reference C code (the
// OpenSSL GOST engine) and every byte-oriented implementation do, a 512-bit block here is 64 bytes read
// little-endian: the message's first byte is the number's lowest, and the digest is the RFC's value with
// its bytes reversed. Words are kept as pairs of 32-bit halves (even index low, odd index high).

// RFC 6986 section 6.2, the substitution Pi (the same as Kuznyechik's), as hex.
const PI_HEX =
  'fceedd11cf6e3116fbc4fada23c5044de977f0db932e99ba1736f1bb14cd5fc1f918655ae25cef21811c3c428b018e4f' +
  '058402aee36a8fa0060bed987fd4d31feb342c51eac848abf22a68a2fd3aceccb5700e56080c7612bf7213479cb75d87' +
  '15a19629107b9ac7f391786f9d9eb2b13275193dff358a7e6d54c680c3bd0d57dff524a93ea843c9d779d6f67c22b903' +
  'e00fecde7a94b0bcdce828504e330a4aa79760731e0062441ab83882649f2641ad454692275e552f8ca3a57d69d5953b' +
  '0758b34086ac1df730376be488d9e789e11b83494c3ff8fe8d53aa90cad88561207167a42d2b095bcb9b25d0bee56c52' +
  '59a674d2e6f4b4c0d166afc2394b63b6';

// RFC 6986 section 6.4, the 64 rows of the linear transform's matrix A, each a 64-bit big-endian hex word.
const A_HEX =
  '8e20faa72ba0b47047107ddd9b505a38ad08b0e0c3282d1cd8045870ef14980e6c022c38f90a4c073601161cf205268d' +
  '1b8e0b0e798c13c883478b07b2468764a011d380818e8f405086e740ce47c9202843fd2067adea1014aff010bdd87508' +
  '0ad97808d06cb40405e23c0468365a028c711e02341b2d0146b60f011a83988e90dab52a387ae76f486dd4151c3dfdb9' +
  '24b86a840e90f0d2125c354207487869092e94218d243cba8a174a9ec8121e5d4585254f64090fa0accc9ca9328a8950' +
  '9d4df05d5f661451c0a878a0a1330aa660543c50de970553302a1e286fc58ca718150f14b9ec46dd0c84890ad27623e0' +
  '0642ca05693b9f700321658cba93c13886275df09ce8aaa8439da0784e745554afc0503c273aa42ad960281e9d1d5215' +
  'e230140fc080298471180a8960409a42b60c05ca30204d215b068c651810a89e456c34887a3805b9ac361a443d1c8cd2' +
  '561b0d22900e46692b838811480723ba9bcf4486248d9f5dc3e9224312c8c1a0effa11af0964ee50f97d86d98a327728' +
  'e4fa2054a80b329c727d102a548b194e39b008152acb82279258048415eb419d492c024284fbaec0aa16012142f35760' +
  '550b8e9e21f7a530a48b474f9ef5dc1870a6a56e2440598e3853dc371220a2471ca76e95091051ad0edd37c48a08a6d8' +
  '07e095624504536c8d70c431ac02a736c83862965601dd1b641c314b2b8ee083';

// RFC 6986 section 6.6, the twelve iteration constants C1..C12, each a 512-bit number as the RFC writes it.
const C_HEX = [
  'b1085bda1ecadae9ebcb2f81c0657c1f2f6a76432e45d016714eb88d7585c4fc4b7ce09192676901a2422a08a460d31505767436cc744d23dd806559f2a64507',
  '6fa3b58aa99d2f1a4fe39d460f70b5d7f3feea720a232b9861d55e0f16b501319ab5176b12d699585cb561c2db0aa7ca55dda21bd7cbcd56e679047021b19bb7',
  'f574dcac2bce2fc70a39fc286a3d843506f15e5f529c1f8bf2ea7514b1297b7bd3e20fe490359eb1c1c93a376062db09c2b6f443867adb31991e96f50aba0ab2',
  'ef1fdfb3e81566d2f948e1a05d71e4dd488e857e335c3c7d9d721cad685e353fa9d72c82ed03d675d8b71333935203be3453eaa193e837f1220cbebc84e3d12e',
  '4bea6bacad4747999a3f410c6ca923637f151c1f1686104a359e35d7800fffbdbfcd1747253af5a3dfff00b723271a167a56a27ea9ea63f5601758fd7c6cfe57',
  'ae4faeae1d3ad3d96fa4c33b7a3039c02d66c4f95142a46c187f9ab49af08ec6cffaa6b71c9ab7b40af21f66c2bec6b6bf71c57236904f35fa68407a46647d6e',
  'f4c70e16eeaac5ec51ac86febf240954399ec6c7e6bf87c9d3473e33197a93c90992abc52d822c3706476983284a05043517454ca23c4af38886564d3a14d493',
  '9b1f5b424d93c9a703e7aa020c6e41414eb7f8719c36de1e89b4443b4ddbc49af4892bcb929b069069d18d2bd1a5c42f36acc2355951a8d9a47f0dd4bf02e71e',
  '378f5a541631229b944c9ad8ec165fde3a7d3a1b258942243cd955b7e00d0984800a440bdbb2ceb17b2b8a9aa6079c540e38dc92cb1f2a607261445183235adb',
  'abbedea680056f52382ae548b2e4f3f38941e71cff8a78db1fffe18a1b3361039fe76702af69334b7a1e6c303b7652f43698fad1153bb6c374b4c7fb98459ced',
  '7bcd9ed0efc889fb3002c6cd635afe94d8fa6bbbebab076120018021148466798a1d71efea48b9caefbacd1d7d476e98dea2594ac06fd85d6bcaa4cd81f32d1b',
  '378ee767f11631bad21380b00449b17acda43c32bcdf1d77f82012d430219f9b5d80ef9d1891cc86e71da4aa88e12852faf417d5d9b21b9948bc924af11bd720',
];

let tables: { t: Uint32Array; c: Uint32Array[] } | null = null;

/**
 * Built on first use: T[k][v] is what the byte v, put through Pi and found as byte k of a 64-bit word,
 * adds to that word under L (RFC 6986 6.4: bit 63 of a word picks A[0], bit 0 picks A[63]). With the byte
 * transposition of 6.3 folded into the lookup, LPS is 64 lookups and XORs per block.
 */
function build(): { t: Uint32Array; c: Uint32Array[] } {
  const t = new Uint32Array(8 * 256 * 2);
  for (let k = 0; k < 8; k++)
    for (let v = 0; v < 256; v++) {
      const s = Number.parseInt(PI_HEX.slice(v * 2, v * 2 + 2), 16);
      let lo = 0;
      let hi = 0;
      for (let b = 0; b < 8; b++)
        if ((s >> b) & 1) {
          const row = (63 - (8 * k + b)) * 16;
          hi ^= Number.parseInt(A_HEX.slice(row, row + 8), 16);
          lo ^= Number.parseInt(A_HEX.slice(row + 8, row + 16), 16);
        }
      t[(k * 256 + v) * 2] = lo;
      t[(k * 256 + v) * 2 + 1] = hi;
    }
  // a constant's last 8 hex digits are its lowest 32 bits: word 0
  const c = C_HEX.map((hex) => {
    const w = new Uint32Array(16);
    for (let j = 0; j < 16; j++) w[j] = Number.parseInt(hex.slice(120 - j * 8, 128 - j * 8), 16);
    return w;
  });
  return { t, c };
}

/** out = L(P(S(x))). `out` and `x` must differ. */
function lps(t: Uint32Array, x: Uint32Array, out: Uint32Array): void {
  for (let i = 0; i < 8; i++) {
    let lo = 0;
    let hi = 0;
    for (let k = 0; k < 8; k++) {
      // P: byte k of output word i is byte i of input word k
      const n = 8 * k + i;
      const at = (k * 256 + ((x[n >> 2]! >>> ((n & 3) * 8)) & 0xff)) * 2;
      lo ^= t[at]!;
      hi ^= t[at + 1]!;
    }
    out[2 * i] = lo;
    out[2 * i + 1] = hi;
  }
}

function xorInto(a: Uint32Array, b: Uint32Array, out: Uint32Array): void {
  for (let j = 0; j < 16; j++) out[j] = a[j]! ^ b[j]!;
}

/** a += b mod 2^512 (little-endian 32-bit words). */
function add(a: Uint32Array, b: Uint32Array): void {
  let carry = 0;
  for (let j = 0; j < 16; j++) {
    const s = a[j]! + b[j]! + carry;
    a[j] = s >>> 0;
    carry = s > 0xffffffff ? 1 : 0;
  }
}

/** An incremental Streebog of 256 or 512 bits; `digest()` returns the result and resets. */
export class Streebog {
  private readonly h = new Uint32Array(16);
  private readonly n = new Uint32Array(16);
  private readonly sigma = new Uint32Array(16);
  private readonly block = new Uint8Array(64);
  private filled = 0;
  // scratch, so that a block allocates nothing
  private readonly m = new Uint32Array(16);
  private readonly k = new Uint32Array(16);
  private readonly s = new Uint32Array(16);
  private readonly u = new Uint32Array(16);
  private readonly count = new Uint32Array(16);

  constructor(private readonly bits: 256 | 512) {
    this.reset();
  }

  private reset(): void {
    // RFC 6986 section 5: IV is 0^512 for the 512-bit hash and (00000001)^64 for the 256-bit one
    this.h.fill(this.bits === 256 ? 0x01010101 : 0);
    this.n.fill(0);
    this.sigma.fill(0);
    this.filled = 0;
  }

  /** g_N(h, m) of section 7: h = E(LPS(h ^ N), m) ^ h ^ m, with m in this.m. */
  private compress(n: Uint32Array): void {
    tables ??= build();
    const { t, c } = tables;
    const { h, m, k, s, u } = this;
    xorInto(h, n, u);
    lps(t, u, k);
    xorInto(m, k, u);
    for (let i = 0; i < 12; i++) {
      lps(t, u, s);
      xorInto(k, c[i]!, u);
      lps(t, u, k);
      xorInto(s, k, u);
    }
    // u = E(K, m); h ^= u ^ m
    for (let j = 0; j < 16; j++) h[j] = h[j]! ^ u[j]! ^ m[j]!;
  }

  private load(bytes: Uint8Array, at: number): void {
    for (let j = 0; j < 16; j++)
      this.m[j] =
        (bytes[at + 4 * j]! |
          (bytes[at + 4 * j + 1]! << 8) |
          (bytes[at + 4 * j + 2]! << 16) |
          (bytes[at + 4 * j + 3]! << 24)) >>>
        0;
  }

  /** Stage 2 for one full block: h = g_N(h, m), N += 512, Sigma += m. */
  private full(bytes: Uint8Array, at: number): void {
    this.load(bytes, at);
    this.compress(this.n);
    this.count.fill(0);
    this.count[0] = 512;
    add(this.n, this.count);
    add(this.sigma, this.m);
  }

  update(data: Uint8Array): this {
    let i = 0;
    if (this.filled > 0) {
      const take = Math.min(64 - this.filled, data.length);
      this.block.set(data.subarray(0, take), this.filled);
      this.filled += take;
      i = take;
      if (this.filled < 64) return this;
      this.full(this.block, 0);
      this.filled = 0;
    }
    for (; i + 64 <= data.length; i += 64) this.full(data, i);
    this.block.set(data.subarray(i), 0);
    this.filled = data.length - i;
    return this;
  }

  digest(): Uint8Array {
    // Stage 3: the rest padded with a 1 bit then zeros (a 0x01 byte after the data), then N and Sigma.
    this.block.fill(0, this.filled);
    this.block[this.filled] = 1;
    this.load(this.block, 0);
    this.compress(this.n);
    this.count.fill(0);
    this.count[0] = this.filled * 8;
    add(this.n, this.count);
    add(this.sigma, this.m);
    this.count.fill(0);
    this.m.set(this.n);
    this.compress(this.count);
    this.m.set(this.sigma);
    this.compress(this.count);
    const out = new Uint8Array(64);
    for (let j = 0; j < 16; j++) {
      const w = this.h[j]!;
      out[4 * j] = w & 0xff;
      out[4 * j + 1] = (w >>> 8) & 0xff;
      out[4 * j + 2] = (w >>> 16) & 0xff;
      out[4 * j + 3] = w >>> 24;
    }
    this.reset();
    // the 256-bit hash is the high half of the 512-bit state (section 8: MSB_256)
    return this.bits === 512 ? out : out.slice(32);
  }
}
