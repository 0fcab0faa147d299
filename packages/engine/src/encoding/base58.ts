import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base58flickr, base58xrp } from '@scure/base';
import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

/**
 * Base58's conversion is quadratic in the length, so @scure/base refuses more than 2048 bytes (4096
 * characters); we say so in the visitor's language first. Base58 is meant for keys and addresses.
 */
export const BASE58_MAX_BYTES = 2048;
const MAX_CHARS = 4096;
const NOT_BASE58 = /[^1-9A-HJ-NP-Za-km-z]/;

/**
 * The Base58 alphabets: Bitcoin's (`123…xyz`), Ripple's (`rpshnaf39w…`, XRP Ledger addresses) and
 * Flickr's (`123…abc…ABC…`, flic.kr short URLs). All three leave out 0, O, I and l, so one character
 * check serves them.
 */
export type Base58Alphabet = 'bitcoin' | 'ripple' | 'flickr';
const CODERS = { bitcoin: base58, ripple: base58xrp, flickr: base58flickr } as const;

export interface Base58Options {
  /** Which alphabet. Default bitcoin. */
  alphabet?: Base58Alphabet;
}

function coder(options: Base58Options, fn: string) {
  const alphabet = options.alphabet ?? 'bitcoin';
  if (!Object.hasOwn(CODERS, alphabet)) throw new RangeError(`${fn}: unknown alphabet ${JSON.stringify(alphabet)}`);
  return CODERS[alphabet];
}

function tooLong(limit: number, unit: string): EngineError {
  return new EngineError('DATA_TOO_LONG', `at most ${limit} ${unit}`, { limit, unit });
}

/**
 * Bytes to Base58, Bitcoin's alphabet unless `alphabet` says Ripple's or Flickr's (leading zero bytes
 * become leading first letters: 1, or r for Ripple). Encoding is @scure/base's.
 *
 * @throws EngineError DATA_TOO_LONG (limit, unit) beyond {@link BASE58_MAX_BYTES} bytes
 * @example toBase58(new TextEncoder().encode('Hello World!')) // '2NEpo7TZRRrLZSi2U'
 * @example toBase58(Uint8Array.of(0, 0, 1)) // '112'
 * @example toBase58(Uint8Array.of(0, 0, 1), { alphabet: 'ripple' }) // 'rrp'
 * @example toBase58(new TextEncoder().encode('Hello World!'), { alphabet: 'flickr' }) // '2nePN7syqqRkyrH2t'
 */
export function toBase58(input: BytesOrText, options: Base58Options = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toBase58: bytes must be a Uint8Array');
  const code = coder(options, 'toBase58');
  if (bytes.length > BASE58_MAX_BYTES) throw tooLong(BASE58_MAX_BYTES, 'bytes');
  return code.encode(bytes);
}

/**
 * Base58 (Bitcoin's alphabet unless `alphabet` says Ripple's or Flickr's) to bytes; whitespace around it
 * is ignored.
 *
 * @throws EngineError INVALID_BASE58 (char, position: 1-based) for a character outside the alphabet
 *   (0, O, I and l are not in it); DATA_TOO_LONG (limit, unit) beyond 4096 characters
 * @example fromBase58('2NEpo7TZRRrLZSi2U').length // 12
 * @example fromBase58('rrp', { alphabet: 'ripple' }) // Uint8Array [0, 0, 1]
 */
export function fromBase58(text: string, options: Base58Options = {}): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromBase58: text must be a string');
  const code = coder(options, 'fromBase58');
  const start = text.length - text.trimStart().length;
  const t = text.trim();
  if (t.length > MAX_CHARS) throw tooLong(MAX_CHARS, 'characters');
  const bad = t.search(NOT_BASE58);
  if (bad >= 0)
    throw new EngineError('INVALID_BASE58', 'Not base58', { char: t[bad] as string, position: start + bad + 1 });
  return code.decode(t);
}

/** The first 4 bytes of SHA-256(SHA-256(data)). */
const checksum = (data: Uint8Array) => sha256(sha256(data)).subarray(0, 4);

/**
 * Base58Check as Bitcoin writes addresses and keys: the bytes (version byte first, e.g. 0x00 for a P2PKH
 * address, 0x05 P2SH, 0x80 a WIF key) followed by the first 4 bytes of their double SHA-256, in Base58;
 * with `alphabet: 'ripple'` it is an XRP Ledger address (version 0x00, then the 20-byte account ID).
 *
 * @throws EngineError DATA_TOO_LONG (limit, unit) beyond {@link BASE58_MAX_BYTES} bytes
 * @example toBase58Check(new Uint8Array(21)) // '1111111111111111111114oLvT2'
 * @example toBase58Check(new Uint8Array(21), { alphabet: 'ripple' }) // 'rrrrrrrrrrrrrrrrrrrrrhoLvTp'
 */
export function toBase58Check(input: BytesOrText, options: Base58Options = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toBase58Check: bytes must be a Uint8Array');
  const code = coder(options, 'toBase58Check');
  if (bytes.length > BASE58_MAX_BYTES - 4) throw tooLong(BASE58_MAX_BYTES - 4, 'bytes');
  const all = new Uint8Array(bytes.length + 4);
  all.set(bytes);
  all.set(checksum(bytes), bytes.length);
  return code.encode(all);
}

/**
 * Base58Check to the checked bytes (version byte first, checksum removed), verifying the 4-byte double
 * SHA-256 checksum.
 *
 * @throws EngineError INVALID_BASE58 (char, position), DATA_TOO_LONG (limit, unit), ENCODED_LENGTH
 *   (encoding, count) when fewer than 4 bytes remain for the checksum, BAD_CHECKSUM when it does not match
 * @example fromBase58Check('1111111111111111111114oLvT2').length // 21
 * @example fromBase58Check('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', { alphabet: 'ripple' }).length // 21
 */
export function fromBase58Check(text: string, options: Base58Options = {}): Uint8Array {
  const all = fromBase58(text, options);
  if (all.length < 4)
    throw new EngineError('ENCODED_LENGTH', 'Too short for a checksum', {
      encoding: 'Base58Check',
      count: text.trim().length,
    });
  const body = all.slice(0, -4);
  const sum = checksum(body);
  for (let i = 0; i < 4; i++) {
    if (sum[i] !== all[all.length - 4 + i]) throw new EngineError('BAD_CHECKSUM', 'Base58Check checksum mismatch');
  }
  return body;
}
