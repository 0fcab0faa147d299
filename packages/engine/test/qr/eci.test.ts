import { describe, expect, it } from 'vitest';
import { charCountBits, encodeQr, QR_LEVELS, type QrSymbol, qrDataBits, toPng } from '../../src/qr/index.ts';
import { dataCodewords } from '../../src/qr/segments.ts';
import { HAS_ZBARIMG, MISSING_ZBAR, renderMatrix, tooLong, zbarRead, zxingReadRaw } from './helpers.ts';

const enc = (s: string) => new TextEncoder().encode(s);
const ascii = (s: string) => Uint8Array.from(s, (c) => c.charCodeAt(0));
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

/** The content as zxing-cpp reports it under the ECI protocol: ]Q2, \nnnnnn, then the data. */
function eciProtocol(eci: number, data: Uint8Array): Uint8Array {
  return concat(ascii(`]Q2\\${String(eci).padStart(6, '0')}`), data);
}

async function zxing(s: QrSymbol) {
  const r = await zxingReadRaw(renderMatrix(s, { scale: 4 }));
  if (!r) throw new Error('zxing found no code');
  return r;
}

describe('ECI header bits (ISO/IEC 18004:2015 7.4.2, Table 4), worked by hand', () => {
  // Mode indicator 0111, the assignment number as 0bbbbbbb (0-127), 10bbbbbb bbbbbbbb (to 16383) or
  // 110bbbbb bbbbbbbb bbbbbbbb (to 999999), then the terminator 0000, zero bits to a byte boundary
  // and the pad codewords EC 11 EC 11 ... to the 19 data codewords of version 1-L.
  const cases: [number, number[]][] = [
    // 3 = 00000011:                     0111 0000 | 0011 0000
    [3, [0x70, 0x30]],
    // 26 = 00011010:                    0111 0001 | 1010 0000
    [26, [0x71, 0xa0]],
    // 127 = 01111111:                   0111 0111 | 1111 0000
    [127, [0x77, 0xf0]],
    // 128 = 10 000000 10000000:         0111 1000 | 0000 1000 | 0000 0000
    [128, [0x78, 0x08, 0x00]],
    // 16383 = 0x3fff = 10 111111 11111111:  0111 1011 | 1111 1111 | 1111 0000
    [16383, [0x7b, 0xff, 0xf0]],
    // 16384 = 0x4000 = 110 00000 01000000 00000000:  0111 1100 | 0000 0100 | 0000 0000 | 0000 0000
    [16384, [0x7c, 0x04, 0x00, 0x00]],
    // 999999 = 0xf423f = 110 01111 01000010 00111111:  0111 1100 | 1111 0100 | 0010 0011 | 1111 0000
    [999999, [0x7c, 0xf4, 0x23, 0xf0]],
  ];
  const pad = (n: number) => Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 0xec : 0x11));
  for (const [eci, head] of cases) {
    it(`ECI ${eci}`, () => {
      expect([...dataCodewords([], 1, qrDataBits(1, 'L'), eci)]).toEqual([...head, ...pad(19 - head.length)]);
    });
  }

  it('comes before the data segments', () => {
    // ECI 26, then a byte segment of 2 bytes (c3 a9, "é"):
    // 0111 00011010 | 0100 00000010 | 11000011 10101001 | 0000 + 0000 to the byte boundary
    // = 71 a4 02 c3 a9 00, then EC 11 ...
    const s = encodeQr('é', { level: 'L', eci: 26 });
    expect([...dataCodewords(s.segments, 1, qrDataBits(1, 'L'), 26)]).toEqual([
      0x71,
      0xa4,
      0x02,
      0xc3,
      0xa9,
      0x00,
      ...pad(13),
    ]);
  });
});

describe('ECI assignment numbers out of range (the issue: below 0 or at or above 1,000,000)', () => {
  it('throws RangeError naming eci', () => {
    for (const eci of [-1, 1_000_000, 1.5, 999_999.5, Number.NaN, Number.POSITIVE_INFINITY, -0.5, 2 ** 40]) {
      expect(() => encodeQr(new Uint8Array([65]), { eci }), String(eci)).toThrow(RangeError);
      expect(() => encodeQr(new Uint8Array([65]), { eci }), String(eci)).toThrow(/eci/);
    }
  });

  it('accepts both ends of the range', () => {
    expect(encodeQr(new Uint8Array([65]), { eci: 0 }).eci).toBe(0);
    expect(encodeQr(new Uint8Array([65]), { eci: 999_999 }).eci).toBe(999_999);
  });

  it('throws TypeError for a non-number, and for text under any assignment but UTF-8', () => {
    expect(() => encodeQr('a', { eci: '26' as unknown as number })).toThrow(TypeError);
    expect(() => encodeQr('a', { eci: '26' as unknown as number })).toThrow(/eci/);
    expect(() => encodeQr('café', { eci: 3 })).toThrow(TypeError);
    expect(() => encodeQr('café', { eci: 3 })).toThrow(/data/);
    expect(encodeQr('a').eci).toBeUndefined();
  });
});

describe('ECI read back by zxing-cpp (zxing-wasm)', () => {
  // Every length form of the header; zxing-cpp reports the assignment number it parsed as \nnnnnn.
  for (const eci of [0, 3, 26, 127, 128, 16383, 16384, 999999]) {
    it(`ECI ${eci}`, async () => {
      const data = eci === 26 ? 'Grüße, 你好 0123456789 HELLO' : ascii('ECI test: 0123456789 HELLO');
      const s = encodeQr(data, { level: 'M', eci });
      const r = await zxing(s);
      const bytes = typeof data === 'string' ? enc(data) : data;
      expect(r.hasECI).toBe(true);
      expect(r.bytes).toEqual(bytes);
      expect(r.bytesECI).toEqual(eciProtocol(eci, bytes));
      if (eci === 26) expect(r.text).toBe(data);
    });
  }

  it('reports no ECI when none was asked for', async () => {
    const r = await zxing(encodeQr('plain', { level: 'M' }));
    expect(r.hasECI).toBe(false);
    expect(r.bytesECI).toEqual(ascii(']Q1plain'));
  });

  it('reads UTF-8 text under ECI 26 at every level, with numeric and alphanumeric runs after the header', async () => {
    const text = 'Order 2024-000123456789 · https://EXAMPLE.COM/ORDER/12345 · 中文 😀';
    for (const level of QR_LEVELS) {
      const s = encodeQr(text, { level, eci: 26 });
      expect(new Set(s.segments.map((x) => x.mode)).size).toBeGreaterThan(1);
      const r = await zxing(s);
      expect(r.text, level).toBe(text);
      expect(r.bytesECI).toEqual(eciProtocol(26, enc(text)));
    }
  });
});

describe.skipIf(!HAS_ZBARIMG)(`ECI read back by zbarimg (ZBar) ${HAS_ZBARIMG ? '' : MISSING_ZBAR}`, () => {
  it('UTF-8 text under ECI 26 comes back byte for byte', () => {
    const text = 'Grüße, 你好 0123456789 HELLO 😀';
    expect(zbarRead(toPng(encodeQr(text, { level: 'Q', eci: 26 })))).toEqual(enc(text));
  });

  it('converts by the assignment it read: ISO-8859-1 (3) and Shift JIS (20) arrive as UTF-8', () => {
    // "Grüße 12345" in ISO-8859-1; "あ" (Shift JIS 82 a0) followed by ASCII.
    const latin1 = new Uint8Array([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x20, 0x31, 0x32, 0x33, 0x34, 0x35]);
    expect(zbarRead(toPng(encodeQr(latin1, { eci: 3 })))).toEqual(enc('Grüße 12345'));
    const sjis = new Uint8Array([0x82, 0xa0, 0x20, 0x31, 0x32, 0x33]);
    expect(zbarRead(toPng(encodeQr(sjis, { eci: 20 })))).toEqual(enc('あ 123'));
  });

  it('finds the data after headers of every length', () => {
    // ZBar passes bytes under assignments it has no converter for through unchanged: the data only
    // comes out right if the header was parsed at its true length.
    const data = ascii('after the header');
    for (const eci of [127, 128, 16383, 16384, 999999]) {
      expect(zbarRead(toPng(encodeQr(data, { eci }))), String(eci)).toEqual(data);
    }
  });
});

describe('capacity with an ECI header', () => {
  it('counts the header when choosing the version (hand-computed boundaries at version 1)', async () => {
    // 1-M holds 16 codewords = 128 bits. ECI 26 takes 12, a byte segment's header 4 + 8:
    // (128 - 12 - 12) / 8 = 13 bytes. Without the ECI, 14 bytes fit.
    expect(encodeQr('a'.repeat(14), { level: 'M' }).version).toBe(1);
    const full = encodeQr('a'.repeat(13), { level: 'M', eci: 26 });
    expect(full.version).toBe(1);
    expect(full.dataBits).toBe(128);
    expect((await zxing(full)).version).toBe('1');
    const over = encodeQr('a'.repeat(14), { level: 'M', eci: 26 });
    expect(over.version).toBe(2);
    expect((await zxing(over)).text).toBe('a'.repeat(14));
    // 1-L holds 152 bits; ECI 999999 takes 28: (152 - 28 - 12) / 8 = 14 bytes.
    expect(encodeQr(new Uint8Array(14).fill(0x61), { level: 'L', eci: 999999 }).version).toBe(1);
    expect(encodeQr(new Uint8Array(15).fill(0x61), { level: 'L', eci: 999999 }).version).toBe(2);
    // 1-H holds 72 bits; ECI 128 takes 20: (72 - 20 - 12) / 8 = 5 bytes.
    expect(encodeQr(new Uint8Array(5).fill(0x61), { level: 'H', eci: 128 }).version).toBe(1);
    expect(encodeQr(new Uint8Array(6).fill(0x61), { level: 'H', eci: 128 }).version).toBe(2);
  });

  it('fills every version exactly, for each header length, and one more byte moves up', () => {
    for (let v = 1; v <= 40; v++) {
      const level = QR_LEVELS[v % 4]!;
      for (const [eci, header] of [
        [26, 12],
        [128, 20],
        [16384, 28],
      ] as const) {
        const bytes = Math.floor((qrDataBits(v, level) - header - 4 - charCountBits('byte', v)) / 8);
        const fits = encodeQr(new Uint8Array(bytes).fill(0x7a), { level, eci, minVersion: v });
        expect(fits.version, `v${v}-${level} ECI ${eci}: ${bytes} bytes`).toBe(v);
        if (v < 40) {
          const next = encodeQr(new Uint8Array(bytes + 1).fill(0x7a), { level, eci, minVersion: v });
          expect(next.version, `v${v}-${level} ECI ${eci}: ${bytes + 1} bytes`).toBe(v + 1);
        }
      }
    }
  });

  it('keeps the version 40 limit exact and names it', async () => {
    // 40-L holds 23,648 bits; a byte segment's header is 4 + 16 bits.
    // ECI 26 (12 bits): (23648 - 12 - 20) / 8 = 2952 bytes; ECI 999999 (28 bits): 2950.
    const fits = encodeQr('x'.repeat(2952), { level: 'L', eci: 26 });
    expect(fits.version).toBe(40);
    expect((await zxing(fits)).text).toBe('x'.repeat(2952));
    const p = tooLong(() => encodeQr('x'.repeat(2953), { level: 'L', eci: 26 }));
    expect(p).toEqual({ level: 'L', bits: 12 + 20 + 2953 * 8, capacity: 23648, limit: 2952 });
    expect(encodeQr(new Uint8Array(2950), { level: 'L', eci: 999999 }).version).toBe(40);
    expect(tooLong(() => encodeQr(new Uint8Array(2951), { level: 'L', eci: 999999 })).limit).toBe(2950);
    // 40-H holds 10,208 bits: (10208 - 12 - 20) / 8 = 1272 bytes under ECI 26.
    expect(encodeQr('x'.repeat(1272), { level: 'H', eci: 26 }).version).toBe(40);
    expect(tooLong(() => encodeQr('x'.repeat(1273), { level: 'H', eci: 26 })).limit).toBe(1272);
    // Digits under ECI 26 at 40-L: 23648 - 12 - 4 - 14 = 23618 bits; 2361 groups of three take 23610,
    // the 8 bits left hold two more digits (7 bits): 7085 digits, four fewer than without the ECI.
    expect(encodeQr('7'.repeat(7085), { level: 'L', eci: 26 }).version).toBe(40);
    expect(() => encodeQr('7'.repeat(7086), { level: 'L', eci: 26 })).toThrow(/version 40-L/);
  });
});
