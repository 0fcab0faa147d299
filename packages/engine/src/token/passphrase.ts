import { randomBelow } from './password.ts';
import { cryptoRandom, type RandomSource } from './uuid.ts';

/** What {@link generatePassphrase} draws and how it spells the result. */
export interface PassphraseOptions {
  /** The word list; repeated words count once. At least 2 distinct words. */
  readonly words: readonly string[];
  /** How many words, 1 to 64. */
  readonly count: number;
  /** Between words; default `-`. */
  readonly separator?: string;
  /** Each word with its first letter in upper case. */
  readonly capitalize?: boolean;
  /** One random digit (0-9) after one randomly chosen word. */
  readonly number?: boolean;
}

function distinct(options: PassphraseOptions): string[] {
  const { words, count } = options;
  if (!Array.isArray(words)) throw new TypeError('words must be an array of strings');
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new RangeError('count must be 1..64');
  const list = [...new Set(words)];
  if (list.length < 2 || list.some((w) => typeof w !== 'string' || w === '')) {
    throw new RangeError('words must hold at least 2 distinct non-empty strings');
  }
  return list;
}

/**
 * A passphrase of `count` words drawn uniformly and independently from `words` (diceware, with
 * `crypto.getRandomValues` in place of dice), each draw by rejection sampling as {@link randomBelow} does,
 * so no word is more likely than another.
 *
 * @throws RangeError for a count outside 1 to 64 or a list of fewer than 2 distinct words.
 * @example
 * generatePassphrase({ words: ['correct', 'horse'], count: 4 }).split('-').length // 4
 * @example
 * generatePassphrase({ words: ['a', 'b'], count: 3, separator: ' ', capitalize: true }).length // 5
 */
export function generatePassphrase(options: PassphraseOptions, random: RandomSource = cryptoRandom): string {
  const list = distinct(options);
  const drawn = Array.from({ length: options.count }, () => {
    const w = list[randomBelow(list.length, random)] as string;
    return options.capitalize ? w.charAt(0).toUpperCase() + w.slice(1) : w;
  });
  if (options.number) {
    const at = randomBelow(drawn.length, random);
    drawn[at] = `${drawn[at]}${randomBelow(10, random)}`;
  }
  return drawn.join(options.separator ?? '-');
}

/**
 * The entropy of {@link generatePassphrase} with these options, in bits: count × log2(distinct words),
 * plus log2(10 × count) for the digit and its place. It counts the ways to draw, which is the number of
 * passphrases when the separator keeps words apart (with no separator, two draws can spell alike).
 *
 * @throws RangeError as {@link generatePassphrase} does.
 * @example
 * passphraseEntropyBits({ words: Array.from({ length: 7776 }, (_, i) => `w${i}`), count: 6 }).toFixed(2) // '77.55'
 */
export function passphraseEntropyBits(options: PassphraseOptions): number {
  const list = distinct(options);
  return options.count * Math.log2(list.length) + (options.number ? Math.log2(10 * options.count) : 0);
}
