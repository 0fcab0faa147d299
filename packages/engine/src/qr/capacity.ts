/** Error-correction levels of ISO/IEC 18004, from lowest to highest redundancy. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/**
 * The error-correction levels, lowest redundancy first: what a level picker offers.
 * @example QR_LEVELS.join('') // 'LMQH'
 */
export const QR_LEVELS: readonly QrLevel[] = ['L', 'M', 'Q', 'H'];

/**
 * The share of a symbol's codewords, in percent, that each level can restore, as ISO/IEC 18004:2015
 * states it (approximately 7, 15, 25 and 30 %). A nominal figure for people choosing a level: the real
 * share depends on the version's block structure (`qrBlockLayout`).
 * @example `${'H'} (${QR_LEVEL_RECOVERY.H} %)` // 'H (30 %)'
 */
export const QR_LEVEL_RECOVERY: Readonly<Record<QrLevel, number>> = { L: 7, M: 15, Q: 25, H: 30 };

/**
 * Data codewords per symbol, ISO/IEC 18004:2015 Table 7, indexed [version - 1][L, M, Q, H].
 * test/qr/capacity.test.ts checks every entry against qrcode-generator's own Reed-Solomon block table.
 */
const DATA_CODEWORDS: readonly (readonly [number, number, number, number])[] = [
  [19, 16, 13, 9],
  [34, 28, 22, 16],
  [55, 44, 34, 26],
  [80, 64, 48, 36],
  [108, 86, 62, 46],
  [136, 108, 76, 60],
  [156, 124, 88, 66],
  [194, 154, 110, 86],
  [232, 182, 132, 100],
  [274, 216, 154, 122],
  [324, 254, 180, 140],
  [370, 290, 206, 158],
  [428, 334, 244, 180],
  [461, 365, 261, 197],
  [523, 415, 295, 223],
  [589, 453, 325, 253],
  [647, 507, 367, 283],
  [721, 563, 397, 313],
  [795, 627, 445, 341],
  [861, 669, 485, 385],
  [932, 714, 512, 406],
  [1006, 782, 568, 442],
  [1094, 860, 614, 464],
  [1174, 914, 664, 514],
  [1276, 1000, 718, 538],
  [1370, 1062, 754, 596],
  [1468, 1128, 808, 628],
  [1531, 1193, 871, 661],
  [1631, 1267, 911, 701],
  [1735, 1373, 985, 745],
  [1843, 1455, 1033, 793],
  [1955, 1541, 1115, 845],
  [2071, 1631, 1171, 901],
  [2191, 1725, 1231, 961],
  [2306, 1812, 1286, 986],
  [2434, 1914, 1354, 1054],
  [2566, 1992, 1426, 1096],
  [2702, 2102, 1502, 1142],
  [2812, 2216, 1582, 1222],
  [2956, 2334, 1666, 1276],
];

/**
 * Error-correction codewords per block, ISO/IEC 18004:2015 Table 9, indexed [version - 1][L, M, Q, H].
 * The number of blocks follows from it: (total codewords - data codewords) / this. A test checks that
 * every division is exact and that symbols built from it equal qrcode-generator's module for module.
 */
const EC_PER_BLOCK: readonly (readonly [number, number, number, number])[] = [
  [7, 10, 13, 17],
  [10, 16, 22, 28],
  [15, 26, 18, 22],
  [20, 18, 26, 16],
  [26, 24, 18, 22],
  [18, 16, 24, 28],
  [20, 18, 18, 26],
  [24, 22, 22, 26],
  [30, 22, 20, 24],
  [18, 26, 24, 28],
  [20, 30, 28, 24],
  [24, 22, 26, 28],
  [26, 22, 24, 22],
  [30, 24, 20, 24],
  [22, 24, 30, 24],
  [24, 28, 24, 30],
  [28, 28, 28, 28],
  [30, 26, 28, 28],
  [28, 26, 26, 26],
  [28, 26, 30, 28],
  [28, 26, 28, 30],
  [28, 28, 30, 24],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [26, 28, 30, 30],
  [28, 28, 28, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
  [30, 28, 30, 30],
];

/**
 * Data capacity in bits of a QR symbol (ISO/IEC 18004:2015 Table 7).
 * @throws RangeError when version is not an integer 1..40.
 * @example qrDataBits(1, 'M') // 128
 */
export function qrDataBits(version: number, level: QrLevel): number {
  const row = DATA_CODEWORDS[version - 1];
  if (!Number.isInteger(version) || !row) throw new RangeError(`version must be an integer 1..40, got ${version}`);
  return row[QR_LEVELS.indexOf(level)]! * 8;
}

/** Segment modes this encoder emits (Kanji needs Shift JIS and is never smaller than byte mode for UTF-8 text). */
export type QrMode = 'numeric' | 'alphanumeric' | 'byte';

/**
 * Width of a segment's character-count field, ISO/IEC 18004:2015 Table 3.
 * @example charCountBits('byte', 10) // 16
 */
export function charCountBits(mode: QrMode, version: number): number {
  const group = version <= 9 ? 0 : version <= 26 ? 1 : 2;
  switch (mode) {
    case 'numeric':
      return [10, 12, 14][group]!;
    case 'alphanumeric':
      return [9, 11, 13][group]!;
    case 'byte':
      return [8, 16, 16][group]!;
  }
}

/**
 * Modules of a symbol left for codewords: all but the finder, timing and alignment patterns, the
 * format and version information and the dark module (ISO/IEC 18004:2015 Table 1, "data modules").
 * @example qrRawModules(1) // 208
 */
export function qrRawModules(version: number): number {
  let n = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const align = Math.floor(version / 7) + 2;
    // Alignment patterns (25 modules each, less the 5 of any lying on a timing line), then version info.
    n -= (25 * align - 10) * align - 55;
    if (version >= 7) n -= 36;
  }
  return n;
}

/** How the codewords of a symbol are split into Reed-Solomon blocks (ISO/IEC 18004:2015 Table 9). */
export interface QrBlockLayout {
  /** Data codewords plus error-correction codewords. */
  readonly total: number;
  readonly data: number;
  readonly blocks: number;
  readonly ecPerBlock: number;
}

/**
 * The block structure of a symbol: the short blocks come first, and the last `total % blocks` blocks
 * hold one more data codeword.
 * @throws RangeError when version is not an integer 1..40.
 * @example qrBlockLayout(5, 'Q') // { total: 134, data: 62, blocks: 4, ecPerBlock: 18 }
 */
export function qrBlockLayout(version: number, level: QrLevel): QrBlockLayout {
  const data = qrDataBits(version, level) / 8;
  const ecPerBlock = EC_PER_BLOCK[version - 1]![QR_LEVELS.indexOf(level)]!;
  const total = Math.floor(qrRawModules(version) / 8);
  return { total, data, blocks: (total - data) / ecPerBlock, ecPerBlock };
}
