import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffJson, parseJson, stringifyJson } from '../../src/json/index.ts';
import { toPlain } from './plain.ts';

const list = (a: string, b: string, arrays: 'index' | 'lcs' = 'index', numbers: 'value' | 'text' = 'value') =>
  diffJson(parseJson(a), parseJson(b), { arrays, numbers }).changes.map(
    (c) =>
      `${c.kind} ${c.path}${c.before !== undefined ? ` ${stringifyJson(c.before)}` : ''}${c.after !== undefined ? ` ${stringifyJson(c.after)}` : ''}`,
  );

/** Reads an RFC 9535 normalized path (only what normalizedPath writes) into its parts. */
function parts(path: string): Array<string | number> {
  const out: Array<string | number> = [];
  const re = /\[(\d+)\]|\['((?:[^'\\]|\\.)*)'\]/g;
  for (const m of path.slice(1).matchAll(re)) {
    out.push(
      m[1] !== undefined ? Number(m[1]) : JSON.parse(`"${(m[2] as string).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`),
    );
  }
  return out;
}

/** Applies index-mode changes to a JSON.parse value: an independent check that they turn a into b. */
function apply(doc: unknown, changes: ReturnType<typeof diffJson>['changes']): unknown {
  let root = doc;
  const removals: Array<[unknown, string | number]> = [];
  for (const c of changes) {
    const p = parts(c.path);
    if (p.length === 0) {
      root = toPlain(c.after as never);
      continue;
    }
    let at = root as Record<string | number, unknown>;
    for (const k of p.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    const last = p[p.length - 1] as string | number;
    if (c.kind === 'removed') removals.push([at, last]);
    // defineProperty, as JSON.parse does: `at['__proto__'] = v` would set the prototype instead
    else
      Object.defineProperty(at, last, {
        value: toPlain(c.after as never),
        enumerable: true,
        configurable: true,
        writable: true,
      });
  }
  // array removals are at the end of each array: from the highest index down
  for (const [at, k] of removals.reverse()) {
    if (Array.isArray(at)) at.splice(k as number, 1);
    else delete (at as Record<string, unknown>)[k as string];
  }
  return root;
}

describe('diffJson', () => {
  it('finds added, removed and changed members by path', () => {
    expect(list('{"a":1,"b":{"c":true,"d":[1]},"e":"x"}', '{"a":2,"b":{"d":[1,null]},"f":"x"}')).toEqual([
      "changed $['a'] 1 2",
      "removed $['b']['c'] true",
      "added $['b']['d'][1] null",
      'removed $[\'e\'] "x"',
      'added $[\'f\'] "x"',
    ]);
  });
  it('compares numbers exactly, by value or by text', () => {
    expect(list('[1.0, 12345678901234567890, 1e2]', '[1, 12345678901234567891, 100]')).toEqual([
      'changed $[1] 12345678901234567890 12345678901234567891',
    ]);
    expect(list('[1.0, 1e2]', '[1, 100]', 'index', 'text')).toEqual(['changed $[0] 1.0 1', 'changed $[1] 1e2 100']);
  });
  it('ignores member order; the last of duplicate keys counts', () => {
    expect(list('{"a":1,"b":2}', '{"b":2,"a":1}')).toEqual([]);
    expect(list('{"a":1,"a":2}', '{"a":2}')).toEqual([]);
  });
  it('LCS matching shows an insertion as one added item', () => {
    expect(list('[1,2,3]', '[0,1,2,3]')).toEqual([
      'changed $[0] 1 0',
      'changed $[1] 2 1',
      'changed $[2] 3 2',
      'added $[3] 3',
    ]);
    expect(list('[1,2,3]', '[0,1,2,3]', 'lcs')).toEqual(['added $[0] 0']);
    expect(list('[{"id":1,"v":"a"},{"id":2}]', '[{"id":0},{"id":1,"v":"b"},{"id":2}]', 'lcs')).toEqual([
      "changed $[0]['id'] 1 0",
      'removed $[0][\'v\'] "a"',
      'added $[1] {"id":1,"v":"b"}',
    ]);
  });
  it('an own "__proto__" member is an ordinary key (the counterexample fast-check found)', () => {
    expect(list('{}', '{"__proto__":false}')).toEqual(["added $['__proto__'] false"]);
    const changes = diffJson(parseJson('{}'), parseJson('{"__proto__":false}')).changes;
    expect(apply(JSON.parse('{}'), changes)).toEqual(JSON.parse('{"__proto__":false}'));
  });
  it('index-mode changes turn the first document into the second (fast-check, JSON.parse values)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), (a, b) => {
        const ta = JSON.stringify(a);
        const tb = JSON.stringify(b);
        const changes = diffJson(parseJson(ta), parseJson(tb)).changes;
        expect(apply(JSON.parse(ta), changes)).toEqual(JSON.parse(tb));
        if (ta === tb) expect(changes).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
