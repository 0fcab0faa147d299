import { fromBase64, fromHex } from '@tinkerbox/engine/encoding';

/** How compressed bytes were written out as text, when that can be told from the text. */
export interface SniffedInput {
  source: 'hex' | 'base64';
  format: 'gzip' | 'zlib';
}

/** zlib's second byte for each level group (RFC 1950 FLG with FCHECK, no dictionary): 01, 5e, 9c, da. */
const ZLIB_FLG = new Set([0x01, 0x5e, 0x9c, 0xda]);

/** The container whose magic bytes start `bytes`: gzip (1f 8b, RFC 1952) or zlib (78 01/5e/9c/da). */
export function compressedMagic(bytes: Uint8Array): SniffedInput['format'] | null {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gzip';
  if (bytes[0] === 0x78 && ZLIB_FLG.has(bytes[1] ?? -1)) return 'zlib';
  return null;
}

const decodes = (read: (t: string) => Uint8Array, text: string): Uint8Array | null => {
  try {
    return read(text);
  } catch {
    return null;
  }
};

/**
 * Tells whether text typed as "Text" is really hex or base64 of gzip or zlib data, so /gzip's
 * Decompress can read it as what it is. Hex is tried first: hex digits are base64 letters too, and
 * `1f8b…` read as base64 is not gzip. Raw deflate has no magic bytes, so it is never guessed.
 */
export function sniffCompressedText(text: string): SniffedInput | null {
  const t = text.trim();
  if (t.length < 4) return null;
  for (const [source, read] of [
    ['hex', fromHex],
    ['base64', fromBase64],
  ] as const) {
    const bytes = decodes(read, t);
    const format = bytes && compressedMagic(bytes);
    if (format) return { source, format };
  }
  return null;
}

/** True when `bytes` are UTF-8; an incomplete character at the very end (a cut preview) still counts. */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}
