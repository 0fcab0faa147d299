import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../i18n/locales.ts';
import { captureNames, regexProblem, runRegex } from './regex.logic.ts';
import { regexMessages } from './regex.messages.ts';

const job = (pattern: string, flags: string, text: string, replacement: string | null = null, limit = 1000) =>
  runRegex({ pattern, flags, text, replacement, limit });

describe('regex', () => {
  it('has every word of its page in every language', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(regexMessages[locale]))
        if (typeof text === 'string') expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('lists matches, numbered and named groups with their spans, and the replace preview', () => {
    // Expected values from python3's re (same pattern with (?P<name>...), re.finditer and m.span(i);
    // re.sub with \g<month>/\3/\g<year>).
    const r = job(
      '(?<year>\\d{4})-(?<month>\\d{2})-(\\d{2})',
      'g',
      'Due 2024-01-15, paid 1999-12-31; x',
      '$<month>/$3/$<year>',
    );
    if (!r.ok) throw new Error(r.message);
    expect(r.total).toBe(2);
    expect(r.matches.map((m) => [m.start, m.end, m.text])).toEqual([
      [4, 14, '2024-01-15'],
      [21, 31, '1999-12-31'],
    ]);
    expect(r.matches[0]?.groups).toEqual([
      { number: 1, name: 'year', value: '2024', start: 4, end: 8 },
      { number: 2, name: 'month', value: '01', start: 9, end: 11 },
      { number: 3, name: undefined, value: '15', start: 12, end: 14 },
    ]);
    expect(r.matches[1]?.groups.map((g) => [g.start, g.end])).toEqual([
      [21, 25],
      [26, 28],
      [29, 31],
    ]);
    expect(r.replaced).toBe('Due 01/15/2024, paid 12/31/1999; x');
  });

  it('steps over empty matches as python3 re.finditer does, and marks groups that took no part', () => {
    const empty = job('a*', 'g', 'baaac');
    if (!empty.ok) throw new Error(empty.message);
    expect(empty.matches.map((m) => [m.start, m.end])).toEqual([
      [0, 0],
      [1, 4],
      [4, 4],
      [5, 5],
    ]);
    const optional = job('(x)?y', 'g', 'y xy');
    if (!optional.ok) throw new Error(optional.message);
    expect(optional.matches.map((m) => [m.start, m.end, m.groups[0]?.value])).toEqual([
      [0, 1, undefined],
      [2, 4, 'x'],
    ]);
  });

  it('gives one match without g, honours i, and caps what comes back but not the count', () => {
    const one = job('B', 'i', 'abcb');
    expect(one.ok && one.matches.map((m) => m.start)).toEqual([1]);
    const many = job('.', 'gs', 'x'.repeat(5000), null, 1000);
    expect(many.ok && [many.total, many.matches.length, many.capped]).toEqual([5000, 1000, true]);
  });

  it("reports the platform's SyntaxError for an invalid pattern", () => {
    const r = job('(a', 'g', 'a');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/Invalid regular expression/);
    expect(job('a', 'uv', 'a').ok).toBe(false);
  });

  it('names the problem of an invalid pattern from the messages of V8, SpiderMonkey and JavaScriptCore (issue 40)', () => {
    // V8's own messages, from this platform's RegExp (what the page gets in Chromium)
    const v8 = (pattern: string, flags = 'gd') => {
      try {
        new RegExp(pattern, flags);
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error(`${pattern} compiled`);
    };
    const cases: [string, string][] = [
      [v8('(a'), 'unterminatedGroup'],
      [v8('a)'), 'unmatchedParen'],
      [v8('*a'), 'nothingToRepeat'],
      [v8('[a'), 'unterminatedClass'],
      [v8('[z-a]'), 'rangeOrder'],
      [v8('a{5,2}'), 'rangeOrder'],
      [v8('\\q', 'u'), 'escape'],
      [v8('(?<1a>x)'), 'groupName'],
      [v8('(?<a>x)(?<a>y)'), 'groupName'],
      [v8('a', 'uv'), 'flags'],
      // SpiderMonkey (Firefox) and JavaScriptCore (Safari) word them so
      ['unterminated parenthetical', 'unterminatedGroup'],
      ['unmatched ) in regular expression', 'unmatchedParen'],
      ['nothing to repeat', 'nothingToRepeat'],
      ['Invalid regular expression: missing )', 'unterminatedGroup'],
      ['Invalid regular expression: unmatched parentheses', 'unmatchedParen'],
      ['Invalid regular expression: missing terminating ] for character class', 'unterminatedClass'],
    ];
    for (const [message, kind] of cases) expect(regexProblem(message), message).toEqual({ kind });
    // an unknown reason is shown as the browser gives it, without the pattern and the tool's d flag
    expect(regexProblem('Invalid regular expression: /\\p{Foo}/gdu: Invalid property name')).toEqual({
      kind: 'other',
      reason: 'Invalid property name',
    });
    for (const locale of LOCALES)
      for (const [k, text] of Object.entries(regexMessages[locale].problems))
        expect(text, `${locale} ${k}`).not.toBe('');
  });

  it('reports a pattern the platform refuses only when it runs it, with the pattern cut short', () => {
    // V8 refuses a huge pattern when it compiles it to machine code, on a later run, not in new RegExp
    const huge = 'ab'.repeat(100_000);
    const exec = vi.spyOn(String.prototype, 'matchAll').mockImplementation(() => {
      throw new SyntaxError(`Invalid regular expression: /${huge}/gd: Regular expression too large`);
    });
    try {
      const r = runRegex({ pattern: huge, flags: 'g', text: 'abab', replacement: null, limit: 10 });
      expect(r.ok).toBe(false);
      const message = r.ok ? '' : r.message;
      expect(message).toMatch(/^Invalid regular expression: \/(ab){30}…\/gd: Regular expression too large$/);
    } finally {
      exec.mockRestore();
    }
    // a pattern refused at once, as the platform quotes it (with the flags the tool adds)
    const r = runRegex({ pattern: `(${huge}`, flags: 'g', text: '', replacement: null, limit: 10 });
    expect(r.ok ? '' : r.message).toMatch(/^Invalid regular expression: \/\((ab){29}a…\/dg: Unterminated group$/);
  });

  it('finds the groups a pattern captures, skipping escapes, classes and lookbehinds', () => {
    expect(captureNames('(a)(?:b)(?<n>c)\\((?<=d)(?<!e)[(](?=f)(g)', false)).toEqual([undefined, 'n', undefined]);
    expect(captureNames('[[(]](x)', true)).toEqual([undefined]);
    // nested groups with the same span: the name belongs to the inner one
    const r = job('((?<inner>x))', '', 'x');
    expect(r.ok && r.matches[0]?.groups.map((g) => g.name)).toEqual([undefined, 'inner']);
  });
});
