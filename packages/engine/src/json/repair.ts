import { jsonError, MAX_JSON_DEPTH, scanNumber, tooDeepError } from './tape.ts';
import { toText } from './text.ts';

/** What {@link repairJson} changed. */
export type RepairKind =
  | 'comment'
  | 'trailing-comma'
  | 'missing-comma'
  | 'single-quotes'
  | 'unquoted-key'
  | 'python-literal'
  | 'control-char'
  | 'extra-comma'
  | 'trailing-text'
  | 'added'
  | 'removed'
  | 'replaced';

/** One change, at its place in the original text (1-based line and column in code points). */
export interface Repair {
  kind: RepairKind;
  offset: number;
  line: number;
  column: number;
  /** For `added`, `removed`, `replaced` and `trailing-text`: the text before and after (cut to 40 characters). */
  before?: string;
  after?: string;
}

export interface RepairResult {
  /** Strict JSON text (whitespace as in the input, comments removed). */
  text: string;
  /** Every change, in input order; empty when the input was already JSON. */
  repairs: Repair[];
}

// A Map, not an object: a word such as `valueOf` must not find Object.prototype's function.
const PYTHON: ReadonlyMap<string, string> = new Map([
  ['True', 'true'],
  ['False', 'false'],
  ['None', 'null'],
]);
const LITERALS = new Set(['true', 'false', 'null']);

function isIdentStart(c: number): boolean {
  return (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x24;
}
function isIdentPart(c: number): boolean {
  return isIdentStart(c) || (c >= 0x30 && c <= 0x39);
}
function isDigitOrMinus(c: number): boolean {
  return c === 0x2d || (c >= 0x30 && c <= 0x39);
}

const CONTROL_ESCAPES: Record<number, string> = {
  8: '\\b',
  9: '\\t',
  10: '\\n',
  12: '\\f',
  13: '\\r',
};
function escapeControl(c: number): string {
  return CONTROL_ESCAPES[c] ?? `\\u${c.toString(16).padStart(4, '0')}`;
}

type State = 'value' | 'first-item' | 'first-key' | 'key' | 'colon' | 'after';

/**
 * The precise pass of {@link repairJson}: turns common near-JSON into strict JSON and lists every change
 * by kind: comments (`//`, `/* *\/`, `#`), trailing, missing and doubled commas, single-quoted strings,
 * unquoted keys, Python's True/False/None and raw control characters inside strings. Numbers and
 * everything else stay exactly as written; anything else is an error at its place in the input.
 *
 * @throws EngineError INVALID_JSON (line, column, offset, detail), INVALID_UTF8 for bad bytes.
 */
export function repairKnown(input: string | Uint8Array): RepairResult {
  const src = toText(input);
  const n = src.length;
  const out: string[] = [];
  const found: { kind: RepairKind; offset: number }[] = [];
  const stack: number[] = []; // 0x7b for objects, 0x5b for arrays
  let state: State = 'value';
  let heldComma = -1;
  let i = src.charCodeAt(0) === 0xfeff ? 1 : 0;
  let started = false;

  const readString = (quote: number): string => {
    // a string opened by `quote` at i, returned in double quotes with control characters escaped
    let p = i + 1;
    let s = '"';
    let from = p;
    for (;;) {
      if (p >= n) throw jsonError(src, p, 'unexpected-end');
      const c = src.charCodeAt(p);
      if (c === quote) break;
      if (c === 0x5c) {
        const e = src.charCodeAt(p + 1);
        if (p + 1 >= n) throw jsonError(src, p + 1, 'unexpected-end');
        if (quote === 0x27 && e === 0x27) {
          s += `${src.slice(from, p)}'`;
          p += 2;
          from = p;
          continue;
        }
        if (e === 0x75) {
          if (!/^[0-9a-fA-F]{4}$/.test(src.slice(p + 2, p + 6))) throw jsonError(src, p, 'bad-unicode-escape');
          p += 6;
        } else if ('"\\/bfnrt'.includes(src.charAt(p + 1))) {
          p += 2;
        } else {
          throw jsonError(src, p, 'bad-escape');
        }
        continue;
      }
      if (c < 0x20) {
        found.push({ kind: 'control-char', offset: p });
        s += src.slice(from, p) + escapeControl(c);
        from = ++p;
        continue;
      }
      if (c === 0x22 && quote === 0x27) {
        s += `${src.slice(from, p)}\\"`;
        from = ++p;
        continue;
      }
      p++;
    }
    s += `${src.slice(from, p)}"`;
    if (quote === 0x27) found.push({ kind: 'single-quotes', offset: i });
    i = p + 1;
    return s;
  };

  // A comma is written at once; `heldSlot` remembers where, so a trailing one can be blanked out.
  let heldSlot = -1;
  const flushComma = (): void => {
    heldComma = -1;
  };
  const dropComma = (): void => {
    found.push({ kind: 'trailing-comma', offset: heldComma });
    out[heldSlot] = '';
    heldComma = -1;
  };

  for (;;) {
    skipTrivia();
    if (!step()) break;
  }
  return finish();

  /** Copies whitespace, drops comments (recording each), and leaves i at the next token. */
  function skipTrivia(): void {
    let from = i;
    for (;;) {
      const c = src.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
        i++;
      } else if ((c === 0x2f && src.charCodeAt(i + 1) === 0x2f) || c === 0x23) {
        out.push(src.slice(from, i));
        found.push({ kind: 'comment', offset: i });
        while (i < n && src.charCodeAt(i) !== 0x0a && src.charCodeAt(i) !== 0x0d) i++;
        from = i;
      } else if (c === 0x2f && src.charCodeAt(i + 1) === 0x2a) {
        out.push(src.slice(from, i));
        found.push({ kind: 'comment', offset: i });
        const close = src.indexOf('*/', i + 2);
        if (close < 0) throw jsonError(src, n, 'unexpected-end');
        i = close + 2;
        out.push(' ');
        from = i;
      } else {
        break;
      }
    }
    out.push(src.slice(from, i));
  }

  function finish(): RepairResult {
    return { text: out.join(''), repairs: locate(src, found) };
  }

  /** Handles one token at i; false when the document is complete and only trivia remained. */
  function step(): boolean {
    if (i >= n) {
      if (started && stack.length === 0 && state === 'after') return false;
      throw jsonError(src, n, started ? 'unexpected-end' : 'empty');
    }
    const c = src.charCodeAt(i);
    const top = stack[stack.length - 1];
    switch (state) {
      case 'after': {
        if (top === undefined) throw jsonError(src, i, 'trailing-content');
        if (c === 0x2c) {
          heldComma = i++;
          heldSlot = out.push(',') - 1;
          state = top === 0x7b ? 'key' : 'value';
          return true;
        }
        if (c === top + 2) return closeContainer();
        const startsValue =
          top === 0x5b &&
          (c === 0x7b || c === 0x5b || c === 0x22 || c === 0x27 || isDigitOrMinus(c) || isIdentStart(c));
        const startsKey = top === 0x7b && (c === 0x22 || c === 0x27 || isIdentStart(c));
        if (startsValue || startsKey) {
          found.push({ kind: 'missing-comma', offset: i });
          out.push(',');
          state = top === 0x7b ? 'key' : 'value';
          return true;
        }
        throw jsonError(src, i, top === 0x7b ? 'expected-comma-or-brace' : 'expected-comma-or-bracket');
      }
      case 'first-key':
      case 'key': {
        if (c === 0x2c && (state === 'first-key' || heldComma >= 0)) {
          found.push({ kind: 'extra-comma', offset: i++ });
          return true;
        }
        if (c === 0x7d && (state === 'first-key' || heldComma >= 0)) {
          if (heldComma >= 0) dropComma();
          return closeContainer();
        }
        if (c === 0x22 || c === 0x27) {
          flushComma();
          out.push(readString(c));
        } else if (isIdentStart(c) || (c >= 0x30 && c <= 0x39)) {
          flushComma();
          let p = i + 1;
          while (p < n && isIdentPart(src.charCodeAt(p))) p++;
          found.push({ kind: 'unquoted-key', offset: i });
          out.push(`"${src.slice(i, p)}"`);
          i = p;
        } else {
          throw jsonError(src, i, i >= n ? 'unexpected-end' : 'expected-key');
        }
        state = 'colon';
        return true;
      }
      case 'colon': {
        if (c !== 0x3a) throw jsonError(src, i, 'expected-colon');
        out.push(':');
        i++;
        state = 'value';
        return true;
      }
      default: {
        // 'value' or 'first-item'
        if (c === 0x2c && (state === 'first-item' || heldComma >= 0) && top === 0x5b) {
          found.push({ kind: 'extra-comma', offset: i++ });
          return true;
        }
        if (c === 0x5d && (state === 'first-item' || heldComma >= 0) && top === 0x5b) {
          if (heldComma >= 0) dropComma();
          return closeContainer();
        }
        flushComma();
        started = true;
        if (c === 0x7b || c === 0x5b) {
          if (stack.length === MAX_JSON_DEPTH) throw tooDeepError(src, i);
          stack.push(c);
          out.push(src.charAt(i));
          i++;
          state = c === 0x7b ? 'first-key' : 'first-item';
          return true;
        }
        if (c === 0x22 || c === 0x27) {
          out.push(readString(c));
        } else if (isDigitOrMinus(c)) {
          const end = scanNumber(src, i);
          out.push(src.slice(i, end));
          i = end;
        } else if (isIdentStart(c)) {
          let p = i + 1;
          while (p < n && isIdentPart(src.charCodeAt(p))) p++;
          const word = src.slice(i, p);
          const py = PYTHON.get(word);
          if (LITERALS.has(word)) out.push(word);
          else if (py !== undefined) {
            found.push({ kind: 'python-literal', offset: i });
            out.push(py);
          } else throw jsonError(src, i, 'expected-value');
          i = p;
        } else {
          throw jsonError(src, i, 'expected-value');
        }
        state = 'after';
        return true;
      }
    }
  }

  function closeContainer(): boolean {
    out.push(src.charAt(i));
    stack.pop();
    i++;
    state = 'after';
    return true;
  }
}

/** Adds line and column to offsets in one pass over the text. */
function locate(text: string, found: { kind: RepairKind; offset: number }[]): Repair[] {
  const sorted = [...found].sort((a, b) => a.offset - b.offset);
  const result: Repair[] = [];
  let line = 1;
  let column = 1;
  let p = 0;
  for (const f of sorted) {
    for (; p < f.offset; p++) {
      const c = text.charCodeAt(p);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(p + 1) !== 0x0a)) {
        line++;
        column = 1;
      } else if (!((c & 0xfc00) === 0xdc00 && p > 0 && (text.charCodeAt(p - 1) & 0xfc00) === 0xd800)) {
        // the low half of a surrogate pair belongs to the previous code point
        column++;
      }
    }
    result.push({ kind: f.kind, offset: f.offset, line, column });
  }
  return result;
}
