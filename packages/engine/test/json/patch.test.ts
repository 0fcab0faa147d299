import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import fastJsonPatch from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { isEngineError } from '../../src/errors.ts';
import {
  applyJsonPatch,
  applyMergePatch,
  jsonEqual,
  jsonMergePatch,
  jsonPatch,
  parseJson,
  stringifyJson,
} from '../../src/json/index.ts';
import { toPlain } from './plain.ts';

interface SuiteCase {
  comment?: string;
  doc: unknown;
  patch: unknown;
  expected?: unknown;
  error?: string;
  disabled?: boolean;
}

const vectors = new URL('../vectors/json/', import.meta.url);
const suite = (name: string): SuiteCase[] =>
  JSON.parse(readFileSync(new URL(`json-patch-tests/${name}`, vectors), 'utf8')) as SuiteCase[];
const rfc7396 = JSON.parse(readFileSync(new URL('rfc7396.json', vectors), 'utf8')) as {
  appendixA: Array<{ original: string; patch: string; result: string }>;
  section3: { original: string; patch: string; result: string };
};

/** The suite's values are already parsed by JSON.parse; ours reads exact text, so go through text. */
const v = (x: unknown) => parseJson(JSON.stringify(x));

function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    if (isEngineError(e)) {
      const { detail, op, pointer, path } = e.params;
      return [e.code, detail, op, pointer ?? path].filter((x) => x !== undefined).join(' ');
    }
    throw e;
  }
  return 'no error';
}

describe('applyJsonPatch: json-patch/json-patch-tests', () => {
  for (const file of ['spec_tests.json', 'tests.json']) {
    suite(file).forEach((c, i) => {
      const title = `${file} #${i}: ${c.comment ?? JSON.stringify(c.patch).slice(0, 60)}`;
      if (c.disabled) {
        it.skip(title);
        return;
      }
      if (c.error !== undefined) {
        it(`${title} (fails: ${c.error})`, () => {
          expect(errorOf(() => applyJsonPatch(v(c.doc), v(c.patch)))).toMatch(/^INVALID_JSON_PATCH /);
        });
      } else {
        it(title, () => {
          const doc = v(c.doc);
          const before = stringifyJson(doc);
          const got = applyJsonPatch(doc, v(c.patch));
          if (c.expected !== undefined) expect(toPlain(got)).toEqual(c.expected);
          // the caller's document is not changed
          expect(stringifyJson(doc)).toBe(before);
        });
      }
    });
  }
});

describe('applyMergePatch and jsonMergePatch: RFC 7396', () => {
  const rows = [...rfc7396.appendixA, rfc7396.section3];
  it.each(rows)('appendix A: $original + $patch', ({ original, patch, result }) => {
    expect(jsonEqual(applyMergePatch(parseJson(original), parseJson(patch)), parseJson(result))).toBe(true);
  });
  it('the section 3 example keeps member order as the RFC prints it', () => {
    const { original, patch, result } = rfc7396.section3;
    expect(stringifyJson(applyMergePatch(parseJson(original), parseJson(patch)))).toBe(result);
  });
  it('makes the patch of section 3 from its original and result', () => {
    const { original, patch, result } = rfc7396.section3;
    expect(jsonEqual(jsonMergePatch(parseJson(original), parseJson(result)), parseJson(patch))).toBe(true);
  });
  it('refuses a result with a member set to null: null means "remove" in a merge patch', () => {
    expect(errorOf(() => jsonMergePatch(parseJson('{"a":1}'), parseJson('{"a":null}')))).toBe("NO_MERGE_PATCH $['a']");
    expect(errorOf(() => jsonMergePatch(parseJson('{"a":1}'), parseJson('{"a":{"b":{"c":null}}}')))).toBe(
      "NO_MERGE_PATCH $['a']['b']['c']",
    );
    // unchanged nulls, and nulls inside arrays (replaced whole), are fine
    expect(stringifyJson(jsonMergePatch(parseJson('{"a":null,"b":1}'), parseJson('{"a":null,"b":[null]}')))).toBe(
      '{"b":[null]}',
    );
  });
});

describe('jsonPatch', () => {
  const patch = (a: string, b: string, numbers: 'value' | 'text' = 'value') =>
    stringifyJson(jsonPatch(parseJson(a), parseJson(b), { numbers }));
  it('writes RFC 6901 pointers, removes array items from the end, keeps numbers exact', () => {
    expect(patch('{"a/b":1,"m~n":[1,2,3]}', '{"a/b":2,"m~n":[1]}')).toBe(
      '[{"op":"replace","path":"/a~1b","value":2},{"op":"remove","path":"/m~0n/2"},{"op":"remove","path":"/m~0n/1"}]',
    );
    expect(patch('[12345678901234567890, 1.0]', '[12345678901234567891, 1]')).toBe(
      '[{"op":"replace","path":"/0","value":12345678901234567891}]',
    );
    expect(patch('[1.0]', '[1]', 'text')).toBe('[{"op":"replace","path":"/0","value":1}]');
    expect(patch('{"a":1}', '[1]')).toBe('[{"op":"replace","path":"","value":[1]}]');
    expect(patch('{"a":1,"a":2}', '{"a":2}')).toBe('[]');
  });
  it("with arrays: 'lcs', an item put in or taken out is one operation and the items after it are left alone", () => {
    const lcs = (a: string, b: string) => stringifyJson(jsonPatch(parseJson(a), parseJson(b), { arrays: 'lcs' }));
    expect(lcs('[1,2,3,4]', '[0,1,2,3,4]')).toBe('[{"op":"add","path":"/0","value":0}]');
    expect(patch('[1,2,3,4]', '[0,1,2,3,4]')).toBe(
      '[{"op":"replace","path":"/0","value":0},{"op":"replace","path":"/1","value":1},{"op":"replace","path":"/2","value":2},{"op":"replace","path":"/3","value":3},{"op":"add","path":"/4","value":4}]',
    );
    expect(lcs('{"l":["a","b","c","d"]}', '{"l":["a","c","d"]}')).toBe('[{"op":"remove","path":"/l/1"}]');
    // a changed item in a run is compared in place (its own members patched), not removed and added
    expect(lcs('[{"id":1,"v":"x"},{"id":2}]', '[{"id":0},{"id":1,"v":"y"},{"id":2}]')).toBe(
      '[{"op":"replace","path":"/0/id","value":0},{"op":"remove","path":"/0/v"},{"op":"add","path":"/1","value":{"id":1,"v":"y"}}]',
    );
  });
  it('makes the patch of RFC 6902 appendix A.1 and A.2 (add a member, add an array item)', () => {
    expect(patch('{"foo":"bar"}', '{"baz":"qux","foo":"bar"}')).toBe('[{"op":"add","path":"/baz","value":"qux"}]');
    expect(patch('{"foo":["bar","baz"]}', '{"foo":["bar","baz","qux"]}')).toBe(
      '[{"op":"add","path":"/foo/2","value":"qux"}]',
    );
  });
});

/** Small documents with few keys, so pairs share structure and the patches are not just "replace the root". */
const doc = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, 12345678901234567890n, 'x', '', 'a/b~c'),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', '~0', '/', ''), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const text = (x: unknown) =>
  JSON.stringify(x, (_k, y) => (typeof y === 'bigint' ? `@${y}` : y)).replace(/"@(\d+)"/g, '$1');

describe('patches turn the first document into the second (property)', () => {
  it('applyJsonPatch(a, jsonPatch(a, b)) equals b, and fast-json-patch 3.1.1 applying it to JSON.parse values agrees', () => {
    fc.assert(
      fc.property(doc, doc, (x, y) => {
        const a = parseJson(text(x));
        const b = parseJson(text(y));
        for (const arrays of ['index', 'lcs'] as const) {
          const p = jsonPatch(a, b, { arrays });
          expect(jsonEqual(applyJsonPatch(a, p), b)).toBe(true);
          const plain = fastJsonPatch.applyPatch(
            JSON.parse(text(x)),
            JSON.parse(stringifyJson(p)),
            true,
            false,
          ).newDocument;
          expect(plain).toEqual(JSON.parse(text(y)));
        }
      }),
      { numRuns: 500 },
    );
  });
  it("with arrays: 'lcs', one item put into or taken out of an array is exactly one add or remove (fast-json-patch agrees)", () => {
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 8 }), doc, fc.nat(), fc.boolean(), (items, extra, at, put) => {
        const list = items.map(text);
        const k = at % (list.length + 1);
        const other = put ? [...list.slice(0, k), text(extra), ...list.slice(k)] : list.filter((_, i) => i !== k);
        if (!put && k === list.length) return;
        const a = parseJson(`[${list.join(',')}]`);
        const b = parseJson(`[${other.join(',')}]`);
        const p = jsonPatch(a, b, { arrays: 'lcs' }) as unknown[];
        expect(p.length).toBe(1);
        const plain = fastJsonPatch.applyPatch(
          JSON.parse(`[${list.join(',')}]`),
          JSON.parse(stringifyJson(p as never)),
          true,
          false,
        ).newDocument;
        expect(plain).toEqual(JSON.parse(`[${other.join(',')}]`));
      }),
      { numRuns: 300 },
    );
  });
  it('applyMergePatch(a, jsonMergePatch(a, b)) equals b, or b sets a member to null and is refused', () => {
    fc.assert(
      fc.property(doc, doc, (x, y) => {
        const a = parseJson(text(x));
        const b = parseJson(text(y));
        let p: ReturnType<typeof jsonMergePatch>;
        try {
          p = jsonMergePatch(a, b);
        } catch (e) {
          expect(isEngineError(e) && e.code).toBe('NO_MERGE_PATCH');
          expect(text(y)).toContain('null');
          return;
        }
        expect(jsonEqual(applyMergePatch(a, p), b)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
