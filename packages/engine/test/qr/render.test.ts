import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  contrastRatio,
  encodeQr,
  logoBox,
  maxLogoRatio,
  parseHexColour,
  qrColourWarning,
  toPng,
  toSvg,
} from '../../src/qr/index.ts';

/** Decodes our 1-bit palette PNG with node:zlib, checking every chunk's CRC with node:zlib's crc32. */
function decodePng(png: Uint8Array): { width: number; palette: number[]; trns: number[] | null; pixels: number[][] } {
  const v = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  let o = 8;
  let width = 0;
  let palette: number[] = [];
  let trns: number[] | null = null;
  const idat: Uint8Array[] = [];
  while (o < png.length) {
    const len = v.getUint32(o);
    const type = String.fromCharCode(...png.subarray(o + 4, o + 8));
    const body = png.subarray(o + 8, o + 8 + len);
    expect(v.getUint32(o + 8 + len), `${type} CRC`).toBe(crc32(png.subarray(o + 4, o + 8 + len)));
    if (type === 'IHDR') {
      width = v.getUint32(o + 8);
      expect([...body.subarray(8)]).toEqual([1, 3, 0, 0, 0]);
    } else if (type === 'PLTE') palette = [...body];
    else if (type === 'tRNS') trns = [...body];
    else if (type === 'IDAT') idat.push(body);
    o += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = Math.ceil(width / 8) + 1;
  const pixels: number[][] = [];
  for (let y = 0; y < width; y++) {
    expect(raw[y * stride]).toBe(0);
    pixels.push(Array.from({ length: width }, (_, x) => (raw[y * stride + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1));
  }
  return { width, palette, trns, pixels };
}

describe('toPng', () => {
  it('draws each module as scale × scale pixels inside the quiet zone', () => {
    const s = encodeQr('PNG', { level: 'L' });
    const full = s.size + 8;
    const { width, palette, trns, pixels } = decodePng(toPng(s, { size: full * 3 }));
    expect(width).toBe(full * 3);
    expect(palette).toEqual([255, 255, 255, 0, 0, 0]);
    expect(trns).toBeNull();
    for (let y = 0; y < width; y++)
      for (let x = 0; x < width; x++) {
        const r = Math.floor(y / 3) - 4;
        const c = Math.floor(x / 3) - 4;
        const dark = r >= 0 && c >= 0 && r < s.size && c < s.size ? s.modules[r * s.size + c]! : 0;
        expect(pixels[y]![x]).toBe(dark);
      }
  });

  it('writes colours into the palette and alpha into tRNS', () => {
    const { palette, trns } = decodePng(toPng(encodeQr('c'), { foreground: '#123456', background: 'transparent' }));
    expect(palette).toEqual([0, 0, 0, 0x12, 0x34, 0x56]);
    expect(trns).toEqual([0, 255]);
    expect(() => toPng(encodeQr('c'), { foreground: 'red;x' })).toThrow(TypeError);
  });
});

describe('toSvg', () => {
  it('draws one unit square per dark module in the viewBox', () => {
    const s = encodeQr('SVG', { level: 'M' });
    const svg = toSvg(s, { margin: 2 });
    expect(svg).toContain(`viewBox="0 0 ${s.size + 4} ${s.size + 4}"`);
    const dark = s.modules.reduce((a, b) => a + b, 0);
    expect(svg.match(/h1v1h-1z/g)!.length).toBe(dark);
  });

  it('styles modules and finders, and inlines a logo over a cleared centre', () => {
    const s = encodeQr('https://example.com', { level: 'H' });
    const svg = toSvg(s, {
      moduleStyle: 'dots',
      finderStyle: 'rounded',
      logo: { href: 'data:image/png;base64,AAAA', ratio: 1 },
    });
    expect(svg).toContain('<image href="data:image/png;base64,AAAA"');
    const box = logoBox(s, 1)!;
    expect(box.size).toBeLessThanOrEqual(Math.floor(s.size * maxLogoRatio('H')));
    expect(box.size % 2).toBe(s.size % 2);
    expect(svg.match(/rx="2"/g)!.length).toBe(3);
    expect(toSvg(s, { logo: { href: '"><script>', ratio: 0.2 } })).not.toContain('"><script>');
  });
});

describe('colour checks (WCAG 2.x contrast)', () => {
  it('computes the WCAG ratio and warns on weak or inverted pairs', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    // WebAIM contrast checker: #777777 on #ffffff is 4.48:1.
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(qrColourWarning('#000000', '#ffffff')).toBeNull();
    expect(qrColourWarning('#999999', '#aaaaaa')).toBe('low-contrast');
    expect(qrColourWarning('#ffffff', '#000000')).toBe('inverted');
  });
});

describe('parseHexColour', () => {
  /** The EngineError's code and value, or what else happened. */
  const refusal = (f: () => unknown) => {
    try {
      return { returned: f() };
    } catch (e) {
      return isEngineError(e) ? { code: e.code, value: e.params.value } : { other: String(e) };
    }
  };

  it('reads the four CSS hex notations (CSS Color 4, section 5.2) and transparent', () => {
    expect(parseHexColour('#0f08')).toEqual([0x00, 0xff, 0x00, 0x88]);
    expect(parseHexColour('#abc')).toEqual([0xaa, 0xbb, 0xcc, 0xff]);
    expect(parseHexColour('#12345678')).toEqual([0x12, 0x34, 0x56, 0x78]);
    expect(parseHexColour('transparent')).toEqual([0, 0, 0, 0]);
  });

  it('refuses a colour a visitor typed wrong with INVALID_COLOUR and the value, not a TypeError', () => {
    for (const bad of ['#zzz', '', 'red', '#12345', '000000', '#0000000g']) {
      expect(refusal(() => parseHexColour(bad))).toEqual({ code: 'INVALID_COLOUR', value: bad });
    }
    expect(refusal(() => qrColourWarning('#zzz', '#ffffff'))).toEqual({ code: 'INVALID_COLOUR', value: '#zzz' });
    expect(refusal(() => contrastRatio('#000', 'white'))).toEqual({ code: 'INVALID_COLOUR', value: 'white' });
  });
});
