import { EngineError } from '../errors.ts';
import { lineColumn } from './position.ts';

/** Node kinds stored in {@link JsonTape.kind}. */
export const NULL = 0;
export const FALSE = 1;
export const TRUE = 2;
export const NUMBER = 3;
export const STRING = 4;
export const ARRAY = 5;
export const OBJECT = 6;
export type JsonKind = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Marks a node that is not an object member in {@link JsonTape.keyStart}. */
export const NO_KEY = 0xffffffff;

/**
 * A parsed document as flat typed arrays, one slot per value in document order (pre-order), pointing
 * into the source text instead of copying it. Numbers and strings therefore keep their exact text, key
 * order and duplicate keys survive, and the arrays can be transferred to another thread without a copy.
 * Node 0 is the root; the first child of a container `i` is `i + 1`, its next sibling is `next[i + 1]`.
 */
export interface JsonTape {
  /** Number of nodes. */
  readonly count: number;
  /** {@link NULL} … {@link OBJECT}. */
  readonly kind: Uint8Array;
  /** Offset (UTF-16 index into the text) of the value's first character. */
  readonly start: Uint32Array;
  /** Offset just after the value's last character (after the closing bracket for containers). */
  readonly end: Uint32Array;
  /** Offset of the opening quote of the member's key, or {@link NO_KEY} for array items and the root. */
  readonly keyStart: Uint32Array;
  /** Index of the containing node, -1 for the root. */
  readonly parent: Int32Array;
  /** Index just past this node's subtree: its next sibling, or where its parent's next sibling would be. */
  readonly next: Uint32Array;
  /** Number of direct children (items or members) of a container; 0 for scalars. */
  readonly size: Uint32Array;
}

/** Why a text is not JSON: a stable token that a site can translate, beside an English message. */
export type JsonErrorDetail =
  | 'empty'
  | 'unexpected-end'
  | 'unexpected-char'
  | 'expected-value'
  | 'expected-key'
  | 'expected-colon'
  | 'expected-comma-or-bracket'
  | 'expected-comma-or-brace'
  | 'bad-escape'
  | 'bad-unicode-escape'
  | 'control-char'
  | 'bad-number'
  | 'leading-zero'
  | 'trailing-content';

/**
 * Each {@link JsonErrorDetail} in English, as the INVALID_JSON error's `reason` gives it. A site keys
 * its translations by the same details.
 *
 * @example JSON_ERROR_REASONS['expected-colon'] // 'expected “:” after the key'
 */
export const JSON_ERROR_REASONS: Readonly<Record<JsonErrorDetail, string>> = {
  empty: 'the input is empty',
  'unexpected-end': 'the text ends before the value is complete',
  'unexpected-char': 'unexpected character',
  'expected-value': 'expected a value',
  'expected-key': 'expected a key in double quotes',
  'expected-colon': 'expected “:” after the key',
  'expected-comma-or-bracket': 'expected “,” or “]”',
  'expected-comma-or-brace': 'expected “,” or “}”',
  'bad-escape': 'invalid escape sequence in a string',
  'bad-unicode-escape': '\\u must be followed by four hex digits',
  'control-char': 'control characters must be escaped inside strings',
  'bad-number': 'invalid number',
  'leading-zero': 'numbers must not have leading zeros',
  'trailing-content': 'unexpected text after the end of the document',
};

/** Describes a character for a message: printable ones as themselves, others as U+XXXX. */
export function describeChar(text: string, offset: number): string {
  const cp = text.codePointAt(offset);
  if (cp === undefined) return '';
  if (cp < 0x21 || (cp >= 0x7f && cp <= 0xa0) || cp === 0xfeff || (cp >= 0x2000 && cp <= 0x206f)) {
    return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return String.fromCodePoint(cp);
}

/**
 * Builds the INVALID_JSON error for a position. Params: line, column, offset, detail, char (the
 * character at the spot, '' at the end of the text), found (that character when the reason names it,
 * else '') and reason (English, with “found” when there is one).
 */
export function jsonError(text: string, offset: number, detail: JsonErrorDetail): EngineError {
  const { line, column } = lineColumn(text, offset);
  const char = describeChar(text, offset);
  // a text that ends early has nothing to show at the spot
  const found = detail === 'unexpected-end' || detail === 'empty' ? '' : char;
  const reason = found ? `${JSON_ERROR_REASONS[detail]} (found “${found}”)` : JSON_ERROR_REASONS[detail];
  return new EngineError('INVALID_JSON', `Not valid JSON at line ${line}, column ${column}: ${reason}`, {
    line,
    column,
    offset,
    detail,
    char,
    found,
    reason,
  });
}

/**
 * Deepest nesting of arrays and objects that the JSON functions accept (`[[1]]` is 2 deep). The tape
 * parser itself is iterative, but the JSON repair library recurses once per level (Node 20's default
 * stack overflows between 3,000 and 5,000 levels), and pretty-printed output grows with the square of
 * the depth (1,000 nested arrays at indent 2 are 2 MB). Real documents stay far below it; decision 0045.
 */
export const MAX_JSON_DEPTH = 1000;

/** Options for {@link parseTape}. */
export interface TapeOptions {
  /** Called with the fraction done (0..1) about every mebibyte of input. */
  onProgress?: (fraction: number) => void;
}

/**
 * The JSON_TOO_DEEP error for a container opened at `offset` one level past {@link MAX_JSON_DEPTH}.
 * Params: limit, line, column, offset.
 */
export function tooDeepError(text: string, offset: number): EngineError {
  const { line, column } = lineColumn(text, offset);
  return new EngineError(
    'JSON_TOO_DEEP',
    `JSON nested more than ${MAX_JSON_DEPTH} levels deep (at line ${line}, column ${column})`,
    { limit: MAX_JSON_DEPTH, line, column, offset },
  );
}

function isWs(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

/** Returns the offset after the closing quote of the string whose opening quote is at `i`. @throws EngineError INVALID_JSON */
export function scanString(text: string, i: number): number {
  const n = text.length;
  let p = i + 1;
  for (;;) {
    if (p >= n) throw jsonError(text, p, 'unexpected-end');
    const c = text.charCodeAt(p);
    if (c === 0x22) return p + 1;
    if (c === 0x5c) {
      const e = text.charCodeAt(p + 1);
      if (e === 0x75) {
        for (let k = 2; k < 6; k++) {
          if (p + k >= n) throw jsonError(text, p + k, 'unexpected-end');
          if (!isHex(text.charCodeAt(p + k))) throw jsonError(text, p, 'bad-unicode-escape');
        }
        p += 6;
      } else if (
        e === 0x22 ||
        e === 0x5c ||
        e === 0x2f ||
        e === 0x62 ||
        e === 0x66 ||
        e === 0x6e ||
        e === 0x72 ||
        e === 0x74
      ) {
        p += 2;
      } else if (p + 1 >= n) {
        throw jsonError(text, p + 1, 'unexpected-end');
      } else {
        throw jsonError(text, p, 'bad-escape');
      }
    } else if (c < 0x20) {
      throw jsonError(text, p, 'control-char');
    } else {
      p++;
    }
  }
}

/** Reads `"key" :` at i (whitespace before i already skipped); returns the offset after the colon. */
function scanKey(text: string, i: number): number {
  const n = text.length;
  if (i >= n) throw jsonError(text, i, 'unexpected-end');
  if (text.charCodeAt(i) !== 0x22) throw jsonError(text, i, 'expected-key');
  let p = scanString(text, i);
  while (p < n && isWs(text.charCodeAt(p))) p++;
  if (p >= n) throw jsonError(text, p, 'unexpected-end');
  if (text.charCodeAt(p) !== 0x3a) throw jsonError(text, p, 'expected-colon');
  return p + 1;
}

function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

/** Returns the offset after the number starting at `i` (RFC 8259 section 6 grammar). @throws EngineError INVALID_JSON */
export function scanNumber(text: string, i: number): number {
  const n = text.length;
  let p = i;
  if (text.charCodeAt(p) === 0x2d) p++;
  const first = text.charCodeAt(p);
  if (first === 0x30) {
    p++;
    if (isDigit(text.charCodeAt(p))) throw jsonError(text, i, 'leading-zero');
  } else if (first >= 0x31 && first <= 0x39) {
    p++;
    while (isDigit(text.charCodeAt(p))) p++;
  } else {
    throw jsonError(text, p >= n ? p : i, p >= n ? 'unexpected-end' : 'bad-number');
  }
  if (text.charCodeAt(p) === 0x2e) {
    p++;
    if (!isDigit(text.charCodeAt(p))) throw jsonError(text, p >= n ? p : i, p >= n ? 'unexpected-end' : 'bad-number');
    while (isDigit(text.charCodeAt(p))) p++;
  }
  const e = text.charCodeAt(p);
  if (e === 0x65 || e === 0x45) {
    p++;
    const s = text.charCodeAt(p);
    if (s === 0x2b || s === 0x2d) p++;
    if (!isDigit(text.charCodeAt(p))) throw jsonError(text, p >= n ? p : i, p >= n ? 'unexpected-end' : 'bad-number');
    while (isDigit(text.charCodeAt(p))) p++;
  }
  return p;
}

/**
 * About how many values a text holds, from the commas and opening brackets in its first mebibyte, so
 * that the arrays are allocated once instead of growing (each growth briefly holds both copies).
 */
function estimateNodes(text: string): number {
  const n = text.length;
  const sample = Math.min(n, 1 << 20);
  let marks = 0;
  for (let i = 0; i < sample; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2c || c === 0x5b || c === 0x7b) marks++;
  }
  return Math.ceil((((marks + 1) * n) / Math.max(1, sample)) * 1.05) + 16;
}

function grow<T extends Uint8Array | Uint32Array | Int32Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/**
 * Parses JSON text (RFC 8259, strict) into a {@link JsonTape} without converting any value, so numbers
 * such as 12345678901234567890 keep every digit. Iterative; nesting deeper than {@link MAX_JSON_DEPTH}
 * is refused. A leading byte order mark is skipped.
 *
 * @throws EngineError INVALID_JSON with params line, column (1-based, in code points), offset
 *   (UTF-16 index), detail ({@link JsonErrorDetail}), char, found (the character the reason names, or '') and reason.
 *   JSON_TOO_DEEP (limit, line, column, offset) past {@link MAX_JSON_DEPTH} levels of nesting.
 * @example
 * const t = parseTape('{"id":12345678901234567890}');
 * t.count; // 2
 * '{"id":12345678901234567890}'.slice(t.start[1], t.end[1]); // '12345678901234567890'
 */
export function parseTape(text: string, options: TapeOptions = {}): JsonTape {
  const n = text.length;
  const onProgress = options.onProgress;
  const step = 1 << 20;
  let nextReport = step;
  let cap = estimateNodes(text);
  let kind = new Uint8Array(cap);
  let start = new Uint32Array(cap);
  let end = new Uint32Array(cap);
  let keyStart = new Uint32Array(cap);
  let parent = new Int32Array(cap);
  let next = new Uint32Array(cap);
  let size = new Uint32Array(cap);
  let stack = new Int32Array(64);
  let sp = 0;
  let count = 0;
  let pendingKey = NO_KEY;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let afterValue = false;

  for (;;) {
    while (i < n && isWs(text.charCodeAt(i))) i++;
    if (onProgress && i >= nextReport) {
      onProgress(i / n);
      nextReport = i + step;
    }
    if (!afterValue) {
      if (i >= n) throw jsonError(text, i, count === 0 && sp === 0 ? 'empty' : 'unexpected-end');
      if (count === cap) {
        cap = Math.ceil(cap * 1.5);
        kind = grow(kind, cap);
        start = grow(start, cap);
        end = grow(end, cap);
        keyStart = grow(keyStart, cap);
        parent = grow(parent, cap);
        next = grow(next, cap);
        size = grow(size, cap);
      }
      const node = count++;
      const top = sp > 0 ? (stack[sp - 1] as number) : -1;
      start[node] = i;
      keyStart[node] = pendingKey;
      parent[node] = top;
      size[node] = 0;
      if (top >= 0) size[top] = (size[top] as number) + 1;
      pendingKey = NO_KEY;
      const c = text.charCodeAt(i);
      if (c === 0x7b || c === 0x5b) {
        kind[node] = c === 0x7b ? OBJECT : ARRAY;
        if (sp === MAX_JSON_DEPTH) throw tooDeepError(text, i);
        if (sp === stack.length) stack = grow(stack, sp * 2);
        stack[sp++] = node;
        i++;
        while (i < n && isWs(text.charCodeAt(i))) i++;
        const close = c === 0x7b ? 0x7d : 0x5d;
        if (text.charCodeAt(i) === close) {
          end[node] = i + 1;
          next[node] = count;
          sp--;
          i++;
          afterValue = true;
        } else if (c === 0x7b) {
          pendingKey = i;
          i = scanKey(text, i);
        }
        continue;
      }
      if (c === 0x22) {
        kind[node] = STRING;
        i = scanString(text, i);
      } else if (c === 0x2d || isDigit(c)) {
        kind[node] = NUMBER;
        i = scanNumber(text, i);
      } else if (c === 0x74 || c === 0x66 || c === 0x6e) {
        const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : 'null';
        for (let k = 1; k < word.length; k++) {
          if (i + k >= n) throw jsonError(text, i + k, 'unexpected-end');
          if (text.charCodeAt(i + k) !== word.charCodeAt(k)) throw jsonError(text, i, 'expected-value');
        }
        kind[node] = c === 0x74 ? TRUE : c === 0x66 ? FALSE : NULL;
        i += word.length;
      } else {
        throw jsonError(text, i, 'expected-value');
      }
      end[node] = i;
      next[node] = count;
      afterValue = true;
      continue;
    }
    if (sp === 0) {
      if (i < n) throw jsonError(text, i, 'trailing-content');
      break;
    }
    const top = stack[sp - 1] as number;
    const isObject = kind[top] === OBJECT;
    if (i >= n) throw jsonError(text, i, 'unexpected-end');
    const c = text.charCodeAt(i);
    if (c === 0x2c) {
      i++;
      afterValue = false;
      if (isObject) {
        while (i < n && isWs(text.charCodeAt(i))) i++;
        pendingKey = i;
        i = scanKey(text, i);
      }
    } else if (c === (isObject ? 0x7d : 0x5d)) {
      end[top] = i + 1;
      next[top] = count;
      sp--;
      i++;
    } else {
      throw jsonError(text, i, isObject ? 'expected-comma-or-brace' : 'expected-comma-or-bracket');
    }
  }
  if (onProgress) onProgress(1);
  return {
    count,
    kind: kind.subarray(0, count),
    start: start.subarray(0, count),
    end: end.subarray(0, count),
    keyStart: keyStart.subarray(0, count),
    parent: parent.subarray(0, count),
    next: next.subarray(0, count),
    size: size.subarray(0, count),
  };
}

/**
 * Offset just after the closing quote of the key string that opens at `keyStart` (a key the tape
 * accepted, so it is well formed).
 *
 * @example
 * keyEnd('{"a\\"b":1}', 1); // 7
 */
export function keyEnd(text: string, keyStart: number): number {
  let p = keyStart + 1;
  for (;;) {
    const c = text.charCodeAt(p);
    if (c === 0x22) return p + 1;
    p += c === 0x5c ? 2 : 1;
  }
}

/**
 * Decodes a string token that {@link parseTape} accepted (quotes included) to its value (RFC 8259
 * section 7 escapes).
 *
 * @example
 * decodeStringToken('"\\u0041b"'); // 'Ab'
 */
export function decodeStringToken(token: string): string {
  return token.indexOf('\\') === -1 ? token.slice(1, -1) : (JSON.parse(token) as string);
}
