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

/**
 * Which tool's dump to write or read: `xxd` (vim's xxd), `hexdump-C` (`hexdump -C`, the canonical
 * hex+ASCII display of BSD and util-linux), `hexdump` (util-linux `hexdump` with no options: 16-bit
 * little-endian words, octal-free) or `wireshark` (Wireshark's and tshark's printed packet bytes,
 * epan/print.c `print_hex_data_buffer`).
 */
export type HexDumpLayout = 'xxd' | 'hexdump-C' | 'hexdump' | 'wireshark';
const LAYOUTS: readonly HexDumpLayout[] = ['xxd', 'hexdump-C', 'hexdump', 'wireshark'];

export interface HexDumpOptions {
  /** Whose format. Default `xxd`. */
  layout?: HexDumpLayout;
  /** Bytes per line (`xxd` only; the others have 16). Default 16 (like xxd). */
  columns?: number;
  /** Bytes per group (`xxd` only). Default 2 (like xxd). */
  groupSize?: number;
  /** Upper-case digits. Default false. */
  upper?: boolean;
  /** First offset shown. Default 0. */
  offset?: number;
  /**
   * `hexdump` layouts: write `*` for a line that repeats the one before, as hexdump does unless given
   * `-v`. Default true. (xxd does not squeeze unless given `-a`; it is not offered for xxd.)
   */
  squeeze?: boolean;
}

const printable = (b: number) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '.');

/** `hexdump -C` and plain `hexdump`: 16 bytes a line, `*` for repeated lines, then the end offset alone. */
function hexdumpLines(
  bytes: Uint8Array,
  hexAll: string,
  start: number,
  canonical: boolean,
  squeeze: boolean,
  upper: boolean,
): string {
  const digits = canonical ? 8 : 7;
  const off = (n: number) => {
    const s = n.toString(16).padStart(digits, '0');
    return upper ? s.toUpperCase() : s;
  };
  const lines: string[] = [];
  let previous = '';
  let starred = false;
  for (let i = 0; i < bytes.length; i += 16) {
    const end = Math.min(i + 16, bytes.length);
    const body = hexAll.slice(2 * i, 2 * end);
    if (squeeze && end - i === 16 && body === previous) {
      if (!starred) lines.push('*\n');
      starred = true;
      continue;
    }
    starred = false;
    previous = body;
    let line = off(start + i);
    if (canonical) {
      let hex = ' ';
      let text = '';
      for (let j = i; j < end; j++) {
        hex += `${j - i === 8 ? ' ' : ''} ${body.slice(2 * (j - i), 2 * (j - i) + 2)}`;
        text += printable(bytes[j] as number);
      }
      line += `${hex.padEnd(50, ' ')}  |${text}|`;
    } else {
      // Words are 16-bit little-endian, as util-linux prints them on x86 and ARM; an odd last byte pairs with 0.
      for (let j = i; j < i + 16; j += 2) {
        if (j >= end) line += '     ';
        else
          line += ` ${j + 1 < end ? body.slice(2 * (j + 1 - i), 2 * (j + 2 - i)) : '00'}${body.slice(2 * (j - i), 2 * (j - i) + 2)}`;
      }
    }
    lines.push(`${line}\n`);
  }
  if (bytes.length) lines.push(`${off(start + bytes.length)}\n`);
  return lines.join('');
}

/** Wireshark's printed bytes: offset (4 digits at least), two spaces, `xx ` per byte padded to 16, two spaces, text. */
function wiresharkLines(bytes: Uint8Array, hexAll: string, start: number, upper: boolean): string {
  const last = start + Math.max(bytes.length, 1) - 1;
  const digits = Math.max(4, last.toString(16).length);
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += 16) {
    const end = Math.min(i + 16, bytes.length);
    let hex = '';
    let text = '';
    for (let j = i; j < end; j++) {
      hex += `${hexAll.slice(2 * j, 2 * j + 2)} `;
      text += printable(bytes[j] as number);
    }
    const off = (start + i).toString(16).padStart(digits, '0');
    lines.push(`${upper ? off.toUpperCase() : off}  ${hex.padEnd(48, ' ')}  ${text}\n`);
  }
  return lines.join('');
}

/**
 * A hex dump in the layout of a well-known tool, byte for byte: `xxd` (default; 8-digit offset, hex in
 * groups, then printable ASCII with others as `.`), `hexdump -C`, util-linux `hexdump` with no options
 * (16-bit little-endian words) or Wireshark's printed packet bytes. {@link fromHexDump} reads each back.
 * @example hexDump(new TextEncoder().encode('Hi!\n')) // '00000000: 4869 210a                                Hi!.\n'
 * @example hexDump(new TextEncoder().encode('abc'), { layout: 'hexdump' }) // '0000000 6261 0063                              \n0000003\n'
 * @example hexDump(new TextEncoder().encode('abc'), { layout: 'wireshark' }) // '0000  61 62 63                                          abc\n'
 */
export function hexDump(input: BytesOrText, options: HexDumpOptions = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('hexDump: bytes must be a Uint8Array');
  const layout = options.layout ?? 'xxd';
  if (!LAYOUTS.includes(layout)) throw new RangeError(`hexDump: unknown layout ${JSON.stringify(layout)}`);
  const columns = options.columns ?? 16;
  const group = options.groupSize ?? 2;
  const start = options.offset ?? 0;
  if (!Number.isInteger(columns) || columns < 1 || columns > 256) throw new RangeError('columns must be 1 to 256');
  if (!Number.isInteger(group) || group < 1) throw new RangeError('groupSize must be a positive integer');
  if (!Number.isSafeInteger(start) || start < 0) throw new RangeError('offset must be a non-negative integer');
  if (layout !== 'xxd' && (columns !== 16 || options.groupSize !== undefined))
    throw new RangeError(`hexDump: columns and groupSize are for the xxd layout; ${layout} has 16 bytes a line`);
  const upper = options.upper ?? false;
  const hexAll = plainHex(bytes, upper);
  if (layout === 'hexdump-C' || layout === 'hexdump')
    return hexdumpLines(bytes, hexAll, start, layout === 'hexdump-C', options.squeeze ?? true, upper);
  if (layout === 'wireshark') return wiresharkLines(bytes, hexAll, start, upper);
  const width = columns * 2 + Math.ceil(columns / group) - 1;
  const lines: string[] = [];
  for (let i = 0; i < bytes.length; i += columns) {
    const end = Math.min(i + columns, bytes.length);
    let hex = '';
    let text = '';
    for (let j = i; j < end; j++) {
      if (j > i && (j - i) % group === 0) hex += ' ';
      hex += hexAll.slice(2 * j, 2 * j + 2);
      text += printable(bytes[j] as number);
    }
    const off = (start + i).toString(16).padStart(8, '0');
    lines.push(`${upper ? off.toUpperCase() : off}: ${hex.padEnd(width, ' ')}  ${text}\n`);
  }
  return lines.join('');
}

/** The most bytes a dump may describe (its offsets can jump over gaps, which read back as zeros). */
const MAX_DUMP_BYTES = 256 * 1024 * 1024;
const HEX_TOKEN = /^(?:[0-9a-fA-F]{2})+$/;
const BYTE_TOKEN = /^[0-9a-fA-F]{2}$/;

/** Which layout a dump is in, by its first non-blank line; undefined when it looks like none. */
export function detectHexDump(text: string): HexDumpLayout | undefined {
  const first = /^\s*(\S[^\n]*)/.exec(text)?.[1]?.replace(/\r$/, '') ?? '';
  if (/^[0-9a-fA-F]{4,16}: [0-9a-fA-F]{2}/.test(first)) return 'xxd';
  if (/^[0-9a-fA-F]{8,16} {2}[0-9a-fA-F]{2}( [ 0-9a-fA-F]*)? *\|.*\|$/.test(first)) return 'hexdump-C';
  if (/^[0-9a-fA-F]{7,16}( [0-9a-fA-F]{4})+ *$/.test(first)) return 'hexdump';
  if (/^[0-9a-fA-F]{4,16} {2}[0-9a-fA-F]{2} /.test(first)) return 'wireshark';
  return undefined;
}

/** Heuristic for pages: the first non-blank line looks like a dump of one of the {@link HexDumpLayout}s. */
export function looksLikeHexDump(text: string): boolean {
  return detectHexDump(text) !== undefined;
}

type DumpLine = { at: number; bytes: Uint8Array } | { end: number } | 'star' | 'skip' | undefined;

/** One line of a dump, by layout: its bytes at their offset, the end offset alone, `*`, or undefined if unreadable. */
function readDumpLine(line: string, layout: HexDumpLayout, n: number): DumpLine {
  const t = line.trim();
  if (t === '') return 'skip';
  if (t === '*') return 'star';
  const bad = (w?: string) =>
    new EngineError('HEX_DUMP_LINE', w ? `Line ${n} has "${w}" among its hex` : `Line ${n} is not a hex dump line`, {
      line: n,
    });
  if (layout !== 'xxd' && layout !== 'wireshark' && /^[0-9a-fA-F]{1,16}$/.test(t))
    return { end: Number.parseInt(t, 16) };
  if (layout === 'xxd') {
    const m = /^\s*([0-9a-fA-F]{1,16}):(.*)$/.exec(line);
    if (!m) return undefined;
    // The hex column ends at two spaces (xxd pads it so); without them, at the first non-hex word.
    const rest = (m[2] as string).replace(/^ /, '');
    const gap = rest.indexOf('  ');
    const words = (gap >= 0 ? rest.slice(0, gap) : rest).split(/[ \t]+/).filter(Boolean);
    const hex: string[] = [];
    for (const w of words) {
      if (!HEX_TOKEN.test(w)) {
        if (gap >= 0) throw bad(w);
        break;
      }
      hex.push(w);
    }
    return { at: Number.parseInt(m[1] as string, 16), bytes: fromHex(hex.join('')) };
  }
  const m = /^\s*([0-9a-fA-F]{1,16}) (.*)$/.exec(line);
  if (!m) return undefined;
  const at = Number.parseInt(m[1] as string, 16);
  let rest = m[2] as string;
  if (layout === 'hexdump') {
    const words = rest.trim().split(/ +/);
    const out = new Uint8Array(words.length * 2);
    words.forEach((w, i) => {
      if (!/^[0-9a-fA-F]{4}$/.test(w)) throw bad(w);
      const v = Number.parseInt(w, 16);
      out[2 * i] = v & 255;
      out[2 * i + 1] = v >>> 8;
    });
    return { at, bytes: out };
  }
  if (layout === 'hexdump-C') {
    const bar = rest.indexOf('|');
    if (bar >= 0) rest = rest.slice(0, bar);
  } else {
    // Wireshark: the text column starts at a fixed place, after 16 three-character cells and two spaces.
    rest = rest.replace(/^ /, '');
    if (rest.length > 48 && rest.slice(48, 50) === '  ') rest = rest.slice(0, 48);
    else if (rest.indexOf('   ') >= 0) rest = rest.slice(0, rest.indexOf('   '));
  }
  const words = rest.trim().split(/\s+/).filter(Boolean);
  for (const w of words) if (!BYTE_TOKEN.test(w)) throw bad(w);
  return { at, bytes: fromHex(words.join('')) };
}

/**
 * Reads a hex dump back into bytes, in any {@link HexDumpLayout} (found from its first line unless
 * `layout` says), as `xxd -r` does for xxd's: each line is an offset and hex bytes; the text column is
 * ignored. Bytes land at their line's offset, so a gap reads back as zero bytes (`xxd -s` starts past 0)
 * and a later line may overwrite an earlier one, like `xxd -r` into a file. A `*` line (hexdump, `xxd
 * -a`) stands for copies of the line before it up to the next offset; hexdump's closing offset gives the
 * length (so an odd byte count survives plain `hexdump`'s 16-bit words). Unlike `xxd -r` it needs no
 * `-c` for long lines, and it names a line it cannot read instead of skipping it. Lines count from 1.
 * @throws EngineError HEX_DUMP_LINE (params line), HEX_DUMP_OFFSET (params line)
 * @example fromHexDump('00000000: 4869 210a                                Hi!.\n') // Uint8Array [72, 105, 33, 10]
 * @example fromHexDump('0000000 6261 0063\n0000003\n') // Uint8Array [97, 98, 99]
 */
export function fromHexDump(text: string, options: { layout?: HexDumpLayout } = {}): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromHexDump: text must be a string');
  const layout = options.layout ?? detectHexDump(text) ?? 'xxd';
  if (!LAYOUTS.includes(layout)) throw new RangeError(`fromHexDump: unknown layout ${JSON.stringify(layout)}`);
  const lines = text.split('\n');
  /** Each line's bytes at its offset; `until` repeats them up to that offset (a `*` line). */
  const chunks: { at: number; bytes: Uint8Array; until?: number }[] = [];
  let end = -1;
  let star = false;
  const tooFar = (n: number, at: number) => {
    if (at > MAX_DUMP_BYTES)
      throw new EngineError('HEX_DUMP_OFFSET', `Line ${n} jumps to offset ${at.toString(16)}`, { line: n });
  };
  /** Copies of the last line from its end up to `to`, when a `*` came before `to`. */
  const repeat = (to: number) => {
    const prev = chunks[chunks.length - 1];
    if (star && prev && prev.bytes.length > 0 && to > prev.at + prev.bytes.length)
      chunks.push({ at: prev.at + prev.bytes.length, bytes: prev.bytes, until: to });
    star = false;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).replace(/\r$/, '');
    const r = readDumpLine(line, layout, i + 1);
    if (r === 'skip') continue;
    if (r === 'star') {
      star = true;
      continue;
    }
    if (r === undefined)
      throw new EngineError('HEX_DUMP_LINE', `Line ${i + 1} is not a hex dump line`, { line: i + 1 });
    if ('end' in r) {
      tooFar(i + 1, r.end);
      repeat(r.end);
      end = r.end;
      continue;
    }
    tooFar(i + 1, r.at + r.bytes.length);
    repeat(r.at);
    chunks.push(r);
  }
  let size = 0;
  for (const c of chunks) size = Math.max(size, c.until ?? c.at + c.bytes.length);
  if (end >= 0) size = end;
  const out = new Uint8Array(size);
  for (const c of chunks) {
    if (c.at >= size) continue;
    const stop = Math.min(size, c.until ?? c.at + c.bytes.length);
    out.set(c.bytes.subarray(0, stop - c.at), c.at);
    // Repeats double what is already written, so a long run costs a few copies, not one per line.
    for (let done = Math.min(c.bytes.length, stop - c.at); c.at + done < stop; done *= 2)
      out.copyWithin(c.at + done, c.at, Math.min(stop, c.at + 2 * done));
  }
  return out;
}
