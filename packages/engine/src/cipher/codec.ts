import { EngineError } from '../errors.ts';

/** How text on the page maps to bytes. */
export type TextEncoding = 'utf8' | 'hex' | 'base64';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_VALUE = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) B64_VALUE[B64.charCodeAt(i)] = i;
B64_VALUE[45] = 62; // '-' (base64url)
B64_VALUE[95] = 63; // '_'
const HEX_PAIRS: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

interface NativeU8 {
  toBase64?: () => string;
  toHex?: () => string;
}
const native = Uint8Array.prototype as unknown as NativeU8;

/**
 * Text to bytes: UTF-8, hex (whitespace and a leading 0x allowed) or base64 (RFC 4648, standard or URL
 * alphabet, padding optional, line breaks and spaces ignored, as `openssl enc -a` writes it).
 * @throws INVALID_HEX, ODD_HEX_LENGTH, INVALID_BASE64 (params char, position: 1-based)
 * @example bytesFromText('U2Fs dGVk', 'base64') // the bytes of 'Salted'
 */
export function bytesFromText(text: string, encoding: TextEncoding): Uint8Array {
  if (encoding === 'utf8') return new TextEncoder().encode(text);
  return encoding === 'hex' ? parseHex(text) : parseBase64(text);
}

/**
 * Bytes to text: lowercase hex, base64 with padding, or UTF-8 (invalid sequences become U+FFFD; use
 * {@link utf8OrUndefined} to detect them).
 * @example textFromBytes(new Uint8Array([0xde, 0xad]), 'hex') // 'dead'
 */
export function textFromBytes(bytes: Uint8Array, encoding: TextEncoding): string {
  if (encoding === 'utf8') return new TextDecoder().decode(bytes);
  if (encoding === 'hex') {
    if (native.toHex) return (bytes as unknown as NativeU8).toHex?.() as string;
    const parts: string[] = new Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) parts[i] = HEX_PAIRS[bytes[i] as number] as string;
    return parts.join('');
  }
  if (native.toBase64) return (bytes as unknown as NativeU8).toBase64?.() as string;
  const parts: string[] = [];
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = ((bytes[i] as number) << 16) | ((bytes[i + 1] as number) << 8) | (bytes[i + 2] as number);
    parts.push(B64[n >> 18]! + B64[(n >> 12) & 63]! + B64[(n >> 6) & 63]! + B64[n & 63]!);
  }
  const rest = bytes.length - i;
  if (rest) {
    const n = ((bytes[i] as number) << 16) | (rest === 2 ? (bytes[i + 1] as number) << 8 : 0);
    parts.push(`${B64[n >> 18]! + B64[(n >> 12) & 63]! + (rest === 2 ? B64[(n >> 6) & 63]! : '=')}=`);
  }
  return parts.join('');
}

/** The text when `bytes` is valid UTF-8, else undefined (the page then shows hex). */
export function utf8OrUndefined(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const l = c | 0x20;
  return l >= 97 && l <= 102 ? l - 87 : -1;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 12;
}

function invalid(code: 'INVALID_HEX' | 'INVALID_BASE64', text: string, i: number): EngineError {
  const char = String.fromCodePoint(text.codePointAt(i) as number);
  return new EngineError(code, `invalid character ${JSON.stringify(char)} at ${i + 1}`, { char, position: i + 1 });
}

function parseHex(text: string): Uint8Array {
  const start = /^\s*0[xX]/.test(text) ? text.indexOf('0') + 2 : 0;
  const out = new Uint8Array((text.length - start) >>> 1);
  let n = 0;
  let hi = -1;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const v = hexValue(c);
    if (v < 0) {
      if (isSpace(c)) continue;
      throw invalid('INVALID_HEX', text, i);
    }
    if (hi < 0) hi = v;
    else {
      out[n++] = (hi << 4) | v;
      hi = -1;
    }
  }
  if (hi >= 0) throw new EngineError('ODD_HEX_LENGTH', 'odd number of hex digits', { digits: n * 2 + 1 });
  return out.slice(0, n);
}

function parseBase64(text: string): Uint8Array {
  const out = new Uint8Array(Math.ceil((text.length * 3) / 4));
  let n = 0;
  let acc = 0;
  let bits = 0;
  let digits = 0;
  let padAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) continue;
    if (c === 61) {
      if (padAt < 0) padAt = i;
      continue;
    }
    const v = c < 128 ? (B64_VALUE[c] as number) : -1;
    if (v < 0 || padAt >= 0) throw invalid('INVALID_BASE64', text, i);
    digits++;
    acc = ((acc << 6) | v) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[n++] = (acc >> bits) & 0xff;
    }
  }
  // One lone digit in the last group cannot encode a byte: the text was cut.
  if (digits % 4 === 1) {
    const last = text.trimEnd().length - 1;
    throw invalid('INVALID_BASE64', text, Math.max(0, last));
  }
  return out.slice(0, n);
}
