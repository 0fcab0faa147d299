import { base32, base32crockford, base32hex, base32hexnopad, base32nopad } from '@scure/base';
import { EngineError } from '../errors.ts';
import { type BytesOrText, utf8IfText } from '../input.ts';

/** RFC 4648 §6 (A-Z 2-7), RFC 4648 §7 "base32hex" (0-9 A-V), or Crockford's Base32 (no I L O U). */
export type Base32Variant = 'rfc4648' | 'hex' | 'crockford';

export interface Base32Options {
  /** Which alphabet. Default 'rfc4648'. */
  variant?: Base32Variant;
  /** Pad with `=` to a multiple of 8 characters (RFC 4648 variants only). Default true. */
  pad?: boolean;
  /** Crockford only: append the mod-37 check symbol (encode) or require and verify it (decode). Default false. */
  check?: boolean;
  /**
   * A custom alphabet of 32 different characters (no `=`, no whitespace) in place of RFC 4648's: the
   * RFC 4648 §6 bit layout with these symbols, as z-base-32 or a vendor's alphabet needs. Read
   * case-insensitively when the alphabet has letters in one case only.
   */
  alphabet?: string;
}

const ALPHABETS: Record<Base32Variant, string> = {
  rfc4648: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  hex: '0123456789ABCDEFGHIJKLMNOPQRSTUV',
  crockford: '0123456789ABCDEFGHJKMNPQRSTVWXYZ',
};
/** Crockford's five extra check symbols for the values 32 to 36. */
const CHECK_EXTRA = '*~$=U';
const NAMES: Record<Base32Variant, string> = { rfc4648: 'Base32', hex: 'base32hex', crockford: 'Crockford Base32' };
// Symbol counts that a whole number of bytes can leave (RFC 4648 §6: 8 symbols carry 5 bytes).
const VALID_TAIL = new Set([0, 2, 4, 5, 7]);

function variantOf(o: Base32Options, fn: string): Base32Variant {
  const v = o.variant ?? 'rfc4648';
  if (!(v in ALPHABETS)) throw new RangeError(`${fn}: unknown variant ${String(v)}`);
  if (o.alphabet !== undefined && v !== 'rfc4648') throw new RangeError(`${fn}: alphabet is for the rfc4648 layout`);
  return v;
}

/**
 * Checks a custom Base32 alphabet (for `toBase32`/`fromBase32`'s `alphabet`) before any data is coded,
 * so a page can name the alphabet field.
 * @throws EngineError INVALID_ALPHABET (expected, count, distinct) unless it is 32 different characters
 *   without `=` and whitespace
 * @example checkBase32Alphabet('ybndrfg8ejkmcpqxot1uwisza345h769') // undefined (z-base-32 is fine)
 */
export function checkBase32Alphabet(alphabet: string): void {
  customAlphabet(alphabet, 'checkBase32Alphabet');
}

/** A custom alphabet as an array of its 32 characters (code points), or EngineError INVALID_ALPHABET. */
function customAlphabet(alphabet: string, fn: string): string[] {
  if (typeof alphabet !== 'string') throw new TypeError(`${fn}: alphabet must be a string`);
  const chars = Array.from(alphabet);
  const distinct = new Set(chars).size;
  if (chars.length !== 32 || distinct !== 32 || chars.some((c) => c === '=' || /\s/.test(c)))
    throw new EngineError('INVALID_ALPHABET', `A Base32 alphabet needs 32 different characters, not ${chars.length}`, {
      expected: 32,
      count: chars.length,
      distinct,
    });
  return chars;
}

/** Reads custom symbols as RFC 4648 ones, ignoring case when the alphabet has letters in one case only. */
function fromCustom(text: string, chars: string[]): string {
  const fold = alphabetFold(chars);
  const map = new Map(chars.map((c, i) => [fold(c), ALPHABETS.rfc4648[i] as string]));
  let out = '';
  let i = 0;
  for (const c of text) {
    const s = map.get(fold(c));
    if (s !== undefined) out += s;
    else if (c === '=' || c === ' ' || c === '\t' || c === '\n' || c === '\r') out += c;
    else
      throw new EngineError('INVALID_CHARACTER', `Not Base32: ${c} at ${i + 1}`, {
        encoding: 'Base32',
        char: c,
        position: i + 1,
      });
    i += c.length;
  }
  return out;
}

function alphabetFold(chars: string[]): (c: string) => string {
  const joined = chars.join('');
  const lower = joined !== joined.toUpperCase();
  const upper = joined !== joined.toLowerCase();
  if (lower && upper) return (c) => c;
  return lower ? (c) => c.toLowerCase() : (c) => c.toUpperCase();
}

/** The Crockford check symbol: the value the symbols spell, as one big number, modulo 37. */
function checkSymbol(symbols: string): string {
  let r = 0;
  for (const c of symbols) r = (r * 32 + ALPHABETS.crockford.indexOf(c)) % 37;
  return (ALPHABETS.crockford + CHECK_EXTRA)[r] as string;
}

/**
 * Bytes to Base32: RFC 4648 §6 or §7 (base32hex), padded or not, or Crockford's Base32 with an optional
 * check symbol (crockford.com/base32.html). Encoding is @scure/base's.
 *
 * @example toBase32(new TextEncoder().encode('foobar')) // 'MZXW6YTBOI======'
 * @example toBase32(new TextEncoder().encode('foobar'), { variant: 'hex', pad: false }) // 'CPNMUOJ1E8'
 * @example toBase32(Uint8Array.of(0x12, 0xab), { variant: 'crockford' }) // '2ANG'
 * @example toBase32(new TextEncoder().encode('foobar'), { alphabet: 'ybndrfg8ejkmcpqxot1uwisza345h769', pad: false }) // 'c3zs6aubqe'
 * @throws EngineError INVALID_ALPHABET (expected, count, distinct) for a custom alphabet that is not 32
 *   different characters without `=` and whitespace
 */
export function toBase32(input: BytesOrText, options: Base32Options = {}): string {
  const bytes = utf8IfText(input);
  if (!(bytes instanceof Uint8Array)) throw new TypeError('toBase32: bytes must be a Uint8Array');
  const v = variantOf(options, 'toBase32');
  if (v === 'crockford') {
    const s = base32crockford.encode(bytes);
    return options.check ? s + checkSymbol(s) : s;
  }
  const pad = options.pad ?? true;
  if (options.alphabet !== undefined) {
    const chars = customAlphabet(options.alphabet, 'toBase32');
    const rfc = (pad ? base32 : base32nopad).encode(bytes);
    let out = '';
    for (const c of rfc) out += c === '=' ? c : chars[ALPHABETS.rfc4648.indexOf(c)];
    return out;
  }
  if (v === 'hex') return (pad ? base32hex : base32hexnopad).encode(bytes);
  return (pad ? base32 : base32nopad).encode(bytes);
}

/** Crockford's decoding: any case, I and L read as 1, O as 0, hyphens skipped. */
function crockfordSymbol(c: string): string {
  const u = c.toUpperCase();
  return u === 'O' ? '0' : u === 'I' || u === 'L' ? '1' : u;
}

/**
 * Base32 to bytes. Tolerant: any letter case, whitespace anywhere, padding optional (RFC 4648 variants);
 * Crockford's also reads I/L as 1, O as 0 and skips hyphens, and checks the check symbol when `check`
 * is set. Unused low bits of the last symbol are ignored, as Python's `base64.b32decode` does.
 *
 * @throws EngineError INVALID_CHARACTER (encoding, char, position: 1-based) for a character outside the
 *   alphabet or a `=` before the end; ENCODED_LENGTH (encoding, count) for a symbol count no bytes give;
 *   BAD_CHECKSUM for a wrong Crockford check symbol; INVALID_ALPHABET (expected, count, distinct) for a bad
 *   custom alphabet
 * @example new TextDecoder().decode(fromBase32('mzxw6ytboi')) // 'foobar'
 * @example fromBase32('2ang', { variant: 'crockford' }) // Uint8Array [0x12, 0xab]
 * @example new TextDecoder().decode(fromBase32('c3zs6aubqe', { alphabet: 'ybndrfg8ejkmcpqxot1uwisza345h769' })) // 'foobar'
 */
export function fromBase32(text: string, options: Base32Options = {}): Uint8Array {
  if (typeof text !== 'string') throw new TypeError('fromBase32: text must be a string');
  const v = variantOf(options, 'fromBase32');
  if (options.alphabet !== undefined)
    return fromBase32(fromCustom(text, customAlphabet(options.alphabet, 'fromBase32')));
  const alphabet = ALPHABETS[v];
  const encoding = NAMES[v];
  const bad = (char: string, i: number) =>
    new EngineError('INVALID_CHARACTER', `Not ${encoding}: ${char} at ${i + 1}`, { encoding, char, position: i + 1 });
  let symbols = '';
  let padAt = -1;
  let checkAt = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') continue;
    if (v === 'crockford') {
      if (c === '-') continue;
      if (checkAt >= 0) throw bad(c, i);
      const s = crockfordSymbol(c);
      if (alphabet.includes(s) && s.length === 1) symbols += s;
      else if (options.check && CHECK_EXTRA.includes(s)) checkAt = i;
      else throw bad(c, i);
      continue;
    }
    if (c === '=') {
      if (padAt < 0) padAt = i;
      continue;
    }
    const s = c.toUpperCase();
    if (padAt >= 0 || s.length !== 1 || !alphabet.includes(s)) throw bad(c, i);
    symbols += s;
  }
  if (v === 'crockford' && options.check) {
    const given = checkAt >= 0 ? crockfordSymbol(text[checkAt] as string) : symbols.slice(-1);
    if (checkAt < 0) symbols = symbols.slice(0, -1);
    if (given === '' || checkSymbol(symbols) !== given)
      throw new EngineError('BAD_CHECKSUM', 'Crockford check symbol does not match');
  }
  if (!VALID_TAIL.has(symbols.length % 8))
    throw new EngineError('ENCODED_LENGTH', `${symbols.length} symbols of ${encoding}`, {
      encoding,
      count: symbols.length,
    });
  // Clear the bits beyond the last whole byte, which @scure/base rightly refuses but decoders forgive.
  const spare = (symbols.length * 5) % 8;
  if (spare) {
    const last = alphabet.indexOf(symbols.slice(-1)) & ~((1 << spare) - 1) & 31;
    symbols = symbols.slice(0, -1) + alphabet[last];
  }
  if (v === 'crockford') return base32crockford.decode(symbols);
  return (v === 'hex' ? base32hexnopad : base32nopad).decode(symbols);
}
