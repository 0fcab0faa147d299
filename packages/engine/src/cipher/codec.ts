import { fromBase64, toBase64 } from '../encoding/base64.ts';
import { fromHex, toHex } from '../encoding/hex.ts';

// Not written with /encoding's encodeText and decodeText, which give the same bytes: they carry the
// GBK, Big5 and Shift_JIS encoders (about 1.6 KB gzipped) that a cipher page would load and never use.

/**
 * How text on the page maps to bytes.
 *
 * @deprecated use `TextEncoding` from `@tinkerbox/engine/encoding`, where UTF-8 is spelled `'utf-8'`.
 */
export type TextEncoding = 'utf8' | 'hex' | 'base64';

/**
 * Text to bytes: UTF-8, hex (whitespace, `0x` and the usual delimiters allowed) or base64 (RFC 4648,
 * standard or URL alphabet, padding optional, line breaks and spaces ignored, as `openssl enc -a`
 * writes it). Hex and base64 are the encoding domain's readers.
 *
 * @deprecated use `encodeText(text, encoding)` from `@tinkerbox/engine/encoding` (`'utf8'` there is
 *   `'utf-8'`, and every charset is offered), or `fromHex` / `fromBase64`.
 * @throws INVALID_HEX, ODD_HEX_LENGTH, INVALID_BASE64, BASE64_PADDING (params char, position: 1-based)
 * @example bytesFromText('U2Fs dGVk', 'base64') // Uint8Array [0x53, 0x61, 0x6c, 0x74, 0x65, 0x64] ('Salted')
 */
export function bytesFromText(text: string, encoding: TextEncoding): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(text);
  return encoding === 'hex' ? fromHex(text) : fromBase64(text);
}

/**
 * Bytes to text: lowercase hex, padded base64, or UTF-8 (invalid sequences become U+FFFD; use
 * {@link utf8OrUndefined} to detect them).
 *
 * @deprecated use `decodeText(bytes, encoding, { fatal: false })` from `@tinkerbox/engine/encoding`
 *   (`'utf8'` there is `'utf-8'`), or `toHex` / `toBase64`.
 * @example textFromBytes(new Uint8Array([0xde, 0xad]), 'hex') // 'dead'
 */
export function textFromBytes(bytes: Uint8Array, encoding: TextEncoding): string {
  if (encoding === 'utf8') return new TextDecoder().decode(bytes);
  return encoding === 'hex' ? toHex(bytes) : toBase64(bytes);
}

/**
 * The text when `bytes` is valid UTF-8, else undefined (the page then shows hex).
 *
 * @example utf8OrUndefined(new Uint8Array([0xff])) // undefined
 */
export function utf8OrUndefined(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
