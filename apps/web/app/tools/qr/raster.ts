import { type QrSvgOptions, type QrSymbol, toPng } from '@tinkerbox/engine/qr';
import { canvasBlob, svgToCanvas } from './lib.ts';
import { type Look, parseLook } from './look.ts';

/** The generator's image, as drawn and as the visitor set it. */
export interface QrImage {
  symbol: QrSymbol;
  svg: string;
  /** How `svg` was drawn, so the downloaded file can be drawn again at `size`. */
  svgOptions: QrSvgOptions;
  look: Look;
  margin: number;
  size: number;
  /** Square modules and finders, no logo: the engine writes the PNG itself, exactly on the module grid. */
  plain: boolean;
}

// Loaded on the first download or copy (use-image-export.ts), so the page's first load carries no
// PNG writer.

/** The image as a PNG or WebP file of `image.size` pixels. */
export async function raster(image: QrImage, type: 'image/png' | 'image/webp'): Promise<Blob> {
  if (type === 'image/png' && image.plain) {
    const { margin, size } = image;
    const { foreground, background } = parseLook(image.look);
    const png = toPng(image.symbol, { margin, size, foreground, background });
    return new Blob([png as BlobPart], { type });
  }
  // quality 1 makes Chromium's WebP encoder lossless.
  return canvasBlob(await svgToCanvas(image.svg, image.size), type, 1);
}
