import { beforeAll, describe, expect, it } from 'vitest';
import { encodeQr, logoBox, maxLogoRatio, QR_LEVELS, type QrSymbol, toPng } from '../../src/qr/index.ts';
import { readQrCodes } from '../../src/qr-reader/index.ts';
import {
  HAS_QRENCODE,
  HAS_ZBARIMG,
  MISSING_QRENCODE,
  MISSING_ZBAR,
  qrencodeMatrix,
  renderMatrix,
  useLocalZxing,
  zbarRead,
} from './helpers.ts';

beforeAll(useLocalZxing);

const enc = (s: string) => new TextEncoder().encode(s);

const PAYLOADS = [
  'HELLO WORLD',
  '0123456789012345678901234567890123456789',
  'https://tinkerbox.dev/qrcode?lang=zh_Hans_CN#ec=H',
  'WIFI:T:WPA;S:My\\;Net;P:pa\\:ss;;',
  '中文 and English 混合 123456 ÀÉÎ 😀',
  'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD',
];

/** Clears the modules a logo of the largest allowed size would cover. */
function withLogoHole(s: QrSymbol): QrSymbol {
  const box = logoBox(s, maxLogoRatio(s.level))!;
  const modules = s.modules.slice();
  for (let r = box.y; r < box.y + box.size; r++)
    for (let c = box.x; c < box.x + box.size; c++) modules[r * s.size + c] = 0;
  return { ...s, modules };
}

describe.skipIf(!HAS_ZBARIMG)(`our PNGs read by zbarimg (ZBar) ${HAS_ZBARIMG ? '' : MISSING_ZBAR}`, () => {
  it('reads every payload at every level', () => {
    for (const text of PAYLOADS) {
      for (const level of QR_LEVELS) {
        const got = zbarRead(toPng(encodeQr(text, { level })));
        expect(got, `${level}: ${text}`).toEqual(enc(text));
      }
    }
  });

  it('reads the longest byte payloads (version 40)', () => {
    for (const [level, n] of [
      ['L', 2953],
      ['H', 1273],
    ] as const) {
      const text = Array.from({ length: n }, (_, i) => 'xyz0_-'[i % 6]).join('');
      expect(zbarRead(toPng(encodeQr(text, { level }), { size: 177 * 4 + 64 }))).toEqual(enc(text));
    }
  });

  it('reads odd sizes, coloured and zero-margin output', () => {
    const s = encodeQr('Tinkerbox', { level: 'M' });
    expect(zbarRead(toPng(s, { size: 333 }))).toEqual(enc('Tinkerbox'));
    expect(zbarRead(toPng(s, { foreground: '#1a237e', background: '#fff8e1' }))).toEqual(enc('Tinkerbox'));
  });

  it('reads codes with the largest logo hole allowed at each level', () => {
    for (const level of QR_LEVELS) {
      const s = withLogoHole(encodeQr('https://tinkerbox.dev/a/fairly/long/path?with=query', { level }));
      expect(zbarRead(toPng(s)), level).toEqual(enc('https://tinkerbox.dev/a/fairly/long/path?with=query'));
    }
  });
});

describe.skipIf(!HAS_QRENCODE)(`qrencode's codes read by our reader ${HAS_QRENCODE ? '' : MISSING_QRENCODE}`, () => {
  it('reads every payload at every level', async () => {
    for (const text of PAYLOADS) {
      for (const level of QR_LEVELS) {
        const [r] = await readQrCodes(renderMatrix(qrencodeMatrix(text, level), { scale: 4 }));
        expect(r!.text, `${level}: ${text}`).toBe(text);
      }
    }
  });

  it('reads non-UTF-8 bytes exactly and flags them', async () => {
    const bytes = new Uint8Array([0x63, 0x61, 0x66, 0xc3, 0xa9, 0xff, 0x00, 0x7a, 0x80]);
    const [r] = await readQrCodes(renderMatrix(qrencodeMatrix(bytes, 'M')));
    expect(r!.bytes).toEqual(bytes);
    expect(r!.utf8).toBe(false);
  });

  const transforms = [
    { name: 'rotated 17°', o: { rotate: 17 } },
    { name: 'rotated 90°', o: { rotate: 90 } },
    { name: 'rotated 183°', o: { rotate: 183 } },
    { name: 'scaled to 2 px per module', o: { scale: 2 } },
    { name: 'scaled to 11 px per module', o: { scale: 11 } },
    { name: 'very noisy (σ = 80)', o: { noise: 80, scale: 5 } },
    { name: 'inverted', o: { invert: true } },
    { name: 'inverted, rotated 33° and noisy', o: { invert: true, rotate: 33, noise: 40, scale: 5 } },
  ];
  for (const { name, o } of transforms) {
    it(`reads codes ${name}`, async () => {
      for (const level of QR_LEVELS) {
        const text = `qrencode ${level} ${name} https://example.com/ü`;
        const [r] = await readQrCodes(renderMatrix(qrencodeMatrix(text, level), o));
        expect(r!.text, level).toBe(text);
      }
    });
  }

  it('finds several codes in one image', async () => {
    const a = renderMatrix(qrencodeMatrix('first code', 'M'), { scale: 4 });
    const b = renderMatrix(qrencodeMatrix('second code', 'H'), { scale: 4, invert: false, rotate: 20 });
    const w = a.width + b.width;
    const h = Math.max(a.height, b.height);
    const data = new Uint8ClampedArray(w * h * 4).fill(255);
    for (const [img, x0] of [
      [a, 0],
      [b, a.width],
    ] as const)
      for (let y = 0; y < img.height; y++)
        data.set(img.data.subarray(y * img.width * 4, (y + 1) * img.width * 4), (y * w + x0) * 4);
    const found = await readQrCodes({ data, width: w, height: h });
    expect(found.map((r) => r.text).sort()).toEqual(['first code', 'second code']);
  });

  /** qrencode's modules as RGBA: `ink` where dark, fully transparent black (0,0,0,0) elsewhere, 4 px a module. */
  const onClear = (m: { size: number; modules: Uint8Array }, ink: number) => {
    const scale = 4;
    const width = (m.size + 8) * scale;
    const data = new Uint8ClampedArray(width * width * 4);
    for (let y = 0; y < width; y++)
      for (let x = 0; x < width; x++) {
        const r = Math.floor(y / scale) - 4;
        const c = Math.floor(x / scale) - 4;
        if (r >= 0 && c >= 0 && r < m.size && c < m.size && m.modules[r * m.size + c] === 1)
          data.set([ink, ink, ink, 255], (y * width + x) * 4);
      }
    return { data, width, height: width };
  };

  it('reads a code drawn on transparent pixels, black ink and white ink, with both engines (issue 40)', async () => {
    const text = 'transparent PNG https://example.com/ü';
    const m = qrencodeMatrix(text, 'M');
    for (const engine of ['zxing', 'jsqr'] as const) {
      for (const ink of [0, 255]) {
        const [r] = await readQrCodes(onClear(m, ink), { engine });
        expect(r?.text, `${engine}, ink ${ink}`).toBe(text);
      }
    }
  });

  it('jsQR fallback reads plain and inverted codes, one call after another', async () => {
    const text = 'fallback https://example.com';
    const plain = renderMatrix(qrencodeMatrix(text, 'Q'), { scale: 4 });
    const inverted = renderMatrix(qrencodeMatrix(text, 'Q'), { scale: 4, invert: true });
    // Order matters: jsQR 1.4.0 leaks options between calls; both must still succeed.
    for (const img of [inverted, plain, inverted]) {
      const [r] = await readQrCodes(img, { engine: 'jsqr' });
      expect(r!.text).toBe(text);
      expect(r!.engine).toBe('jsqr');
    }
  });
});
