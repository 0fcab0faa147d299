import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The dark theme flips Tailwind's palette in app.css (decision 0093). A palette that a page uses but
// app.css does not flip stays light in the dark theme; these checks catch it, and check the contrast of
// the pairs every page relies on, with the WCAG 2.1 formula, in both themes.
const web = path.resolve(import.meta.dirname, '..');
const css = readFileSync(path.join(web, 'app/app.css'), 'utf8');

/** Each flipped colour's light and dark value, e.g. "slate-500" -> ["#62748e", "#90a1b9"]. */
const flipped = new Map<string, [string, string]>();
for (const m of css.matchAll(
  /--color-([a-z]+(?:-\d+)?):\s*(?:light-dark\((#[0-9a-f]+),\s*(#[0-9a-f]+)\)|(#[0-9a-f]+));/g,
)) {
  const [, name, light, dark, same] = m;
  flipped.set(name as string, [(light ?? same) as string, (dark ?? same) as string]);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Relative luminance of an sRGB hex colour (WCAG 2.1, definition of relative luminance). */
function luminance(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

describe('themes', () => {
  it('flips every palette the site and the form kit use', () => {
    const used = new Set<string>();
    const palette =
      /\b(?:bg|text|border(?:-[trblxy])?|ring|from|to|via|fill|stroke|outline|divide|accent|caret|decoration|placeholder|shadow)-(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-(\d+)\b/g;
    for (const file of [...sources(path.join(web, 'app')), ...sources(path.join(web, '../../packages/ui/src'))])
      for (const m of readFileSync(file, 'utf8').matchAll(palette)) used.add(`${m[1]}-${m[2]}`);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((c) => !flipped.has(c))).toEqual([]);
    expect(flipped.get('white')?.[1]).not.toBe('#fff');
  });

  // [foreground, background]: body text and secondary text on the page and on cards, links, a primary
  // button's label, an error and a warning.
  const pairs: [string, string][] = [
    ['slate-900', 'slate-50'],
    ['slate-900', 'white'],
    ['slate-700', 'white'],
    ['slate-600', 'white'],
    ['slate-500', 'white'],
    ['slate-500', 'slate-50'],
    ['sky-700', 'white'],
    ['sky-800', 'sky-50'],
    ['white', 'sky-700'],
    ['red-700', 'white'],
    ['red-700', 'red-50'],
    ['amber-800', 'amber-50'],
    ['emerald-800', 'white'],
  ];
  for (const [scheme, index] of [
    ['light', 0],
    ['dark', 1],
  ] as const) {
    it(`keeps 4.5:1 for the everyday pairs in ${scheme}`, () => {
      const low = pairs
        .map(([fg, bg]) => {
          const f = flipped.get(fg)?.[index];
          const b = flipped.get(bg)?.[index];
          if (!f || !b) throw new Error(`${fg} or ${bg} is not in app.css`);
          return { pair: `${fg} on ${bg}`, ratio: contrast(f, b) };
        })
        .filter((p) => p.ratio < 4.5);
      expect(low).toEqual([]);
    });
  }

  it('computes contrast as WCAG does (black on white is 21:1, the spec example)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#777', '#fff')).toBeCloseTo(4.48, 2);
  });
});
