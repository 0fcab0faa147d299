import type { JsonValue } from '../value.ts';
import { pathOf, run } from './evaluate.ts';
import { parseJsonPath } from './parse.ts';

/** One node selected by a JSONPath query. */
export interface JsonPathMatch {
  /** The node's normalized path (RFC 9535 section 2.7), e.g. `$['store']['book'][0]`. */
  path: string;
  value: JsonValue;
}

const ESCAPES: Record<string, string> = {
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
  "'": "\\'",
  '\\': '\\\\',
};

/**
 * Writes a location as a normalized path (RFC 9535 section 2.7): names in single quotes with the
 * section's escapes, indexes as non-negative integers.
 *
 * @example normalizedPath(['a', 0, "it's"]) // "$['a'][0]['it\\'s']"
 */
export function normalizedPath(path: ReadonlyArray<string | number>): string {
  let out = '$';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else {
      const name = p.replace(
        // biome-ignore lint/suspicious/noControlCharactersInRegex: section 2.7 escapes exactly these
        /[\u0000-\u001f'\\]/g,
        (c) => ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      out += `['${name}']`;
    }
  }
  return out;
}

/**
 * Runs an RFC 9535 JSONPath query: names, wildcards, indexes, slices, descendants (`..`), filters with
 * comparisons, `&&`, `||`, `!` and the functions length, count, match, search and value. Numbers are
 * compared exactly as written (`1.0 == 1`, and 20-digit integers without rounding). Of duplicate keys
 * the last counts, as with JSON.parse.
 *
 * @throws EngineError INVALID_JSONPATH (offset, column, detail, reason) for a query that is not RFC 9535.
 * @example
 * import { parseJson } from '@tinkerbox/engine/json';
 * queryJson(parseJson('{"a":[12345678901234567890,2]}'), '$.a[?@ > 2]').map((m) => m.path) // ["$['a'][0]"]
 */
export function queryJson(doc: JsonValue, query: string): JsonPathMatch[] {
  const q = parseJsonPath(query);
  return run(q, doc, doc).map((n) => ({ path: normalizedPath(pathOf(n)), value: n.value }));
}

export type { JsonPathErrorDetail } from './lexer.ts';
export { JSONPATH_ERROR_REASONS } from './lexer.ts';
