import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/errors.ts';
import {
  formatJson,
  JSON_ERROR_REASONS,
  MAX_JSON_DEPTH,
  minifyJson,
  parseJson,
  validateJson,
} from '../../src/json/index.ts';
import { toTree } from './plain.ts';

interface Case {
  name: string;
  input: string;
  tree: unknown;
  indent2?: string;
  indent4?: string;
  tab?: string;
  minified?: string;
  sorted2?: string;
}
// Expected layouts and values come from Python's json module (test/vectors/json/generate.py).
const vectors = JSON.parse(readFileSync(join(import.meta.dirname, '../vectors/json/exact-numbers.json'), 'utf8')) as {
  cases: Case[];
};

describe('formatJson against Python json (exact numbers)', () => {
  for (const c of vectors.cases) {
    it(c.name, () => {
      expect(toTree(parseJson(c.input))).toEqual(c.tree);
      // what we write reads back (by our parser) as the value Python read from the input
      expect(toTree(parseJson(formatJson(c.input)))).toEqual(c.tree);
      expect(toTree(parseJson(minifyJson(c.input)))).toEqual(c.tree);
      if (c.indent2 === undefined) return;
      expect(formatJson(c.input)).toBe(c.indent2);
      expect(formatJson(c.input, { indent: 4 })).toBe(c.indent4);
      expect(formatJson(c.input, { indent: '\t' })).toBe(c.tab);
      expect(minifyJson(c.input)).toBe(c.minified);
      expect(formatJson(c.input, { indent: 0 })).toBe(c.minified);
      expect(formatJson(c.input, { sortKeys: true })).toBe(c.sorted2);
    });
  }

  it('keeps the two numbers from the issue digit for digit', () => {
    const out = formatJson('{"a":12345678901234567890,"b":0.1000000000000000055511151231257827}');
    expect(out).toContain(' 12345678901234567890,\n');
    expect(out).toContain(' 0.1000000000000000055511151231257827\n');
  });

  it('keeps duplicate keys and integer-like keys in document order', () => {
    expect(minifyJson('{ "b":0, "10":1, "2":2, "a":3, "a":4 }')).toBe('{"b":0,"10":1,"2":2,"a":3,"a":4}');
    // sorting is stable: duplicates keep their relative order
    expect(minifyJson('{"b":1,"a":2,"a":1}', { sortKeys: true })).toBe('{"a":2,"a":1,"b":1}');
  });

  it('keeps string escapes as written', () => {
    expect(minifyJson('[ "\\u0041\\/\\n" ]')).toBe('["\\u0041\\/\\n"]');
  });

  it('sorts keys by their decoded value', () => {
    expect(minifyJson('{"b":1,"\\u0061":2}', { sortKeys: true })).toBe('{"\\u0061":2,"b":1}');
  });

  it('reads UTF-8 bytes and rejects ill-formed ones', () => {
    expect(minifyJson(new TextEncoder().encode('{ "k" : "é" }'))).toBe('{"k":"é"}');
    expect(() => minifyJson(new Uint8Array([0x5b, 0x22, 0xff, 0x22, 0x5d]))).toThrow(
      expect.objectContaining({ code: 'INVALID_UTF8', params: { offset: 2 } }),
    );
  });

  it('handles nesting up to the depth limit (deeper is refused: depth.test.ts)', () => {
    const depth = MAX_JSON_DEPTH;
    const text = `${'['.repeat(depth)}1${']'.repeat(depth)}`;
    expect(minifyJson(text)).toBe(text);
    expect(formatJson(text, { sortKeys: true, indent: 0 })).toBe(text);
  });

  it('rejects a bad indent as misuse', () => {
    expect(() => formatJson('1', { indent: 17 })).toThrow(RangeError);
    expect(() => formatJson('1', { indent: 1.5 })).toThrow(RangeError);
  });

  it('reports progress up to 1', () => {
    const seen: number[] = [];
    formatJson(`[${'1,'.repeat(1_500_000)}1]`, {
      onProgress: (f) => seen.push(f),
    });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen[seen.length - 1]).toBe(1);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });
});

describe('formatJson against JSON.stringify (property)', () => {
  // canonical JSON texts written by V8: JSON.parse + JSON.stringify are an independent oracle here
  const doc = fc.jsonValue().map((v) => JSON.stringify(v));

  it('indent 2, 4, tab and minify match JSON.stringify', () => {
    fc.assert(
      fc.property(doc, (text) => {
        const v = JSON.parse(text);
        expect(formatJson(text)).toBe(JSON.stringify(v, null, 2));
        expect(formatJson(text, { indent: 4 })).toBe(JSON.stringify(v, null, 4));
        expect(formatJson(text, { indent: '\t' })).toBe(JSON.stringify(v, null, '\t'));
        expect(minifyJson(JSON.stringify(v, null, 3))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('format then minify gives back the input', () => {
    fc.assert(
      fc.property(doc, fc.constantFrom<2 | 4 | '\t'>(2, 4, '\t'), (text, indent) => {
        expect(minifyJson(formatJson(text, { indent }))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('sorted output has the same value as the input', () => {
    fc.assert(
      fc.property(doc, (text) => {
        expect(JSON.parse(formatJson(text, { sortKeys: true }))).toEqual(JSON.parse(text));
      }),
      { numRuns: 200 },
    );
  });

  it('accepts exactly what JSON.parse accepts on arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          doc.map((t) => t.slice(0, t.length - 1)),
          doc,
        ),
        (text) => {
          let native = true;
          try {
            JSON.parse(text);
          } catch {
            native = false;
          }
          // V8 skips no byte order mark, neither do we for text input unless it leads; fc.string can produce one
          if (text.charCodeAt(0) === 0xfeff) return;
          expect(validateJson(text).valid).toBe(native);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('validateJson positions', () => {
  // expected lines and columns worked out by hand from the texts
  const cases: [string, number, number, number, string][] = [
    ['[1,]', 1, 4, 3, 'expected-value'],
    ['{"a" 1}', 1, 6, 5, 'expected-colon'],
    ['{\n  "a": 1,\n  "b": tru\n}', 3, 8, 19, 'expected-value'],
    ['{\r\n"a":[1 2]}', 2, 8, 10, 'expected-comma-or-bracket'],
    ['"🙂🙂', 1, 4, 5, 'unexpected-end'],
    ['', 1, 1, 0, 'empty'],
    ['  ', 1, 3, 2, 'empty'],
    ['{"a":1}}', 1, 8, 7, 'trailing-content'],
    ['[01]', 1, 2, 1, 'leading-zero'],
    ['["a\tb"]', 1, 4, 3, 'control-char'],
    ['["\\x"]', 1, 3, 2, 'bad-escape'],
    ['["\\u12G4"]', 1, 3, 2, 'bad-unicode-escape'],
    ['{1:2}', 1, 2, 1, 'expected-key'],
    ['[1}', 1, 3, 2, 'expected-comma-or-bracket'],
    ['{"a":1]', 1, 7, 6, 'expected-comma-or-brace'],
    ['[1.]', 1, 2, 1, 'bad-number'],
  ];
  for (const [text, line, column, offset, detail] of cases) {
    it(`${JSON.stringify(text)} fails at ${line}:${column}`, () => {
      expect(validateJson(text)).toMatchObject({
        valid: false,
        line,
        column,
        offset,
        detail,
      });
      try {
        formatJson(text);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(EngineError);
        expect((e as EngineError).code).toBe('INVALID_JSON');
        expect((e as EngineError).params).toMatchObject({
          line,
          column,
          offset,
          detail,
        });
      }
    });
  }

  it('names the character found only where the reason may name one', () => {
    const paramsOf = (text: string) => {
      try {
        formatJson(text);
      } catch (e) {
        return (e as EngineError).params;
      }
      throw new Error(`${text} parsed`);
    };
    expect(paramsOf('[1,]')).toMatchObject({ detail: 'expected-value', char: ']', found: ']' });
    expect(paramsOf('[1,]').reason).toBe('expected a value (found “]”)');
    expect(paramsOf('[1,')).toMatchObject({ detail: 'unexpected-end', char: '', found: '' });
    expect(paramsOf('  ')).toMatchObject({ detail: 'empty', found: '' });
    expect(paramsOf('  ').reason).toBe('the input is empty');
    expect(JSON_ERROR_REASONS['expected-colon']).toBe('expected “:” after the key');
  });

  it('names the unexpected character', () => {
    expect(() => formatJson('[1,\u00a0]')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ char: 'U+00A0' }),
      }),
    );
    expect(() => formatJson('[x]')).toThrow(
      expect.objectContaining({
        params: expect.objectContaining({ char: 'x' }),
      }),
    );
  });
});
