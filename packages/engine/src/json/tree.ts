import { ARRAY, decodeStringToken, type JsonTape, keyEnd, NO_KEY, OBJECT, STRING } from './tape.ts';

/**
 * The nodes a tree view shows, in order: every node whose ancestors are all expanded
 * (`expanded[i] !== 0`). The root is always shown.
 *
 * @example
 * visibleNodes(parseTape('[1,[2]]'), new Uint8Array([1, 0, 0, 0])); // Uint32Array [0, 1, 2]
 */
export function visibleNodes(tape: JsonTape, expanded: Uint8Array): Uint32Array {
  if (expanded.length < tape.count) throw new RangeError('expanded must have one slot per node');
  const out = new Uint32Array(tape.count);
  let k = 0;
  let node = 0;
  const { kind, next } = tape;
  while (node < tape.count) {
    out[k++] = node;
    const isContainer = kind[node] === ARRAY || kind[node] === OBJECT;
    node = isContainer && expanded[node] !== 0 ? node + 1 : (next[node] as number);
  }
  return out.slice(0, k);
}

/**
 * Expansion flags that open every container above `depth` (0 shows only the root closed).
 *
 * @example
 * expandToDepth(parseTape('[[1]]'), 1); // Uint8Array [1, 0, 0]
 */
export function expandToDepth(tape: JsonTape, depth: number): Uint8Array {
  const e = new Uint8Array(tape.count);
  for (let i = 0; i < tape.count; i++) e[i] = (tape.depth[i] as number) < depth ? 1 : 0;
  return e;
}

/** Opens every ancestor of `node` in `expanded` (mutates it), so that the node becomes visible. */
export function revealNode(tape: JsonTape, expanded: Uint8Array, node: number): void {
  for (let p = tape.parent[node] as number; p >= 0; p = tape.parent[p] as number) expanded[p] = 1;
}

/** The decoded key of an object member, or null for array items and the root. */
export function nodeKey(text: string, tape: JsonTape, node: number): string | null {
  const ks = tape.keyStart[node] as number;
  return ks === NO_KEY ? null : decodeStringToken(text.slice(ks, keyEnd(text, ks)));
}

/** The position of a node among its parent's children (0-based); 0 for the root. */
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
