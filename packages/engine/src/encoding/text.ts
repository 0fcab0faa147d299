import { EngineError } from '../errors.ts';
import { fromBase64, toBase64 } from './base64.ts';
import { fromHex, toHex } from './hex.ts';

/**
 * Text encodings (charsets) the tools read and write, as the WHATWG Encoding Standard names them:
 * UTF-8, UTF-16 in either byte order, GBK, Big5 and Shift_JIS.
 */
export type Charset = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gbk' | 'big5' | 'shift_jis';

/**
 * Every {@link Charset}, UTF-8 first: the one list the hash, encoding and cipher tools offer.
 *
 * @example CHARSETS.length // 6
 */
export const CHARSETS: readonly Charset[] = ['utf-8', 'utf-16le', 'utf-16be', 'gbk', 'big5', 'shift_jis'];

/**
 * How text is written as bytes for {@link encodeText} and {@link decodeText}: a {@link Charset}, or the
 * bytes themselves spelled in hex or base64 (as Node's `Buffer.from(text, encoding)` takes both kinds).
 */
export type TextEncoding = Charset | 'hex' | 'base64';

/**
 * Each charset's usual name, as people write it and as error messages name it; each is also a label
 * the WHATWG `TextDecoder` accepts.
 * @example CHARSET_LABELS.big5 // 'Big5'
 */
export const CHARSET_LABELS: Readonly<Record<Charset, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gbk: 'GBK',
  big5: 'Big5',
  shift_jis: 'Shift_JIS',
};

const utf8 = new TextEncoder();

/**
 * The reverse of the platform's WHATWG decoder for a double-byte charset, built once from the decoder
 * itself: every two-byte sequence is decoded in one pass, so no table ships and encoding agrees with how
 * browsers decode. Duplicate code points take the first pointer, except the six Big5 ones the Encoding
 * Standard sends to the last; Big5 skips the HKSCS pointers below (0xA1-0x81)*157 as its encoder does.
 */
const reverseMaps = new Map<'gbk' | 'big5', Map<number, number>>();

function reverseMap(charset: 'gbk' | 'big5'): Map<number, number> {
  const cached = reverseMaps.get(charset);
  if (cached) return cached;
  const trails: number[] = [];
  if (charset === 'gbk') for (let t = 0x40; t <= 0xfe; t++) t !== 0x7f && trails.push(t);
  else {
    for (let t = 0x40; t <= 0x7e; t++) trails.push(t);
    for (let t = 0xa1; t <= 0xfe; t++) trails.push(t);
  }
  const firstLead = charset === 'gbk' ? 0x81 : 0xa1;
  const pairs: number[] = [];
  const buf = new Uint8Array((0xfe - firstLead + 1) * trails.length * 3);
  let k = 0;
  for (let lead = firstLead; lead <= 0xfe; lead++) {
    for (const trail of trails) {
      buf[k++] = lead;
      buf[k++] = trail;
      buf[k++] = 0x0a;
      pairs.push((lead << 8) | trail);
    }
  }
  const segments = new TextDecoder(charset).decode(buf).split('\n');
  const map = new Map<number, number>();
  const lastWins = new Set([0x2550, 0x255e, 0x2561, 0x256a, 0x5341, 0x5345]);
  for (let i = 0; i < pairs.length; i++) {
    const seg = segments[i] as string;
    const cp = seg.codePointAt(0);
    if (cp === undefined || cp === 0xfffd || seg.length !== (cp > 0xffff ? 2 : 1)) continue;
    if (charset === 'gbk' && cp === 0xe5e5) continue;
    if (!map.has(cp) || (charset === 'big5' && lastWins.has(cp))) map.set(cp, pairs[i] as number);
  }
  if (charset === 'gbk') map.set(0x20ac, 0x80);
  reverseMaps.set(charset, map);
  return map;
}

function unencodable(text: string, index: number, charset: Charset): EngineError {
  const ch = String.fromCodePoint(text.codePointAt(index) ?? 0);
  return new EngineError('UNENCODABLE_CHAR', `${JSON.stringify(ch)} has no code in ${CHARSET_LABELS[charset]}`, {
    char: ch,
    position: index + 1,
    encoding: CHARSET_LABELS[charset],
  });
}

/**
 * The Shift_JIS reverse table (code point -> lead << 8 | trail), built once from the platform's own
 * WHATWG TextDecoder so that no table ships. Follows the Encoding Standard's "index Shift_JIS pointer":
 * pointers 8272-8835 (NEC-selected IBM duplicates) are skipped, the first pointer wins, and the
 * user-defined area (decoded as U+E000-U+E757) is never encoded.
 */
let sjisTable: Map<number, number> | undefined;

function shiftJisTable(): Map<number, number> {
  if (sjisTable) return sjisTable;
  const decoder = new TextDecoder('shift_jis', { fatal: true });
  const table = new Map<number, number>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfc; lead++) {
    if (lead > 0x9f && lead < 0xe0) continue;
    for (let trail = 0x40; trail <= 0xfc; trail++) {
      if (trail === 0x7f) continue;
      const pointer = (lead - (lead < 0xa0 ? 0x81 : 0xc1)) * 188 + trail - (trail < 0x7f ? 0x40 : 0x41);
      if (pointer >= 8272 && pointer <= 8835) continue;
      pair[0] = lead;
      pair[1] = trail;
      let s: string;
      try {
        s = decoder.decode(pair);
      } catch {
        continue;
      }
      const cp = s.codePointAt(0) ?? 0;
      if (s.length !== 1 || cp < 0x80 || (cp >= 0xe000 && cp <= 0xf8ff) || table.has(cp)) continue;
      table.set(cp, (lead << 8) | trail);
    }
  }
  sjisTable = table;
  return table;
}

function encodeShiftJis(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    let cp = text.codePointAt(i) ?? 0;
    const at = i;
    if (cp > 0xffff) i++;
    // WHATWG Encoding section 13.3.2: single bytes and the remapped code points.
    if (cp <= 0x80) {
      out[o++] = cp;
      continue;
    }
    if (cp === 0xa5 || cp === 0x203e) {
      out[o++] = cp === 0xa5 ? 0x5c : 0x7e;
      continue;
    }
    if (cp >= 0xff61 && cp <= 0xff9f) {
      out[o++] = cp - 0xff61 + 0xa1;
      continue;
    }
    if (cp === 0x2212) cp = 0xff0d;
    const code = shiftJisTable().get(cp);
    if (code === undefined) throw unencodable(text, at, 'shift_jis');
    out[o++] = code >> 8;
    out[o++] = code & 0xff;
  }
  return out.slice(0, o);
}

function encodeDoubleByte(text: string, charset: 'gbk' | 'big5'): Uint8Array {
  const map = reverseMap(charset);
  const out = new Uint8Array(text.length * 2);
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    const cp = text.codePointAt(i) as number;
    if (cp < 0x80) {
      out[o++] = cp;
      continue;
    }
    const code = map.get(cp);
    if (code === undefined) throw unencodable(text, i, charset);
    if (code < 0x100) out[o++] = code;
    else {
      out[o++] = code >>> 8;
      out[o++] = code & 255;
    }
    if (cp > 0xffff) i++;
  }
  return out.slice(0, o);
}

function checkEncoding(encoding: string, fn: string): void {
  if (!(encoding in CHARSET_LABELS) && encoding !== 'hex' && encoding !== 'base64') {
    throw new RangeError(`${fn}: unknown encoding ${JSON.stringify(encoding)}`);
  }
}

/**
 * Text to bytes: the one text-to-bytes function of the engine. A {@link Charset} encodes the text as the
 * WHATWG Encoding Standard's encoders do (UTF-8, UTF-16LE/BE, GBK, Big5, Shift_JIS); `'hex'` and
 * `'base64'` read the bytes the text spells, with {@link fromHex} (whitespace, `0x` and the usual
 * delimiters allowed) and {@link fromBase64} (RFC 4648, either alphabet, padding optional).
 *
 * @throws EngineError UNENCODABLE_CHAR (params char, position: 1-based, encoding) for a lone surrogate
 *   or a character the charset lacks; for hex and base64 the errors of fromHex and fromBase64.
 *   RangeError for an unknown encoding.
 * @example encodeText('你好', 'gbk') // Uint8Array [196, 227, 186, 195]
 * @example encodeText('日本', 'shift_jis') // Uint8Array [0x93, 0xfa, 0x96, 0x7b]
 * @example encodeText('de:ad', 'hex') // Uint8Array [0xde, 0xad]
 */
export function encodeText(text: string, encoding: TextEncoding = 'utf-8'): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('encodeText: text must be a string');
  checkEncoding(encoding, 'encodeText');
  if (encoding === 'hex') return fromHex(text);
  if (encoding === 'base64') return fromBase64(text);
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (lone) throw unencodable(text, lone.index, encoding);
  if (encoding === 'utf-8') return utf8.encode(text);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') {
    const out = new Uint8Array(text.length * 2);
    const le = encoding === 'utf-16le';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      out[2 * i + (le ? 0 : 1)] = c & 255;
      out[2 * i + (le ? 1 : 0)] = c >>> 8;
    }
    return out;
  }
  return encoding === 'shift_jis' ? encodeShiftJis(text) : encodeDoubleByte(text, encoding);
}

/**
 * Bytes to text, the reverse of {@link encodeText}: a {@link Charset} decodes as the WHATWG Encoding
 * Standard does (a UTF-8 byte order mark is dropped); `'hex'` gives lowercase hex and `'base64'` padded
 * RFC 4648 base64. With `fatal` (default true) malformed bytes are an error; otherwise they become U+FFFD.
 *
 * @throws EngineError INVALID_UTF8 for UTF-8, INVALID_TEXT (params charset) for the other charsets.
 *   RangeError for an unknown encoding.
 * @example decodeText(Uint8Array.of(0xc4, 0xe3, 0xba, 0xc3), 'gbk') // '你好'
 * @example decodeText(Uint8Array.of(0xde, 0xad), 'base64') // '3q0='
 */
export function decodeText(
  bytes: Uint8Array,
  encoding: TextEncoding = 'utf-8',
  options: { fatal?: boolean } = {},
): string {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decodeText: bytes must be a Uint8Array');
  checkEncoding(encoding, 'decodeText');
  if (encoding === 'hex') return toHex(bytes);
  if (encoding === 'base64') return toBase64(bytes);
  const fatal = options.fatal ?? true;
  try {
    return new TextDecoder(encoding, { fatal }).decode(bytes);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    if (encoding === 'utf-8') throw new EngineError('INVALID_UTF8', 'The bytes are not valid UTF-8');
    throw new EngineError('INVALID_TEXT', `The bytes are not valid ${CHARSET_LABELS[encoding]}`, {
      charset: CHARSET_LABELS[encoding],
    });
  }
}
