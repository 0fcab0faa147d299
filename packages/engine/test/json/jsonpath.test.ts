import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../../src/errors.ts';
import { normalizedPath, parseJson, queryJson } from '../../src/json/index.ts';
import { toPlain } from './plain.ts';

interface Case {
  section: string;
  document: unknown;
  query: string;
  results?: Array<{ path: string; value: unknown }>;
  unordered?: boolean;
  invalid?: boolean;
}
// RFC 9535's examples, transcribed by test/vectors/json/make-rfc9535.py
const vectors = JSON.parse(readFileSync(new URL('../vectors/json/rfc9535.json', import.meta.url), 'utf8')) as {
  cases: Case[];
};

const key = (r: { path: string; value: unknown }) => `${r.path} ${JSON.stringify(r.value)}`;

describe('queryJson: RFC 9535 examples', () => {
  for (const c of vectors.cases) {
    it(`${c.section} ${JSON.stringify(c.query)}`, () => {
      const doc = parseJson(JSON.stringify(c.document));
      if (c.invalid) {
        expect(() => queryJson(doc, c.query)).toThrow(EngineError);
        return;
      }
      const got = queryJson(doc, c.query).map((m) => ({ path: m.path, value: toPlain(m.value) }));
      const want = c.results ?? [];
      if (c.unordered) expect(got.map(key).sort()).toEqual(want.map(key).sort());
      else expect(got.map(key)).toEqual(want.map(key));
    });
  }
});

describe('queryJson: exact numbers', () => {
  // 2^64 and 2^64 + 1 are one double apart from nothing: JSON.parse gives both as 18446744073709552000
  const doc = parseJson('[18446744073709551616, 18446744073709551617, 1.0, 1e0, 0.1, 100e-3]');
  it('compares big integers without rounding', () => {
    expect(queryJson(doc, '$[?@ == 18446744073709551617]').map((m) => m.path)).toEqual(['$[1]']);
    expect(queryJson(doc, '$[?@ > 18446744073709551616]').map((m) => m.path)).toEqual(['$[1]']);
  });
  it('1.0, 1e0 and 1 are the same number; 0.1 and 100e-3 too', () => {
    expect(queryJson(doc, '$[?@ == 1]').map((m) => m.path)).toEqual(['$[2]', '$[3]']);
    expect(queryJson(doc, '$[?@ == 0.100]').map((m) => m.path)).toEqual(['$[4]', '$[5]']);
  });
  it('returns each number as written', () => {
    expect(queryJson(doc, '$[1]').map((m) => String(m.value))).toEqual(['18446744073709551617']);
  });
});

describe('queryJson: errors', () => {
  it('says where the query goes wrong', () => {
    try {
      queryJson(null, '$.a[?@.b = 1]');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineError);
      expect((e as EngineError).code).toBe('INVALID_JSONPATH');
      expect((e as EngineError).params.column).toBe(10); // the "=" (1-based);
    }
  });
  it('a query must start with $', () => {
    expect(() => queryJson(null, '.a')).toThrow(/column 1/);
  });
});

describe('normalizedPath (RFC 9535 section 2.7)', () => {
  it('escapes as the section says', () => {
    expect(normalizedPath(['a\u001fb', "'", '\\', '\b\f\n\r\t', 3])).toBe(
      "$['a\\u001fb']['\\'']['\\\\']['\\b\\f\\n\\r\\t'][3]",
    );
  });
});
