/// <reference lib="webworker" />
import type { EngineErrorCode } from '@tinkerbox/engine';
import { isEngineError } from '@tinkerbox/engine';
import { configureQrReader, type QrReadResult, readQrCodes } from '@tinkerbox/engine/qr';
// The reader's WASM is served from this site's own assets, never from a CDN (docs/decisions/0080).
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type ReadInput =
  | { kind: 'file'; file: Blob }
  | { kind: 'pixels'; data: Uint8ClampedArray; width: number; height: number };

export type ReadRequest = ReadInput & { id: number };

export type ReadResponse =
  | { id: number; ok: true; results: QrReadResult[]; width: number; height: number }
  | { id: number; ok: false; code: EngineErrorCode; params: Record<string, string | number> }
  | { id: number; ok: false; badImage: true }
  | { id: number; ok: false; bug: string };

/** Images are read at most this many pixels on the long side (a 48 MP photo would need 190 MB). */
const MAX_SIDE = 4096;

configureQrReader({ wasmUrl: new URL(wasmUrl, self.location.href).href });

async function pixelsOf(file: Blob): Promise<{ data: Uint8ClampedArray; width: number; height: number } | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  // Transparent pixels become white, so a dark code on a transparent PNG reads as dark on light.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return { data: ctx.getImageData(0, 0, width, height).data, width, height };
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (e: MessageEvent<ReadRequest>) => {
  const req = e.data;
  const post = (r: ReadResponse) => scope.postMessage(r);
  try {
    const image = req.kind === 'file' ? await pixelsOf(req.file) : req;
    if (!image) return post({ id: req.id, ok: false, badImage: true });
    const results = await readQrCodes({ data: image.data, width: image.width, height: image.height });
    post({ id: req.id, ok: true, results, width: image.width, height: image.height });
  } catch (err) {
    if (isEngineError(err)) post({ id: req.id, ok: false, code: err.code, params: { ...err.params } });
    else post({ id: req.id, ok: false, bug: err instanceof Error ? `${err.name}: ${err.message}` : String(err) });
  }
};
