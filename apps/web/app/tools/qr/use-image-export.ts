import { toSvg } from '@tinkerbox/engine/qr';
import { toast } from '@tinkerbox/ui';
import { useMessages } from '../../i18n/t.tsx';
import { download } from './lib.ts';
import { qrMessages } from './qr.messages.ts';
import type { QrImage } from './raster.ts';

/** The download formats, in button order, with the names shown. */
export const FORMATS = { png: 'PNG', svg: 'SVG', webp: 'WebP' } as const;
export type Format = keyof typeof FORMATS;

const raster = async (image: QrImage, type: 'image/png' | 'image/webp') =>
  (await import('./raster.ts')).raster(image, type);

/** Downloading the generator's image as PNG, SVG or WebP, and copying it to the clipboard as PNG. */
export function useImageExport(image: QrImage | null) {
  const m = useMessages(qrMessages);
  const save = async (format: Format) => {
    if (!image) return;
    // The file has width and height: without them rasterisers fall back to 300 x 150 or to the
    // viewBox's few dozen pixels, and the code comes out blurred or cut.
    if (format === 'svg') {
      const svg = toSvg(image.symbol, { ...image.svgOptions, size: image.size });
      download(new Blob([svg], { type: 'image/svg+xml' }), 'qrcode.svg');
    } else download(await raster(image, format === 'png' ? 'image/png' : 'image/webp'), `qrcode.${format}`);
  };
  const copy = async () => {
    if (!image) return;
    try {
      // The promise goes into the ClipboardItem at once: Safari allows the write only within the click.
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': raster(image, 'image/png') })]);
      toast(m.imageCopied, 'success');
    } catch {
      toast(m.copyFailed, 'error');
    }
  };
  return { save, copy };
}
