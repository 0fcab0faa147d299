import { EngineError } from '@tinkerbox/engine';

// Reading an image the browser can decode, and re-encoding it (resized) through a canvas.

export const FORMATS = ['keep', 'webp', 'jpeg', 'png'] as const;
export type Format = (typeof FORMATS)[number];
const MIME: Record<Exclude<Format, 'keep'>, string> = { webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
export const EXTENSION: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
};

export interface Picked {
  name: string;
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
}
export interface Encoded {
  bytes: Uint8Array;
  type: string;
  width: number;
  height: number;
}

export function loadImage(blob: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(blob);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new EngineError('NOT_AN_IMAGE', 'The browser cannot decode this image'));
    };
    img.src = url;
  });
}

/** Draws the image at most `maxWidth` wide and encodes it as `type` at `quality` (0-1). */
export async function reencode(p: Picked, format: Format, maxWidth: number, quality: number): Promise<Encoded> {
  if (format === 'keep' && (maxWidth === 0 || maxWidth >= p.width)) {
    return { bytes: p.bytes, type: p.type, width: p.width, height: p.height };
  }
  const img = await loadImage(new Blob([p.bytes as Uint8Array<ArrayBuffer>], { type: p.type }));
  const scale = maxWidth > 0 && maxWidth < p.width ? maxWidth / p.width : 1;
  const width = Math.max(1, Math.round(p.width * scale));
  const height = Math.max(1, Math.round(p.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  const type =
    format === 'keep' ? (p.type === 'image/jpeg' || p.type === 'image/webp' ? p.type : 'image/png') : MIME[format];
  if (type === 'image/jpeg') {
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.drawImage(img, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, type, quality));
  if (!blob) throw new Error('canvas.toBlob failed');
  return { bytes: new Uint8Array(await blob.arrayBuffer()), type: blob.type || type, width, height };
}
