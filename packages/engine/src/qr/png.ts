import { zlibSync } from 'fflate';
import { concatBytes } from '../cipher/bytes.ts';
import type { QrSymbol } from './encode.ts';
import { coerceNonNegativeInt } from './encode.ts';
import { colour, parseHexColour } from './render.ts';

// The PNG writer lives apart from the SVG one so that a page drawing only SVG never loads the deflate
// code it needs (fflate).

/**
 * The largest width and height {@link toPng} writes, in pixels; a larger `size` is drawn at this size.
 * @example QR_PNG_MAX_SIZE // 16384
 */
export const QR_PNG_MAX_SIZE = 16384;

export interface QrPngOptions {
  /** Quiet zone in modules (default 4); coerced to a non-negative integer. */
  margin?: number;
  /**
   * Image width and height in pixels (any value; modules are sampled), at most {@link QR_PNG_MAX_SIZE};
   * 0 or absent = 8 px per module.
   */
  size?: number;
  foreground?: string;
  background?: string;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const v = new DataView(out.buffer);
  v.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  v.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * The symbol as a PNG file (W3C PNG, 2nd ed.): a 1-bit two-colour palette image, with alpha through
 * tRNS when a colour is translucent. Square modules only; styled codes are drawn from {@link toSvg}.
 * @throws TypeError for a colour that is not hex or 'transparent'.
 * @example toPng(encodeQr('1'), { size: 100 }).subarray(1, 4) // Uint8Array [80, 78, 71] ("PNG")
 */
export function toPng(symbol: QrSymbol, options: QrPngOptions = {}): Uint8Array {
  const margin = coerceNonNegativeInt(options.margin, 4);
  const full = symbol.size + 2 * margin;
  const size = Math.min(coerceNonNegativeInt(options.size, 0) || full * 8, QR_PNG_MAX_SIZE);
  const fg = parseHexColour(colour(options.foreground, '#000000', 'foreground'));
  const bg = parseHexColour(colour(options.background, '#ffffff', 'background'));
  const stride = Math.ceil(size / 8) + 1;
  const raw = new Uint8Array(stride * size);
  // Which module each pixel column falls in: floor((x + 0.5) · full / size), so any size samples evenly.
  const colModule = new Int32Array(size);
  for (let x = 0; x < size; x++) colModule[x] = Math.floor(((x + 0.5) * full) / size) - margin;
  const n = symbol.size;
  for (let y = 0; y < size; y++) {
    const r = Math.floor(((y + 0.5) * full) / size) - margin;
    const row = y * stride;
    if (r < 0 || r >= n) continue;
    for (let x = 0; x < size; x++) {
      const c = colModule[x]!;
      if (c >= 0 && c < n && symbol.modules[r * n + c]) raw[row + 1 + (x >> 3)]! |= 0x80 >> (x & 7);
    }
  }
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, size);
  v.setUint32(4, size);
  ihdr.set([1, 3, 0, 0, 0], 8);
  const plte = new Uint8Array([bg[0], bg[1], bg[2], fg[0], fg[1], fg[2]]);
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('PLTE', plte)];
  if (bg[3] < 255 || fg[3] < 255) parts.push(chunk('tRNS', new Uint8Array([bg[3], fg[3]])));
  parts.push(chunk('IDAT', zlibSync(raw, { level: 9 })), chunk('IEND', new Uint8Array(0)));
  return concatBytes(...parts);
}
