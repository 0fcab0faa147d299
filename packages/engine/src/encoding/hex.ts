import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

export type HexDelimiter = 'none' | 'space' | '0x' | '\\x' | '%' | 'comma' | 'colon' | '0x-comma' | 'lf' | 'crlf';

export interface HexEncodeOptions {
  /** Upper-case digits. Default false. */
  upper?: boolean;
  /**
   * How bytes are written: `4869`, `48 69`, `0x48 0x69`, `\x48\x69`, `%48%69`, `48,69`, `48:69`, `0x48, 0x69`
   * (a C array), or one byte per line (`lf`, `crlf`), as CyberChef's To Hex offers. Default none.
   */
  delimiter?: HexDelimiter;
  /** Start a new line after this many bytes. Default: one line. */
  bytesPerLine?: number;
}

const LOWER = new Uint16Array(256);
const UPPER = new Uint16Array(256);
for (let i = 0; i < 256; i++) {
  const l = i.toString(16).padStart(2, '0');
  const u = l.toUpperCase();
  // Little-endian UTF-16 code units: first character in the low half.
  LOWER[i] = l.charCodeAt(0) | (l.charCodeAt(1) << 8);
  UPPER[i] = u.charCodeAt(0) | (u.charCodeAt(1) << 8);
}
// The output is ASCII, so UTF-8 decoding is exact, and engines give it a fast ASCII path.
const ascii = new TextDecoder();
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;
const encoder = new TextEncoder();

/** Two hex characters (a little-endian 16-bit unit) to their byte, -1 otherwise; built on first use. */
let PAIRS: Int16Array | undefined;
function pairs(): Int16Array {
  if (PAIRS) return PAIRS;
  const t = new Int16Array(65536).fill(-1);
  const digits = '0123456789abcdefABCDEF';
  for (const a of digits) {
    for (const b of digits) t[a.charCodeAt(0) | (b.charCodeAt(0) << 8)] = Number.parseInt(a + b, 16);
  }
  PAIRS = t;
  return t;
}

/** Plain even-length hex without delimiters, one lookup per byte; undefined sends it to the careful path. */
function fastFromHex(text: string): Uint8Array | undefined {
  const n = text.length;
  if (!LITTLE_ENDIAN || n < 64 || n & 1) return undefined;
  const src = new Uint8Array(n);
  const { read, written } = encoder.encodeInto(text, src);
  if (read !== n || written !== n) return undefined;
  const units = new Uint16Array(src.buffer);
  const table = pairs();
  const out = new Uint8Array(n >>> 1);
  for (let i = 0; i < out.length; i++) {
    const v = table[units[i] as number] as number;
    if (v < 0) return undefined;
    out[i] = v;
  }
  return out;
}

interface NativeHex {
  toHex?: () => string;
}

function plainHex(bytes: Uint8Array, upper: boolean): string {
  const native = (bytes as NativeHex).toHex;
  if (typeof native === 'function') {
    const s = native.call(bytes);
    return upper ? s.toUpperCase() : s;
  }
  const table = upper ? UPPER : LOWER;
  const n = bytes.length;
  if (!LITTLE_ENDIAN) {
    let s = '';
    for (let i = 0; i < n; i++)
      s += String.fromCharCode(
        (table[bytes[i] as number] as number) & 255,
        (table[bytes[i] as number] as number) >>> 8,
      );
    return s;
  }
  // Two bytes (four characters) per 32-bit store.
  const out = new Uint8Array(n * 2 + (n & 1) * 2);
  const words = new Uint32Array(out.buffer);
  const half = n >>> 1;
  for (let i = 0; i < half; i++) {
    words[i] = (table[bytes[2 * i] as number] as number) | ((table[bytes[2 * i + 1] as number] as number) << 16);
  }
  if (n & 1) words[half] = table[bytes[n - 1] as number] as number;
  return ascii.decode(out.subarray(0, n * 2));
}

const PREFIX: Record<HexDelimiter, [before: string, between: string]> = {
  none: ['', ''],
  space: ['', ' '],
  '0x': ['0x', ' '],
  '\\x': ['\\x', ''],
  '%': ['%', ''],
  comma: ['', ','],
  colon: ['', ':'],
  '0x-comma': ['0x', ', '],
  lf: ['', '\n'],
  crlf: ['', '\r\n'],
};

/**
 * Writes bytes as hex (RFC 4648 §8 base16, lower case by default) with an optional per-byte delimiter and
 * line length. Uses the platform's `Uint8Array.prototype.toHex` where it exists.
 * @example toHex(Uint8Array.of(0x48, 0x69)) // '4869'
 * @example toHex(Uint8Array.of(0x48, 0x69), { delimiter: '0x', upper: true }) // '0x48 0x69'
 * @example toHex(Uint8Array.of(0x48, 0x69), { delimiter: 'colon' }) // '48:69'
 * @example toHex(Uint8Array.of(0x48, 0x69), { delimiter: '0x-comma' }) // '0x48, 0x69'
 * @example toHex('Hi') // '4869' (a string is written as its UTF-8 bytes)
 */
export function toHex(input: BytesOrText, options: HexEncodeOptions = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toHex: bytes must be a Uint8Array');
  const upper = options.upper ?? false;
  const delimiter = options.delimiter ?? 'none';
  const perLine = options.bytesPerLine ?? 0;
  if (!(delimiter in PREFIX)) throw new RangeError(`unknown delimiter ${JSON.stringify(delimiter)}`);
  if (!Number.isInteger(perLine) || perLine < 0) throw new RangeError('bytesPerLine must be a non-negative integer');
  const [before, between] = PREFIX[delimiter];
  if (!before && !between && !perLine) return plainHex(bytes, upper);
  const hex = plainHex(bytes, upper);
  const parts: string[] = new Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) parts[i] = before + hex.slice(2 * i, 2 * i + 2);
  if (!perLine) return parts.join(between);
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += perLine) lines.push(parts.slice(i, i + perLine).join(between));
  return lines.join(between.trim() ? `${between.trim()}\n` : '\n');
}

const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(i)] = i;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(i)] = i;
}
const SEPARATORS = new Set([' ', '\t', '\n', '\r', ',', ':', ';', '-', '%', '"', "'", '[', ']', '{', '}', '(', ')']);

/**
 * Reads hex, recognising the common delimiters by itself: whitespace, commas, colons, `0x` and `\x`
 * prefixes, `%` escapes (`48 69`, `0x48,0x69`, `\x48\x69`, `%48%69`, `48:69`). Error positions count from 1.
 * @throws EngineError INVALID_HEX (params char, position), ODD_HEX_LENGTH (params digits)
 * @example fromHex('0x48, 0x69') // Uint8Array [72, 105]
 */
export function fromHex(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromHex: text must be a string');
  const fast = fastFromHex(text);
  if (fast) return fast;
  const n = text.length;
  const out = new Uint8Array(n >>> 1);
  let o = 0;
  let high = -1;
  let digits = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? (HEX_VALUE[c] as number) : -1;
    if (v >= 0) {
      // `0x` prefix: a 0 directly followed by x, at the start of a byte.
      if (c === 48 && high < 0 && (text[i + 1] === 'x' || text[i + 1] === 'X')) {
        i++;
        continue;
      }
      digits++;
      if (high < 0) high = v;
      else {
        out[o++] = (high << 4) | v;
        high = -1;
      }
      continue;
    }
    const ch = text[i] as string;
    if (ch === '\\' && (text[i + 1] === 'x' || text[i + 1] === 'X') && high < 0) {
      i++;
      continue;
    }
    if (SEPARATORS.has(ch)) continue;
    const bad = String.fromCodePoint(text.codePointAt(i) ?? 0);
    throw new EngineError('INVALID_HEX', `Invalid hex character ${JSON.stringify(bad)} at position ${i + 1}`, {
      char: bad,
      position: i + 1,
    });
  }
  if (high >= 0) throw new EngineError('ODD_HEX_LENGTH', `Odd number of hex digits: ${digits}`, { digits });
  return out.slice(0, o);
}

export interface HexDumpOptions {
  /** Bytes per line. Default 16 (like xxd). */
  columns?: number;
  /** Bytes per group. Default 2 (like xxd). */
  groupSize?: number;
  /** Upper-case digits. Default false. */
  upper?: boolean;
  /** First offset shown. Default 0. */
  offset?: number;
}

/**
 * An `xxd`-style dump: 8-digit offset, hex in groups, then printable ASCII (others as `.`). Output matches
 * `xxd` (vim 9) byte for byte with the same columns and group size.
 * @example hexDump(new TextEncoder().encode('Hi!\n')) // '00000000: 4869 210a                                Hi!.\n'
 */
export function hexDump(input: BytesOrText, options: HexDumpOptions = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('hexDump: bytes must be a Uint8Array');
  const columns = options.columns ?? 16;
  const group = options.groupSize ?? 2;
  const start = options.offset ?? 0;
  if (!Number.isInteger(columns) || columns < 1 || columns > 256) throw new RangeError('columns must be 1 to 256');
  if (!Number.isInteger(group) || group < 1) throw new RangeError('groupSize must be a positive integer');
  const hexAll = plainHex(bytes, options.upper ?? false);
  const width = columns * 2 + Math.ceil(columns / group) - 1;
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += columns) {
    const end = Math.min(i + columns, bytes.length);
    let hex = '';
    let text = '';
    for (let j = i; j < end; j++) {
      if (j > i && (j - i) % group === 0) hex += ' ';
      hex += hexAll.slice(2 * j, 2 * j + 2);
      const b = bytes[j] as number;
      text += b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.';
    }
    const off = (start + i).toString(16).padStart(8, '0');
    lines.push(`${options.upper ? off.toUpperCase() : off}: ${hex.padEnd(width, ' ')}  ${text}\n`);
  }
  return lines.join('');
}

/** The most bytes a dump may describe (its offsets can jump over gaps, which read back as zeros). */
const MAX_DUMP_BYTES = 256 * 1024 * 1024;
const DUMP_LINE = /^\s*([0-9a-fA-F]{1,16}):(.*)$/;
const HEX_TOKEN = /^(?:[0-9a-fA-F]{2})+$/;

/** Heuristic for pages: the first non-blank line looks like `xxd` output (`00000000: 4869 ...`). */
export function looksLikeHexDump(text: string): boolean {
  const first = /^\s*(\S[^\n]*)/.exec(text)?.[1] ?? '';
  return /^[0-9a-fA-F]{4,16}: [0-9a-fA-F]{2}/.test(first);
}

/**
 * Reads an `xxd`-style dump back into bytes, as `xxd -r -c <columns>` does: each line is a hex offset,
 * a colon, the hex bytes in groups of any size, then (after two spaces) the text column, which is
 * ignored. Bytes land at their line's offset, so gaps (`xxd -a` writes `*` for repeated zero lines, `xxd
 * -s` starts past 0) read back as zero bytes and a later line may overwrite an earlier one, like `xxd -r`
 * into a file. Unlike `xxd -r` it needs no `-c` for long lines, and it names a line it cannot read
 * instead of skipping it. Line numbers count from 1.
 * @throws EngineError HEX_DUMP_LINE (params line), HEX_DUMP_OFFSET (params line)
 * @example fromHexDump('00000000: 4869 210a                                Hi!.\n') // Uint8Array [72, 105, 33, 10]
 */
export function fromHexDump(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromHexDump: text must be a string');
  const lines = text.split('\n');
  const chunks: { at: number; bytes: Uint8Array }[] = [];
  let size = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    if (line.trim() === '' || line.trim() === '*') continue;
    const m = DUMP_LINE.exec(line);
    if (!m) throw new EngineError('HEX_DUMP_LINE', `Line ${i + 1} is not a hex dump line`, { line: i + 1 });
    const at = Number.parseInt(m[1] as string, 16);
    // The hex column ends at two spaces (xxd pads it so); without them, at the first non-hex word.
    const rest = (m[2] as string).replace(/^ /, '');
    const gap = rest.indexOf('  ');
    const words = (gap >= 0 ? rest.slice(0, gap) : rest).split(/[ \t]+/).filter(Boolean);
    const hex: string[] = [];
    for (const w of words) {
      if (!HEX_TOKEN.test(w)) {
        if (gap >= 0) throw new EngineError('HEX_DUMP_LINE', `Line ${i + 1} has "${w}" among its hex`, { line: i + 1 });
        break;
      }
      hex.push(w);
    }
    const bytes = fromHex(hex.join(''));
    if (at + bytes.length > MAX_DUMP_BYTES)
      throw new EngineError('HEX_DUMP_OFFSET', `Line ${i + 1} jumps to offset ${m[1]}`, { line: i + 1 });
    chunks.push({ at, bytes });
    size = Math.max(size, at + bytes.length);
  }
  const out = new Uint8Array(size);
  for (const c of chunks) out.set(c.bytes, c.at);
  return out;
}
