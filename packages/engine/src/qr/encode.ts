import { EngineError } from '../errors.ts';
import { QR_LEVELS, type QrLevel, qrDataBits } from './capacity.ts';
import { qrMatrix } from './matrix.ts';
import { dataCodewords, optimalSegments, type QrSegment, segmentsBits, utf8Units } from './segments.ts';

/** A finished QR symbol: its modules row by row, 1 = dark, without a quiet zone. */
export interface QrSymbol {
  /** 1..40 */
  readonly version: number;
  readonly level: QrLevel;
  /** Modules per side: 17 + 4 × version. */
  readonly size: number;
  /** size × size, row-major, 1 for a dark module. */
  readonly modules: Uint8Array;
  /** The segments the data was split into. */
  readonly segments: readonly QrSegment[];
  /** Bits the segments take, before the terminator and padding. */
  readonly dataBits: number;
  /** Bits the symbol holds at this version and level. */
  readonly capacityBits: number;
}

export interface QrEncodeOptions {
  /** 'L' | 'M' | 'Q' | 'H' (any case); anything else becomes 'H'. */
  level?: string;
  /** Smallest version to use, 1..40 (default 1); coerced to an integer in range. */
  minVersion?: number;
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

/**
 * Encodes text (as UTF-8) or bytes into the smallest QR symbol at the chosen error-correction level,
 * splitting the data into numeric, alphanumeric and byte segments to save space (ISO/IEC 18004:2015;
 * the mask is the one with the lowest penalty of 7.8.3).
 * @throws EngineError QR_TOO_LONG when the data does not fit version 40 at that level
 *   (params: level, bits, capacity, limit = bytes of plain text that fit).
 * @example encodeQr('HELLO WORLD', { level: 'Q' }).version // 1
 */
export function encodeQr(data: string | Uint8Array, options: QrEncodeOptions = {}): QrSymbol {
  const level = coerceQrLevel(options.level);
  const minVersion = Math.min(40, Math.max(1, coerceNonNegativeInt(options.minVersion, 1)));
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const units = typeof data === 'string' ? utf8Units(data) : undefined;
  let segments: QrSegment[] = [];
  let version = 0;
  let bits = 0;
  let groupEnd = 0;
  for (let v = minVersion; v <= 40; v++) {
    // The optimal split only changes where the count-field widths change (versions 10 and 27).
    if (v > groupEnd) {
      segments = optimalSegments(bytes, v, units);
      bits = segmentsBits(segments, v);
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
      limit: Math.floor((capacity - 4 - 16) / 8),
    });
  }
  const capacityBits = qrDataBits(version, level);
  const { modules } = qrMatrix(version, level, dataCodewords(segments, version, capacityBits));
  const size = 17 + 4 * version;
  return { version, level, size, modules, segments, dataBits: bits, capacityBits };
}
