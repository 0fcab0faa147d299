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
    expect(() => repairJson('[1,,2]')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ line: 1, column: 4 }),
      }),
    );
    expect(() => repairJson('// c\n[NaN]')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({
          line: 2,
          column: 2,
          detail: 'expected-value',
        }),
      }),
    );
    expect(() => repairJson('{"a" 1}')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ detail: 'expected-colon' }),
      }),
    );
    expect(() => repairJson('[1 /* open')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ detail: 'unexpected-end' }),
      }),
    );
    expect(() => repairJson('[1] 2')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ detail: 'trailing-content' }),
      }),
    );
    expect(() => repairJson('   ')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ detail: 'empty' }),
      }),
    );
  });

  it('handles a hundred thousand comments without recursion', () => {
    const r = repairJson(`[${'// c\n'.repeat(100_000)}1]`);
    expect(JSON.parse(r.text)).toEqual([1]);
    expect(r.repairs).toHaveLength(100_000);
    expect(r.repairs[99_999]).toMatchObject({ line: 100_000, column: 1 });
  });
});
