export { saveBlob as download } from '../../lib/download.ts';

/** An SVG document as a data: URL, for an <img>. */
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

/** A canvas encoded as an image file of `type`. */
export function canvasBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(`${type} encoding failed`))), type, quality),
  );
}
