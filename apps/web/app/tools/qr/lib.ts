import { useCallback, useEffect, useRef } from 'react';
import type { ReadInput, ReadResponse } from './read.worker.ts';

/** Largest PNG/WebP the pages draw (a canvas this size already takes 256 MB). */
export const MAX_IMAGE_SIZE = 8192;
export const MIN_IMAGE_SIZE = 16;
export const MAX_MARGIN = 40;

export { saveBlob as download } from '../../lib/download.ts';

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Draws an SVG document onto a square canvas of `size` pixels (vector scaling: sharp at any size). */
export async function svgToCanvas(svg: string, size: number): Promise<HTMLCanvasElement> {
  const img = new Image();
  img.src = svgDataUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  ctx.drawImage(img, 0, 0, size, size);
  return canvas;
}

export function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(`${type} encoding failed`))), type, quality),
  );
}

/**
 * The QR reader worker: `read()` posts one request and resolves with its answer; `cancel()` ends the
 * worker (a stuck decode cannot block the next one) and the next read starts a fresh one.
 */
export function useReadWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, (r: ReadResponse | null) => void>());
  const nextId = useRef(1);

  const cancel = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    for (const resolve of pending.current.values()) resolve(null);
    pending.current.clear();
  }, []);

  useEffect(() => cancel, [cancel]);

  const read = useCallback((req: ReadInput): Promise<ReadResponse | null> => {
    if (!worker.current) {
      const w = new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<ReadResponse>) => {
        pending.current.get(e.data.id)?.(e.data);
        pending.current.delete(e.data.id);
      };
      w.onerror = (e) => {
        for (const resolve of pending.current.values())
          resolve({ id: 0, ok: false, bug: e.message || 'worker failed to start' });
        pending.current.clear();
      };
      worker.current = w;
    }
    const id = nextId.current++;
    const w = worker.current;
    return new Promise((resolve) => {
      pending.current.set(id, resolve);
      if (req.kind === 'pixels') w.postMessage({ ...req, id }, [req.data.buffer]);
      else w.postMessage({ ...req, id });
    });
  }, []);

  return { read, cancel };
}
