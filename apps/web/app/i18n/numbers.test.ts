import { describe, expect, it, vi } from 'vitest';
import { HTML_LANG } from './locales.ts';
import { numberFormat } from './numbers.ts';

// numberFormat() skips Intl for small integers; Intl.NumberFormat (Node's full ICU) is the reference.

const LANGS = Object.values(HTML_LANG);
const OPTIONS: (Intl.NumberFormatOptions | undefined)[] = [
  undefined,
  { maximumFractionDigits: 1 },
  { style: 'percent' },
];
const samples = [
  ...Array.from({ length: 1999 }, (_, i) => i - 999),
  1000,
  -1000,
  12_345,
  1_048_576,
  0.5,
  -2.25,
  1e21,
  -0,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe('numberFormat', () => {
  it.each(LANGS)('writes every sample as Intl.NumberFormat does in %s, under each set of options', (lang) => {
    for (const options of OPTIONS) {
      const intl = new Intl.NumberFormat(lang, options);
      const ours = numberFormat(lang, options);
      for (const n of samples) expect(ours.format(n), `${lang} ${JSON.stringify(options)} ${n}`).toBe(intl.format(n));
      expect(ours.format(12_345_678_901_234_567_890n)).toBe(intl.format(12_345_678_901_234_567_890n));
    }
  });

  it('makes no Intl.NumberFormat for integers below 1000, and one (shared) once a number needs it', async () => {
    vi.resetModules(); // formatters made by the test above are forgotten
    const { numberFormat } = await import('./numbers.ts');
    const Real = Intl.NumberFormat;
    let made = 0;
    class Counting extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made++;
      }
    }
    Object.defineProperty(Intl, 'NumberFormat', { value: Counting, configurable: true, writable: true });
    try {
      const f = numberFormat('zh-Hant-HK', { maximumFractionDigits: 1 });
      for (let n = -999; n < 1000; n++) f.format(n);
      expect(made).toBe(0);
      expect(f.format(123_456)).toBe(new Real('zh-Hant-HK').format(123_456));
      numberFormat('zh-Hant-HK', { maximumFractionDigits: 1 }).format(1.25);
      expect(made).toBe(1);
    } finally {
      Object.defineProperty(Intl, 'NumberFormat', { value: Real, configurable: true, writable: true });
    }
  });
});
