import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandToDepth,
  findInText,
  nodeDepth,
  nodeIndex,
  nodeKey,
  nodePath,
  parseJson,
  parseTape,
  revealNode,
  searchNodes,
  stringifyJson,
  visibleNodes,
  visibleRows,
} from '../../src/json/index.ts';
import { toPlain } from './plain.ts';

/** Evaluates a `$.a[3]["b c"]` path on a JSON.parse value (independent of nodePath's walk). */
function evaluate(value: unknown, path: string): unknown {
  let v = value;
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  re.lastIndex = 1;
  let m: RegExpExecArray | null = re.exec(path);
  while (m !== null) {
    const key = m[1] ?? (m[2] !== undefined ? Number(m[2]) : (JSON.parse(m[3] as string) as string));
    v = (v as Record<string | number, unknown>)[key];
    if (re.lastIndex === path.length) return v;
    m = re.exec(path);
  }
  expect(path).toBe('$');
  return v;
}

describe('tree helpers', () => {
  const text = '{"a":[0,0,0,{"b":1}],"c d":{"e":"Ada"}}';
  const tape = parseTape(text);

  it('builds JSONPath-style paths', () => {
    expect(nodePath(text, tape, 0)).toBe('$');
    expect(nodePath(text, tape, 6)).toBe('$.a[3].b');
    expect(nodePath(text, tape, 8)).toBe('$["c d"].e');
    expect(nodeKey(text, tape, 7)).toBe('c d');
  });

  it('shows only children of expanded containers', () => {
    expect([...visibleNodes(tape, new Uint8Array(tape.count))]).toEqual([0]);
    expect([...visibleNodes(tape, expandToDepth(tape, 1))]).toEqual([0, 1, 7]);
    expect([...visibleNodes(tape, expandToDepth(tape, 99))]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const e = expandToDepth(tape, 0);
    revealNode(tape, e, 6);
    expect([...visibleNodes(tape, e)]).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('searches keys and values ignoring case', () => {
    expect(searchNodes(text, tape, 'ADA', 0, tape.count)).toEqual([8]);
    expect(searchNodes(text, tape, 'c', 0, tape.count)).toEqual([7]);
    expect(searchNodes(text, tape, 'b', 0, 6)).toEqual([]);
    expect(searchNodes(text, tape, '', 0, tape.count)).toEqual([]);
  });

  it('finds text as written, mapped to nodes', () => {
    expect(findInText(text, tape, 'ADA', 0, text.length)).toEqual([8]);
    expect(findInText(text, tape, 'c d', 0, text.length)).toEqual([7]);
    // quotes, colons and brackets are not content
    expect(findInText(text, tape, '"a"', 0, text.length)).toEqual([]);
    expect(findInText(text, tape, ':', 0, text.length)).toEqual([]);
    // windows: a match is reported by the window it starts in
    const cut = text.indexOf('Ada') + 1;
    expect([...findInText(text, tape, 'ada', 0, cut), ...findInText(text, tape, 'ada', cut, text.length)]).toEqual([8]);
  });

  it('findInText agrees with searchNodes on texts without escapes (property)', () => {
    fc.assert(
      fc.property(
        fc
          .jsonValue()
          .map((v) => JSON.stringify(v))
          .filter((t) => !t.includes('\\')),
        fc.stringMatching(/^[a-z0-9.]{1,3}$/),
        fc.integer({ min: 0, max: 100 }),
        (doc, q, cutAt) => {
          const t = parseTape(doc);
          const cut = Math.min(doc.length, cutAt);
          const windowed = [...findInText(doc, t, q, 0, cut), ...findInText(doc, t, q, cut, doc.length)];
          const expected = searchNodes(doc, t, q, 0, t.count);
          expect([...new Set(windowed)]).toEqual(expected);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('every path leads JSON.parse to the node value (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        (doc) => {
          const t = parseTape(doc);
          const whole = JSON.parse(doc);
          for (let node = 0; node < t.count; node++) {
            const path = nodePath(doc, t, node);
            expect(evaluate(whole, path)).toEqual(JSON.parse(doc.slice(t.start[node], t.end[node])));
          }
          const rows = visibleRows(t, expandToDepth(t, Number.POSITIVE_INFINITY));
          expect(rows.nodes).toHaveLength(t.count);
          for (let r = 0; r < t.count; r++) {
            expect(rows.depth[r]).toBe(nodeDepth(t, r));
            expect(rows.index[r]).toBe(nodeIndex(t, r));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('parseJson and stringifyJson', () => {
  it('agree with JSON.parse and JSON.stringify on canonical texts (property)', () => {
    fc.assert(
      fc.property(
        fc.jsonValue().map((v) => JSON.stringify(v)),
        (doc) => {
          const v = parseJson(doc);
          expect(toPlain(v)).toEqual(JSON.parse(doc));
          expect(stringifyJson(v)).toBe(doc);
          expect(stringifyJson(v, { indent: 2 })).toBe(JSON.stringify(JSON.parse(doc), null, 2));
        },
      ),
      { numRuns: 300 },
    );
  });
});
