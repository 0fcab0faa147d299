import { EngineError } from '../errors.ts';

/** How a digest is written out. base64url has no padding (RFC 4648 section 5, as in JWT and JWK). */
export const DIGEST_FORMATS = ['hex', 'HEX', 'base64', 'base64url'] as const;
export type DigestFormat = (typeof DIGEST_FORMATS)[number];

const HEX = '0123456789abcdef';
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Lowercase hex of some bytes.
 *
 * @example toHexDigest(new Uint8Array([0xde, 0xad])) // 'dead'
 */
export function toHexDigest(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += HEX[b >> 4]! + HEX[b & 15]!;
  return s;
}

function toBase64(bytes: Uint8Array, url: boolean): string {
  let s = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    s += B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    s += `${B64[n >> 18]!}${B64[(n >> 12) & 63]!}==`;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    s += `${B64[n >> 18]!}${B64[(n >> 12) & 63]!}${B64[(n >> 6) & 63]!}=`;
  }
  return url ? s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : s;
}

/**
 * Writes a digest as lowercase hex, uppercase hex, base64 (RFC 4648 section 4) or unpadded base64url
 * (section 5).
 *
 * @throws TypeError for an unknown format.
 * @example encodeDigest(new Uint8Array([0xfb, 0xff]), 'base64url') // '-_8'
 */
export function encodeDigest(bytes: Uint8Array, format: DigestFormat): string {
  switch (format) {
    case 'hex':
      return toHexDigest(bytes);
    case 'HEX':
      return toHexDigest(bytes).toUpperCase();
    case 'base64':
      return toBase64(bytes, false);
    case 'base64url':
      return toBase64(bytes, true);
    default:
      throw new TypeError(`format: unknown digest format "${String(format)}"`);
  }
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 0x20;
  if (l >= 97 && l <= 102) return l - 87;
  return -1;
}

export interface ParseHexOptions {
  /**
   * Drop every character that is not a hex digit (and `0x` prefixes), so `de:ad be-ef`, `\xde\xad` and
   * `0xde, 0xad` all read as bytes. Otherwise only whitespace and one leading `0x` are allowed.
   */
  ignoreNonHex?: boolean;
}

/**
 * Reads hex text as bytes, for hashing bytes given in hex.
 *
 * @throws EngineError INVALID_HEX (params char, position: 1-based) for a character that is not hex;
 *   ODD_HEX_LENGTH (params digits) when a byte is missing its second digit.
 * @example parseHexInput('DE ad') // Uint8Array [0xde, 0xad]
 */
export function parseHexInput(text: string, options: ParseHexOptions = {}): Uint8Array {
  const digits: number[] = [];
  if (options.ignoreNonHex) {
    const cleaned = text.replace(/(^|[^0-9a-fA-F])0[xX]/g, '$1');
    for (let i = 0; i < cleaned.length; i++) {
      const v = hexValue(cleaned.charCodeAt(i));
      if (v >= 0) digits.push(v);
    }
  } else {
    const start = /^\s*0[xX]/.test(text) ? text.indexOf('0') + 2 : 0;
    for (let i = start; i < text.length; i++) {
      const c = text.charCodeAt(i);
      const v = hexValue(c);
      if (v >= 0) digits.push(v);
      else if (!/\s/.test(text[i]!)) {
        const cp = text.codePointAt(i)!;
        throw new EngineError('INVALID_HEX', `invalid hex character at ${i + 1}`, {
          char: String.fromCodePoint(cp),
          position: i + 1,
        });
      }
    }
  }
  if (digits.length % 2 !== 0) {
    throw new EngineError('ODD_HEX_LENGTH', `odd number of hex digits (${digits.length})`, { digits: digits.length });
  }
  const out = new Uint8Array(digits.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = (digits[2 * i]! << 4) | digits[2 * i + 1]!;
  return out;
}

const B64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64_VALUE[B64.charCodeAt(i)] = i;
B64_VALUE['-'.charCodeAt(0)] = 62;
B64_VALUE['_'.charCodeAt(0)] = 63;

/**
 * Reads base64 (RFC 4648: the standard and the URL-safe alphabet, padding optional, whitespace ignored)
 * as bytes.
 *
 * @throws EngineError INVALID_BASE64 (params char, position: 1-based) for a character outside the
 *   alphabets, text after the padding, or a last group of a single character.
 * @example parseBase64Input('3q2+7w') // Uint8Array [0xde, 0xad, 0xbe, 0xef]
 */
export function parseBase64Input(text: string): Uint8Array {
  const values: number[] = [];
  let lastPos = 0;
  let padAt = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) continue;
    if (ch === '=') {
      if (padAt < 0) padAt = i;
      continue;
    }
    const c = text.charCodeAt(i);
    const v = c < 128 ? B64_VALUE[c]! : -1;
    if (v < 0 || padAt >= 0) {
      throw new EngineError('INVALID_BASE64', `invalid base64 character at ${i + 1}`, {
        char: String.fromCodePoint(text.codePointAt(i)!),
        position: i + 1,
      });
    }
    values.push(v);
    lastPos = i;
  }
  if (values.length % 4 === 1) {
    throw new EngineError('INVALID_BASE64', 'a final group of one base64 character is incomplete', {
      char: text[lastPos]!,
      position: lastPos + 1,
    });
  }
  const out = new Uint8Array(Math.floor((values.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < values.length; i += 4) {
    const n = (values[i]! << 18) | ((values[i + 1] ?? 0) << 12) | ((values[i + 2] ?? 0) << 6) | (values[i + 3] ?? 0);
    out[o++] = n >> 16;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/**
 * True when `expected` (hex in any case, with spaces, colons or a `0x` prefix; or base64/base64url)
 * spells exactly `digest`. Used by the verify box: a pasted checksum from any tool.
 *
 * @example digestMatches('A9993E36 4706816A BA3E2571 7850C26C 9CD0D89D', sha1OfAbc) // true
 */
export function digestMatches(expected: string, digest: Uint8Array): boolean {
  const compact = expected
    .trim()
    .replace(/^0[xX]/, '')
    .replace(/[\s:-]/g, '');
  if (compact === '') return false;
  if (/^[0-9a-fA-F]+$/.test(compact) && compact.length === digest.length * 2) {
    return compact.toLowerCase() === toHexDigest(digest);
  }
  const b64 = expected.replace(/\s/g, '');
  return b64.replace(/=+$/, '') === toBase64(digest, false).replace(/=+$/, '') || b64 === toBase64(digest, true);
}
