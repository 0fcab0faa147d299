import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { coerceNonNegativeInt, coerceQrLevel, encodeQr, QR_LEVELS, type QrSymbol, toPng } from '../../src/qr/index.ts';
import { readQrCodes } from '../../src/qr-reader/index.ts';
import { renderMatrix, tooLong, useLocalZxing } from './helpers.ts';

beforeAll(useLocalZxing);

async function readBack(
  s: QrSymbol,
): Promise<{ text: string; bytes: Uint8Array; level: string | null; version: string | null }> {
  const [r] = await readQrCodes(renderMatrix(s, { scale: 3, margin: 4 }));
  return r!;
}

describe('coercions', () => {
  it('turns an invalid error-correction level into H', () => {
    expect(coerceQrLevel('l')).toBe('L');
    expect(coerceQrLevel(' q ')).toBe('Q');
    for (const bad of ['', 'X', 'low', 7, null, undefined, {}]) expect(coerceQrLevel(bad)).toBe('H');
    expect(encodeQr('a', { level: 'nonsense' }).level).toBe('H');
    expect(encodeQr('a').level).toBe('H');
  });

  it('coerces size and margin to non-negative integers', () => {
    expect(coerceNonNegativeInt(-5, 4)).toBe(0);
    expect(coerceNonNegativeInt(3.9, 4)).toBe(3);
    expect(coerceNonNegativeInt('12', 4)).toBe(12);
    expect(coerceNonNegativeInt('abc', 4)).toBe(4);
    expect(coerceNonNegativeInt(Number.NaN, 4)).toBe(4);
    expect(coerceNonNegativeInt(undefined, 4)).toBe(4);
    const s = encodeQr('x', { level: 'L' });
    // margin -3 → 0 and size 42.7 → 42: a PNG's width is in its IHDR at byte 16.
    const png = toPng(s, { margin: -3, size: 42.7 });
    expect(new DataView(png.buffer, png.byteOffset).getUint32(16)).toBe(42);
  });
});

describe('limits (ISO/IEC 18004 Table 7, version 40)', () => {
  // Published capacities: numeric 7089/3057, alphanumeric 4296/1852, byte 2953/1273 at L/H.
  const cases = [
    ['L', '1', 7089],
    ['L', 'A', 4296],
    ['L', 'a', 2953],
    ['M', '1', 5596],
    ['M', 'A', 3391],
    ['M', 'a', 2331],
    ['Q', '1', 3993],
    ['Q', 'A', 2420],
    ['Q', 'a', 1663],
    ['H', '1', 3057],
    ['H', 'A', 1852],
    ['H', 'a', 1273],
  ] as const;
  for (const [level, ch, max] of cases) {
    it(`fits ${max} × '${ch}' at ${level} and rejects one more, naming the limit`, () => {
      expect(encodeQr(ch.repeat(max), { level }).version).toBe(40);
      const p = tooLong(() => encodeQr(ch.repeat(max + 1), { level }));
      expect(p.level).toBe(level);
      expect(p.limit).toBe({ L: 2953, M: 2331, Q: 1663, H: 1273 }[level]);
      expect(p.capacity).toBe({ L: 23648, M: 18672, Q: 13328, H: 10208 }[level]);
      expect(p.bits as number).toBeGreaterThan(p.capacity as number);
    });
  }
});

describe('round trip through zxing-cpp', () => {
  it('reads back every level, smallest version chosen', async () => {
    for (const level of QR_LEVELS) {
      const s = encodeQr('https://tinkerbox.dev/qrcode?x=1', { level });
      const r = await readBack(s);
      expect(r.text).toBe('https://tinkerbox.dev/qrcode?x=1');
      expect(r.level).toBe(level);
      expect(r.version).toBe(String(s.version));
    }
  });

  it('reads back the longest payloads at every level', async () => {
    const longest = { L: 2953, M: 2331, Q: 1663, H: 1273 };
    for (const level of QR_LEVELS) {
      // Random-looking bytes-mode text of exactly the byte capacity.
      const text = Array.from({ length: longest[level] }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[(i * 7) % 26]).join(
        '',
      );
      const r = await readBack(encodeQr(text, { level }));
      expect(r.text).toBe(text);
    }
    const digits = Array.from({ length: 7089 }, (_, i) => String((i * 31) % 10)).join('');
    expect((await readBack(encodeQr(digits, { level: 'L' }))).text).toBe(digits);
  });

  it('reads back arbitrary Unicode text and arbitrary bytes (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
        fc.constantFrom(...QR_LEVELS),
        async (text, level) => {
          const r = await readBack(encodeQr(text, { level }));
          expect(r.bytes).toEqual(new TextEncoder().encode(text));
          expect(r.text).toBe(text);
        },
      ),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 200 }), async (bytes) => {
        const r = await readBack(encodeQr(bytes, { level: 'M' }));
        expect(r.bytes).toEqual(bytes);
      }),
      { numRuns: 30 },
    );
  });
});
