// The SVG of one Open Graph card (scripts/build-og.mjs loads this through Vite and renders it): the branding's logo and name, the
// page's name and its one-line description, wrapped to the card's width.
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const MARGIN = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;

const CJK = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]/;

/**
 * A character's advance in em, at or above DejaVu Sans's (Droid Sans Fallback's for CJK), so that a
 * wrapped line never overflows; bold is wider.
 */
function advance(ch: string): number {
  if (CJK.test(ch)) return 1;
  if (ch === ' ') return 0.32;
  if (/[ijlft.,:;'|!()[\]/-]/.test(ch)) return 0.4;
  if (/[mwMW@]/.test(ch)) return 1;
  if (/[A-Z]/.test(ch)) return 0.72;
  return 0.6;
}

/** The width of `text` in em. */
export function emWidth(text: string, bold = false): number {
  let w = 0;
  for (const ch of text) w += advance(ch) * (bold && !CJK.test(ch) ? 1.12 : 1);
  return w;
}

/**
 * Breaks `text` into lines no wider than `width` em: between words, and between any two CJK characters
 * (except before CJK closing punctuation). Past `max` lines the last one ends in an ellipsis.
 */
export function wrap(text: string, width: number, max: number, bold = false): string[] {
  const tokens =
    text.match(
      /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef][，。、；：！？）」』]*|[^\s\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]+\s*|\s+/g,
    ) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && emWidth((line + token).trimEnd(), bold) > width) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1] ?? '';
  while (last && emWidth(`${last}…`, bold) > width) last = [...last].slice(0, -1).join('');
  kept[max - 1] = `${last.trimEnd()}…`;
  return kept;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface Block {
  y: number;
  size: number;
  lineHeight: number;
  fill: string;
  font: string;
  bold?: boolean;
}

function textBlock(lines: string[], { y, size, lineHeight, fill, font, bold }: Block): string {
  // CJK has no bold face here: a thin stroke of the same colour stands in for it
  const weight = bold
    ? ` font-weight="bold" stroke="${fill}" stroke-width="${(size / 50).toFixed(1)}" stroke-linejoin="round"`
    : '';
  return lines
    .map(
      (l, i) =>
        `<text x="${MARGIN}" y="${y + i * lineHeight}" font-family="${font}" font-size="${size}" fill="${fill}"${weight}>${escapeXml(l)}</text>`,
    )
    .join('');
}

export interface Card {
  /** The branding's name, beside its logo. */
  brand: string;
  /** The logo's SVG source. */
  logo: Buffer;
  /** The branding's colour: the bands and its name. */
  colour: string;
  /** The SVG font-family list. */
  font: string;
  /** The page's name and its one-line description. */
  title: string;
  text: string;
}

/** One card's SVG. */
export function card({ brand, logo, colour, font, title, text }: Card): string {
  const titleSize = emWidth(title, true) * 76 > TEXT_WIDTH * 2 ? 60 : 76;
  const titleLines = wrap(title, TEXT_WIDTH / titleSize, 2, true);
  const titleTop = 300;
  const titleLineHeight = Math.round(titleSize * 1.2);
  const textTop = titleTop + (titleLines.length - 1) * titleLineHeight + 80;
  const textLines = wrap(text, TEXT_WIDTH / 36, titleLines.length > 1 ? 2 : 3);
  const href = `data:image/svg+xml;base64,${logo.toString('base64')}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">`,
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#ffffff"/>`,
    `<rect width="${OG_WIDTH}" height="16" fill="${colour}"/>`,
    `<rect y="${OG_HEIGHT - 16}" width="${OG_WIDTH}" height="16" fill="${colour}"/>`,
    `<image x="${MARGIN}" y="72" width="80" height="80" href="${href}"/>`,
    `<text x="${MARGIN + 104}" y="128" font-family="${font}" font-size="44" font-weight="bold" fill="${colour}">${escapeXml(brand)}</text>`,
    textBlock(titleLines, {
      y: titleTop,
      size: titleSize,
      lineHeight: titleLineHeight,
      fill: '#0f172a',
      font,
      bold: true,
    }),
    textBlock(textLines, { y: textTop, size: 36, lineHeight: 50, fill: '#475569', font }),
    '</svg>',
  ].join('');
}
