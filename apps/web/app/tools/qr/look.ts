import { type EngineError, isEngineError } from '@tinkerbox/engine';
import { parseHexColour, type QrLevel } from '@tinkerbox/engine/qr';

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

/** A kept colour that no longer parses (an old or edited store): its error, drawn with the default meanwhile. */
function colourError(value: string): EngineError | null {
  try {
    parseHexColour(value);
    return null;
  } catch (e) {
    if (isEngineError(e)) return e;
    throw e;
  }
}

/**
 * The typed margin and size as numbers (defaults while out of range), which one is out of range, and the
 * colours to draw with (the defaults for one that is not a colour, with its error to show beside it).
 */
export function parseLook(look: Look): {
  margin: number;
  size: number;
  marginBad: boolean;
  sizeBad: boolean;
  foreground: string;
  background: string;
  foregroundError: EngineError | null;
  backgroundError: EngineError | null;
} {
  const int = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN);
  const margin = int(look.margin);
  const size = int(look.size);
  const marginBad = !(margin >= 0 && margin <= MAX_MARGIN);
  const sizeBad = !(size >= MIN_IMAGE_SIZE && size <= MAX_IMAGE_SIZE);
  const foregroundError = colourError(look.foreground);
  const backgroundError = colourError(look.background);
  return {
    margin: marginBad ? 4 : margin,
    size: sizeBad ? 512 : size,
    marginBad,
    sizeBad,
    foreground: foregroundError ? DEFAULT_LOOK.foreground : look.foreground,
    background: backgroundError ? DEFAULT_LOOK.background : look.background,
    foregroundError,
    backgroundError,
  };
}
