import { compareJsonNumbers, lastMembers } from './exact.ts';
import { diffLists, type Hunk } from './myers.ts';
import { normalizedPath } from './path/index.ts';
import { JsonNumber, JsonObject, type JsonValue } from './value.ts';

/** One difference between two documents, at a normalized path (RFC 9535 section 2.7) of either side. */
export interface JsonChange {
  kind: 'added' | 'removed' | 'changed';
  path: string;
  /** The value in the first document (removed, changed). */
  before?: JsonValue;
  /** The value in the second document (added, changed). */
  after?: JsonValue;
}

/** Options for {@link diffJson}. */
export interface DiffOptions {
  /** 'index' compares items at the same index; 'lcs' matches equal items first (insertions and removals show as such). */
  arrays?: 'index' | 'lcs';
  /** 'value' (default): `1.0` equals `1`. 'text': numbers must be written the same. */
  numbers?: 'value' | 'text';
}

/** The result of {@link diffJson}. */
export interface DiffResult {
  changes: JsonChange[];
  /** True when an array was too different for LCS matching (over 2,000 edits) and was compared by index. */
  fellBackToIndex: boolean;
}

/** Most edits LCS matching looks for in one array; Myers' trace needs about 16 × this² bytes. */
export const MAX_ARRAY_EDITS = 2000;

/** A text that is equal for equal values: keys sorted, numbers in one normal form (or as written). */
export function canonical(v: JsonValue, numbers: 'value' | 'text'): string {
  if (v instanceof JsonNumber) return numbers === 'text' ? v.raw : `n${normalNumber(v.raw)}`;
  if (Array.isArray(v)) return `[${v.map((x) => canonical(x, numbers)).join(',')}]`;
  if (v instanceof JsonObject) {
    const m = [...lastMembers(v)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${m.map(([k, x]) => `${JSON.stringify(k)}:${canonical(x, numbers)}`).join(',')}}`;
  }
  return JSON.stringify(v);
}

/** `-1.50e2` → `-15e1`: sign, significant digits, exponent (exact, any size). */
function normalNumber(raw: string): string {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(raw) as RegExpExecArray;
  const digits = `${m[2]}${m[3] ?? ''}`;
  const lead = digits.length - digits.replace(/^0+/, '').length;
  const sig = digits.slice(lead).replace(/0+$/, '');
  if (sig === '') return '0';
  const exp = BigInt(m[4] ?? '0') - BigInt((m[3] ?? '').length) + BigInt(digits.length - lead - sig.length);
  return `${m[1]}${sig}e${exp}`;
}

function sameScalar(a: JsonValue, b: JsonValue, numbers: 'value' | 'text'): boolean {
  if (a instanceof JsonNumber && b instanceof JsonNumber) {
    return numbers === 'text' ? a.raw === b.raw : compareJsonNumbers(a.raw, b.raw) === 0;
  }
  return a === b;
}

type Path = Array<string | number>;

const kindOf = (v: JsonValue) => (Array.isArray(v) ? 'array' : v instanceof JsonObject ? 'object' : 'scalar');

/**
 * A run of LCS differences: items of the same kind (object, array, scalar) are paired in order and
 * compared further; the rest are removed (at their index in the first document) or added (in the second).
 */
function pairRun(
  x: JsonValue[],
  y: JsonValue[],
  h: Hunk,
  path: Path,
  out: Array<[JsonValue, JsonValue, Path] | JsonChange>,
) {
  const usedY = new Set<number>();
  let from = h.y0;
  for (let i = h.x0; i < h.x1; i++) {
    const v = x[i] as JsonValue;
    let j = from;
    while (j < h.y1 && kindOf(y[j] as JsonValue) !== kindOf(v)) j++;
    if (j < h.y1) {
      out.push([v, y[j] as JsonValue, [...path, j]]);
      usedY.add(j);
      from = j + 1;
    } else out.push({ kind: 'removed', path: normalizedPath([...path, i]), before: v });
  }
  for (let j = h.y0; j < h.y1; j++) {
    if (!usedY.has(j)) out.push({ kind: 'added', path: normalizedPath([...path, j]), after: y[j] as JsonValue });
  }
}

/**
 * Compares two JSON documents structurally: members by key (order ignored; of duplicate keys the last
 * counts), arrays by index or by LCS matching, numbers exactly (by value or by text). Reports each
 * difference at its normalized path.
 *
 * @example
 * import { parseJson } from '@tinkerbox/engine/json';
 * diffJson(parseJson('{"a":1.0,"b":[1,2]}'), parseJson('{"a":1,"b":[1,2,3],"c":null}')).changes.map((c) => `${c.kind} ${c.path}`) // ["added $['b'][2]", "added $['c']"]
 */
export function diffJson(a: JsonValue, b: JsonValue, options: DiffOptions = {}): DiffResult {
  const numbers = options.numbers ?? 'value';
  const lcs = options.arrays === 'lcs';
  const changes: JsonChange[] = [];
  let fellBackToIndex = false;
  // pairs still to compare and changes found, in document order (a stack, so pushed reversed)
  const todo: Array<[JsonValue, JsonValue, Path] | JsonChange> = [[a, b, []]];
  while (todo.length > 0) {
    const item = todo.pop() as [JsonValue, JsonValue, Path] | JsonChange;
    if (!Array.isArray(item)) {
      changes.push(item);
      continue;
    }
    const [x, y, path] = item;
    const at = (p: Path) => normalizedPath(p);
    const pending: Array<[JsonValue, JsonValue, Path] | JsonChange> = [];
    if (x instanceof JsonObject && y instanceof JsonObject) {
      const mx = lastMembers(x);
      const my = lastMembers(y);
      for (const [k, v] of mx) {
        if (my.has(k)) pending.push([v, my.get(k) as JsonValue, [...path, k]]);
        else pending.push({ kind: 'removed', path: at([...path, k]), before: v });
      }
      for (const [k, v] of my) if (!mx.has(k)) pending.push({ kind: 'added', path: at([...path, k]), after: v });
    } else if (Array.isArray(x) && Array.isArray(y)) {
      if (lcs) {
        const hunks = diffLists(
          x.map((v) => canonical(v, numbers)),
          y.map((v) => canonical(v, numbers)),
          MAX_ARRAY_EDITS,
        );
        if (hunks) {
          for (const h of hunks) pairRun(x, y, h, path, pending);
          for (let i = pending.length - 1; i >= 0; i--) todo.push(pending[i] as (typeof pending)[number]);
          continue;
        }
        fellBackToIndex = true;
      }
      const n = Math.min(x.length, y.length);
      for (let i = 0; i < n; i++) pending.push([x[i] as JsonValue, y[i] as JsonValue, [...path, i]]);
      for (let i = n; i < x.length; i++)
        pending.push({ kind: 'removed', path: at([...path, i]), before: x[i] as JsonValue });
      for (let i = n; i < y.length; i++)
        pending.push({ kind: 'added', path: at([...path, i]), after: y[i] as JsonValue });
    } else if (!sameScalar(x, y, numbers)) {
      changes.push({ kind: 'changed', path: at(path), before: x, after: y });
    }
    for (let i = pending.length - 1; i >= 0; i--) todo.push(pending[i] as (typeof pending)[number]);
  }
  return { changes, fellBackToIndex };
}
