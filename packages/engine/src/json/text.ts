import { EngineError } from '../errors.ts';

/** Byte offset of the first ill-formed UTF-8 sequence (Unicode 15, table 3-7), or -1. */
function firstBadUtf8(b: Uint8Array): number {
  const n = b.length;
  let i = 0;
  while (i < n) {
    const c = b[i] as number;
    if (c < 0x80) {
      i++;
      continue;
    }
    let len: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) len = 2;
    else if (c >= 0xe0 && c <= 0xef) {
      len = 3;
      if (c === 0xe0) lo = 0xa0;
      if (c === 0xed) hi = 0x9f;
    } else if (c >= 0xf0 && c <= 0xf4) {
      len = 4;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f;
    } else return i;
    if (i + len > n) return i;
    const second = b[i + 1] as number;
    if (second < lo || second > hi) return i;
    for (let k = 2; k < len; k++) {
      const x = b[i + k] as number;
      if (x < 0x80 || x > 0xbf) return i;
    }
    i += len;
  }
  return -1;
}

/**
 * JSON input as a string. Bytes are decoded as UTF-8 (RFC 8259 section 8.1), rejecting ill-formed
 * sequences; a leading byte order mark is dropped.
 *
 * @throws EngineError INVALID_UTF8 with param offset (the first bad byte).
 * @example
 * toText(new Uint8Array([0x5b, 0x5d])); // '[]'
 */
export function toText(input: string | Uint8Array): string {
  if (typeof input === 'string') return input;
  if (!(input instanceof Uint8Array)) throw new TypeError('input must be a string or a Uint8Array');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(input);
  } catch {
    const offset = Math.max(0, firstBadUtf8(input));
    throw new EngineError('INVALID_UTF8', `Not valid UTF-8 at byte ${offset}`, {
      offset,
    });
  }
}
