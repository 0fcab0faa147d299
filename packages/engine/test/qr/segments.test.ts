import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charCountBits, optimalSegments, type QrMode, segmentsBits, utf8Units } from '../../src/qr/index.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

/** Exhaustive search over every assignment of modes to characters: the reference the DP must meet. */
function bruteForceBits(text: string, version: number): number {
  const chars = [...text];
  const allowed = chars.map((ch) => {
    const m: QrMode[] = ['byte'];
    if (ALNUM.includes(ch)) m.push('alphanumeric');
    if (/[0-9]/.test(ch)) m.push('numeric');
    return m;
  });
  let best = Number.POSITIVE_INFINITY;
  const pick: QrMode[] = [];
  const walk = (i: number) => {
    if (i === chars.length) {
      let bits = 0;
      let j = 0;
      while (j < chars.length) {
        const mode = pick[j]!;
        let count = 0;
        let k = j;
        while (k < chars.length && pick[k] === mode) {
          count += mode === 'byte' ? enc(chars[k]!).length : 1;
          k++;
        }
        const data =
          mode === 'numeric'
            ? 10 * Math.floor(count / 3) + [0, 4, 7][count % 3]!
            : mode === 'alphanumeric'
              ? 11 * Math.floor(count / 2) + 6 * (count % 2)
              : 8 * count;
        bits += 4 + charCountBits(mode, version) + data;
        j = k;
      }
      best = Math.min(best, bits);
      return;
    }
    for (const m of allowed[i]!) {
      pick[i] = m;
      walk(i + 1);
    }
  };
  walk(0);
  return best;
}

describe('optimalSegments', () => {
  it('finds the minimum found by exhaustive search (versions 1, 10, 27)', () => {
    const char = fc.constantFrom(...'0123456789AZ $:/.ab-é你😀');
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 9 }), fc.constantFrom(1, 10, 27), (chars, v) => {
        const text = chars.join('');
        const segs = optimalSegments(enc(text), v, utf8Units(text));
        expect(segmentsBits(segs, v)).toBe(bruteForceBits(text, v));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the data intact and never splits a UTF-8 sequence', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const bytes = enc(text);
        const segs = optimalSegments(bytes, 5, utf8Units(text));
        const joined = new Uint8Array(segs.reduce((s, x) => s + x.data.length, 0));
        let o = 0;
        for (const s of segs) {
          joined.set(s.data, o);
          o += s.data.length;
          if (s.mode === 'byte') expect(() => new TextDecoder('utf-8', { fatal: true }).decode(s.data)).not.toThrow();
          else expect(s.count).toBe(s.data.length);
        }
        expect(joined).toEqual(bytes);
      }),
    );
  });

  it('uses numeric and alphanumeric runs only where they save bits', () => {
    expect(optimalSegments(enc('0123456789'), 1).map((s) => s.mode)).toEqual(['numeric']);
    expect(optimalSegments(enc('HELLO WORLD'), 1).map((s) => s.mode)).toEqual(['alphanumeric']);
    // Two digits inside lowercase text cost more as their own segment than as bytes.
    expect(optimalSegments(enc('ab12cd'), 1).map((s) => s.mode)).toEqual(['byte']);
    expect(optimalSegments(enc('abc0123456789012'), 1).map((s) => s.mode)).toEqual(['byte', 'numeric']);
    expect(optimalSegments(new Uint8Array(0), 1)).toEqual([]);
  });
});
