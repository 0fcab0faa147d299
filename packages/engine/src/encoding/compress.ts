import { Deflate, deflateSync, Gunzip, Gzip, gzipSync, Inflate, Unzlib, Zlib, zlibSync } from 'fflate';
import { concatBytes } from '../cipher/bytes.ts';
import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

// fflate is pure JS, synchronous and has levels 0-9; CompressionStream is native but async, without
// levels, and missing in older browsers (measured in decision 0113). Streamed gunzip uses the platform's
// DecompressionStream where it refuses what fflate with our trailer check refuses (decision 0198).

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

/**
 * The optional fields of a gzip header (RFC 1952 §2.3.1), as `gzip -N` keeps a file's name and time.
 * Name and comment are ISO 8859-1 (RFC 1952: Latin-1, zero-terminated), so neither may hold NUL or a
 * character beyond U+00FF.
 */
export interface GzipHeader {
  /** FNAME: the original file name. */
  name?: string;
  /** FCOMMENT: a comment for people. */
  comment?: string;
  /** FHCRC: add the header's CRC-16 (the low 16 bits of its CRC-32), which GNU gzip 1.12 checks. */
  headerCrc?: boolean;
  /** MTIME in Unix seconds (0 means none, the default, so equal input gives equal output). */
  mtime?: number;
}

/** Latin-1 bytes of a header field, or EngineError UNENCODABLE_CHAR naming the first character that is not. */
function latin1(text: string, field: string): number[] {
  if (typeof text !== 'string') throw new TypeError(`compress: ${field} must be a string`);
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0 || c > 0xff) {
      const ch = String.fromCodePoint(text.codePointAt(i) ?? c);
      throw new EngineError('UNENCODABLE_CHAR', `gzip ${field} is ISO 8859-1 without NUL`, {
        char: c === 0 ? '\\0' : ch,
        position: i + 1,
        encoding: 'ISO-8859-1',
      });
    }
    out.push(c);
  }
  return out;
}

/**
 * Checks gzip header fields before any data is compressed, so a page can name the field at fault.
 * @throws EngineError UNENCODABLE_CHAR (char, position, encoding) for a name or comment that is not ISO
 *   8859-1 or holds NUL
 * @example checkGzipHeader({ name: 'café.txt' }) // undefined (é is in ISO 8859-1)
 */
export function checkGzipHeader(header: GzipHeader): void {
  if (header.name) latin1(header.name, 'name');
  if (header.comment) latin1(header.comment, 'comment');
}

/** The gzip header (RFC 1952 §2.3) with the given fields; XFL and OS as fflate and GNU gzip write them. */
function gzipHeaderBytes(h: GzipHeader, level: number): Uint8Array {
  const mtime = h.mtime ?? 0;
  if (!Number.isInteger(mtime) || mtime < 0 || mtime > 0xffffffff)
    throw new RangeError('compress: mtime must be 0 to 2^32-1');
  const name = h.name !== undefined && h.name !== '' ? latin1(h.name, 'name') : null;
  const comment = h.comment !== undefined && h.comment !== '' ? latin1(h.comment, 'comment') : null;
  const flags = (h.headerCrc ? 2 : 0) | (name ? 8 : 0) | (comment ? 16 : 0);
  const bytes = [0x1f, 0x8b, 8, flags, mtime & 255, (mtime >>> 8) & 255, (mtime >>> 16) & 255, mtime >>> 24];
  bytes.push(level < 2 ? 4 : level === 9 ? 2 : 0, 3);
  if (name) bytes.push(...name, 0);
  if (comment) bytes.push(...comment, 0);
  if (h.headerCrc) {
    const crc = crc32(0, Uint8Array.from(bytes));
    bytes.push(crc & 255, (crc >>> 8) & 255);
  }
  return Uint8Array.from(bytes);
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
 * Compresses bytes as gzip, zlib or raw deflate at a level from 0 to 9 (fflate). A gzip member can carry
 * a file name, a comment, a time and a header CRC ({@link GzipHeader}).
 *
 * @throws EngineError UNENCODABLE_CHAR (char, position, encoding) for a gzip name or comment that is not
 *   ISO 8859-1 or holds NUL
 * @example compress(new Uint8Array(1000), 'zlib', 9).length // 16
 * @example compress('hi', 'gzip', 6, { name: 'hi.txt' }).subarray(0, 4) // Uint8Array [0x1f, 0x8b, 8, 8]
 */
export function compress(input: BytesOrText, format: CompressionFormat, level = 6, header?: GzipHeader): Uint8Array {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('compress: bytes must be a Uint8Array');
  checkFormat(format, 'compress');
  const o = { level: checkLevel(level, 'compress') };
  if (format === 'gzip' && header) {
    return concatBytes(...createCompression('gzip', { level, header }).push(bytes, true));
  }
  if (format === 'gzip') return gzipSync(bytes, { ...o, mtime: 0 });
  return format === 'zlib' ? zlibSync(bytes, o) : deflateSync(bytes, o);
}

/**
 * Decompresses gzip, zlib or raw deflate (fflate), checking gzip's CRC-32 and length (and its header CRC-16
 * when the header carries one, as zlib and GNU gzip do) and zlib's Adler-32.
 *
 * @throws EngineError INVALID_COMPRESSED (format) for bytes that are not in the format, damaged or cut short
 * @example new TextDecoder().decode(decompress(compress(new TextEncoder().encode('hi'), 'gzip'), 'gzip')) // 'hi'
 */
export function decompress(bytes: Uint8Array, format: CompressionFormat): Uint8Array {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decompress: bytes must be a Uint8Array');
  checkFormat(format, 'decompress');
  const parts = createCompression(format, { inflate: true }).push(bytes, true);
  return parts.length === 1 ? (parts[0] as Uint8Array) : concatBytes(...parts);
}

let CRC_TABLES: Int32Array | undefined;
/**
 * CRC-32 (ISO 3309, as gzip's trailer): fflate does not check it, so the engine does. Slicing by 8
 * (eight tables, eight bytes a round, Intel's method as zlib uses it): 3.5-4x the byte-at-a-time loop in
 * V8 (about 800 against 220 MB/s here), which had been a quarter of gunzip's time.
 */
function crc32(crc: number, b: Uint8Array): number {
  if (!CRC_TABLES) {
    CRC_TABLES = new Int32Array(256 * 8);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      CRC_TABLES[n] = c;
    }
    // table t: the CRC of a byte followed by t zero bytes
    for (let t = 1; t < 8; t++)
      for (let n = 0; n < 256; n++) {
        const before = CRC_TABLES[(t - 1) * 256 + n] as number;
        CRC_TABLES[t * 256 + n] = (before >>> 8) ^ (CRC_TABLES[before & 255] as number);
      }
  }
  const T = CRC_TABLES;
  let c = ~crc;
  let i = 0;
  for (const end = b.length - 7; i < end; i += 8) {
    const a =
      c ^
      ((b[i] as number) | ((b[i + 1] as number) << 8) | ((b[i + 2] as number) << 16) | ((b[i + 3] as number) << 24));
    c =
      (T[1792 + (a & 255)] as number) ^
      (T[1536 + ((a >>> 8) & 255)] as number) ^
      (T[1280 + ((a >>> 16) & 255)] as number) ^
      (T[1024 + (a >>> 24)] as number) ^
      (T[768 + (b[i + 4] as number)] as number) ^
      (T[512 + (b[i + 5] as number)] as number) ^
      (T[256 + (b[i + 6] as number)] as number) ^
      (T[b[i + 7] as number] as number);
  }
  for (; i < b.length; i++) c = (T[(c ^ (b[i] as number)) & 255] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

/** Adler-32 (RFC 1950 §8, zlib's trailer). */
function adler32(adler: number, b: Uint8Array): number {
  let s1 = adler & 0xffff;
  let s2 = adler >>> 16;
  for (let i = 0; i < b.length; ) {
    // 3800 bytes cannot overflow the sums before the modulo.
    const end = Math.min(i + 3800, b.length);
    for (; i < end; i++) {
      s1 += b[i] as number;
      s2 += s1;
    }
    s1 %= 65521;
    s2 %= 65521;
  }
  return ((s2 << 16) | s1) >>> 0;
}

/** A gzip header's optional fields in their order, each with its flag bit (RFC 1952 §2.3.1). */
const HEADER_FIELDS = [
  ['xlen', 4],
  ['name', 8],
  ['comment', 16],
  ['crc', 2],
] as const;

/**
 * gzip's header CRC-16 (FHCRC, RFC 1952 §2.3.1: the low 16 bits of the CRC-32 of the header's bytes before
 * it), which fflate skips and zlib and GNU gzip check. Fed the input as it comes, while in the header and
 * not at all after it; `ok` is false once a header that carries the CRC disagrees.
 */
function headerCrcCheck() {
  /** Where in the header: 0-9 the fixed part, then the fields its flags name, then done. */
  let at = 0;
  let flags = 0;
  let crc = 0;
  let field = 'fixed' as 'fixed' | 'xlen' | 'extra' | 'name' | 'comment' | 'crc' | 'done';
  let left = 0;
  let stored = 0;
  let good = true;
  /** On to the next field the flags name, after this one (the extra field's bytes go on from its length). */
  const next = () => {
    const after = HEADER_FIELDS.findIndex(([f]) => f === (field === 'extra' ? 'xlen' : field)) + 1;
    field = HEADER_FIELDS.slice(after).find(([, bit]) => flags & bit)?.[0] ?? 'done';
    left = field === 'xlen' || field === 'crc' ? 2 : 0;
  };
  return {
    input(chunk: Uint8Array) {
      let i = 0;
      while (i < chunk.length && field !== 'done') {
        if (field === 'extra' || field === 'name' || field === 'comment') {
          // a run at once: the extra field's bytes, or a name or comment up to and with its zero byte
          const zero = field === 'extra' ? -1 : chunk.indexOf(0, i);
          const end = field === 'extra' ? Math.min(chunk.length, i + left) : zero < 0 ? chunk.length : zero + 1;
          crc = crc32(crc, chunk.subarray(i, end));
          if (field === 'extra') left -= end - i;
          if ((field === 'extra' && left === 0) || (field !== 'extra' && zero >= 0)) next();
          i = end;
          continue;
        }
        const b = chunk[i++] as number;
        if (field === 'crc') {
          stored |= b << (8 * (2 - left));
          if (--left === 0) {
            good = stored === (crc & 0xffff);
            field = 'done';
          }
          continue;
        }
        crc = crc32(crc, chunk.subarray(i - 1, i));
        if (field === 'fixed') {
          if (at === 3) flags = b;
          // no CRC in this header: nothing to check
          if (++at === 10) {
            if (flags & 2) next();
            else field = 'done';
          }
        } else {
          // the extra field's length, two bytes, least significant first
          stored |= b << (8 * (2 - left));
          if (--left === 0) {
            left = stored;
            stored = 0;
            field = 'extra';
            if (left === 0) next();
          }
        }
      }
    },
    ok: () => good,
  };
}

/** Checks gzip's CRC-32 and length, or zlib's Adler-32, against the output (fflate skips both). */
function trailerCheck(format: CompressionFormat) {
  let sum = format === 'zlib' ? 1 : 0;
  let size = 0;
  let tail = new Uint8Array(0);
  const header = format === 'gzip' ? headerCrcCheck() : null;
  return {
    input(chunk: Uint8Array) {
      header?.input(chunk);
      const t = new Uint8Array(Math.min(8, tail.length + chunk.length));
      const keep = t.length - Math.min(chunk.length, t.length);
      t.set(tail.subarray(tail.length - keep), 0);
      t.set(chunk.subarray(chunk.length - (t.length - keep)), keep);
      tail = t;
    },
    output(data: Uint8Array) {
      size += data.length;
      if (format === 'gzip') sum = crc32(sum, data);
      else if (format === 'zlib') sum = adler32(sum, data);
    },
    ok(): boolean {
      const v = new DataView(tail.buffer, tail.byteOffset, tail.length);
      if (format === 'gzip')
        return (
          header?.ok() !== false &&
          tail.length === 8 &&
          v.getUint32(0, true) === sum &&
          v.getUint32(4, true) === size >>> 0
        );
      if (format === 'zlib') return tail.length >= 4 && v.getUint32(tail.length - 4) === sum;
      return true;
    },
  };
}

/** gzip with header fields: our header, fflate's raw deflate, then CRC-32 and size (RFC 1952 §2.3). */
function gzipWithHeader(level: CompressionLevel, header: GzipHeader): ByteStream {
  const out: Uint8Array[] = [gzipHeaderBytes(header, level)];
  let crc = 0;
  let size = 0;
  const deflate = new Deflate({ level }, (data) => {
    if (data.length) out.push(data);
  });
  return {
    push(chunk, last) {
      crc = crc32(crc, chunk);
      size += chunk.length;
      deflate.push(chunk, last);
      if (last) {
        const t = new Uint8Array(8);
        new DataView(t.buffer).setUint32(0, crc, true);
        new DataView(t.buffer).setUint32(4, size >>> 0, true);
        out.push(t);
      }
      return out.splice(0);
    },
  };
}

/** A compressor or decompressor fed in chunks: `push` returns the output those bytes completed. */
export interface ByteStream {
  push(chunk: Uint8Array, last: boolean): Uint8Array[];
}

/**
 * A streaming {@link compress} (or, with `inflate`, {@link decompress} with the same checks), for big data in chunks.
 *
 * @throws EngineError INVALID_COMPRESSED (format) from `push` when decompressing bad data, or when the
 *   last chunk leaves the stream unfinished
 * @example createCompression('gzip', { level: 1 }).push(new Uint8Array(3), true).length // 1
 */
export function createCompression(
  format: CompressionFormat,
  options: { level?: number; inflate?: boolean; header?: GzipHeader } = {},
): ByteStream {
  checkFormat(format, 'createCompression');
  const level = checkLevel(options.level ?? 6, 'createCompression');
  if (options.header && format === 'gzip' && !options.inflate) return gzipWithHeader(level, options.header);
  const out: Uint8Array[] = [];
  let ended = false;
  const inflate = options.inflate ?? false;
  const check = inflate ? trailerCheck(format) : null;
  const sink = (data: Uint8Array, final: boolean) => {
    if (data.length) out.push(data);
    check?.output(data);
    if (final) ended = true;
  };
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
      check?.input(chunk);
      try {
        s.push(chunk, last);
      } catch {
        throw damaged(format);
      }
      if (last && inflate && (!ended || !check?.ok())) throw damaged(format);
      return out.splice(0);
    },
  };
}

/** An asynchronous decompressor fed in chunks: `push` gives the output ready so far, `end` the rest. */
export interface AsyncByteStream {
  push(chunk: Uint8Array): Promise<Uint8Array[]>;
  end(): Promise<Uint8Array[]>;
  /** True when each chunk given is new memory the stream never touches again. */
  readonly fresh: boolean;
}

/** The platform's gunzip over `input` whole, or null when it refuses it. */
async function nativeGunzip(input: Uint8Array): Promise<Uint8Array | null> {
  const s = nativeInflate();
  try {
    const parts = [...(await s.push(input)), ...(await s.end())];
    return concatBytes(...parts);
  } catch {
    return null;
  }
}

let nativeOk: Promise<boolean> | undefined;
/**
 * Whether this platform's DecompressionStream('gzip') gives what fflate with our trailer check gives: one
 * member whole, and refuses a second member or zero bytes after it (Chromium refuses both, Node 20's zlib
 * takes both), so a file gets the same answer whichever runs it.
 */
function nativeGunzipAgrees(): Promise<boolean> {
  nativeOk ??= (async () => {
    if (typeof DecompressionStream !== 'function') return false;
    const member = gzipSync(Uint8Array.of(7), { mtime: 0 });
    const one = await nativeGunzip(member);
    if (one?.length !== 1 || one[0] !== 7) return false;
    const two = new Uint8Array(member.length * 2);
    two.set(member);
    two.set(member, member.length);
    const padded = new Uint8Array(member.length + 8);
    padded.set(member);
    return (await nativeGunzip(two)) === null && (await nativeGunzip(padded)) === null;
  })().catch(() => false);
  return nativeOk;
}

/**
 * gunzip by DecompressionStream('gzip') (zlib checks the CRC-32 and length), its errors as
 * INVALID_COMPRESSED. Exported for the tests, which run it on Node's stream.
 * @internal
 */
export function nativeInflate(): AsyncByteStream {
  const ds = new DecompressionStream('gzip');
  const writer = ds.writable.getWriter();
  const reader = ds.readable.getReader();
  const out: Uint8Array[] = [];
  // reads as the stream makes output, so a write never waits for room; its rejection is met by push or end
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.length) out.push(value);
    }
  })();
  pump.catch(() => {});
  return {
    // each chunk a stream gives is a new Uint8Array (Compression Streams: "a new Uint8Array" per output)
    fresh: true,
    async push(chunk) {
      try {
        // resolved once the stream has read the chunk: the caller may reuse it after
        await writer.write(chunk as Uint8Array<ArrayBuffer>);
      } catch {
        throw damaged('gzip');
      }
      return out.splice(0);
    },
    async end() {
      try {
        await writer.close();
        await pump;
      } catch {
        throw damaged('gzip');
      }
      return out.splice(0);
    },
  };
}

/**
 * A streaming gunzip (RFC 1952) for big data: the platform's DecompressionStream where it gives the same
 * answers as {@link createCompression} with `inflate` (a browser's is about 3x fflate), else that.
 *
 * @throws EngineError INVALID_COMPRESSED (format) from `push` or `end` for data that is not one whole gzip
 *   member with a good CRC-32 and length
 * @example await createGunzipStream().then(async (s) => new Blob([...(await s.push(compress('hi', 'gzip'))), ...(await s.end())]).text()) // 'hi'
 */
export async function createGunzipStream(): Promise<AsyncByteStream> {
  if (await nativeGunzipAgrees()) return nativeInflate();
  const s = createCompression('gzip', { inflate: true });
  return {
    fresh: false,
    push: async (chunk) => s.push(chunk, false),
    end: async () => s.push(new Uint8Array(0), true),
  };
}
