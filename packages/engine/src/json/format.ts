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

/**
 * Largest formatted output, in MiB: past it the bytes would no longer fit in one JavaScript string
 * (V8 and Chromium cap strings at 2^29 - 24 code units), so {@link formatJson} could not return them.
 */
export const MAX_JSON_OUTPUT_MB = 500;
const MAX_OUTPUT = MAX_JSON_OUTPUT_MB * 2 ** 20;

function tooLarge(): EngineError {
  return new EngineError('JSON_TOO_LARGE', `The formatted JSON would be larger than ${MAX_JSON_OUTPUT_MB} MB`, {
    limit: MAX_JSON_OUTPUT_MB,
  });
}

const HEX_DIGITS = '0123456789abcdef';

/**
 * Writes UTF-8 into a growing byte buffer. Copying char codes into bytes is about twice as fast as
 * joining millions of small string slices and gives the worker bytes it can transfer without a copy.
 */
class Utf8Writer {
  buf: Uint8Array;
  pos = 0;
  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(64, capacity));
  }
  ensure(n: number): void {
    if (this.pos + n > this.buf.length) {
      if (this.pos + n > MAX_OUTPUT) throw tooLarge();
      const b = new Uint8Array(Math.min(MAX_OUTPUT, Math.max(this.buf.length * 2, this.pos + n)));
      b.set(this.buf.subarray(0, this.pos));
      this.buf = b;
    }
  }
  byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }
  /**
   * Copies text[a, b) as UTF-8. A lone surrogate has no UTF-8 form (TextEncoder would turn it into
   * U+FFFD and change the string); the tape only lets one through inside a string, so it is written as
   * its JSON escape (`\ud800`, as JSON.stringify writes it), which reads back as the same code unit.
   */
  copy(text: string, a: number, b: number): void {
    this.ensure((b - a) * 3);
    let buf = this.buf;
    let pos = this.pos;
    for (let k = a; k < b; k++) {
      const c = text.charCodeAt(k);
      if (c < 0x80) buf[pos++] = c;
      else if (c < 0x800) {
        buf[pos++] = 0xc0 | (c >> 6);
        buf[pos++] = 0x80 | (c & 63);
      } else if ((c & 0xfc00) === 0xd800 && k + 1 < b && (text.charCodeAt(k + 1) & 0xfc00) === 0xdc00) {
        const cp = ((c - 0xd800) << 10) + (text.charCodeAt(++k) - 0xdc00) + 0x10000;
        buf[pos++] = 0xf0 | (cp >> 18);
        buf[pos++] = 0x80 | ((cp >> 12) & 63);
        buf[pos++] = 0x80 | ((cp >> 6) & 63);
        buf[pos++] = 0x80 | (cp & 63);
      } else if ((c & 0xf800) === 0xd800) {
        // six bytes where three were reserved: make room for the escape and the rest
        this.pos = pos;
        this.ensure(6 + (b - k - 1) * 3);
        buf = this.buf;
        pos = this.pos;
        buf[pos++] = 0x5c;
        buf[pos++] = 0x75;
        for (let shift = 12; shift >= 0; shift -= 4) buf[pos++] = HEX_DIGITS.charCodeAt((c >> shift) & 15);
      } else {
        buf[pos++] = 0xe0 | (c >> 12);
        buf[pos++] = 0x80 | ((c >> 6) & 63);
        buf[pos++] = 0x80 | (c & 63);
      }
    }
    this.pos = pos;
  }
  result(): Uint8Array {
    return this.buf.subarray(0, this.pos);
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
 * Bytes of line breaks and indentation that pretty-printing a tape adds: one line per value below the
 * root and one per closing bracket of a non-empty container, each indented by its depth. Grows with
 * the square of the depth for deep nesting, so it is checked before anything is written.
 */
function layoutBytes(tape: JsonTape, unitLength: number): number {
  const { parent, size, kind } = tape;
  const depth = new Uint32Array(tape.count);
  let total = 0;
  for (let node = 1; node < tape.count; node++) {
    const d = (depth[parent[node] as number] as number) + 1;
    depth[node] = d;
    total += 1 + d * unitLength;
  }
  for (let node = 0; node < tape.count; node++) {
    if ((kind[node] === OBJECT || kind[node] === ARRAY) && size[node] !== 0) {
      total += 1 + (depth[node] as number) * unitLength;
    }
  }
  return total;
}

/**
 * Writes a tape back as UTF-8 JSON with the given indent ('' minifies). Strings, keys and numbers are
 * copied exactly as written in the source; only whitespace changes, and member order if sortKeys.
 *
 * @throws EngineError JSON_TOO_LARGE (limit, in MB) when the output would pass {@link MAX_JSON_OUTPUT_MB}.
 * @example
 * new TextDecoder().decode(formatTapeBytes('[ 1.0 ]', parseTape('[ 1.0 ]'), '')); // '[1.0]'
 */
export function formatTapeBytes(text: string, tape: JsonTape, indent: string, sortKeys = false): Uint8Array {
  if (indent !== '' && layoutBytes(tape, indent.length) > MAX_OUTPUT) throw tooLarge();
  const out = new Utf8Writer(Math.min(MAX_OUTPUT, indent === '' ? text.length + 16 : text.length * 2));
  if (tape.count === 0) return out.result();
  const pretty = indent !== '';
  const unit = indent.charCodeAt(0);
  const unitLength = indent.length;
  const { kind, start, end, keyStart, next, size, parent } = tape;

  const newline = (d: number): void => {
    if (!pretty) return;
    const n = d * unitLength;
    out.ensure(n + 1);
    const buf = out.buf;
    let pos = out.pos;
    buf[pos++] = 0x0a;
    for (let k = 0; k < n; k++) buf[pos++] = unit;
    out.pos = pos;
  };
  const emitOpen = (node: number): boolean => {
    const k = kind[node];
    if (k === OBJECT || k === ARRAY) {
      out.byte(k === OBJECT ? 0x7b : 0x5b);
      if (size[node] !== 0) return true;
      out.byte(k === OBJECT ? 0x7d : 0x5d);
      return false;
    }
    out.copy(text, start[node] as number, end[node] as number);
    return false;
  };
  const emitKey = (node: number): void => {
    const ks = keyStart[node] as number;
    if (ks !== NO_KEY) {
      out.copy(text, ks, keyEnd(text, ks));
      out.byte(0x3a);
      if (pretty) out.byte(0x20);
    }
  };
  const close = (node: number, d: number): void => {
    newline(d);
    out.byte(kind[node] === OBJECT ? 0x7d : 0x5d);
  };

  if (!sortKeys) {
    // Pre-order is document order: walk the arrays once, closing containers whose subtree has ended.
    const open: number[] = [];
    for (let node = 0; node < tape.count; node++) {
      while (open.length > 0 && next[open[open.length - 1] as number] === node) {
        close(open.pop() as number, open.length);
      }
      const p = parent[node] as number;
      if (p >= 0) {
        if (p !== node - 1) out.byte(0x2c);
        newline(open.length);
      }
      emitKey(node);
      if (emitOpen(node)) open.push(node);
    }
    while (open.length > 0) close(open.pop() as number, open.length);
    return out.result();
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
      frames.pop();
      close(f.node, frames.length);
      continue;
    }
    const child = f.children[f.at] as number;
    if (f.at > 0) out.byte(0x2c);
    f.at++;
    newline(frames.length);
    emitKey(child);
    if (emitOpen(child)) frames.push({ node: child, children: childrenOf(child), at: 0 });
  }
  return out.result();
}

/**
 * Writes a tape back as a JSON string; see {@link formatTapeBytes}.
 *
 * @example
 * formatTape('{"a" : 1}', parseTape('{"a" : 1}'), '  '); // '{\n  "a": 1\n}'
 */
export function formatTape(text: string, tape: JsonTape, indent: string, sortKeys = false): string {
  return new TextDecoder().decode(formatTapeBytes(text, tape, indent, sortKeys));
}

/**
 * Pretty-prints JSON (RFC 8259) into UTF-8 bytes; see {@link formatJson}. For big documents: the bytes
 * go straight into a Blob or across threads without another copy.
 *
 * @throws EngineError INVALID_JSON (line, column, offset, detail), INVALID_UTF8 for bad bytes,
 *   JSON_TOO_DEEP past {@link MAX_JSON_DEPTH} levels, JSON_TOO_LARGE past {@link MAX_JSON_OUTPUT_MB}.
 * @example
 * formatJsonBytes('[1]', { indent: 0 }); // Uint8Array [0x5b, 0x31, 0x5d]
 */
export function formatJsonBytes(input: string | Uint8Array, options: FormatOptions = {}): Uint8Array {
  const unit = indentUnit(options.indent ?? 2);
  const text = toText(input);
  return formatTapeBytes(text, parseTape(text, options), unit, options.sortKeys ?? false);
}

/**
 * Pretty-prints JSON (RFC 8259) keeping every number, string escape and key exactly as written and the
 * members in their order; only whitespace changes (and member order with sortKeys). Accepts text or
 * UTF-8 bytes. A lone surrogate inside a string is written as its `\uXXXX` escape. Linear in the size
 * of the output.
 *
 * @throws EngineError INVALID_JSON (line, column, offset, detail), INVALID_UTF8 for bad bytes,
 *   JSON_TOO_DEEP past {@link MAX_JSON_DEPTH} levels, JSON_TOO_LARGE past {@link MAX_JSON_OUTPUT_MB}.
 * @example
 * formatJson('{"id":12345678901234567890,"p":0.1000000000000000055511151231257827}');
 * // '{\n  "id": 12345678901234567890,\n  "p": 0.1000000000000000055511151231257827\n}'
 */
export function formatJson(input: string | Uint8Array, options: FormatOptions = {}): string {
  return new TextDecoder().decode(formatJsonBytes(input, options));
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
  return new TextDecoder().decode(formatJsonBytes(input, { ...options, indent: 0 }));
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
