import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareZXingModule, type ReadResult, readBarcodes } from 'zxing-wasm/reader';
import { isEngineError } from '../../src/errors.ts';
import { configureQrReader, type QrImage } from '../../src/qr-reader/index.ts';

/** Points the reader at zxing-wasm's WASM from the installed npm package (never a CDN). */
export function useLocalZxing(): void {
  const require = createRequire(import.meta.url);
  const wasm = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
  configureQrReader({ wasmBinary: readFileSync(wasm) });
}

let zxingReady: Promise<void> | undefined;

/**
 * zxing-cpp's own result for one QR code (zxing-wasm's reader, WASM from the npm package), for what
 * readQrCodes does not report: `hasECI` and `bytesECI`, the content in the ECI protocol of AIM ITS/04-023
 * (`]Q2`, then `\nnnnnn` for each ECI, then the data with backslashes doubled).
 */
export async function zxingReadRaw(img: QrImage): Promise<ReadResult | undefined> {
  if (!zxingReady) {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength);
    zxingReady = prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true }).then(() => undefined);
  }
  await zxingReady;
  const data = new Uint8ClampedArray(img.data);
  const [r] = await readBarcodes({ data, width: img.width, height: img.height, colorSpace: 'srgb' } as ImageData, {
    formats: ['QRCode'],
  });
  return r;
}

function has(bin: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${bin}`]).status === 0;
}

export const HAS_ZBARIMG = has('zbarimg');
export const HAS_QRENCODE = has('qrencode');
export const MISSING_ZBAR = 'zbarimg missing: install the Debian package zbar-tools (apt-get install -y zbar-tools)';
export const MISSING_QRENCODE = 'qrencode missing: install the Debian package qrencode (apt-get install -y qrencode)';

const dir = mkdtempSync(join(tmpdir(), 'tinkerbox-qr-'));
let n = 0;

/**
 * Decodes a PNG with zbarimg (ZBar 0.23, an independent decoder) and returns every symbol's data as
 * raw bytes (`--raw --oneshot` off; `-Sbinary` keeps the bytes as they are in the symbol).
 */
export function zbarRead(png: Uint8Array): Uint8Array | null {
  const file = join(dir, `z${n++}.png`);
  writeFileSync(file, png);
  const r = spawnSync('zbarimg', ['-q', '--raw', '-Sbinary', '-Sqrcode.enable', file]);
  if (r.status !== 0) return null;
  return new Uint8Array(r.stdout);
}

/** A QR matrix made by qrencode 4.1 (libqrencode, an independent encoder), 1 = dark, no quiet zone. */
export function qrencodeMatrix(
  text: string | Uint8Array,
  level: 'L' | 'M' | 'Q' | 'H',
): { size: number; modules: Uint8Array } {
  const args = ['-t', 'ASCII', '-m', '0', '-l', level];
  // -8 encodes the bytes in byte mode as they are (qrencode otherwise treats input as a C string).
  const input = typeof text === 'string' ? Buffer.from(text, 'utf8') : Buffer.from(text);
  const out = execFileSync('qrencode', [...args, '-8', '-o', '-'], { input }).toString('latin1');
  const lines = out.split('\n').filter((l) => l.length > 0);
  const size = lines.length;
  const modules = new Uint8Array(size * size);
  lines.forEach((line, r) => {
    for (let c = 0; c < size; c++) modules[r * size + c] = line[c * 2] === '#' ? 1 : 0;
  });
  return { size, modules };
}

export interface RenderOptions {
  /** Pixels per module. */
  scale?: number;
  /** Quiet zone in modules. */
  margin?: number;
  /** Rotation in degrees (the canvas grows to fit). */
  rotate?: number;
  /** Standard deviation of Gaussian noise added to each channel, 0..255. */
  noise?: number;
  /** Light modules on dark. */
  invert?: boolean;
  /** Seed for the noise. */
  seed?: number;
}

function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 0x100000000;
  };
}

/** Draws a module matrix into RGBA pixels, with rotation (bilinear), noise and inversion. */
export function renderMatrix(m: { size: number; modules: Uint8Array }, o: RenderOptions = {}): QrImage {
  const scale = o.scale ?? 4;
  const margin = o.margin ?? 4;
  const full = (m.size + 2 * margin) * scale;
  const angle = ((o.rotate ?? 0) * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const out = Math.ceil(Math.abs(full * cos) + Math.abs(full * sin)) + 2;
  const lumAt = (x: number, y: number): number => {
    const c = Math.floor(x / scale) - margin;
    const r = Math.floor(y / scale) - margin;
    if (x < 0 || y < 0 || x >= full || y >= full) return 255;
    const dark = r >= 0 && c >= 0 && r < m.size && c < m.size && m.modules[r * m.size + c] === 1;
    return dark ? 0 : 255;
  };
  const rand = rng(o.seed ?? 7);
  const gauss = () => Math.sqrt(-2 * Math.log(rand() || 1e-9)) * Math.cos(2 * Math.PI * rand());
  const data = new Uint8ClampedArray(out * out * 4);
  const cx = out / 2;
  const fc = full / 2;
  for (let y = 0; y < out; y++) {
    for (let x = 0; x < out; x++) {
      // Inverse rotation into the unrotated image, then bilinear sampling.
      const dx = x + 0.5 - cx;
      const dy = y + 0.5 - cx;
      const sx = cos * dx + sin * dy + fc - 0.5;
      const sy = -sin * dx + cos * dy + fc - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      let v =
        lumAt(x0, y0) * (1 - fx) * (1 - fy) +
        lumAt(x0 + 1, y0) * fx * (1 - fy) +
        lumAt(x0, y0 + 1) * (1 - fx) * fy +
        lumAt(x0 + 1, y0 + 1) * fx * fy;
      if (o.invert) v = 255 - v;
      if (o.noise) v += gauss() * o.noise;
      const i = (y * out + x) * 4;
      data[i] = data[i + 1] = data[i + 2] = v;
      data[i + 3] = 255;
    }
  }
  return { data, width: out, height: out };
}

/** The params of the QR_TOO_LONG EngineError that `fn` throws (anything else fails the test). */
export function tooLong(fn: () => unknown): Record<string, unknown> {
  try {
    fn();
  } catch (e) {
    if (isEngineError(e) && e.code === 'QR_TOO_LONG') return { ...e.params };
    throw e;
  }
  throw new Error('did not throw');
}
