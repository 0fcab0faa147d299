import { EngineError } from '../errors.ts';
import type { QrSymbol } from './encode.ts';
import { coerceNonNegativeInt } from './encode.ts';

/** Shape of the data modules. */
export type QrModuleStyle = 'square' | 'rounded' | 'dots';
/** Shape of the three finder patterns (the big corner squares). */
export type QrFinderStyle = 'square' | 'rounded' | 'dots';

/**
 * The module shapes {@link toSvg} draws, plain squares first.
 * @example QR_MODULE_STYLES // ['square', 'rounded', 'dots']
 */
export const QR_MODULE_STYLES: readonly QrModuleStyle[] = ['square', 'rounded', 'dots'];
/**
 * The finder-pattern shapes {@link toSvg} draws, plain squares first.
 * @example QR_FINDER_STYLES // ['square', 'rounded', 'dots']
 */
export const QR_FINDER_STYLES: readonly QrFinderStyle[] = ['square', 'rounded', 'dots'];

export interface QrLogo {
  /** An image URL, normally a data: URL, inlined as the SVG <image href>. */
  href: string;
  /** Width of the logo as a fraction of the symbol width (without quiet zone); capped by {@link maxLogoRatio}. */
  ratio: number;
}

export interface QrSvgOptions {
  /** Quiet zone in modules (default 4); coerced to a non-negative integer. */
  margin?: number;
  /** Width and height attribute in pixels; 0 or absent leaves the SVG scalable (viewBox only). */
  size?: number;
  /** Colour of dark modules as #rgb, #rrggbb or #rrggbbaa (default #000000). */
  foreground?: string;
  /** Background colour (default #ffffff); 'transparent' for none. */
  background?: string;
  moduleStyle?: QrModuleStyle;
  finderStyle?: QrFinderStyle;
  logo?: QrLogo;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** A colour option checked: hex or 'transparent', else a TypeError naming the option. */
export function colour(value: string | undefined, fallback: string, name: string): string {
  const v = value ?? fallback;
  if (v === 'transparent' || HEX_COLOUR.test(v)) return v;
  throw new TypeError(
    `${name} must be a hex colour (#rgb, #rrggbb, #rrggbbaa) or 'transparent', got ${JSON.stringify(v)}`,
  );
}

/**
 * [r, g, b, a] in 0..255 from a hex colour (#rgb, #rgba, #rrggbb, #rrggbbaa) or 'transparent'.
 * @throws EngineError INVALID_COLOUR (value) for anything else: a visitor may have typed it.
 * @example parseHexColour('#0f08') // [0, 255, 0, 136]
 */
export function parseHexColour(value: string): [number, number, number, number] {
  if (value === 'transparent') return [0, 0, 0, 0];
  if (!HEX_COLOUR.test(value)) {
    throw new EngineError('INVALID_COLOUR', `Not a hex colour: ${JSON.stringify(value)}`, { value });
  }
  let h = value.slice(1);
  if (h.length <= 4) h = [...h].map((c) => c + c).join('');
  if (h.length === 6) h += 'ff';
  return [0, 2, 4, 6].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number, number];
}

/**
 * WCAG 2.x contrast ratio of two opaque hex colours, 1..21. Phone cameras need dark modules on a light
 * background with a ratio of roughly 3 or more; {@link qrColourWarning} applies that.
 * @example contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = parseHexColour(c).map((v) => {
      const s = v / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Why a colour pair may not scan, or null: 'low-contrast' below a WCAG ratio of 3, 'inverted' when the
 * modules are lighter than the background (many readers expect dark on light).
 * @example qrColourWarning('#777777', '#888888') // 'low-contrast'
 */
export function qrColourWarning(foreground: string, background: string): 'low-contrast' | 'inverted' | null {
  if (background === 'transparent') return null;
  if (contrastRatio(foreground, background) < 3) return 'low-contrast';
  const [fr, fg, fb] = parseHexColour(foreground);
  const [br, bg, bb] = parseHexColour(background);
  return fr + fg + fb > br + bg + bb ? 'inverted' : null;
}

/**
 * Largest logo width, as a fraction of the symbol width, that still leaves enough error correction:
 * the logo hides ratio² of the modules, kept well under the level's recovery capacity
 * (L 7 %, M 15 %, Q 25 %, H 30 % of codewords), because a module hit damages a whole codeword.
 * @example maxLogoRatio('H') // 0.3
 */
export function maxLogoRatio(level: QrSymbol['level']): number {
  return { L: 0.12, M: 0.18, Q: 0.24, H: 0.3 }[level];
}

/**
 * The square of modules a logo covers, centred, in module coordinates, with the ratio capped by
 * {@link maxLogoRatio} and snapped so the box has the symbol's parity (it stays centred).
 * @example logoBox(encodeQr('https://example.com', { level: 'H' }), 0.25) // { x: 11, y: 11, size: 7 }
 */
export function logoBox(symbol: QrSymbol, ratio: number): { x: number; y: number; size: number } | null {
  const r = Math.min(Number.isFinite(ratio) ? Math.max(0, ratio) : 0, maxLogoRatio(symbol.level));
  let n = Math.floor(symbol.size * r);
  if (n % 2 !== symbol.size % 2) n -= 1;
  if (n <= 0) return null;
  const x = (symbol.size - n) / 2;
  return { x, y: x, size: n };
}

function isFinder(size: number, r: number, c: number): boolean {
  return (r < 7 && c < 7) || (r < 7 && c >= size - 7) || (r >= size - 7 && c < 7);
}

function finderSvg(x: number, y: number, style: QrFinderStyle, fg: string, bg: string): string {
  if (style === 'dots')
    return `<circle cx="${x + 3.5}" cy="${y + 3.5}" r="3.5" fill="${fg}"/><circle cx="${x + 3.5}" cy="${y + 3.5}" r="2.5" fill="${bg}"/><circle cx="${x + 3.5}" cy="${y + 3.5}" r="1.5" fill="${fg}"/>`;
  const [r1, r2, r3] = style === 'rounded' ? [2, 1.4, 0.8] : [0, 0, 0];
  return `<rect x="${x}" y="${y}" width="7" height="7" rx="${r1}" fill="${fg}"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" rx="${r2}" fill="${bg}"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3" rx="${r3}" fill="${fg}"/>`;
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The symbol as a standalone SVG document: one path for square modules (crisp at any scale), shapes
 * for the rounded and dot styles, the logo inlined as an <image> over a cleared square.
 * @throws TypeError for a colour that is not hex or 'transparent'.
 * @example toSvg(encodeQr('1', { level: 'L' })).startsWith('<svg') // true
 */
export function toSvg(symbol: QrSymbol, options: QrSvgOptions = {}): string {
  const margin = coerceNonNegativeInt(options.margin, 4);
  const fg = colour(options.foreground, '#000000', 'foreground');
  const bgc = colour(options.background, '#ffffff', 'background');
  const size = coerceNonNegativeInt(options.size, 0);
  const moduleStyle = options.moduleStyle ?? 'square';
  const finderStyle = options.finderStyle ?? 'square';
  const n = symbol.size;
  const full = n + 2 * margin;
  const box = options.logo ? logoBox(symbol, options.logo.ratio) : null;
  const hole = (r: number, c: number) =>
    box !== null && r >= box.y && r < box.y + box.size && c >= box.x && c < box.x + box.size;
  const parts: string[] = [];
  const wh = size > 0 ? ` width="${size}" height="${size}"` : '';
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${full} ${full}"${wh} shape-rendering="${moduleStyle === 'square' && finderStyle === 'square' ? 'crispEdges' : 'geometricPrecision'}">`,
  );
  if (bgc !== 'transparent') parts.push(`<rect width="${full}" height="${full}" fill="${bgc}"/>`);
  parts.push(`<g transform="translate(${margin} ${margin})">`);
  const finderBg = bgc === 'transparent' ? '#ffffff00' : bgc;
  let d = '';
  const shapes: string[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (!symbol.modules[r * n + c] || hole(r, c)) continue;
      if (finderStyle !== 'square' && isFinder(n, r, c)) continue;
      if (moduleStyle === 'square' || (finderStyle === 'square' && isFinder(n, r, c))) d += `M${c} ${r}h1v1h-1z`;
      else if (moduleStyle === 'dots') shapes.push(`<circle cx="${c + 0.5}" cy="${r + 0.5}" r="0.45"/>`);
      else shapes.push(`<rect x="${c + 0.05}" y="${r + 0.05}" width="0.9" height="0.9" rx="0.3"/>`);
    }
  }
  if (d) parts.push(`<path fill="${fg}" d="${d}"/>`);
  if (shapes.length) parts.push(`<g fill="${fg}">${shapes.join('')}</g>`);
  if (finderStyle !== 'square') {
    for (const [x, y] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ] as const)
      parts.push(finderSvg(x, y, finderStyle, fg, finderBg));
  }
  if (box && options.logo) {
    parts.push(
      `<image href="${escapeAttr(options.logo.href)}" x="${box.x + 0.5}" y="${box.y + 0.5}" width="${box.size - 1}" height="${box.size - 1}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }
  parts.push('</g></svg>');
  return parts.join('');
}
