import { ARRAY, decodeStringToken, type JsonTape, keyEnd, NO_KEY, OBJECT, STRING } from './tape.ts';

/** The rows of a tree view: node ids with their depth and their position in the parent. */
export interface VisibleRows {
  nodes: Uint32Array;
  depth: Uint32Array;
  /** Position among the parent's children (0 for the root). */
  index: Uint32Array;
}

/**
 * The rows a tree view shows, in order: every node whose ancestors are all expanded
 * (`expanded[i] !== 0`), with depth and position. The root is always shown. One pass, no recursion.
 *
 * @example
 * visibleRows(parseTape('[1,[2]]'), new Uint8Array([1, 0, 0, 0])).nodes; // Uint32Array [0, 1, 2]
 */
export function visibleRows(tape: JsonTape, expanded: Uint8Array): VisibleRows {
  if (expanded.length < tape.count) throw new RangeError('expanded must have one slot per node');
  const nodes = new Uint32Array(tape.count);
  const depth = new Uint32Array(tape.count);
  const index = new Uint32Array(tape.count);
  const ends: number[] = [];
  const counters: number[] = [];
  const { kind, next } = tape;
  let k = 0;
  let node = 0;
  while (node < tape.count) {
    while (ends.length > 0 && node >= (ends[ends.length - 1] as number)) {
      ends.pop();
      counters.pop();
    }
    const d = ends.length;
    nodes[k] = node;
    depth[k] = d;
    if (d > 0) {
      const c = counters[d - 1] as number;
      index[k] = c;
      counters[d - 1] = c + 1;
    }
    k++;
    const isContainer = kind[node] === ARRAY || kind[node] === OBJECT;
    if (isContainer && expanded[node] !== 0) {
      ends.push(next[node] as number);
      counters.push(0);
      node++;
    } else {
      node = next[node] as number;
    }
  }
  return { nodes: nodes.slice(0, k), depth: depth.slice(0, k), index: index.slice(0, k) };
}

/**
 * The nodes a tree view shows; see {@link visibleRows}.
 *
 * @example
 * visibleNodes(parseTape('[1,[2]]'), new Uint8Array([1, 0, 0, 0])); // Uint32Array [0, 1, 2]
 */
export function visibleNodes(tape: JsonTape, expanded: Uint8Array): Uint32Array {
  return visibleRows(tape, expanded).nodes;
}

/**
 * Expansion flags that open every container above `depth` (0 shows only the root closed).
 *
 * @example
 * expandToDepth(parseTape('[[1]]'), 1); // Uint8Array [1, 0, 0]
 */
export function expandToDepth(tape: JsonTape, depth: number): Uint8Array {
  const e = new Uint8Array(tape.count);
  const d = new Uint32Array(tape.count);
  for (let i = 1; i < tape.count; i++) d[i] = (d[tape.parent[i] as number] as number) + 1;
  for (let i = 0; i < tape.count; i++) e[i] = (d[i] as number) < depth ? 1 : 0;
  return e;
}

/**
 * Nesting depth of a node, 0 for the root.
 *
 * @example
 * nodeDepth(parseTape('[[1]]'), 2); // 2
 */
export function nodeDepth(tape: JsonTape, node: number): number {
  let d = 0;
  for (let p = tape.parent[node] as number; p >= 0; p = tape.parent[p] as number) d++;
  return d;
}

/**
 * Opens every ancestor of `node` in `expanded` (mutates it), so that the node becomes visible.
 *
 * @example
 * const t = parseTape('[[1]]'); const e = new Uint8Array(3); revealNode(t, e, 2); e; // Uint8Array [1, 1, 0]
 */
export function revealNode(tape: JsonTape, expanded: Uint8Array, node: number): void {
  for (let p = tape.parent[node] as number; p >= 0; p = tape.parent[p] as number) expanded[p] = 1;
}

/**
 * The decoded key of an object member, or null for array items and the root.
 *
 * @example
 * nodeKey('{"\\u0061":1}', parseTape('{"\\u0061":1}'), 1); // 'a'
 */
export function nodeKey(text: string, tape: JsonTape, node: number): string | null {
  const ks = tape.keyStart[node] as number;
  return ks === NO_KEY ? null : decodeStringToken(text.slice(ks, keyEnd(text, ks)));
}

/**
 * The position of a node among its parent's children (0-based); 0 for the root.
 *
 * @example
 * nodeIndex(parseTape('[7,[8],9]'), 4); // 2
 */
export function nodeIndex(tape: JsonTape, node: number): number {
  const p = tape.parent[node] as number;
  if (p < 0) return 0;
  let k = 0;
  for (let c = p + 1; c !== node; c = tape.next[c] as number) k++;
  return k;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * The JSONPath of a node (RFC 9535 normalized style, dot notation for plain identifiers): `$.a[3].b`,
 * `$["a b"]`.
 *
 * @example
 * nodePath('{"a":[0,0,0,{"b":1}]}', parseTape('{"a":[0,0,0,{"b":1}]}'), 6); // '$.a[3].b'
 */
export function nodePath(text: string, tape: JsonTape, node: number): string {
  const parts: string[] = [];
  for (let n = node; (tape.parent[n] as number) >= 0; n = tape.parent[n] as number) {
    const key = nodeKey(text, tape, n);
    if (key === null) parts.push(`[${nodeIndex(tape, n)}]`);
    else parts.push(IDENT.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);
  }
  return `$${parts.reverse().join('')}`;
}

/**
 * Nodes in [from, to) whose key or scalar value contains `query`, ignoring case. Callers split a big
 * document into ranges so that the search can yield between them.
 *
 * @example
 * searchNodes('{"name":"Ada"}', parseTape('{"name":"Ada"}'), 'ada', 0, 2); // [1]
 */
export function searchNodes(text: string, tape: JsonTape, query: string, from: number, to: number): number[] {
  const q = query.toLowerCase();
  const hits: number[] = [];
  if (q === '') return hits;
  const { kind, start, end, keyStart } = tape;
  const stop = Math.min(to, tape.count);
  for (let node = from; node < stop; node++) {
    const ks = keyStart[node] as number;
    if (ks !== NO_KEY) {
      const key = decodeStringToken(text.slice(ks, keyEnd(text, ks)));
      if (key.toLowerCase().includes(q)) {
        hits.push(node);
        continue;
      }
    }
    const k = kind[node];
    if (k === ARRAY || k === OBJECT) continue;
    const raw = text.slice(start[node], end[node]);
    const value = k === STRING ? decodeStringToken(raw) : raw;
    if (value.toLowerCase().includes(q)) hits.push(node);
  }
  return hits;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Like {@link searchNodes}, but searches the text as written (escapes are not decoded) with one
 * regular-expression scan, which is far faster on big documents: matches starting in [from, to) are
 * mapped to their node by binary search over the node offsets. A match must lie inside one key or
 * one scalar value.
 *
 * @example
 * findInText('{"name":"Ada"}', parseTape('{"name":"Ada"}'), 'NAME', 0, 14); // [1]
 */
export function findInText(text: string, tape: JsonTape, query: string, from: number, to: number): number[] {
  const hits: number[] = [];
  if (query === '' || tape.count === 0) return hits;
  const { kind, start, end, keyStart } = tape;
  const re = new RegExp(escapeRegExp(query), 'gi');
  // the window reaches past `to` by the query's length so that a match starting before `to` is whole
  const window = text.slice(from, Math.min(text.length, to + query.length));
  for (let m = re.exec(window); m !== null; m = re.exec(window)) {
    const p = from + m.index;
    if (p >= to) break;
    const q = p + m[0].length;
    if (m[0].length === 0) re.lastIndex++;
    // last node whose value starts at or before p
    let lo = 0;
    let hi = tape.count - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((start[mid] as number) <= p) lo = mid;
      else hi = mid - 1;
    }
    let node = -1;
    const after = lo + 1;
    const ks = after < tape.count ? (keyStart[after] as number) : NO_KEY;
    if (ks !== NO_KEY && ks < p && q < keyEnd(text, ks)) node = after;
    else if (ks !== NO_KEY && ks < p && p < keyEnd(text, ks)) node = -1;
    else {
      const k = kind[lo];
      if (k !== ARRAY && k !== OBJECT && q <= (end[lo] as number)) {
        // inside a string the quotes do not count as content
        if (k !== STRING || (p > (start[lo] as number) && q < (end[lo] as number))) node = lo;
      }
    }
    if (node >= 0 && hits[hits.length - 1] !== node) hits.push(node);
  }
  return hits;
}
