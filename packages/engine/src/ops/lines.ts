// The line tools of the `ops` registry. A line ends at LF, CR LF or a lone CR; a final line break ends
// the last line and starts no empty one ("a\nb\n" is two lines, "" none), as Python's str.splitlines
// reads those three. The output joins lines with the input's first line break (LF when it has none)
// and ends with one when the input did.

interface Lines {
  readonly lines: string[];
  readonly eol: string;
  readonly final: boolean;
}

function split(text: string): Lines {
  const eol = /\r\n|\r|\n/.exec(text)?.[0] ?? '\n';
  const lines = text.split(/\r\n|\r|\n/);
  const final = lines.length > 1 && lines.at(-1) === '';
  if (final || text === '') lines.pop();
  return { lines, eol, final };
}

function join({ eol, final }: Lines, lines: readonly string[]): string {
  return lines.length === 0 ? '' : lines.join(eol) + (final ? eol : '');
}

/** Code point order (what Python's sorted gives), not UTF-16 code unit order. */
function byCodePoint(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i] as string).codePointAt(0)! - (y[i] as string).codePointAt(0)!;
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

const LEADING_NUMBER = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;

export type SortOrder = 'alphabetical' | 'alphabetical-ci' | 'numeric' | 'length';

/**
 * Lines sorted, stably: by code point, by code point of their lower case, by the number they start with
 * (lines without one after them), or by length in code points; `reverse` turns the order round.
 *
 * @example sortLines('b\nA\na\n', 'alphabetical', false) // 'A\na\nb\n'
 * @example sortLines('10\n9\nx\n', 'numeric', true) // 'x\n10\n9\n'
 */
export function sortLines(text: string, order: SortOrder, reverse: boolean): string {
  const l = split(text);
  const key = (s: string) => (order === 'alphabetical-ci' ? s.toLowerCase() : s);
  const num = (s: string) => {
    const m = LEADING_NUMBER.exec(s);
    return m ? Number(m[0]) : undefined;
  };
  const compare = (a: string, b: string): number => {
    if (order === 'numeric') {
      const [x, y] = [num(a), num(b)];
      if (x === undefined || y === undefined) return x === undefined ? (y === undefined ? 0 : 1) : -1;
      return x - y;
    }
    if (order === 'length') return [...a].length - [...b].length;
    return byCodePoint(key(a), key(b));
  };
  // Reversed as Python's sorted(reverse=True): the order turned round, equal lines still in input order.
  return join(l, [...l.lines].sort(reverse ? (a, b) => compare(b, a) : compare));
}

/**
 * Each line once, where it first appears.
 *
 * @example uniqueLines('a\nb\na\n') // 'a\nb\n'
 */
export function uniqueLines(text: string): string {
  const l = split(text);
  return join(l, [...new Set(l.lines)]);
}

/**
 * The lines in reverse order, or the text's characters (code points) reversed.
 *
 * @example reverseText('a\nb\n', 'line') // 'b\na\n'
 * @example reverseText('ab🙂', 'character') // '🙂ba'
 */
export function reverseText(text: string, by: 'line' | 'character'): string {
  if (by === 'character') return [...text].reverse().join('');
  const l = split(text);
  return join(l, [...l.lines].reverse());
}

/**
 * How many lines the text has.
 *
 * @example countLines('a\r\nb') // 2
 */
export function countLines(text: string): number {
  return split(text).lines.length;
}

/**
 * The lines that hold something other than white space.
 *
 * @example removeBlankLines('a\n \n\nb\n') // 'a\nb\n'
 */
export function removeBlankLines(text: string): string {
  const l = split(text);
  return join(
    l,
    l.lines.filter((s) => /\S/u.test(s)),
  );
}
