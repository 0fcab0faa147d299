import { existsSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../app/brand/brands.ts';
import { familyNames } from '../app/tools/names.ts';
import { allTools, publishedTools } from '../app/tools/registry.ts';
import { card, OG_WIDTH, wrap } from '../scripts/og-card.ts';

// The Open Graph cards (scripts/og-card.ts, decision 0135) wrap their words by an estimate of each
// character's width; resvg, laying the text out in the real fonts, is the judge of whether it fits.
const FONTS = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
];
const FONT_FAMILY = "'DejaVu Sans', 'Droid Sans Fallback'";
const MARGIN = 80;

/** The right edge of the card's text as resvg lays it out (the bands, logo and background left out). */
function textRight(svg: string) {
  const textOnly = svg.replace(/<rect[^>]*\/>|<image[^>]*\/>/g, '');
  const box = new Resvg(textOnly, { font: { fontFiles: FONTS, loadSystemFonts: false } }).getBBox();
  return box ? box.x + box.width : 0;
}

describe('og cards', () => {
  it('wrap breaks between words and between CJK characters, and ends a cut text in an ellipsis', () => {
    // a, b, c and d are 0.6 em, a space 0.32 em in the estimate
    expect(wrap('aaa bbb ccc', 4, 5)).toEqual(['aaa bbb', 'ccc']);
    expect(wrap('aaa bbb ccc ddd', 2, 2)).toEqual(['aaa', 'bb…']);
    expect(wrap('交易解析工具', 3, 2)).toEqual(['交易解', '析工具']);
    // closing punctuation stays with the character before it
    expect(wrap('解析出各字段、哈希', 6, 2)).toEqual(['解析出各字', '段、哈希']);
  });

  it.runIf(FONTS.every((f) => existsSync(f)))(
    "every published tool's card fits its words within the margins, in both brandings",
    () => {
      const logo = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
      const tools = publishedTools(allTools, false);
      const overflows: string[] = [];
      for (const brand of Object.values(BRANDS)) {
        const locale = brand.defaultLocale;
        for (const tool of tools) {
          const names = familyNames[tool.family][locale][tool.id as never] as { name: string; description: string };
          const svg = card({
            brand: brand.title[locale],
            logo,
            colour: '#000000',
            font: FONT_FAMILY,
            title: names.name,
            text: names.description,
          });
          const right = textRight(svg);
          if (right > OG_WIDTH - MARGIN / 2 || right < MARGIN) overflows.push(`${brand.id} ${tool.id}: ${right}`);
        }
      }
      expect(overflows).toEqual([]);
    },
    120_000,
  );
});
