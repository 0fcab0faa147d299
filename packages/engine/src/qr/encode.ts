import { EngineError } from '../errors.ts';
import { QR_LEVELS, type QrLevel, qrDataBits } from './capacity.ts';
import { qrMatrix } from './matrix.ts';
import { dataCodewords, eciHeaderBits, optimalSegments, type QrSegment, segmentsBits, utf8Units } from './segments.ts';

/** A finished QR symbol: its modules row by row, 1 = dark, without a quiet zone. */
export interface QrSymbol {
  /** 1..40 */
  readonly version: number;
  readonly level: QrLevel;
  /** Modules per side: 17 + 4 × version. */
  readonly size: number;
  /** size × size, row-major, 1 for a dark module. */
  readonly modules: Uint8Array;
  /** The ECI assignment number written before the data, when one was asked for. */
  readonly eci?: number;
  /** The segments the data was split into. */
  readonly segments: readonly QrSegment[];
  /** Bits the ECI header and the segments take, before the terminator and padding. */
  readonly dataBits: number;
  /** Bits the symbol holds at this version and level. */
  readonly capacityBits: number;
}

export interface QrEncodeOptions {
  /** 'L' | 'M' | 'Q' | 'H' (any case); anything else becomes 'H'. */
  level?: string;
  /** Smallest version to use, 1..40 (default 1); coerced to an integer in range. */
  minVersion?: number;
  /**
   * An ECI assignment number, 0..999999 (AIM ECI registry), written as an ECI header before the data so
   * that readers know the character set of the bytes (ISO/IEC 18004:2015 7.4.2). It costs 12 bits for
   * 0-127, 20 bits up to 16383 and 28 bits above. Without it (the default, and what most generators
   * do) readers guess the character set; ZXing, ZBar and phone cameras detect UTF-8.
   *
   * Text is always encoded as UTF-8, so with text the only assignment that makes sense is 26 (UTF-8).
   * For any other character set, encode the text yourself and pass the bytes: they are written as they
   * are. Such bytes go into a single byte segment unless the assignment is 3 (ISO-8859-1), 26 (UTF-8) or
   * 27 (US-ASCII), where digits and capitals can safely get denser segments of their own (in other
   * character sets a byte that looks like a digit may be half of a character).
   * @throws TypeError when it is not a number, or when `data` is text and it is not 26.
   * @throws RangeError when it is not an integer from 0 to 999999.
   * @example encodeQr('你好', { eci: 26 }).dataBits // 72: ECI header 12 + byte segment header 12 + 6 bytes
   * @example
   * // "Grüße" in ISO-8859-1, for readers that need to be told
   * encodeQr(new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65]), { eci: 3 }).eci // 3
   * @example encodeQr('x', { eci: 1_000_000 }) // throws RangeError: eci must be an integer from 0 to 999999 ...
   */
  eci?: number;
}

/**
 * The error-correction level for a loosely typed value: 'L', 'M', 'Q' or 'H' in any case; anything
 * else (including undefined) becomes 'H', the level that survives the most damage.
 * @example coerceQrLevel('q') // 'Q'
 * @example coerceQrLevel('X') // 'H'
 */
export function coerceQrLevel(level: unknown): QrLevel {
  const l = typeof level === 'string' ? level.trim().toUpperCase() : '';
  return (QR_LEVELS as readonly string[]).includes(l) ? (l as QrLevel) : 'H';
}

/**
 * A non-negative integer from a loosely typed number: NaN and non-numbers become `fallback`,
 * negatives 0, fractions are truncated.
 * @example coerceNonNegativeInt('12.7', 4) // 12
 * @example coerceNonNegativeInt(-3, 4) // 0
 */
export function coerceNonNegativeInt(value: unknown, fallback: number): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isNaN(n)) return fallback;
  if (n === Number.POSITIVE_INFINITY) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, Math.trunc(n));
}

/** Assignments whose bytes may be split into numeric and alphanumeric runs: digits are whole characters. */
const SPLITTABLE_ECI = new Set([3, 26, 27]);

function checkEci(eci: unknown, data: string | Uint8Array): number | undefined {
  if (eci === undefined) return undefined;
  if (typeof eci !== 'number')
    throw new TypeError(`eci must be a number (an ECI assignment number), got ${typeof eci}`);
  if (!Number.isInteger(eci) || eci < 0 || eci >= 1_000_000)
    throw new RangeError(`eci must be an integer from 0 to 999999 (an ECI assignment number), got ${eci}`);
  if (typeof data === 'string' && eci !== 26)
    throw new TypeError(
      `data is text, which is encoded as UTF-8 (ECI 26); for ECI ${eci} pass its bytes as a Uint8Array`,
    );
  return eci;
}

/**
 * Whether {@link encodeQr} can make a symbol of `data` at these options, without drawing one: the
 * data's densest split at version 40 (plus any ECI header) fits version 40's capacity at the level.
 * Cheap enough to count thousands of batch rows on each keystroke.
 * @throws TypeError, RangeError for a bad `eci`, as {@link encodeQr}.
 * @example fitsQr('x'.repeat(2953), { level: 'L' }) // true
 * @example fitsQr('x'.repeat(2954), { level: 'L' }) // false
 * @example fitsQr('x'.repeat(2953), { level: 'L', eci: 26 }) // false (the ECI header takes 12 bits)
 */
export function fitsQr(data: string | Uint8Array, options: QrEncodeOptions = {}): boolean {
  const level = coerceQrLevel(options.level);
  const eci = checkEci(options.eci, data);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const units =
    typeof data === 'string'
      ? utf8Units(data)
      : eci === undefined || SPLITTABLE_ECI.has(eci) || bytes.length === 0
        ? undefined
        : [bytes.length];
  const header = eci === undefined ? 0 : eciHeaderBits(eci);
  return header + segmentsBits(optimalSegments(bytes, 40, units), 40) <= qrDataBits(40, level);
}

/**
 * Encodes text (as UTF-8) or bytes into the smallest QR symbol at the chosen error-correction level,
 * splitting the data into numeric, alphanumeric and byte segments to save space, optionally after an
 * ECI header (ISO/IEC 18004:2015; the mask is the one with the lowest penalty of 7.8.3).
 * @throws EngineError QR_TOO_LONG when the data does not fit version 40 at that level
 *   (params: level, bits, capacity, limit = bytes of plain text that fit, after any ECI header).
 * @throws TypeError, RangeError for a bad `eci` (see {@link QrEncodeOptions.eci}).
 * @example encodeQr('HELLO WORLD', { level: 'Q' }).version // 1
 * @example encodeQr('你好', { eci: 26 }).eci // 26
 */
export function encodeQr(data: string | Uint8Array, options: QrEncodeOptions = {}): QrSymbol {
  const level = coerceQrLevel(options.level);
  const minVersion = Math.min(40, Math.max(1, coerceNonNegativeInt(options.minVersion, 1)));
  const eci = checkEci(options.eci, data);
  const header = eci === undefined ? 0 : eciHeaderBits(eci);
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  // One unit covering all the bytes keeps them in a single byte segment.
  const units =
    typeof data === 'string'
      ? utf8Units(data)
      : eci === undefined || SPLITTABLE_ECI.has(eci) || bytes.length === 0
        ? undefined
        : [bytes.length];
  let segments: QrSegment[] = [];
  let version = 0;
  let bits = 0;
  let groupEnd = 0;
  for (let v = minVersion; v <= 40; v++) {
    // The optimal split only changes where the count-field widths change (versions 10 and 27).
    if (v > groupEnd) {
      segments = optimalSegments(bytes, v, units);
      bits = header + segmentsBits(segments, v);
      groupEnd = v <= 9 ? 9 : v <= 26 ? 26 : 40;
    }
    if (bits <= qrDataBits(v, level)) {
      version = v;
      break;
    }
  }
  if (version === 0) {
    const capacity = qrDataBits(40, level);
    throw new EngineError('QR_TOO_LONG', `Data needs ${bits} bits; version 40-${level} holds ${capacity}`, {
      level,
      bits,
      capacity,
      limit: Math.floor((capacity - header - 4 - 16) / 8),
    });
  }
  const capacityBits = qrDataBits(version, level);
  const { modules } = qrMatrix(version, level, dataCodewords(segments, version, capacityBits, eci));
  const size = 17 + 4 * version;
  const symbol = { version, level, size, modules, segments, dataBits: bits, capacityBits };
  return eci === undefined ? symbol : { ...symbol, eci };
}
