import { type QrLevel, qrBlockLayout } from './capacity.ts';

// Symbol construction after the data bits: Reed-Solomon coding, interleaving, module placement and
// masking, ISO/IEC 18004:2015 clauses 7.5-7.10. It is ours, not qrcode-generator's, because that
// library cannot take an ECI segment (decision 0081); test/qr/matrix.test.ts checks it module for
// module against qrcode-generator and libqrencode.

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1 (0x11D), the field of 7.5.2. */
function gfMul(a: number, b: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d);
    if ((b >>> i) & 1) z ^= a;
  }
  return z;
}

const generators = new Map<number, Uint8Array>();

/** Coefficients (highest degree first, leading 1 dropped) of the product of (x - 2^i) for i < degree. */
function generator(degree: number): Uint8Array {
  let g = generators.get(degree);
  if (g) return g;
  g = new Uint8Array(degree);
  g[degree - 1] = 1;
  let root = 1;
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      g[j] = gfMul(g[j]!, root) ^ (j + 1 < degree ? g[j + 1]! : 0);
    }
    root = gfMul(root, 2);
  }
  generators.set(degree, g);
  return g;
}

/** The error-correction codewords of one block: the remainder of data × x^n divided by the generator. */
function remainder(data: Uint8Array, degree: number): Uint8Array {
  const g = generator(degree);
  const r = new Uint8Array(degree);
  for (const b of data) {
    const factor = b ^ r[0]!;
    r.copyWithin(0, 1);
    r[degree - 1] = 0;
    for (let i = 0; i < degree; i++) r[i]! ^= gfMul(g[i]!, factor);
  }
  return r;
}

/** Splits the data codewords into blocks, adds each block's error correction and interleaves (7.6). */
function interleave(data: Uint8Array, version: number, level: QrLevel): Uint8Array {
  const { total, blocks, ecPerBlock } = qrBlockLayout(version, level);
  const shortBlocks = blocks - (total % blocks);
  const shortData = Math.floor(total / blocks) - ecPerBlock;
  const dataBlocks: Uint8Array[] = [];
  const ecBlocks: Uint8Array[] = [];
  for (let b = 0, off = 0; b < blocks; b++) {
    const len = shortData + (b < shortBlocks ? 0 : 1);
    const block = data.subarray(off, off + len);
    dataBlocks.push(block);
    ecBlocks.push(remainder(block, ecPerBlock));
    off += len;
  }
  const out = new Uint8Array(total);
  let k = 0;
  for (let i = 0; i <= shortData; i++) for (const block of dataBlocks) if (i < block.length) out[k++] = block[i]!;
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) out[k++] = block[i]!;
  return out;
}

/** Remainder of a BCH code: `value` shifted by the generator's degree, modulo the generator. */
function bch(value: number, poly: number, degree: number): number {
  let r = value << degree;
  for (let i = 31 - Math.clz32(r); i >= degree; i--) if ((r >>> i) & 1) r ^= poly << (i - degree);
  return (value << degree) | r;
}

/** Centre coordinates of the alignment patterns, ISO/IEC 18004:2015 Annex E (Table E.1). */
function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = 4 * version + 10;
  // The first is always 6; the others step back from the last by an even spacing (26 for version 32).
  const step = version === 32 ? 26 : Math.ceil((last - 6) / (count - 1) / 2) * 2;
  const out = [6];
  for (let i = count - 2; i >= 0; i--) out.push(last - i * step);
  return out;
}

const MASKS: readonly ((r: number, c: number) => boolean)[] = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/** Format-information bits of the error-correction levels (7.9.1, Table 12). */
const LEVEL_BITS: Record<QrLevel, number> = { L: 1, M: 0, Q: 3, H: 2 };

class Grid {
  readonly dark: Uint8Array;
  readonly fixed: Uint8Array;
  constructor(readonly size: number) {
    this.dark = new Uint8Array(size * size);
    this.fixed = new Uint8Array(size * size);
  }
  set(r: number, c: number, dark: boolean): void {
    this.dark[r * this.size + c] = dark ? 1 : 0;
    this.fixed[r * this.size + c] = 1;
  }
}

function drawFunctionPatterns(g: Grid, version: number): void {
  const n = g.size;
  for (let i = 0; i < n; i++) {
    g.set(6, i, i % 2 === 0);
    g.set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators: rings at distance 2 and 4 from the centre are light.
  for (const [cr, cc] of [
    [3, 3],
    [3, n - 4],
    [n - 4, 3],
  ] as const) {
    for (let dr = -4; dr <= 4; dr++) {
      for (let dc = -4; dc <= 4; dc++) {
        const r = cr + dr;
        const c = cc + dc;
        const d = Math.max(Math.abs(dr), Math.abs(dc));
        if (r >= 0 && r < n && c >= 0 && c < n) g.set(r, c, d !== 2 && d !== 4);
      }
    }
  }
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  for (let i = 0; i <= last; i++) {
    for (let j = 0; j <= last; j++) {
      // The three corners that would overlap a finder pattern are skipped.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      for (let dr = -2; dr <= 2; dr++)
        for (let dc = -2; dc <= 2; dc++)
          g.set(centres[i]! + dr, centres[j]! + dc, Math.max(Math.abs(dr), Math.abs(dc)) !== 1);
    }
  }
  if (version >= 7) {
    // Version information (7.10), BCH (18, 6), bit 0 nearest the corner.
    const bits = bch(version, 0x1f25, 12);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      g.set(Math.floor(i / 3), n - 11 + (i % 3), dark);
      g.set(n - 11 + (i % 3), Math.floor(i / 3), dark);
    }
  }
  drawFormat(g, 0);
}

/** Format information (7.9): level and mask, BCH (15, 5), XOR 101010000010010; two copies. */
function drawFormat(g: Grid, format: number): void {
  const n = g.size;
  const bits = bch(format, 0x537, 10) ^ 0x5412;
  for (let i = 0; i < 15; i++) {
    const dark = ((bits >>> i) & 1) === 1;
    // Around the top-left finder: down column 8 (skipping the timing row), then left along row 8.
    if (i < 6) g.set(i, 8, dark);
    else if (i < 8) g.set(i + 1, 8, dark);
    else if (i === 8) g.set(8, 7, dark);
    else g.set(8, 14 - i, dark);
    // Split between the other two finders.
    if (i < 8) g.set(8, n - 1 - i, dark);
    else g.set(n - 15 + i, 8, dark);
  }
  g.set(n - 8, 8, true);
}

/** Places the codewords in the two-module-wide zigzag from the bottom-right corner (7.7.3). */
function placeCodewords(g: Grid, codewords: Uint8Array): void {
  const n = g.size;
  let bit = 0;
  const bits = codewords.length * 8;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let v = 0; v < n; v++) {
      const r = upward ? n - 1 - v : v;
      for (let c = right; c >= right - 1; c--) {
        const i = r * n + c;
        if (g.fixed[i]) continue;
        // Remainder bits past the last codeword stay light (before masking).
        g.dark[i] = bit < bits ? (codewords[bit >>> 3]! >>> (7 - (bit & 7))) & 1 : 0;
        bit++;
      }
    }
  }
}

function applyMask(g: Grid, mask: number): void {
  const f = MASKS[mask]!;
  for (let r = 0; r < g.size; r++)
    for (let c = 0; c < g.size; c++) if (!g.fixed[r * g.size + c] && f(r, c)) g.dark[r * g.size + c]! ^= 1;
}

/**
 * Penalty score of a masked symbol, ISO/IEC 18004:2015 7.8.3.1 Table 11: N1 for runs of five or more
 * modules of one colour, N2 for 2 × 2 blocks of one colour, N3 for 1:1:3:1:1 finder-like patterns with
 * four light modules on either side (the quiet zone counts as light), N4 for each full 5 % step of the
 * dark share away from 50 %.
 */
export function qrPenalty(dark: Uint8Array, size: number): number {
  let score = 0;
  const runs: number[] = [];
  for (const byRow of [true, false]) {
    for (let line = 0; line < size; line++) {
      // Alternating run lengths, light first and last (either may be empty): dark runs at odd indices.
      runs.length = 0;
      let colour = 0;
      let len = 0;
      for (let i = 0; i < size; i++) {
        const m = dark[byRow ? line * size + i : i * size + line]!;
        if (m === colour) len++;
        else {
          runs.push(len);
          colour = m;
          len = 1;
        }
      }
      runs.push(len);
      if (colour === 1) runs.push(0);
      for (const run of runs) if (run >= 5) score += 3 + run - 5;
      const last = runs.length - 1;
      for (let i = 3; i + 2 <= last; i += 2) {
        const u = runs[i - 2]!;
        if (runs[i - 1] !== u || runs[i] !== 3 * u || runs[i + 1] !== u || runs[i + 2] !== u) continue;
        const before = i - 3 === 0 ? Number.POSITIVE_INFINITY : runs[i - 3]!;
        const after = i + 3 === last ? Number.POSITIVE_INFINITY : runs[i + 3]!;
        if (before >= 4 * u || after >= 4 * u) score += 40;
      }
    }
  }
  let darkCount = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const i = r * size + c;
      const m = dark[i]!;
      darkCount += m;
      if (r + 1 < size && c + 1 < size && m === dark[i + 1] && m === dark[i + size] && m === dark[i + size + 1])
        score += 3;
    }
  }
  const total = size * size;
  return score + Math.floor(Math.abs(darkCount * 20 - total * 10) / total) * 10;
}

/**
 * The modules of a QR symbol for complete data codewords (terminator and padding included): error
 * correction, placement and the mask with the lowest penalty, or `mask` when given.
 */
export function qrMatrix(
  version: number,
  level: QrLevel,
  data: Uint8Array,
  mask?: number,
): { modules: Uint8Array; mask: number } {
  const g = new Grid(17 + 4 * version);
  drawFunctionPatterns(g, version);
  placeCodewords(g, interleave(data, version, level));
  const unmasked = g.dark.slice();
  let best = mask ?? -1;
  if (best < 0) {
    let bestScore = Number.POSITIVE_INFINITY;
    for (let m = 0; m < 8; m++) {
      applyMask(g, m);
      drawFormat(g, (LEVEL_BITS[level] << 3) | m);
      const score = qrPenalty(g.dark, g.size);
      if (score < bestScore) {
        bestScore = score;
        best = m;
      }
      g.dark.set(unmasked);
    }
  }
  applyMask(g, best);
  drawFormat(g, (LEVEL_BITS[level] << 3) | best);
  return { modules: g.dark, mask: best };
}
