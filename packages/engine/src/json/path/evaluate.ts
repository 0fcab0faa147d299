import { compareCodePoints, compareJsonNumbers, jsonEqual, lastMembers } from '../exact.ts';
import { JsonNumber, JsonObject, type JsonValue } from '../value.ts';
import type { Call, Comparable, Literal, Logical, Query, Selector } from './ast.ts';
import { iRegexp } from './iregexp.ts';

/** A node of the result: its value and its location, as a chain of member names and array indexes. */
export interface Node {
  value: JsonValue;
  parent: Node | null;
  key: string | number;
}

/** The names and indexes from the root down to a node. */
export function pathOf(node: Node): Array<string | number> {
  const out: Array<string | number> = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) out.push(n.key);
  return out.reverse();
}

// one map per object, however many filters and wildcards look at it
const membersCache = new WeakMap<JsonObject, Map<string, JsonValue>>();
function members(o: JsonObject): Map<string, JsonValue> {
  let m = membersCache.get(o);
  if (!m) {
    m = lastMembers(o);
    membersCache.set(o, m);
  }
  return m;
}

/** The result of a value expression: a JSON value, or Nothing (undefined). */
type Val = JsonValue | undefined;

function children(node: Node): Node[] {
  const v = node.value;
  if (Array.isArray(v)) return v.map((value, i) => ({ value, parent: node, key: i }));
  if (v instanceof JsonObject) return [...members(v)].map(([k, value]) => ({ value, parent: node, key: k }));
  return [];
}

/** The node and all its descendants, each before its own descendants, arrays in order (section 2.5.2.2). */
function descendants(node: Node): Node[] {
  const out: Node[] = [];
  const todo = [node];
  while (todo.length > 0) {
    const n = todo.pop() as Node;
    out.push(n);
    const c = children(n);
    for (let i = c.length - 1; i >= 0; i--) todo.push(c[i] as Node);
  }
  return out;
}

function sliceIndexes(len: number, s: Extract<Selector, { k: 'slice' }>): number[] {
  const step = s.step ?? 1;
  if (step === 0) return [];
  const norm = (i: number) => (i >= 0 ? i : len + i);
  const out: number[] = [];
  if (step > 0) {
    const lower = Math.min(Math.max(norm(s.start ?? 0), 0), len);
    const upper = Math.min(Math.max(norm(s.end ?? len), 0), len);
    for (let i = lower; i < upper; i += step) out.push(i);
  } else {
    const upper = Math.min(Math.max(norm(s.start ?? len - 1), -1), len - 1);
    const lower = Math.min(Math.max(s.end === null ? -1 : norm(s.end), -1), len - 1);
    for (let i = upper; lower < i; i += step) out.push(i);
  }
  return out;
}

function select(sel: Selector, node: Node, root: JsonValue): Node[] {
  const v = node.value;
  switch (sel.k) {
    case 'name': {
      if (!(v instanceof JsonObject)) return [];
      const m = members(v);
      return m.has(sel.name) ? [{ value: m.get(sel.name) as JsonValue, parent: node, key: sel.name }] : [];
    }
    case 'wild':
      return children(node);
    case 'index': {
      if (!Array.isArray(v)) return [];
      const i = sel.index < 0 ? v.length + sel.index : sel.index;
      return i >= 0 && i < v.length ? [{ value: v[i] as JsonValue, parent: node, key: i }] : [];
    }
    case 'slice':
      if (!Array.isArray(v)) return [];
      return sliceIndexes(v.length, sel).map((i) => ({ value: v[i] as JsonValue, parent: node, key: i }));
    case 'filter':
      return children(node).filter((c) => test(sel.expr, c.value, root));
  }
}

/** Applies a query's segments to a start node (RFC 9535 sections 2.5 and 2.6). */
export function run(q: Query, current: JsonValue, root: JsonValue): Node[] {
  let nodes: Node[] = [{ value: q.root === '$' ? root : current, parent: null, key: '' }];
  for (const seg of q.segments) {
    const next: Node[] = [];
    for (const n of nodes) {
      for (const d of seg.descendant ? descendants(n) : [n]) {
        for (const sel of seg.selectors) for (const r of select(sel, d, root)) next.push(r);
      }
    }
    nodes = next;
  }
  return nodes;
}

function literal(l: Literal): JsonValue {
  if (l.k === 'num') return new JsonNumber(l.raw === '-0' ? '0' : l.raw);
  if (l.k === 'str' || l.k === 'bool') return l.value;
  return null;
}

function length(v: Val): Val {
  if (typeof v === 'string') return new JsonNumber(String([...v].length));
  if (Array.isArray(v)) return new JsonNumber(String(v.length));
  if (v instanceof JsonObject) return new JsonNumber(String(members(v).size));
  return undefined;
}

function valueOfComparable(c: Comparable, current: JsonValue, root: JsonValue): Val {
  if (c.k === 'lit') return literal(c.lit);
  if (c.k === 'query') return run(c.query, current, root)[0]?.value;
  return callValue(c, current, root);
}

function callValue(c: Call, current: JsonValue, root: JsonValue): Val {
  const arg = c.args[0];
  if (!arg) return undefined;
  if (arg.k === 'nodes') {
    const nodes = run(arg.query, current, root);
    if (c.name === 'count') return new JsonNumber(String(nodes.length));
    return nodes.length === 1 ? (nodes[0] as Node).value : undefined;
  }
  return length(valueOfComparable(arg.of, current, root));
}

function regexTest(c: Call, current: JsonValue, root: JsonValue): boolean {
  const [a, b] = c.args.map((x) => (x.k === 'value' ? valueOfComparable(x.of, current, root) : undefined));
  if (typeof a !== 'string' || typeof b !== 'string') return false;
  const re = iRegexp(b, c.name === 'match');
  return re ? re.test(a) : false;
}

function less(a: Val, b: Val): boolean {
  if (a instanceof JsonNumber && b instanceof JsonNumber) return compareJsonNumbers(a.raw, b.raw) < 0;
  if (typeof a === 'string' && typeof b === 'string') return compareCodePoints(a, b) < 0;
  return false;
}

function same(a: Val, b: Val): boolean {
  if (a === undefined || b === undefined) return a === b;
  return jsonEqual(a, b);
}

/** The truth of a filter expression for one child (section 2.3.5.2). */
export function test(e: Logical, current: JsonValue, root: JsonValue): boolean {
  switch (e.k) {
    case 'or':
      return e.items.some((x) => test(x, current, root));
    case 'and':
      return e.items.every((x) => test(x, current, root));
    case 'not':
      return !test(e.expr, current, root);
    case 'exists':
      return run(e.query, current, root).length > 0;
    case 'test':
      return regexTest(e.call, current, root);
    case 'cmp': {
      const a = valueOfComparable(e.left, current, root);
      const b = valueOfComparable(e.right, current, root);
      switch (e.op) {
        case '==':
          return same(a, b);
        case '!=':
          return !same(a, b);
        case '<':
          return less(a, b);
        case '>':
          return less(b, a);
        case '<=':
          return less(a, b) || same(a, b);
        case '>=':
          return less(b, a) || same(a, b);
      }
    }
  }
}
