import { EngineError } from '../errors.ts';

/** Text encodings the tools read and write. GBK and Big5 follow the WHATWG Encoding Standard. */
export type Charset = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gbk' | 'big5';

export const CHARSETS: readonly Charset[] = ['utf-8', 'utf-16le', 'utf-16be', 'gbk', 'big5'];

/**
 * Each charset's usual name, as people write it and as error messages name it.
 * @example CHARSET_LABELS.big5 // 'Big5'
 */
export const CHARSET_LABELS: Readonly<Record<Charset, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16LE',
  'utf-16be': 'UTF-16BE',
  gbk: 'GBK',
  big5: 'Big5',
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
 * Encodes text to bytes in a charset (WHATWG Encoding Standard): UTF-8, UTF-16 in either byte order, GBK
 * or Big5. Lone surrogates are an error, as is a character the charset lacks.
 * @throws EngineError UNENCODABLE_CHAR (params char, position, encoding)
 * @example encodeText('你好', 'gbk') // Uint8Array [196, 227, 186, 195]
 */
export function encodeText(text: string, charset: Charset = 'utf-8'): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('encodeText: text must be a string');
  if (!(charset in CHARSET_LABELS)) throw new RangeError(`unknown charset ${JSON.stringify(charset)}`);
  const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  if (lone) throw unencodable(text, lone.index, charset);
  if (charset === 'utf-8') return utf8.encode(text);
  if (charset === 'utf-16le' || charset === 'utf-16be') {
    const out = new Uint8Array(text.length * 2);
    const le = charset === 'utf-16le';
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      out[2 * i + (le ? 0 : 1)] = c & 255;
      out[2 * i + (le ? 1 : 0)] = c >>> 8;
    }
    return out;
  }
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

/**
 * Decodes bytes as text in a charset (WHATWG Encoding Standard). A UTF-8 byte order mark is dropped.
 * With `fatal` (default true) malformed bytes are an error; otherwise they become U+FFFD.
 * @throws EngineError INVALID_UTF8 for UTF-8, INVALID_TEXT (params charset) for the others
 * @example decodeText(Uint8Array.of(0xc4, 0xe3, 0xba, 0xc3), 'gbk') // '你好'
 */
export function decodeText(bytes: Uint8Array, charset: Charset = 'utf-8', options: { fatal?: boolean } = {}): string {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('decodeText: bytes must be a Uint8Array');
  if (!(charset in CHARSET_LABELS)) throw new RangeError(`unknown charset ${JSON.stringify(charset)}`);
  const fatal = options.fatal ?? true;
  try {
    return new TextDecoder(charset, { fatal }).decode(bytes);
  } catch (e) {
    if (!(e instanceof TypeError)) throw e;
    if (charset === 'utf-8') throw new EngineError('INVALID_UTF8', 'The bytes are not valid UTF-8');
    throw new EngineError('INVALID_TEXT', `The bytes are not valid ${CHARSET_LABELS[charset]}`, {
      charset: CHARSET_LABELS[charset],
    });
  }
}
