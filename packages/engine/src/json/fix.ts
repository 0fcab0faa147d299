import { JSONRepairError, jsonrepair } from 'jsonrepair';
import { isEngineError } from '../errors.ts';
import { diffLists } from './myers.ts';
import { lineColumn } from './position.ts';
import { type Repair, type RepairResult, repairKnown } from './repair.ts';
import { MAX_JSON_DEPTH, tooDeepError } from './tape.ts';
import { toText } from './text.ts';

/** Longest `before`/`after` text kept in a reported change. */
const SHOWN = 40;
/** Most token edits the change list is worked out for; beyond it, one change covers the rest. */
const MAX_EDITS = 400;

/**
 * Turns near-JSON into strict JSON (RFC 8259) and lists every change with its line and column in the
 * input. First a precise pass names each change (comments, trailing, missing and doubled commas,
 * single quotes, unquoted keys, Python's True/False/None, raw control characters); what it cannot
 * read goes to the jsonrepair library (curly quotes, NaN and Infinity, JSONP, NDJSON, truncated
 * documents, MongoDB types...), whose changes are found by comparing the tokens before and after and
 * reported as added, removed or replaced text. Text after a complete document is dropped and reported.
 * Numbers are never parsed, so big ones stay exactly as written.
 *
 * @throws EngineError INVALID_JSON at the first problem when nothing could repair it; INVALID_UTF8;
 *   JSON_TOO_DEEP (limit, line, column, offset) for brackets nested past {@link MAX_JSON_DEPTH}.
 * @example
 * repairJson("{a: 'x', b: True,} // note").text; // '{"a": "x", "b": true} '
 * repairJson('[1, 2,, 3]').repairs.map((r) => r.kind); // ['extra-comma']
 * repairJson('{"x": NaN}').text; // '{"x": "NaN"}'
 */
export function repairJson(input: string | Uint8Array): RepairResult {
  const src = toText(input);
  try {
    return repairKnown(src);
  } catch (first) {
    if (isEngineError(first) && first.code === 'JSON_TOO_DEEP') throw first;
    // jsonrepair recurses once per level: refuse what would overflow the stack before calling it
    const deep = tooDeepAt(src);
    if (deep >= 0) throw tooDeepError(src, deep);
    const fixed = viaLibrary(src);
    if (!fixed) throw first;
    return fixed;
  }
}

/**
 * Offset of the first bracket nested past {@link MAX_JSON_DEPTH}, or -1. Brackets inside single- or
 * double-quoted strings do not count; an unclosed string runs to the end, as jsonrepair reads it.
 */
function tooDeepAt(src: string): number {
  let depth = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (c === 0x22 || c === 0x27) {
      for (i++; i < src.length && src.charCodeAt(i) !== c; i++) if (src.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if ((c === 0x5d || c === 0x7d) && depth > 0) depth--;
  }
  return -1;
}

/** jsonrepair's text and the changes it made, or null when it cannot repair the text either. */
function viaLibrary(src: string): RepairResult | null {
  const whole = tryLibrary(src);
  if (typeof whole === 'string') return { text: whole, repairs: changes(src, whole) };
  // jsonrepair stops at text after a complete document ("Unexpected character"): drop that text.
  const cut = whole;
  if (cut === null || cut <= 0 || src.slice(0, cut).trim() === '') return null;
  const head = tryLibrary(src.slice(0, cut));
  if (typeof head !== 'string') return null;
  const { line, column } = lineColumn(src, cut);
  const dropped: Repair = { kind: 'trailing-text', offset: cut, line, column, before: clip(src.slice(cut).trim()) };
  return { text: head, repairs: [...changes(src.slice(0, cut), head), dropped] };
}

/** The repaired text, the offset of trailing text jsonrepair would not read, or null. */
function tryLibrary(text: string): string | number | null {
  try {
    return jsonrepair(text);
  } catch (e) {
    if (!(e instanceof JSONRepairError)) throw e;
    return e.message.startsWith('Unexpected character') ? e.position : null;
  }
}

interface Token {
  text: string;
  offset: number;
}

const TOKEN =
  /\s+|\/\/[^\n\r]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?|[“”‘’„‟«»`][^“”‘’„‟«»`\n]*[“”‘’„‟«»`]?|[-+]?(?:\d|\.\d)[\d.eE+-]*|[\p{L}_$][\p{L}\p{N}_$]*|[\s\S]/gu;

/** The text's tokens: strings (with any quotes), numbers, words, comments, single characters; no spaces. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    if (!/^\s/.test(m[0])) out.push({ text: m[0], offset: m.index });
  }
  return out;
}

/** The changes from `a` to `b`, one per run of differing tokens, at their place in `a`. */
function changes(a: string, b: string): Repair[] {
  const x = tokens(a);
  const y = tokens(b);
  let lo = 0;
  while (lo < x.length && lo < y.length && x[lo]?.text === y[lo]?.text) lo++;
  let hx = x.length;
  let hy = y.length;
  while (hx > lo && hy > lo && x[hx - 1]?.text === y[hy - 1]?.text) {
    hx--;
    hy--;
  }
  const hunks = diffLists(
    x.slice(lo, hx).map((t) => t.text),
    y.slice(lo, hy).map((t) => t.text),
    MAX_EDITS,
  ) ?? [{ x0: 0, x1: hx - lo, y0: 0, y1: hy - lo }];
  return hunks.map((h) => {
    const from = x.slice(lo + h.x0, lo + h.x1);
    const to = y.slice(lo + h.y0, lo + h.y1);
    const offset = from[0]?.offset ?? x[lo + h.x0]?.offset ?? a.length;
    const before = clip(a.slice(offset, endOf(from, offset)));
    const after = clip(to.length ? b.slice((to[0] as Token).offset, endOf(to, 0)) : '');
    const kind = from.length === 0 ? 'added' : to.length === 0 ? 'removed' : 'replaced';
    return { kind, offset, ...lineColumn(a, offset), before, after };
  });
}

function endOf(run: Token[], fallback: number): number {
  const last = run[run.length - 1];
  return last ? last.offset + last.text.length : fallback;
}

function clip(s: string): string {
  const chars = Array.from(s);
  return chars.length > SHOWN ? `${chars.slice(0, SHOWN - 1).join('')}…` : s;
}
