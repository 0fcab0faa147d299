/** What the pages use of Intl.NumberFormat. */
export type NumberFormatter = Pick<Intl.NumberFormat, 'format'>;

// Chromium spends 35-75 ms of main thread on a page's first Intl.NumberFormat (ICU's set-up; measured
// on this machine, four times that on Lighthouse's phone), and a tool page that shows "0 bytes" on load
// paid it while hydrating: 93 of /md5's 200 ms hydration task at a 4x slower CPU (decision 0142). An
// integer of at most three digits is written the same in every language the site speaks (ASCII digits,
// no grouping, hyphen-minus; numbers.test.ts checks it against Intl), so it needs no formatter at all.

const formatters = new Map<string, NumberFormatter>();

/** Only options under which an integer below 1000 comes out as String() writes it. */
const plain = (options: Intl.NumberFormatOptions | undefined) =>
  !options || Object.keys(options).every((k) => k === 'maximumFractionDigits');

/**
 * A number formatter for `lang` (a BCP 47 tag) that makes its Intl.NumberFormat only when a number needs
 * one: integers from -999 to 999 are written with String(). One formatter per language and options.
 */
export function numberFormat(lang: string, options?: Intl.NumberFormatOptions): NumberFormatter {
  const key = `${lang} ${JSON.stringify(options ?? {})}`;
  let f = formatters.get(key);
  if (!f) {
    let intl: Intl.NumberFormat | undefined;
    const full = () => (intl ??= new Intl.NumberFormat(lang, options));
    const simple = plain(options);
    f = {
      format: (n: number | bigint) =>
        simple && typeof n === 'number' && Number.isInteger(n) && Math.abs(n) < 1000 && !Object.is(n, -0)
          ? String(n)
          : full().format(n),
    };
    formatters.set(key, f);
  }
  return f;
}
