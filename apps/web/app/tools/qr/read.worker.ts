/// <reference lib="webworker" />
import { EngineError } from '@tinkerbox/engine';
import { configureQrReader, readQrCodes } from '@tinkerbox/engine/qr-reader';
// The reader's WASM is served from this site's own assets, never from a CDN (docs/decisions/0080).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { expose } from '../../lib/worker/expose.ts';
import type { ReadProtocol } from './qr.protocol.ts';

/** Images are read at most this many pixels on the long side (a 48 MP photo would need 190 MB). */
const MAX_SIDE = 4096;

configureQrReader({ wasmUrl: new URL(wasmUrl, self.location.href).href });

/** The pixels of an image file, scaled down to {@link MAX_SIDE}, alpha kept. */
async function pixelsOf(file: Blob): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new EngineError('NOT_AN_IMAGE', 'The browser cannot decode this file as an image');
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('OffscreenCanvas 2D context unavailable');
  // Transparent pixels keep their alpha: readQrCodes lays them over white, then over black, so a dark
  // code and a light code on a transparent PNG both read (issue 40).
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}

expose<ReadProtocol>(async (job) => {
  const image = job.kind === 'file' ? await pixelsOf(job.file) : job;
  const results = await readQrCodes({ data: image.data, width: image.width, height: image.height });
  return { results, width: image.width, height: image.height };
});
