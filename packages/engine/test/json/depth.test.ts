import { describe, expect, it } from 'vitest';
import {
  expandToDepth,
  formatJson,
  MAX_JSON_DEPTH,
  MAX_JSON_OUTPUT_MB,
  minifyJson,
  parseJson,
  parseTape,
  repairJson,
  validateJson,
  visibleRows,
} from '../../src/json/index.ts';

const nest = (d: number, leaf = '1'): string => `${'['.repeat(d)}${leaf}${']'.repeat(d)}`;
const objects = (d: number): string => `${'{"k":'.repeat(d)}null${'}'.repeat(d)}`;

describe('JSON nesting limit (decision 0045)', () => {
  it('accepts exactly MAX_JSON_DEPTH levels everywhere', () => {
    for (const text of [nest(MAX_JSON_DEPTH), objects(MAX_JSON_DEPTH)]) {
      // JSON.parse (V8) is the independent reading of the same text
      expect(JSON.parse(formatJson(text))).toEqual(JSON.parse(text));
      expect(minifyJson(text)).toBe(text);
      expect(validateJson(text)).toEqual({ valid: true });
      expect(repairJson(text).repairs).toEqual([]);
      const tape = parseTape(text);
      expect(visibleRows(tape, expandToDepth(tape, MAX_JSON_DEPTH)).nodes.length).toBe(tape.count);
    }
    expect(JSON.stringify(parseJson(nest(MAX_JSON_DEPTH - 1, '[]')))).toBe(nest(MAX_JSON_DEPTH - 1, '[]'));
  });

  it('refuses one level more with JSON_TOO_DEEP at the bracket that goes too deep', () => {
    const deep = `  ${nest(MAX_JSON_DEPTH + 1)}`;
    const expected = expect.objectContaining({
      code: 'JSON_TOO_DEEP',
      params: { limit: MAX_JSON_DEPTH, line: 1, column: MAX_JSON_DEPTH + 3, offset: MAX_JSON_DEPTH + 2 },
    });
    expect(() => parseTape(deep)).toThrow(expected);
    expect(() => formatJson(deep)).toThrow(expected);
    expect(() => minifyJson(deep)).toThrow(expected);
    expect(() => parseJson(deep)).toThrow(expected);
    expect(() => repairJson(deep)).toThrow(expected);
    expect(() => validateJson(deep)).toThrow(expected);
    expect(() => formatJson(objects(MAX_JSON_DEPTH + 1))).toThrow(expect.objectContaining({ code: 'JSON_TOO_DEEP' }));
  });

  it('refuses deep near-JSON in repair before the recursive library sees it (it overflows near 4,000)', () => {
    // a missing bracket sends the text to jsonrepair; 100,000 levels overflowed its stack before
    const broken = `${'['.repeat(100_000)}1,,${']'.repeat(99_999)}`;
    expect(() => repairJson(broken)).toThrow(expect.objectContaining({ code: 'JSON_TOO_DEEP' }));
    // brackets inside strings do not count
    const quoted = `[${"'[[[[[[[[[['".repeat(200)},]`;
    expect(() => repairJson(quoted.repeat(1))).not.toThrow();
  });

  it('a 200 KB nested document within the limit is formatted, and 200 KB of pure nesting is refused', () => {
    // 500 levels of objects holding records: about 200 KB
    const record = '{"id":12345678901234567890,"tags":["a","b"],"ok":true}';
    const level = (inner: string, i: number): string => `{"level":${i},"items":[${record},${record}],"child":${inner}}`;
    let text = 'null';
    for (let i = 0; i < 500; i++) text = level(text, i);
    text = `[${Array.from({ length: Math.ceil(200_000 / text.length) }, () => text).join(',')}]`;
    expect(text.length).toBeGreaterThanOrEqual(200_000);
    const out = formatJson(text);
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
    expect(formatJson(out, { indent: 0 })).toBe(text);
    // the input that took /jsonformat to the error screen (issue 19): 100,000 nested arrays
    expect(() => formatJson(nest(100_000))).toThrow(expect.objectContaining({ code: 'JSON_TOO_DEEP' }));
  });

  it('refuses output past MAX_JSON_OUTPUT_MB before writing it', () => {
    // 1,000 levels deep, then many items at the bottom: each line is indented 16 × 1,000 spaces
    const items = Math.ceil((MAX_JSON_OUTPUT_MB * 2 ** 20) / (16 * 1000)) + 10;
    const text = `${'['.repeat(999)}[${'0,'.repeat(items)}0]${']'.repeat(999)}`;
    expect(() => formatJson(text, { indent: 16 })).toThrow(
      expect.objectContaining({ code: 'JSON_TOO_LARGE', params: { limit: MAX_JSON_OUTPUT_MB } }),
    );
    expect(minifyJson(text)).toBe(text);
  });
});

describe('lone surrogates stay exact', () => {
  it('formatJson writes a raw lone surrogate in a string as its \\u escape, which reads back the same', () => {
    const text = '{"k\uDC00":["a\uD800b","\uD83D\uDE00"]}';
    const out = formatJson(text, { indent: 0 });
    expect(out).toBe('{"k\\udc00":["a\\ud800b","😀"]}');
    expect(out.includes('\uFFFD')).toBe(false);
    // JSON.parse reads the same strings from both
    expect(JSON.parse(out)).toEqual(JSON.parse(text));
    // as JSON.stringify (ES2019 well-formed stringify) writes them
    expect(out).toBe(JSON.stringify(JSON.parse(text)));
  });

  it('keeps escaped lone surrogates exactly as written', () => {
    const text = '["\\uD800","\\uDfFf"]';
    expect(minifyJson(text)).toBe(text);
  });
});
