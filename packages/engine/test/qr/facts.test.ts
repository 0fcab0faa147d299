import { describe, expect, it } from 'vitest';
import { qrBlockLayout } from '../../src/qr/capacity.ts';
import {
  encodeQr,
  GEO_LIMITS,
  geoPayload,
  maxLogoRatio,
  parseWifiPayload,
  QR_FINDER_STYLES,
  QR_LEVEL_RECOVERY,
  QR_LEVELS,
  QR_MODULE_STYLES,
  QR_PNG_MAX_SIZE,
  toPng,
  toSvg,
  WIFI_SECURITIES,
  wifiPayload,
} from '../../src/qr/index.ts';

// The facts the QR pages show (level names and recovery, shapes, Wi-Fi security, coordinate ranges,
// the PNG size cap), each checked against what the code that uses it really does.

describe('QR_LEVEL_RECOVERY', () => {
  it('is close to the share of codewords Reed-Solomon can restore at every version', () => {
    for (const level of QR_LEVELS) {
      for (let v = 1; v <= 40; v++) {
        const b = qrBlockLayout(v, level);
        // Each block corrects up to half its error-correction codewords.
        const restorable = (100 * b.blocks * Math.floor(b.ecPerBlock / 2)) / b.total;
        expect(Math.abs(restorable - QR_LEVEL_RECOVERY[level]), `${v}-${level}`).toBeLessThan(5);
      }
    }
  });

  it('rises from L to H, and a logo of the largest allowed size hides less than the level restores', () => {
    const shares = QR_LEVELS.map((l) => QR_LEVEL_RECOVERY[l]);
    expect([...shares].sort((a, b) => a - b)).toEqual(shares);
    for (const l of QR_LEVELS) expect(100 * maxLogoRatio(l) ** 2).toBeLessThan(QR_LEVEL_RECOVERY[l]);
  });
});

describe('QR_MODULE_STYLES and QR_FINDER_STYLES', () => {
  const s = encodeQr('styles', { level: 'M' });
  it('each module shape draws a different image', () => {
    const svgs = QR_MODULE_STYLES.map((moduleStyle) => toSvg(s, { moduleStyle }));
    expect(new Set(svgs).size).toBe(QR_MODULE_STYLES.length);
    expect(QR_MODULE_STYLES[0]).toBe('square');
    expect(svgs[0]).toContain('shape-rendering="crispEdges"');
  });
  it('each finder shape draws a different image', () => {
    const svgs = QR_FINDER_STYLES.map((finderStyle) => toSvg(s, { finderStyle }));
    expect(new Set(svgs).size).toBe(QR_FINDER_STYLES.length);
    expect(QR_FINDER_STYLES[0]).toBe('square');
  });
});

describe('QR_PNG_MAX_SIZE', () => {
  it('is the width toPng writes for a larger size', () => {
    const png = toPng(encodeQr('1', { level: 'L' }), { size: QR_PNG_MAX_SIZE + 100 });
    const ihdr = new DataView(png.buffer, png.byteOffset + 16, 8);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([QR_PNG_MAX_SIZE, QR_PNG_MAX_SIZE]);
  }, 30_000);
});

describe('WIFI_SECURITIES', () => {
  it('each value is written to T: and read back as itself', () => {
    for (const security of WIFI_SECURITIES) {
      const text = wifiPayload({ ssid: 'Net', password: 'pw', security });
      expect(text).toMatch(new RegExp(`^WIFI:T:${security};`));
      expect(parseWifiPayload(text)?.security).toBe(security);
    }
  });
});

describe('GEO_LIMITS', () => {
  it('are the last coordinates geoPayload accepts', () => {
    const { latitude, longitude } = GEO_LIMITS;
    expect(geoPayload({ latitude, longitude })).toBe(`geo:${latitude},${longitude}`);
    expect(geoPayload({ latitude: -latitude, longitude: -longitude })).toBe(`geo:-${latitude},-${longitude}`);
    expect(() => geoPayload({ latitude: latitude + 1e-6, longitude: 0 })).toThrow(RangeError);
    expect(() => geoPayload({ latitude: 0, longitude: -longitude - 1e-6 })).toThrow(RangeError);
    expect(() => geoPayload({ latitude: Number.NaN, longitude: 0 })).toThrow(RangeError);
  });
});
