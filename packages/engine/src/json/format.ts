import { EngineError } from '../errors.ts';
import {
  ARRAY,
  decodeStringToken,
  type JsonTape,
  keyEnd,
  NO_KEY,
  OBJECT,
  parseTape,
  type TapeOptions,
} from './tape.ts';
import { toText } from './text.ts';

/** How {@link formatJson} lays out a document. */
export interface FormatOptions extends TapeOptions {
  /** Spaces per level (0 to 16), or '\t'. 0 gives the minified form. Default 2. */
  indent?: number | '\t';
  /** Sort object members by key (UTF-16 code unit order, stable for duplicates). Default false. */
  sortKeys?: boolean;
}

const CHUNK = 8192;

/** Collects output pieces and joins them in bounded chunks, which keeps memory near the output size. */
class Output {
  private parts: string[] = [];
  private chunks: string[] = [];
  push(s: string): void {
    this.parts.push(s);
    if (this.parts.length === CHUNK) {
      this.chunks.push(this.parts.join(''));
      this.parts.length = 0;
    }
  }
  toString(): string {
    this.chunks.push(this.parts.join(''));
    this.parts.length = 0;
    const s = this.chunks.join('');
    this.chunks.length = 0;
    return s;
  }
}

function indentUnit(indent: number | '\t'): string {
  if (indent === '\t') return '\t';
  if (!Number.isInteger(indent) || indent < 0 || indent > 16) {
    throw new RangeError(`indent must be an integer from 0 to 16 or '\\t', got ${String(indent)}`);
  }
  return ' '.repeat(indent);
}

/**
 * Writes a tape back as text with the given indent ('' minifies). Strings, keys and numbers are copied
 * exactly as written in the source; only whitespace changes, and member order unless sortKeys is set.
 */
export function formatTape(text: string, tape: JsonTape, indent: string, sortKeys = false): string {
  if (tape.count === 0) return '';
  const out = new Output();
  const pretty = indent !== '';
  const colon = pretty ? ': ' : ':';
  const newlines: string[] = [];
  const nl = (d: number): string => {
    if (!pretty) return '';
    let s = newlines[d];
    if (s === undefined) {
      s = `\n${indent.repeat(d)}`;
      newlines[d] = s;
    }
    return s;
  };
  const { kind, start, end, keyStart, next, size, depth, parent } = tape;

  const emitOpen = (node: number): boolean => {
    const k = kind[node];
    if (k === OBJECT || k === ARRAY) {
      if (size[node] === 0) {
        out.push(k === OBJECT ? '{}' : '[]');
        return false;
      }
      out.push(k === OBJECT ? '{' : '[');
      return true;
    }
    out.push(text.slice(start[node], end[node]));
    return false;
  };
  const emitKey = (node: number): void => {
    const ks = keyStart[node] as number;
    if (ks !== NO_KEY) {
      out.push(text.slice(ks, keyEnd(text, ks)));
      out.push(colon);
    }
  };
  const close = (node: number): void => {
    out.push(nl(depth[node] as number));
    out.push(kind[node] === OBJECT ? '}' : ']');
  };

  if (!sortKeys) {
    // Pre-order is document order: walk the arrays once, closing containers whose subtree has ended.
    const open: number[] = [];
    for (let node = 0; node < tape.count; node++) {
      while (open.length > 0 && next[open[open.length - 1] as number] === node) close(open.pop() as number);
      const p = parent[node] as number;
      if (p >= 0) {
        if (p !== node - 1) out.push(',');
        out.push(nl(depth[node] as number));
      }
      emitKey(node);
      if (emitOpen(node)) open.push(node);
    }
    while (open.length > 0) close(open.pop() as number);
    return out.toString();
  }

  const keyOf = (node: number): string => {
    const ks = keyStart[node] as number;
    return decodeStringToken(text.slice(ks, keyEnd(text, ks)));
  };
  const childrenOf = (node: number): number[] => {
    const list: number[] = [];
    for (let c = node + 1; c < (next[node] as number); c = next[c] as number) list.push(c);
    if (kind[node] === OBJECT) {
      const keyed = list.map((c) => ({ c, k: keyOf(c) }));
      keyed.sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0));
      return keyed.map((x) => x.c);
    }
    return list;
  };
  const frames: { node: number; children: number[]; at: number }[] = [];
  if (emitOpen(0)) frames.push({ node: 0, children: childrenOf(0), at: 0 });
  while (frames.length > 0) {
    const f = frames[frames.length - 1] as (typeof frames)[number];
    if (f.at === f.children.length) {
      close(f.node);
      frames.pop();
      continue;
    }
    const child = f.children[f.at] as number;
    if (f.at > 0) out.push(',');
    f.at++;
    out.push(nl(depth[child] as number));
    emitKey(child);
    if (emitOpen(child)) frames.push({ node: child, children: childrenOf(child), at: 0 });
  }
  return out.toString();
}

/**
 * Pretty-prints JSON (RFC 8259) keeping every number, string escape and key exactly as written and the
 * members in their order; only whitespace changes (and member order with sortKeys). Accepts text or
 * UTF-8 bytes.
 *
 * @throws EngineError INVALID_JSON (line, column, offset, detail), INVALID_UTF8 for bad bytes.
 * @example
 * formatJson('{"id":12345678901234567890,"p":0.1000000000000000055511151231257827}');
 * // '{\n  "id": 12345678901234567890,\n  "p": 0.1000000000000000055511151231257827\n}'
 */
export function formatJson(input: string | Uint8Array, options: FormatOptions = {}): string {
  const unit = indentUnit(options.indent ?? 2);
  const text = toText(input);
  const tape = parseTape(text, options);
  return formatTape(text, tape, unit, options.sortKeys ?? false);
}

/**
 * Removes all insignificant whitespace from JSON (RFC 8259), keeping numbers, strings and key order
 * exactly as written.
 *
 * @throws EngineError INVALID_JSON (line, column, offset, detail), INVALID_UTF8 for bad bytes.
 * @example
 * minifyJson('{ "a" : [ 1.50 , 2 ] }'); // '{"a":[1.50,2]}'
 */
export function minifyJson(input: string | Uint8Array, options: Omit<FormatOptions, 'indent'> = {}): string {
  const text = toText(input);
  return formatTape(text, parseTape(text, options), '', options.sortKeys ?? false);
}

/** Result of {@link validateJson}: valid, or the first error with its position. */
export type ValidationResult =
  | { valid: true }
  | {
      valid: false;
      line: number;
      column: number;
      offset: number;
      detail: string;
      message: string;
    };

/**
 * Checks that a text is JSON (RFC 8259) and, if not, where the first error is.
 *
 * @throws EngineError INVALID_UTF8 for bytes that are not UTF-8 (text input never throws).
 * @example
 * validateJson('[1,]'); // { valid: false, line: 1, column: 4, offset: 3, detail: 'expected-value', message: '…' }
 */
export function validateJson(input: string | Uint8Array): ValidationResult {
  const text = toText(input);
  try {
    parseTape(text);
    return { valid: true };
  } catch (e) {
    if (e instanceof EngineError && e.code === 'INVALID_JSON') {
      const p = e.params;
      return {
        valid: false,
        line: p.line as number,
        column: p.column as number,
        offset: p.offset as number,
        detail: p.detail as string,
        message: e.message,
      };
    }
    throw e;
  }
}
