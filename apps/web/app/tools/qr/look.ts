import type { QrLevel } from '@tinkerbox/engine/qr';

// The page's own limits on the image it draws (the engine draws any size; these keep a canvas within
// memory: 8192² pixels already take 256 MB).

/** Largest PNG/WebP the pages draw. */
export const MAX_IMAGE_SIZE = 8192;
export const MIN_IMAGE_SIZE = 16;
/** Widest quiet zone offered, in modules (the standard asks for 4). */
export const MAX_MARGIN = 40;

/** Error correction, quiet zone, image size and colours, as the visitor set them. */
export interface Look {
  level: QrLevel;
  /** As typed, so that a half-typed number is never lost; parsed by {@link parseLook}. */
  margin: string;
  size: string;
  foreground: string;
  background: string;
}

export const DEFAULT_LOOK: Look = {
  level: 'H',
  margin: '4',
  size: '512',
  foreground: '#000000',
  background: '#ffffff',
};

/** The typed margin and size as numbers (defaults while out of range), and which one is out of range. */
export function parseLook(look: Look): { margin: number; size: number; marginBad: boolean; sizeBad: boolean } {
  const int = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
  const margin = int(look.margin);
  const size = int(look.size);
  const marginBad = !(margin >= 0 && margin <= MAX_MARGIN);
  const sizeBad = !(size >= MIN_IMAGE_SIZE && size <= MAX_IMAGE_SIZE);
  return { margin: marginBad ? 4 : margin, size: sizeBad ? 512 : size, marginBad, sizeBad };
}
