import { base64nopad, base64urlnopad, hex } from '@scure/base';
import { EngineError } from '../errors.ts';
import { cryptoRandom, type RandomSource } from './uuid.ts';

/** The character classes a password can draw from. */
export const PASSWORD_CLASSES = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;
export type PasswordClass = keyof typeof PASSWORD_CLASSES;

/** Characters easy to mistake for one another in many fonts. */
export const LOOK_ALIKES = 'Il1|O0o`\'"';

export interface PasswordOptions {
  readonly length: number;
  readonly classes: readonly PasswordClass[];
  /** Leave out {@link LOOK_ALIKES}. */
  readonly excludeLookAlikes?: boolean;
  /** Every chosen class appears at least once (drawn fairly among the passwords that satisfy it). */
  readonly requireEach?: boolean;
}

/**
 * A uniform integer in [0, n) from 32-bit random words, rejecting the words at or above the largest
 * multiple of n so that no value is more likely than another (no modulo bias).
 *
 * @example
 * randomBelow(1) // 0
 */
export function randomBelow(n: number, random: RandomSource = cryptoRandom): number {
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError('n must be 1..2^32');
  const limit = 2 ** 32 - (2 ** 32 % n);
  const word = new Uint32Array(1);
  const bytes = new Uint8Array(word.buffer);
  for (;;) {
    random(bytes);
    const w = word[0] ?? 0;
    if (w < limit) return w % n;
  }
}

/** The characters of each chosen class, without look-alikes when asked, empty classes dropped. */
export function passwordAlphabets(options: Pick<PasswordOptions, 'classes' | 'excludeLookAlikes'>): string[] {
  const classes = [...new Set(options.classes)];
  return classes
    .map((c) => [...PASSWORD_CLASSES[c]].filter((ch) => !options.excludeLookAlikes || !LOOK_ALIKES.includes(ch)))
    .map((a) => a.join(''))
    .filter((a) => a.length > 0);
}

function checkOptions(o: PasswordOptions): string[] {
  if (!Number.isInteger(o.length) || o.length < 1 || o.length > 4096) throw new RangeError('length must be 1..4096');
  const alphabets = passwordAlphabets(o);
  if (alphabets.length === 0) throw new EngineError('NO_CHARACTERS', 'choose at least one character class');
  if (o.requireEach && alphabets.length > o.length) {
    throw new EngineError('OUT_OF_RANGE', 'the length is shorter than the number of classes', {
      min: alphabets.length,
      max: 4096,
    });
  }
  return alphabets;
}

/**
 * A random password from the chosen classes, each character uniform over their union (`randomBelow`).
 * With `requireEach`, a draw that misses a class is thrown away and drawn again, which keeps every
 * qualifying password equally likely.
 *
 * @throws EngineError NO_CHARACTERS, OUT_OF_RANGE (`min`: shorter than the number of required classes)
 * @example
 * generatePassword({ length: 12, classes: ['digits'] }).length // 12
 */
export function generatePassword(options: PasswordOptions, random: RandomSource = cryptoRandom): string {
  const alphabets = checkOptions(options);
  const all = alphabets.join('');
  for (;;) {
    let s = '';
    for (let i = 0; i < options.length; i++) s += all[randomBelow(all.length, random)];
    if (!options.requireEach || alphabets.every((a) => [...s].some((ch) => a.includes(ch)))) return s;
  }
}

/**
 * The entropy of `generatePassword` with these options, in bits: log2 of the number of passwords it
 * can give, all equally likely. With `requireEach` that number is counted by inclusion-exclusion over
 * the classes left out.
 *
 * @throws EngineError NO_CHARACTERS, OUT_OF_RANGE
 * @example
 * passwordEntropyBits({ length: 10, classes: ['digits'] }).toFixed(2) // '33.22'
 */
export function passwordEntropyBits(options: PasswordOptions): number {
  const alphabets = checkOptions(options);
  const L = BigInt(options.length);
  let count = 0n;
  if (!options.requireEach) count = BigInt(alphabets.join('').length) ** L;
  else {
    const k = alphabets.length;
    for (let mask = 0; mask < 1 << k; mask++) {
      let size = 0;
      let bits = 0;
      alphabets.forEach((a, i) => {
        if (mask & (1 << i)) bits++;
        else size += a.length;
      });
      count += (bits % 2 === 0 ? 1n : -1n) * BigInt(size) ** L;
    }
  }
  return log2(count);
}

function log2(n: bigint): number {
  const s = n.toString(2);
  const head = Number.parseInt(s.slice(0, 50), 2);
  return Math.log2(head) + Math.max(0, s.length - 50);
}

/** How a random token is written. */
export const TOKEN_FORMATS = ['hex', 'base64url', 'base64'] as const;
export type TokenFormat = (typeof TOKEN_FORMATS)[number];

/**
 * A random token of `bytes` bytes from `crypto.getRandomValues`, as hex or base64url/base64 without
 * padding (RFC 4648); its entropy is 8 bits per byte.
 *
 * @example
 * randomToken(16, 'hex').length // 32
 * randomToken(32, 'base64url').length // 43
 */
export function randomToken(bytes: number, format: TokenFormat, random: RandomSource = cryptoRandom): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 4096) throw new RangeError('bytes must be 1..4096');
  const b = new Uint8Array(bytes);
  random(b);
  if (format === 'hex') return hex.encode(b);
  return format === 'base64url' ? base64urlnopad.encode(b) : base64nopad.encode(b);
}
