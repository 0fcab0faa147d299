import { fromBase64, fromHex, toBase64, toHex } from '../encoding/index.ts';

/** How a digest is written out. base64url has no padding (RFC 4648 section 5, as in JWT and JWK). */
export const DIGEST_FORMATS = ['hex', 'HEX', 'base64', 'base64url'] as const;
export type DigestFormat = (typeof DIGEST_FORMATS)[number];

/**
 * Lowercase hex of some bytes.
 *
 * @deprecated use `toHex` from `@tinkerbox/engine/encoding`, which this calls (same output).
 * @example toHexDigest(new Uint8Array([0xde, 0xad])) // 'dead'
 */
export function toHexDigest(bytes: Uint8Array): string {
  return toHex(bytes);
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
      return toHex(bytes);
    case 'HEX':
      return toHex(bytes, { upper: true });
    case 'base64':
      return toBase64(bytes);
    case 'base64url':
      return toBase64(bytes, { variant: 'url', pad: false });
    default:
      throw new TypeError(`format: unknown digest format "${String(format)}"`);
  }
}

export interface ParseHexOptions {
  /**
   * Drop every character that is not a hex digit (and `0x` prefixes), so `de:ad be-ef`, `\xde\xad` and
   * `0xde, 0xad` and `{0xDE,0xAD}` all read as bytes. Otherwise only the usual delimiters are allowed.
   */
  ignoreNonHex?: boolean;
}

/**
 * Reads hex text as bytes, for hashing bytes given in hex. Strict mode is the encoding domain's
 * `fromHex` (whitespace, commas, colons, `0x`, `\x` and `%` delimiters are understood).
 *
 * @throws EngineError INVALID_HEX (params char, position: 1-based) for a character that is not hex;
 *   ODD_HEX_LENGTH (params digits) when a byte is missing its second digit.
 * @example parseHexInput('DE ad') // Uint8Array [0xde, 0xad]
 */
export function parseHexInput(text: string, options: ParseHexOptions = {}): Uint8Array {
  if (/^\s*0[xX]\s*$/.test(text)) return new Uint8Array(); // "0x": empty bytes, as Ethereum writes them
  if (!options.ignoreNonHex) return fromHex(text);
  return fromHex(text.replace(/(^|[^0-9a-fA-F])0[xX]/g, '$1').replace(/[^0-9a-fA-F]/g, ''));
}

/**
 * Reads base64 (RFC 4648: the standard and the URL-safe alphabet, padding optional, whitespace ignored)
 * as bytes: the encoding domain's tolerant `fromBase64`.
 *
 * @throws EngineError INVALID_BASE64 (params char, position: 1-based) for a character outside the
 *   alphabets; BASE64_PADDING (params position) for misplaced padding or a dangling last character.
 * @example parseBase64Input('3q2+7w') // Uint8Array [0xde, 0xad, 0xbe, 0xef]
 */
export function parseBase64Input(text: string): Uint8Array {
  return fromBase64(text);
}

/**
 * True when `expected` (hex in any case, with spaces, colons or a `0x` prefix; or base64/base64url)
 * spells exactly `digest`. Used by the verify box: a pasted checksum from any tool.
 *
 * @example digestMatches('A9993E36 4706816A BA3E2571 7850C26C 9CD0D89D', await digest('sha1', new TextEncoder().encode('abc'))) // true
 */
export function digestMatches(expected: string, digest: Uint8Array): boolean {
  const compact = expected
    .trim()
    .replace(/^0[xX]/, '')
    .replace(/[\s:-]/g, '');
  if (compact === '') return false;
  if (/^[0-9a-fA-F]+$/.test(compact) && compact.length === digest.length * 2) {
    return compact.toLowerCase() === toHex(digest);
  }
  const b64 = expected.replace(/\s/g, '');
  return (
    b64.replace(/=+$/, '') === toBase64(digest, { pad: false }) ||
    b64 === toBase64(digest, { variant: 'url', pad: false })
  );
}
