import { describe, expect, it } from 'vitest';
import { repairJson, validateJson } from '../../src/json/index.ts';

// Expected outputs are written by hand from the rules; each result is also checked with JSON.parse.
describe('repairJson', () => {
  const cases: [string, string, string, unknown, [string, number, number][]][] = [
    ['trailing commas', '[1,2,]', '[1,2]', [1, 2], [['trailing-comma', 1, 5]]],
    ['trailing comma in object', '{"a":1,\n}', '{"a":1\n}', { a: 1 }, [['trailing-comma', 1, 7]]],
    [
      'single quotes',
      "{'a':'it\\'s \"x\"'}",
      '{"a":"it\'s \\"x\\""}',
      { a: 'it\'s "x"' },
      [
        ['single-quotes', 1, 2],
        ['single-quotes', 1, 6],
      ],
    ],
    [
      'unquoted keys',
      '{a:1, b_2:2}',
      '{"a":1, "b_2":2}',
      { a: 1, b_2: 2 },
      [
        ['unquoted-key', 1, 2],
        ['unquoted-key', 1, 7],
      ],
    ],
    [
      'python literals',
      '[True, False, None]',
      '[true, false, null]',
      [true, false, null],
      [
        ['python-literal', 1, 2],
        ['python-literal', 1, 8],
        ['python-literal', 1, 15],
      ],
    ],
    [
      'line comments',
      '// head\n[1, # two\n2]',
      '\n[1, \n2]',
      [1, 2],
      [
        ['comment', 1, 1],
        ['comment', 2, 5],
      ],
    ],
    ['block comments', '[1/* x */,2]', '[1 ,2]', [1, 2], [['comment', 1, 3]]],
    ['missing commas between lines', '[\n  1\n  2\n]', '[\n  1\n  ,2\n]', [1, 2], [['missing-comma', 3, 3]]],
    ['missing comma between members', '{"a":1 "b":2}', '{"a":1 ,"b":2}', { a: 1, b: 2 }, [['missing-comma', 1, 8]]],
    ['raw newline in a string', '["a\nb"]', '["a\\nb"]', ['a\nb'], [['control-char', 1, 4]]],
  ];
  for (const [name, input, text, value, repairs] of cases) {
    it(name, () => {
      const r = repairJson(input);
      expect(r.text).toBe(text);
      expect(JSON.parse(r.text)).toEqual(value);
      expect(r.repairs.map((x) => [x.kind, x.line, x.column])).toEqual(repairs);
    });
  }

  it('keeps big numbers and valid JSON untouched', () => {
    const text = '{"id": 12345678901234567890, "p": [0.1000000000000000055511151231257827]}';
    expect(repairJson(text)).toEqual({ text, repairs: [] });
  });

  it('combines repairs in one document', () => {
    const r = repairJson("{\n  // user\n  name: 'Ada',\n  admin: True,\n  tags: ['a', 'b',],\n}");
    expect(JSON.parse(r.text)).toEqual({
      name: 'Ada',
      admin: true,
      tags: ['a', 'b'],
    });
    expect(validateJson(r.text).valid).toBe(true);
    expect(r.repairs.map((x) => x.kind)).toEqual([
      'comment',
      'unquoted-key',
      'single-quotes',
      'unquoted-key',
      'python-literal',
      'unquoted-key',
      'single-quotes',
      'single-quotes',
      'trailing-comma',
      'trailing-comma',
    ]);
  });

  it('reports what it cannot repair at its place in the original', () => {
    expect(() => repairJson('"\\u12"')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ line: 1, column: 2, detail: 'bad-unicode-escape' }),
      }),
    );
    expect(() => repairJson('   ')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ detail: 'empty' }),
      }),
    );
  });

  // Issue 20: what the first pass refused now gets repaired, each change said with its place.
  const more: [string, string, string, unknown, [string, number, number, string?, string?][]][] = [
    [
      'a doubled comma',
      '{"a":1,"b":[1, 2,, 3]}',
      '{"a":1,"b":[1, 2, 3]}',
      { a: 1, b: [1, 2, 3] },
      [['extra-comma', 1, 18]],
    ],
    ['a leading comma', '[,1]', '[1]', [1], [['extra-comma', 1, 2]]],
    [
      'curly quotes',
      '{“a”: “x”}',
      '{"a": "x"}',
      { a: 'x' },
      [
        ['replaced', 1, 2, '“a”', '"a"'],
        ['replaced', 1, 7, '“x”', '"x"'],
      ],
    ],
    [
      'NaN and Infinity',
      '[NaN, -Infinity]',
      '["NaN", "-Infinity"]',
      ['NaN', '-Infinity'],
      [
        ['replaced', 1, 2, 'NaN', '"NaN"'],
        ['replaced', 1, 7, '-Infinity', '"-Infinity"'],
      ],
    ],
    [
      'JSONP',
      'cb({"a":1});',
      '{"a":1}',
      { a: 1 },
      [
        ['removed', 1, 1, 'cb(', ''],
        ['removed', 1, 11, ');', ''],
      ],
    ],
    [
      'NDJSON',
      '{"a":1}\n{"b":2}\n',
      '[\n{"a":1},\n{"b":2}\n\n]',
      [{ a: 1 }, { b: 2 }],
      [
        ['added', 1, 1, '', '['],
        ['added', 2, 1, '', ','],
        ['added', 3, 1, '', ']'],
      ],
    ],
    ['trailing text', '{"a":1} and more', '{"a":1} ', { a: 1 }, [['trailing-text', 1, 9, 'and more']]],
    ['a cut-off document', '[1, [2', '[1, [2]]', [1, [2]], [['added', 1, 7, '', ']]']]],
    ['a missing colon', '{"a" 1}', '{"a": 1}', { a: 1 }, [['added', 1, 6, '', ':']]],
  ];
  for (const [name, input, text, value, repairs] of more) {
    it(`repairs ${name} and says what changed`, () => {
      const r = repairJson(input);
      expect(r.text).toBe(text);
      expect(JSON.parse(r.text)).toEqual(value);
      expect(validateJson(r.text).valid).toBe(true);
      expect(
        r.repairs.map((x) => [x.kind, x.line, x.column, ...(x.before === undefined ? [] : [x.before, x.after])]),
      ).toEqual(repairs.map((x) => (x[0] === 'trailing-text' ? [...x, undefined] : x)));
    });
  }

  it('keeps big numbers exact beside a repair', () => {
    const r = repairJson('{"id": 12345678901234567890123, "x": NaN, "p": 0.1000000000000000055511151231257827}');
    expect(r.text).toBe('{"id": 12345678901234567890123, "x": "NaN", "p": 0.1000000000000000055511151231257827}');
  });

  it('never writes JavaScript source for a word that names an Object method', () => {
    for (const word of ['valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const r = repairJson(word);
      expect(r.text).toBe(`"${word}"`);
      expect(r.text).not.toContain('native code');
      expect(JSON.parse(r.text)).toBe(word);
    }
    expect(repairJson('[valueOf]').text).toBe('["valueOf"]');
  });

  it('lists the changes of a long repaired document without running away', () => {
    const lines = Array.from({ length: 2000 }, (_, i) => `{"i": ${i}, "v": NaN}`).join('\n');
    const r = repairJson(lines);
    const parsed = JSON.parse(r.text) as { i: number; v: string }[];
    expect(parsed).toHaveLength(2000);
    expect(parsed[1999]).toEqual({ i: 1999, v: 'NaN' });
    expect(r.repairs.length).toBeGreaterThan(0);
  });

  it('handles a hundred thousand comments without recursion', () => {
    const r = repairJson(`[${'// c\n'.repeat(100_000)}1]`);
    expect(JSON.parse(r.text)).toEqual([1]);
    expect(r.repairs).toHaveLength(100_000);
    expect(r.repairs[99_999]).toMatchObject({ line: 100_000, column: 1 });
  });
});
