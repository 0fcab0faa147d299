import { encodeQr, toSvg } from '@tinkerbox/engine/qr';
import { describe, expect, it } from 'vitest';
import { runHanded, utf8 } from '../../../test/handed-recipe.ts';
import { qrRecipe } from './qr.recipe.ts';

// "Continue in a recipe" on /qrcode: for every level and a range of quiet zones and texts (numeric,
// alphanumeric, bytes, Kanji-capable text), the step it hands over, run by the engine's operation, gives
// the SVG the page draws with its own encodeQr and toSvg (the page is the reference; the symbols are
// checked against zbarimg and qrencode in the engine's tests).

const TEXTS = ['0123456789', 'HELLO WORLD $%*+-./:', 'https://example.org/a?b=c', '二维码 ✓ テスト', ''];

describe('/qrcode hands the recipe page its own SVG', () => {
  it('every level, quiet zones 0 to 40, every kind of text', async () => {
    for (const level of ['L', 'M', 'Q', 'H'] as const)
      for (const margin of [0, 4, 40])
        for (const text of TEXTS) {
          const svgOptions = {
            margin,
            foreground: '#000000',
            background: '#ffffff',
            moduleStyle: 'square',
            finderStyle: 'square',
          } as const;
          const handed = qrRecipe({ text, level, svgOptions, utf8Eci: false });
          expect(handed).not.toBeNull();
          if (!handed) continue;
          let want: string;
          try {
            want = toSvg(encodeQr(text, { level }), svgOptions);
          } catch (e) {
            await expect(runHanded(handed)).rejects.toMatchObject({ code: (e as { code: string }).code });
            continue;
          }
          expect(utf8(await runHanded(handed)), `${level} ${margin} ${text}`).toBe(want);
        }
  });

  it('hands nothing for colours, styles, a logo or the UTF-8 ECI', () => {
    const base = { text: 'x', level: 'M', utf8Eci: false } as const;
    for (const svgOptions of [
      { foreground: '#ff0000' },
      { background: '#000001' },
      { moduleStyle: 'dots' },
      { finderStyle: 'rounded' },
      { logo: { href: 'data:image/png;base64,', ratio: 0.2 } },
    ] as const)
      expect(qrRecipe({ ...base, svgOptions }), JSON.stringify(svgOptions)).toBeNull();
    expect(qrRecipe({ ...base, utf8Eci: true, svgOptions: {} })).toBeNull();
    expect(qrRecipe({ ...base, text: null, svgOptions: {} })).toBeNull();
  });
});
