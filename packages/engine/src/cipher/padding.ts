import { EngineError } from '../errors.ts';
import { randomBytes } from './bytes.ts';
import type { Padding } from './types.ts';

/**
 * Pads the last, partial block. Matches crypto-js's `pad.*`: PKCS #7, ANSI X9.23 and ISO 10126 always
 * add 1..blockSize bytes; ISO/IEC 7816-4 adds 0x80 then zeros; zero padding adds nothing to a full block.
 * `none` returns the data as it is.
 * @example pad(new Uint8Array([1, 2, 3]), 8, 'ansix923') // Uint8Array [1, 2, 3, 0, 0, 0, 0, 5]
 */
export function pad(tail: Uint8Array, blockSize: number, padding: Padding): Uint8Array {
  if (padding === 'none') return tail;
  const n =
    padding === 'zero' ? (blockSize - (tail.length % blockSize)) % blockSize : blockSize - (tail.length % blockSize);
  const out = new Uint8Array(tail.length + n);
  out.set(tail);
  if (n === 0) return out;
  const end = out.length - 1;
  switch (padding) {
    case 'pkcs7':
      out.fill(n, tail.length);
      break;
    case 'ansix923':
      out[end] = n;
      break;
    case 'iso10126':
      out.set(randomBytes(n - 1), tail.length);
      out[end] = n;
      break;
    case 'iso7816':
      out[tail.length] = 0x80;
      break;
    case 'zero':
      break;
  }
  return out;
}

/**
 * Removes padding from the final block(s), checking it as strictly as the scheme allows (crypto-js
 * checks nothing, so a wrong key gives garbage there and an error here).
 * @throws INVALID_PADDING when the padding is not well formed.
 * @example unpad(new Uint8Array([1, 2, 3, 0, 0, 0, 0, 5]), 8, 'ansix923') // Uint8Array [1, 2, 3]
 */
export function unpad(data: Uint8Array, blockSize: number, padding: Padding): Uint8Array {
  if (padding === 'none') return data;
  if (padding === 'zero') {
    let end = data.length;
    while (end > 0 && data[end - 1] === 0) end--;
    return data.subarray(0, end);
  }
  if (padding === 'iso7816') {
    let end = data.length;
    while (end > 0 && data[end - 1] === 0 && data.length - end < blockSize - 1) end--;
    if (end === 0 || data[end - 1] !== 0x80) throw badPadding();
    return data.subarray(0, end - 1);
  }
  const n = data.length === 0 ? 0 : (data[data.length - 1] as number);
  if (n < 1 || n > blockSize || n > data.length) throw badPadding();
  if (padding === 'pkcs7' || padding === 'ansix923') {
    const fill = padding === 'pkcs7' ? n : 0;
    for (let i = data.length - n; i < data.length - 1; i++) if (data[i] !== fill) throw badPadding();
  }
  return data.subarray(0, data.length - n);
}

function badPadding(): EngineError {
  return new EngineError('INVALID_PADDING', 'The padding is not valid: a wrong key, mode or padding scheme.');
}

export function notBlockMultiple(actual: number, block: number): EngineError {
  return new EngineError('NOT_BLOCK_MULTIPLE', `${actual} bytes is not a whole number of ${block}-byte blocks.`, {
    actual,
    block,
  });
}

/** Padding `none` in a mode that needs whole blocks (CBC, ECB), with a plaintext that is not. */
export function plaintextNotBlockMultiple(actual: number, block: number): EngineError {
  return new EngineError(
    'PLAINTEXT_NOT_BLOCK_MULTIPLE',
    `With padding none, the plaintext must be a whole number of ${block}-byte blocks; it is ${actual} bytes.`,
    { actual, block },
  );
}
