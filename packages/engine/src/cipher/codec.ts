import { fromBase64, toBase64 } from '../encoding/base64.ts';
import { fromHex, toHex } from '../encoding/hex.ts';

/** How text on the page maps to bytes. */
export type TextEncoding = 'utf8' | 'hex' | 'base64';

/**
 * Text to bytes: UTF-8, hex (whitespace, `0x` and the usual delimiters allowed) or base64 (RFC 4648,
 * standard or URL alphabet, padding optional, line breaks and spaces ignored, as `openssl enc -a`
 * writes it). Hex and base64 are the encoding domain's readers.
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
 * @example textFromBytes(new Uint8Array([0xde, 0xad]), 'hex') // 'dead'
 */
export function textFromBytes(bytes: Uint8Array, encoding: TextEncoding): string {
  if (encoding === 'utf8') return new TextDecoder().decode(bytes);
  return encoding === 'hex' ? toHex(bytes) : toBase64(bytes);
}

/** The text when `bytes` is valid UTF-8, else undefined (the page then shows hex). */
export function utf8OrUndefined(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
