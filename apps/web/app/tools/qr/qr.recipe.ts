import type { QrLevel, QrSvgOptions } from '@tinkerbox/engine/qr';
import type { HandedRecipe } from '../../shell/continue-in-recipe.tsx';

// "Continue in a recipe" for /qrcode: `generate-qr-code` (the SVG the page draws) with its error
// correction and quiet zone, the code's text as the recipe's input. Colours, module and finder styles, a
// logo and the UTF-8 ECI have no argument: no link while one is set. qr.recipe.test.ts runs it through the
// engine's operation against the page's own encodeQr and toSvg.

/** What the generator has set: the text, the level, the SVG's options and the ECI switch. */
export interface QrRecipeJob {
  readonly text: string | null;
  readonly level: QrLevel;
  readonly svgOptions: QrSvgOptions;
  readonly utf8Eci: boolean;
}

const PLAIN = { foreground: '#000000', background: '#ffffff', moduleStyle: 'square', finderStyle: 'square' };

/** The code as a recipe; null for what no argument says. */
export function qrRecipe(j: QrRecipeJob): HandedRecipe | null {
  const o = j.svgOptions;
  if (j.text === null || j.utf8Eci || o.logo) return null;
  for (const [k, v] of Object.entries(PLAIN)) if ((o[k as keyof typeof PLAIN] ?? v) !== v) return null;
  const margin = o.margin ?? 4;
  return {
    steps: [
      {
        op: 'generate-qr-code',
        args: { level: j.level === 'M' ? undefined : j.level, margin: margin === 4 ? undefined : margin },
      },
    ],
    input: j.text,
  };
}
