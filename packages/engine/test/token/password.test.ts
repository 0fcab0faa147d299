import { describe, expect, it } from 'vitest';
import {
  generatePassphrase,
  generatePassword,
  LOOK_ALIKES,
  PASSWORD_CLASSES,
  passphraseEntropyBits,
  passwordEntropyBits,
  randomBelow,
  randomToken,
} from '../../src/token/index.ts';

/** Pearson's chi-squared statistic of observed counts against a uniform expectation. */
function chiSquared(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const e = total / counts.length;
  return counts.reduce((s, o) => s + (o - e) ** 2 / e, 0);
}
// Upper critical values at p = 0.0001 (scipy.stats.chi2.isf(1e-4, df)): a fair generator exceeds them
// once in 10 000 runs.
const CRIT = { 6: 27.856, 93: 153.8, 99: 161.4 } as const;

describe('randomBelow', () => {
  it('rejects the words at and above the largest multiple of n', () => {
    const words = [0xffffffff, 0xfffffffe, 5];
    let calls = 0;
    const src = (b: Uint8Array) => {
      new DataView(b.buffer, b.byteOffset).setUint32(0, words[calls++] ?? 0, true);
    };
    // 2^32 mod 3 = 1, so only 0xffffffff is rejected; 0xfffffffe = 4294967294 = 3 * 1431655764 + 2
    expect(randomBelow(3, src)).toBe(2);
    expect(calls).toBe(2);
  });
  it('passes a chi-squared test over 7 values (70 000 draws)', () => {
    const counts = Array(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[randomBelow(7)]++;
    expect(chiSquared(counts)).toBeLessThan(CRIT[6]);
  });
  it('the same test catches the modulo bias of byte % 100', () => {
    const counts = Array(100).fill(0);
    const b = new Uint8Array(1);
    for (let i = 0; i < 100_000; i++) {
      crypto.getRandomValues(b);
      counts[(b[0] ?? 0) % 100]++;
    }
    expect(chiSquared(counts)).toBeGreaterThan(CRIT[99]);
    const fair = Array(100).fill(0);
    for (let i = 0; i < 100_000; i++) fair[randomBelow(100)]++;
    expect(chiSquared(fair)).toBeLessThan(CRIT[99]);
  });
});

describe('generatePassword', () => {
  it('draws every character of the 94 printable ASCII characters uniformly', () => {
    const all = Object.values(PASSWORD_CLASSES).join('');
    expect(all.length).toBe(94);
    const counts = new Map([...all].map((c) => [c, 0]));
    const s =
      generatePassword({ length: 4000, classes: ['lower', 'upper', 'digits', 'symbols'] }) +
      generatePassword({ length: 4000, classes: ['lower', 'upper', 'digits', 'symbols'] }) +
      generatePassword({ length: 4000, classes: ['lower', 'upper', 'digits', 'symbols'] });
    for (const c of s) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(94);
    expect(chiSquared([...counts.values()])).toBeLessThan(CRIT[93]);
  });
  it('leaves out look-alikes and keeps every required class', () => {
    for (let i = 0; i < 200; i++) {
      const p = generatePassword({
        length: 4,
        classes: ['lower', 'upper', 'digits', 'symbols'],
        excludeLookAlikes: true,
        requireEach: true,
      });
      expect([...p].some((c) => LOOK_ALIKES.includes(c))).toBe(false);
      for (const cls of Object.values(PASSWORD_CLASSES)) expect([...p].some((c) => cls.includes(c))).toBe(true);
    }
  });
  it('says when nothing is chosen or the length is too short', () => {
    expect(() => generatePassword({ length: 8, classes: [] })).toThrow(
      expect.objectContaining({ code: 'NO_CHARACTERS' }),
    );
    expect(() => generatePassword({ length: 2, classes: ['lower', 'digits', 'upper'], requireEach: true })).toThrow(
      expect.objectContaining({ code: 'OUT_OF_RANGE' }),
    );
  });
});

describe('passwordEntropyBits', () => {
  it('is length * log2(alphabet) without requirements', () => {
    expect(passwordEntropyBits({ length: 16, classes: ['lower', 'upper', 'digits', 'symbols'] })).toBeCloseTo(
      16 * Math.log2(94),
      9,
    );
    expect(passwordEntropyBits({ length: 20, classes: ['digits'], excludeLookAlikes: true })).toBeCloseTo(
      20 * Math.log2(8),
      9,
    );
  });
  it('counts the passwords that hold every class (checked by brute force)', () => {
    // digits + lower, length 3: every string over 36 characters that has a digit and a letter
    let n = 0;
    for (let a = 0; a < 36; a++)
      for (let b = 0; b < 36; b++)
        for (let c = 0; c < 36; c++) {
          const d = [a, b, c].filter((x) => x < 10).length;
          if (d > 0 && d < 3) n++;
        }
    expect(passwordEntropyBits({ length: 3, classes: ['digits', 'lower'], requireEach: true })).toBeCloseTo(
      Math.log2(n),
      9,
    );
  });
});

describe('randomToken', () => {
  it('has the length of its format and its bytes', () => {
    const src = (b: Uint8Array) => b.fill(0xfb);
    expect(randomToken(3, 'hex', src)).toBe('fbfbfb');
    expect(randomToken(3, 'base64url', src)).toBe('-_v7');
    expect(randomToken(3, 'base64', src)).toBe('+/v7');
    expect(randomToken(32, 'base64url')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('generatePassphrase', () => {
  const seven = ['one', 'two', 'three', 'four', 'five', 'six', 'seven'];
  it('draws every word alike: a chi-squared test over 7 words (10 000 passphrases of 7)', () => {
    const counts = new Map(seven.map((w) => [w, 0]));
    for (let i = 0; i < 10_000; i++)
      for (const w of generatePassphrase({ words: seven, count: 7, separator: ' ' }).split(' '))
        counts.set(w, (counts.get(w) ?? 0) + 1);
    expect(chiSquared([...counts.values()])).toBeLessThan(CRIT[6]);
  });
  it('rejects words at and above the largest multiple of the list size, as randomBelow does', () => {
    // 2^32 mod 7 = 4: 0xffffffff is rejected, then 9 = 7 + 2 picks the third word
    const words = [0xffffffff, 9];
    let calls = 0;
    const src = (b: Uint8Array) => {
      new DataView(b.buffer, b.byteOffset).setUint32(0, words[calls++] ?? 0, true);
    };
    expect(generatePassphrase({ words: seven, count: 1 }, src)).toBe('three');
  });
  it('spells with the separator, capitals and one digit after one word', () => {
    const zeros = (b: Uint8Array) => b.fill(0);
    expect(generatePassphrase({ words: seven, count: 3, capitalize: true, number: true }, zeros)).toBe('One0-One-One');
    expect(generatePassphrase({ words: ['été', 'x'], count: 2, separator: '', capitalize: true }, zeros)).toBe(
      'ÉtéÉté',
    );
    const p = generatePassphrase({ words: seven, count: 5, separator: '.', number: true });
    expect(p.split('.')).toHaveLength(5);
    expect(p.match(/\d/g)).toHaveLength(1);
  });
  it('counts count × log2(list) bits, and the digit as log2(10 × count), against brute force', () => {
    const eff = Array.from({ length: 7776 }, (_, i) => `w${i}`);
    // 6 × log2(7776) = 77.549 (EFF's "about 77.5 bits" for six words of its large list)
    expect(passphraseEntropyBits({ words: eff, count: 6 })).toBeCloseTo(77.549, 3);
    expect(passphraseEntropyBits({ words: [...eff, ...eff], count: 1 })).toBeCloseTo(Math.log2(7776), 9);
    // two words, two draws, a digit: 2^2 × 2 places × 10 digits = 80 passphrases, every one reached
    const opts = { words: ['ab', 'cd'], count: 2, number: true };
    const seen = new Set<string>();
    for (let i = 0; i < 4000; i++) seen.add(generatePassphrase(opts));
    expect(seen.size).toBe(80);
    expect(passphraseEntropyBits(opts)).toBeCloseTo(Math.log2(80), 9);
  });
  it('refuses what it cannot draw from', () => {
    expect(() => generatePassphrase({ words: ['a', 'a'], count: 3 })).toThrow(RangeError);
    expect(() => generatePassphrase({ words: ['a', ''], count: 3 })).toThrow(RangeError);
    expect(() => generatePassphrase({ words: seven, count: 0 })).toThrow(RangeError);
    expect(() => passphraseEntropyBits({ words: seven, count: 65 })).toThrow(RangeError);
  });
});
