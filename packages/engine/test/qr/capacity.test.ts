import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { charCountBits, QR_LEVELS, qrDataBits } from '../../src/qr/index.ts';

describe('qrDataBits (ISO/IEC 18004 Table 7)', () => {
  // The table is ours; qrcode-generator derives capacity from its own Reed-Solomon block table. A byte
  // segment that fills the symbol exactly must fit, one more byte must overflow.
  it('agrees with qrcode-generator for every version and level', () => {
    for (let v = 1; v <= 40; v++) {
      for (const level of QR_LEVELS) {
        const maxBytes = Math.floor((qrDataBits(v, level) - 4 - charCountBits('byte', v)) / 8);
        const fits = qrcode(v as Parameters<typeof qrcode>[0], level);
        fits.addData('a'.repeat(maxBytes), 'Byte');
        expect(() => fits.make(), `v${v}-${level} ${maxBytes} bytes`).not.toThrow();
        const over = qrcode(v as Parameters<typeof qrcode>[0], level);
        over.addData('a'.repeat(maxBytes + 1), 'Byte');
        expect(() => over.make(), `v${v}-${level} ${maxBytes + 1} bytes`).toThrow(/overflow/);
      }
    }
  });

  it('matches the published byte-mode capacities of ISO/IEC 18004 Table 7', () => {
    const bytes = (v: number, l: (typeof QR_LEVELS)[number]) =>
      Math.floor((qrDataBits(v, l) - 4 - charCountBits('byte', v)) / 8);
    expect([bytes(1, 'L'), bytes(1, 'M'), bytes(1, 'Q'), bytes(1, 'H')]).toEqual([17, 14, 11, 7]);
    expect([bytes(40, 'L'), bytes(40, 'M'), bytes(40, 'Q'), bytes(40, 'H')]).toEqual([2953, 2331, 1663, 1273]);
  });

  it('rejects versions outside 1..40', () => {
    expect(() => qrDataBits(0, 'L')).toThrow(RangeError);
    expect(() => qrDataBits(41, 'L')).toThrow(RangeError);
    expect(() => qrDataBits(1.5, 'L')).toThrow(RangeError);
  });
});
