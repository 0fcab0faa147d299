import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import { json5ToJson, jsonEqual, jsonToJson5, parseJson, stringifyJson } from '../../src/json/index.ts';
import { toPlain } from './plain.ts';

const root = new URL('../vectors/json/json5-tests/', import.meta.url);
const cases = readdirSync(root, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(json5?|js|txt)$/.test(f))
  .sort();

function outcome(text: string): string {
  try {
    json5ToJson(text);
    return 'ok';
  } catch (e) {
    if (isEngineError(e)) return e.code;
    throw e;
  }
}

const hasNonFinite = (x: unknown): boolean =>
  typeof x === 'number'
    ? !Number.isFinite(x)
    : typeof x === 'object' && x !== null && Object.values(x).some(hasNonFinite);

describe('json5ToJson: json5/json5-tests', () => {
  it('has the suite', () => expect(cases.length).toBe(113));
  for (const file of cases) {
    const text = readFileSync(new URL(file, root), 'utf8');
    if (file.endsWith('.js') || file.endsWith('.txt')) {
      it(`${file} is refused`, () => expect(outcome(text)).toBe('INVALID_JSON5'));
      continue;
    }
    it(`${file} reads as ${file.endsWith('.json') ? 'JSON.parse' : 'ES5 eval'} reads it`, () => {
      // the suite's own oracle: JSON.parse for .json, ECMAScript evaluation for .json5
      const want: unknown = file.endsWith('.json') ? JSON.parse(text) : new Function(`return (${text}\n)`)();
      if (hasNonFinite(want)) {
        // Infinity and NaN have no JSON form
        expect(outcome(text)).toBe('CANNOT_CONVERT');
        return;
      }
      const got = toPlain(json5ToJson(text));
      expect(got).toEqual(want);
      // and the json5 package (2.2.3) agrees
      expect(got).toEqual(JSON5.parse(text));
    });
  }
});

describe('json5ToJson', () => {
  it('reads the example of the json5 README (2.2.3) as JSON5.parse does, and keeps big numbers exact', () => {
    const example = `{
  // comments
  unquoted: 'and you can quote me on that',
  singleQuotes: 'I can use "double quotes" here',
  lineBreaks: "Look, Mom! \\
No \\\\n's!",
  hexadecimal: 0xdecaf,
  leadingDecimalPoint: .8675309, andTrailing: 8675309.,
  positiveSign: +1,
  trailingComma: 'in objects', andIn: ['arrays',],
  "backwardsCompatible": "with JSON",
}`;
    expect(toPlain(json5ToJson(example))).toEqual(JSON5.parse(example));
    expect(stringifyJson(json5ToJson('[12345678901234567890, 0x10000000000000001, -.5e-3, +5.]'))).toBe(
      '[12345678901234567890,18446744073709551617,-0.5e-3,5]',
    );
  });
  it('says where the text is wrong: line and column', () => {
    const err = (t: string) => {
      try {
        json5ToJson(t);
      } catch (e) {
        if (isEngineError(e)) return `${e.code} ${e.params.line}:${e.params.column} ${e.params.detail}`;
      }
      return 'no error';
    };
    expect(err("{\n  a: 'x',\n  b: 01\n}")).toBe('INVALID_JSON5 3:6 bad-number');
    expect(err('[1,,]')).toBe('INVALID_JSON5 1:4 unexpected-char');
    expect(err("{a: 'x")).toBe('INVALID_JSON5 1:7 unexpected-end');
    expect(err("'\\1'")).toBe('INVALID_JSON5 1:2 bad-escape');
  });
});

describe('jsonToJson5', () => {
  it('writes what the json5 package reads back to the same value (property), numbers exact for us', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (x) => {
        const v = parseJson(JSON.stringify(x));
        const text = jsonToJson5(v);
        expect(jsonEqual(json5ToJson(text), v)).toBe(true);
        expect(JSON5.parse(text)).toEqual(JSON.parse(JSON.stringify(x)));
      }),
      { numRuns: 300 },
    );
  });
});
