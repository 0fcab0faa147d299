import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQr, fitsQr, QR_LEVELS } from '../../src/qr/index.ts';

const encodes = (data: string, options: { level: string; eci?: number }) => {
  try {
    encodeQr(data, options);
    return true;
  } catch {
    return false;
  }
};

describe('fitsQr', () => {
  it('knows the byte-mode capacities of version 40 (ISO/IEC 18004:2015 Table 7: 2953, 2331, 1663, 1273 bytes)', () => {
    const limits = { L: 2953, M: 2331, Q: 1663, H: 1273 } as const;
    for (const level of QR_LEVELS) {
      expect(fitsQr('x'.repeat(limits[level]), { level })).toBe(true);
      expect(fitsQr('x'.repeat(limits[level] + 1), { level })).toBe(false);
    }
    // Numeric mode packs 7089 digits into version 40-L.
    expect(fitsQr('7'.repeat(7089), { level: 'L' })).toBe(true);
    expect(fitsQr('7'.repeat(7090), { level: 'L' })).toBe(false);
  });

  it('agrees with encodeQr near the limit, with mixed modes and an ECI header', () => {
    const chars = fc.constantFrom('7', 'A', 'x', '界', ' ', '€');
    fc.assert(
      fc.property(
        fc.constantFrom(...QR_LEVELS),
        fc.boolean(),
        fc.array(chars, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1200 }),
        (level, eci, motif, extra) => {
          const base = motif.join('');
          const text = base.repeat(Math.ceil((900 + extra) / base.length)).slice(0, 900 + extra);
          const options = eci ? { level, eci: 26 } : { level };
          expect(fitsQr(text, options)).toBe(encodes(text, options));
        },
      ),
      { numRuns: 60 },
    );
  });
});
