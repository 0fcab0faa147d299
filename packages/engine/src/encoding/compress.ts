import {
  Deflate,
  deflateSync,
  Gunzip,
  Gzip,
  gunzipSync,
  gzipSync,
  Inflate,
  inflateSync,
  Unzlib,
  unzlibSync,
  Zlib,
  zlibSync,
} from 'fflate';
import { EngineError } from '../errors.ts';

// fflate is pure JS, synchronous and has levels 0-9; CompressionStream is native but async, without
// levels, and missing in older browsers (measured in decision 0113).

/** gzip (RFC 1952), zlib (RFC 1950) or raw deflate (RFC 1951). */
export type CompressionFormat = 'gzip' | 'zlib' | 'deflate';
/** 0 (store) to 9 (smallest); 6 is the usual default of zlib and gzip. */
export type CompressionLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

const NAMES: Record<CompressionFormat, string> = { gzip: 'gzip', zlib: 'zlib', deflate: 'deflate' };

function checkFormat(format: CompressionFormat, fn: string): void {
  if (!(format in NAMES)) throw new RangeError(`${fn}: unknown format ${String(format)}`);
}

function checkLevel(level: number, fn: string): CompressionLevel {
  if (!Number.isInteger(level) || level < 0 || level > 9) throw new RangeError(`${fn}: level must be 0 to 9`);
  return level as CompressionLevel;
}

const damaged = (format: CompressionFormat) =>
  new EngineError('INVALID_COMPRESSED', `Not ${format} data`, { format: NAMES[format] });

/**
 * Which format compressed bytes are in, by their header: gzip's magic 1f 8b, a zlib header (RFC 1950
 * §2.2: method 8, FCHECK), else raw deflate, which has no header.
 *
 * @example detectCompression(Uint8Array.of(0x1f, 0x8b, 8, 0)) // 'gzip'
 * @example detectCompression(Uint8Array.of(0x78, 0x9c)) // 'zlib'
 */
export function detectCompression(bytes: Uint8Array): CompressionFormat {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('detectCompression: bytes must be a Uint8Array');
  const [a = 0, b = 0] = bytes;
  if (a === 0x1f && b === 0x8b) return 'gzip';
  if ((a & 0x0f) === 8 && a >> 4 <= 7 && ((a << 8) | b) % 31 === 0) return 'zlib';
  return 'deflate';
}

/**
 * Compresses bytes as gzip, zlib or raw deflate at a level from 0 to 9 (fflate).
 *
 * @example compress(new Uint8Array(1000), 'zlib', 9).length // 16
 */
export function compress(bytes: Uint8Array, format: CompressionFormat, level = 6): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('compress: bytes must be a Uint8Array');
  checkFormat(format, 'compress');
  const o = { level: checkLevel(level, 'compress') };
  if (format === 'gzip') return gzipSync(bytes, { ...o, mtime: 0 });
  return format === 'zlib' ? zlibSync(bytes, o) : deflateSync(bytes, o);
}

/**
 * Decompresses gzip, zlib or raw deflate (fflate). A gzip of several members yields the first.
 *
 * @throws EngineError INVALID_COMPRESSED (format) for bytes that are not in the format, damaged or cut short
 * @example new TextDecoder().decode(decompress(compress(new TextEncoder().encode('hi'), 'gzip'), 'gzip')) // 'hi'
 */
export function decompress(bytes: Uint8Array, format: CompressionFormat): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decompress: bytes must be a Uint8Array');
  checkFormat(format, 'decompress');
  try {
    if (format === 'gzip') return gunzipSync(bytes);
    return format === 'zlib' ? unzlibSync(bytes) : inflateSync(bytes);
  } catch {
    throw damaged(format);
  }
}

/** A compressor or decompressor fed in chunks: `push` returns the output those bytes completed. */
export interface ByteStream {
  push(chunk: Uint8Array, last: boolean): Uint8Array[];
}

/**
 * A streaming {@link compress} (or, with `inflate`, {@link decompress}), for big data in chunks.
 *
 * @throws EngineError INVALID_COMPRESSED (format) from `push` when decompressing bad data, or when the
 *   last chunk leaves the stream unfinished
 * @example createCompression('gzip', { level: 1 }).push(new Uint8Array(3), true).length // 1
 */
export function createCompression(
  format: CompressionFormat,
  options: { level?: number; inflate?: boolean } = {},
): ByteStream {
  checkFormat(format, 'createCompression');
  const level = checkLevel(options.level ?? 6, 'createCompression');
  const out: Uint8Array[] = [];
  let ended = false;
  const sink = (data: Uint8Array, final: boolean) => {
    if (data.length) out.push(data);
    if (final) ended = true;
  };
  const inflate = options.inflate ?? false;
  const s = inflate
    ? format === 'gzip'
      ? new Gunzip(sink)
      : format === 'zlib'
        ? new Unzlib(sink)
        : new Inflate(sink)
    : format === 'gzip'
      ? new Gzip({ level, mtime: 0 }, sink)
      : format === 'zlib'
        ? new Zlib({ level }, sink)
        : new Deflate({ level }, sink);
  return {
    push(chunk, last) {
      try {
        s.push(chunk, last);
      } catch {
        throw damaged(format);
      }
      if (last && inflate && !ended) throw damaged(format);
      return out.splice(0);
    },
  };
}
