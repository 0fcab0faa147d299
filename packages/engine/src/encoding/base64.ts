import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

export type Base64Variant = 'standard' | 'url';

export interface Base64EncodeOptions {
  /** `standard` (RFC 4648 §4, `+/`) or `url` (§5, `-_`). Default standard. */
  variant?: Base64Variant;
  /** Write `=` padding. Default true. */
  pad?: boolean;
  /** Break lines after this many characters with CRLF (76 for MIME, RFC 2045 §6.8). Default none. */
  lineLength?: number;
}

export interface Base64DecodeOptions {
  /**
   * Strict: no whitespace, one alphabet, exact padding (RFC 4648 §3.2: a final group of two or three
   * characters needs its `=`, as Python's `b64decode(validate=True)` demands), and zero unused bits
   * (§3.5). Default false: tolerates whitespace and line breaks, both alphabets and missing padding.
   */
  strict?: boolean;
}

const STD = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STD_CODES = Uint8Array.from(STD, (c) => c.charCodeAt(0));
const URL_CODES = Uint8Array.from(URL, (c) => c.charCodeAt(0));

const WS = -2;
const PAD = -3;
/** Sextet for each char code below 128; -1 invalid, -2 whitespace, -3 '='. */
const DECODE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  DECODE[STD.charCodeAt(i)] = i;
  DECODE[URL.charCodeAt(i)] = i;
}
for (const c of ' \t\n\r\f\v') DECODE[c.charCodeAt(0)] = WS;
DECODE[61] = PAD;

interface NativeUint8Array {
  toBase64?: (o: { alphabet: 'base64' | 'base64url'; omitPadding: boolean }) => string;
}
interface NativeUint8ArrayCtor {
  fromBase64?: (
    s: string,
    o: { alphabet: 'base64' | 'base64url'; lastChunkHandling: 'loose' | 'strict' },
  ) => Uint8Array;
}

// The output is ASCII, so UTF-8 decoding is exact, and engines give it a fast ASCII path.
const ascii = new TextDecoder();
const LITTLE_ENDIAN = new Uint8Array(Uint16Array.of(1).buffer)[0] === 1;

/** 12 bits to two characters (little-endian UTF-8 code units), built on first use. */
let STD_PAIRS: Uint16Array | undefined;
let URL_PAIRS: Uint16Array | undefined;
function pairTable(codes: Uint8Array): Uint16Array {
  const t = new Uint16Array(4096);
  for (let i = 0; i < 4096; i++) t[i] = (codes[i >>> 6] as number) | ((codes[i & 63] as number) << 8);
  return t;
}
const stdPairs = () => (STD_PAIRS ??= pairTable(STD_CODES));
const urlPairs = () => (URL_PAIRS ??= pairTable(URL_CODES));

/** Two characters (as a little-endian 16-bit unit) to 12 bits, -1 where either is not base64. */
let DECODE_PAIRS: Int16Array | undefined;
function decodePairs(): Int16Array {
  if (DECODE_PAIRS) return DECODE_PAIRS;
  const t = new Int16Array(65536).fill(-1);
  const chars: number[] = [];
  for (let c = 0; c < 128; c++) if ((DECODE[c] as number) >= 0) chars.push(c);
  for (const a of chars) for (const b of chars) t[a | (b << 8)] = ((DECODE[a] as number) << 6) | (DECODE[b] as number);
  DECODE_PAIRS = t;
  return t;
}

const encoder = new TextEncoder();

/**
 * Decodes clean base64 (no whitespace, only padding at the end) two characters per lookup; returns
 * undefined for anything else, which the careful decoder then handles and explains.
 */
function fastDecode(text: string, strict: boolean): Uint8Array | undefined {
  if (!LITTLE_ENDIAN || text.length < 64) return undefined;
  let end = text.length;
  if (text.charCodeAt(end - 1) === 61) end--;
  if (text.charCodeAt(end - 1) === 61) end--;
  const padded = end !== text.length;
  if (end % 4 === 1 || (padded && text.length % 4 !== 0)) return undefined;
  if (strict && !padded && end % 4 !== 0) return undefined;
  if (strict && /[-_]/.test(text) && /[+/]/.test(text)) return undefined;
  const src = new Uint8Array(end + (end & 1));
  const { read, written } = encoder.encodeInto(text.slice(0, end), src);
  if (read !== end || written !== end) return undefined;
  const quads = end >>> 2;
  const units = new Uint16Array(src.buffer, 0, quads * 2);
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  const table = decodePairs();
  let o = 0;
  for (let q = 0; q < quads; q++) {
    const hi = table[units[2 * q] as number] as number;
    const lo = table[units[2 * q + 1] as number] as number;
    if ((hi | lo) < 0) return undefined;
    const v = (hi << 12) | lo;
    out[o] = v >>> 16;
    out[o + 1] = (v >>> 8) & 255;
    out[o + 2] = v & 255;
    o += 3;
  }
  const rest = end - quads * 4;
  if (rest) {
    let acc = 0;
    for (let i = quads * 4; i < end; i++) {
      const v = DECODE[src[i] as number] as number;
      if (v < 0) return undefined;
      acc = (acc << 6) | v;
    }
    if (rest === 2) {
      if (strict && (acc & 15) !== 0) return undefined;
      out[o++] = acc >>> 4;
    } else {
      if (strict && (acc & 3) !== 0) return undefined;
      out[o++] = (acc >>> 10) & 255;
      out[o++] = (acc >>> 2) & 255;
    }
  }
  return out;
}

function asciiString(codes: Uint8Array): string {
  return ascii.decode(codes);
}

/**
 * Encodes bytes as base64 (RFC 4648 §4 standard or §5 URL-safe, padded or not, optionally in MIME lines of
 * 76 characters joined by CRLF as RFC 2045 §6.8 wants). Uses the platform's `Uint8Array.prototype.toBase64`
 * where it exists.
 * @example toBase64(new TextEncoder().encode('foobar')) // 'Zm9vYmFy'
 * @example toBase64(Uint8Array.of(0xfb, 0xff), { variant: 'url', pad: false }) // '-_8'
 */
export function toBase64(input: BytesOrText, options: Base64EncodeOptions = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toBase64: bytes must be a Uint8Array');
  const url = options.variant === 'url';
  const pad = options.pad ?? true;
  const lineLength = options.lineLength ?? 0;
  if (!Number.isInteger(lineLength) || lineLength < 0)
    throw new RangeError('lineLength must be a non-negative integer');
  let out: string;
  const native = (bytes as NativeUint8Array).toBase64;
  if (typeof native === 'function') {
    out = native.call(bytes, { alphabet: url ? 'base64url' : 'base64', omitPadding: !pad });
  } else {
    const table = url ? URL_CODES : STD_CODES;
    const n = bytes.length;
    const full = n - (n % 3);
    const codes = new Uint8Array(Math.ceil(n / 3) * 4);
    let j = 0;
    if (LITTLE_ENDIAN) {
      // Two 12-bit table lookups per 3 bytes, stored as one 32-bit word: four characters at once.
      const pairs = url ? urlPairs() : stdPairs();
      const words = new Uint32Array(codes.buffer, 0, full / 3);
      for (let i = 0, w = 0; i < full; i += 3, w++) {
        const v = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
        words[w] = (pairs[v >>> 12] as number) | ((pairs[v & 4095] as number) << 16);
      }
      j = (full / 3) * 4;
    } else {
      for (let i = 0; i < full; i += 3) {
        const v = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
        codes[j] = table[v >>> 18] as number;
        codes[j + 1] = table[(v >>> 12) & 63] as number;
        codes[j + 2] = table[(v >>> 6) & 63] as number;
        codes[j + 3] = table[v & 63] as number;
        j += 4;
      }
    }
    const rest = n - full;
    if (rest) {
      const v = ((bytes[full] as number) << 16) | (rest === 2 ? (bytes[full + 1] as number) << 8 : 0);
      codes[j++] = table[v >>> 18] as number;
      codes[j++] = table[(v >>> 12) & 63] as number;
      if (rest === 2) codes[j++] = table[(v >>> 6) & 63] as number;
      if (pad) {
        codes[j++] = 61;
        if (rest === 1) codes[j++] = 61;
      }
    }
    out = asciiString(j === codes.length ? codes : codes.subarray(0, j));
  }
  if (lineLength > 0 && out.length > lineLength) {
    const lines: string[] = [];
    for (let i = 0; i < out.length; i += lineLength) lines.push(out.slice(i, i + lineLength));
    out = lines.join('\r\n');
  }
  return out;
}

function invalid(text: string, index: number): EngineError {
  const ch = String.fromCodePoint(text.codePointAt(index) ?? 0);
  return new EngineError('INVALID_BASE64', `Invalid base64 character ${JSON.stringify(ch)} at position ${index + 1}`, {
    char: ch,
    position: index + 1,
  });
}

function badPadding(index: number): EngineError {
  return new EngineError('BASE64_PADDING', `Base64 padding or length is wrong at position ${index + 1}`, {
    position: index + 1,
  });
}

/**
 * Decodes base64 (RFC 4648 §4 and §5). By default it tolerates whitespace and line breaks (MIME),
 * a mix of the two alphabets and missing padding; `strict` rejects all of those (as Python's
 * `b64decode(validate=True)` does) and also non-zero unused bits.
 * Error positions count characters from 1.
 * @throws EngineError INVALID_BASE64 (params char, position), BASE64_PADDING (params position)
 * @example fromBase64('Zm9v\r\nYmE') // Uint8Array [102, 111, 111, 98, 97]
 */
export function fromBase64(text: string, options: Base64DecodeOptions = {}): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromBase64: text must be a string');
  const strict = options.strict ?? false;
  const native = (Uint8Array as NativeUint8ArrayCtor).fromBase64;
  if (!strict && typeof native === 'function' && !/[-_]/.test(text)) {
    try {
      return native(text, { alphabet: 'base64', lastChunkHandling: 'loose' });
    } catch {
      // fall through: the portable decoder names the position of the problem
    }
  }
  const fast = fastDecode(text, strict);
  if (fast) return fast;
  const n = text.length;
  const out = new Uint8Array(Math.floor((n * 3) / 4) + 3);
  let o = 0;
  let acc = 0;
  let count = 0;
  let padAt = -1;
  let pads = 0;
  let alphabet = 0; // 1 standard, 2 url (strict only)
  let lastDataIndex = -1;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    const v = c < 128 ? (DECODE[c] as number) : -1;
    if (v >= 0) {
      if (padAt >= 0) throw badPadding(i);
      if (strict && (c === 43 || c === 47 || c === 45 || c === 95)) {
        const a = c === 43 || c === 47 ? 1 : 2;
        if (alphabet && alphabet !== a) throw invalid(text, i);
        alphabet = a;
      }
      acc = (acc << 6) | v;
      lastDataIndex = i;
      if (++count === 4) {
        out[o] = acc >>> 16;
        out[o + 1] = (acc >>> 8) & 255;
        out[o + 2] = acc & 255;
        o += 3;
        acc = 0;
        count = 0;
      }
    } else if (v === WS) {
      if (strict) throw invalid(text, i);
    } else if (v === PAD) {
      if (padAt < 0) padAt = i;
      pads++;
    } else {
      throw invalid(text, i);
    }
  }
  if (count === 1) throw badPadding(lastDataIndex);
  // Strict wants the final group's `=`: report the place where it should start.
  if (strict && padAt < 0 && count > 0) throw badPadding(lastDataIndex + 1);
  if (padAt >= 0) {
    if (count === 0 || pads > 4 - count || (strict && pads !== 4 - count)) throw badPadding(padAt);
  }
  if (count === 2) {
    if (strict && (acc & 15) !== 0) throw badPadding(lastDataIndex);
    out[o++] = acc >>> 4;
  } else if (count === 3) {
    if (strict && (acc & 3) !== 0) throw badPadding(lastDataIndex);
    out[o++] = (acc >>> 10) & 255;
    out[o++] = (acc >>> 2) & 255;
  }
  return out.slice(0, o);
}

/**
 * True when the text is base64 that {@link fromBase64} accepts (tolerant mode by default).
 * @example isBase64('Zm9v') // true
 */
export function isBase64(text: string, options: Base64DecodeOptions = {}): boolean {
  try {
    fromBase64(text, options);
    return true;
  } catch {
    return false;
  }
}
