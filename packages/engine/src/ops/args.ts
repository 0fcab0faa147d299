import { fromBase64 } from '../encoding/base64.ts';
import { fromHex } from '../encoding/hex.ts';
import { EngineError } from '../errors.ts';
import type { OpArgs } from './types.ts';

const utf8 = new TextEncoder();

/**
 * The bytes a `bytes` argument stands for: `hex:` then hex, `base64:` then base64, `utf8:` then text, or
 * any other text as its UTF-8 bytes (so `utf8:hex:1` is the five bytes `hex:1`).
 *
 * @throws EngineError INVALID_HEX, ODD_HEX_LENGTH, INVALID_BASE64 or BASE64_PADDING for a bad `hex:` or
 *   `base64:` value.
 * @example [...bytesArg('hex:00ff')] // [0, 255]
 * @example [...bytesArg('pw')] // [112, 119]
 */
export function bytesArg(value: string): Uint8Array {
  if (value.startsWith('hex:')) return fromHex(value.slice(4));
  if (value.startsWith('base64:')) return fromBase64(value.slice(7));
  if (value.startsWith('utf8:')) return utf8.encode(value.slice(5));
  return utf8.encode(value);
}

/** The named argument as bytes (see {@link bytesArg}). */
export function argBytes(args: OpArgs, id: string): Uint8Array {
  return bytesArg(String(args[id] ?? ''));
}

/** The named argument as a string, number or boolean (the registry has checked its kind). */
export function argString(args: OpArgs, id: string): string {
  return String(args[id]);
}

export function argNumber(args: OpArgs, id: string): number {
  return Number(args[id]);
}

export function argBoolean(args: OpArgs, id: string): boolean {
  return args[id] === true;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A text step's input: strict UTF-8 (a byte order mark is kept as U+FEFF, like the bytes).
 *
 * @throws EngineError INVALID_UTF8
 */
export function textInput(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new EngineError('INVALID_UTF8', 'The input is not valid UTF-8 text');
  }
}

/** A text step's output as UTF-8 bytes. */
export function textOutput(text: string): Uint8Array {
  return utf8.encode(text);
}
