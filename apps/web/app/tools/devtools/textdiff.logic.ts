import { type ChangeObject, createTwoFilesPatch, diffArrays, diffChars, diffWords, diffWordsWithSpace } from 'diff';

// /textdiff's work, done by jsdiff (decision 0127) in the page's worker; here so tests run it directly.

export const DIFF_MODES = ['line', 'word', 'char'] as const;
export type DiffMode = (typeof DIFF_MODES)[number];
/**
 * What whitespace counts: all of it, only whether there is some (`diff -b`: runs of spaces and tabs are
 * alike, and trailing ones go), or none (`diff -w`). GNU diff's whitespace is ASCII: space, tab, CR, VT, FF.
 */
export const WHITESPACE = ['exact', 'amount', 'all'] as const;
export type Whitespace = (typeof WHITESPACE)[number];
/** Lines of context by default, as `diff -u` gives. */
export const DEFAULT_CONTEXT = 3;
/** The most lines of context the page takes. */
export const MAX_CONTEXT = 9999;

export interface DiffJob {
  left: string;
  right: string;
  mode: DiffMode;
  /** Lines: as `diff -b` (amount) or `diff -w` (all); words: either ignores the spaces between words. Characters: exact. */
  whitespace: Whitespace;
  ignoreCase: boolean;
  /** Lines of context around each hunk of the unified diff. */
  context: number;
}

/** One run of the texts: in both (`same`), only in the left (`del`) or only in the right (`ins`). */
export interface DiffPart {
  kind: 'same' | 'del' | 'ins';
  text: string;
  /** A `same` run the ignore options matched to different text: the left's spelling (`text` is the right's). */
  left?: string;
}

export interface DiffResult {
  parts: DiffPart[];
  added: number;
  removed: number;
  /** The unified diff of the exact texts (the ignore options do not apply: `patch` must rebuild the right text). */
  unified: string;
}

const kindOf = (c: ChangeObject<string>): DiffPart['kind'] => (c.added ? 'ins' : c.removed ? 'del' : 'same');

/** The lines of a text, each with its newline (the last may have none). */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** GNU diff's whitespace (isspace in the C locale, less the newline). */
const SPACE = /[ \t\v\f\r]+/g;
const TRAILING_SPACE = /[ \t\v\f\r]+$/;

/**
 * What a line is compared by. Exact: the line and its newline, so a missing one at the end counts, as in
 * plain `diff`. With `-b` or `-w`, GNU diff also lets a missing newline at the end pass, so it goes too.
 */
function lineKey(line: string, whitespace: Whitespace, ignoreCase: boolean): string {
  let k = line;
  if (whitespace !== 'exact') {
    k = k.endsWith('\n') ? k.slice(0, -1) : k;
    k = whitespace === 'all' ? k.replace(SPACE, '') : k.replace(TRAILING_SPACE, '').replace(SPACE, ' ');
  }
  return ignoreCase ? k.toLowerCase() : k;
}

/** The line diff: jsdiff's Myers diff of the lines' keys, mapped back to the lines as written on each side. */
function diffByLine(left: string, right: string, whitespace: Whitespace, ignoreCase: boolean): DiffPart[] {
  const a = splitLines(left);
  const b = splitLines(right);
  const key = (l: string) => lineKey(l, whitespace, ignoreCase);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  for (const c of diffArrays(a.map(key), b.map(key))) {
    const n = c.count;
    if (c.removed) {
      parts.push({ kind: 'del', text: a.slice(i, i + n).join('') });
      i += n;
    } else if (c.added) {
      parts.push({ kind: 'ins', text: b.slice(j, j + n).join('') });
      j += n;
    } else {
      const l = a.slice(i, i + n).join('');
      const r = b.slice(j, j + n).join('');
      parts.push(l === r ? { kind: 'same', text: r } : { kind: 'same', text: r, left: l });
      i += n;
      j += n;
    }
  }
  return parts;
}

/** The texts' differences by line, word or character. */
export function diffParts({ left, right, mode, whitespace, ignoreCase }: DiffJob): DiffPart[] {
  if (mode === 'line') return diffByLine(left, right, whitespace, ignoreCase);
  let changes: ChangeObject<string>[];
  if (mode === 'word')
    changes =
      whitespace !== 'exact' ? diffWords(left, right, { ignoreCase }) : diffWordsWithSpace(left, right, { ignoreCase });
  else changes = diffChars(left, right, { ignoreCase });
  // By word or character the kept runs are the right text's; the left's own spelling is lost from them.
  return changes.map((c) => ({ kind: kindOf(c), text: c.value }));
}

/** A run of unchanged lines the view folds away, as `diff -U N` leaves them out, until the visitor opens it. */
export interface FoldedPart {
  kind: 'fold';
  /** Whole lines folded. */
  lines: number;
  text: string;
  left?: string;
}
export type ShownPart = DiffPart | FoldedPart;

/** Unchanged lines `from` to `to` as a part of their own (with the left's spelling when it differs). */
function sameLines(lines: string[], leftLines: string[] | null, from: number, to: number): DiffPart {
  const text = lines.slice(from, to).join('');
  return leftLines ? { kind: 'same', text, left: leftLines.slice(from, to).join('') } : { kind: 'same', text };
}

/**
 * The parts with every unchanged run longer than `context` lines on each side of a change folded, as
 * `diff -U context` shows them: two changes with at most 2 x context unchanged lines between them stay
 * together. The unchanged rest of a changed line (comparing by word or character) is never folded.
 */
export function foldParts(parts: DiffPart[], context: number): ShownPart[] {
  const out: ShownPart[] = [];
  parts.forEach((p, n) => {
    const prev = parts[n - 1];
    const next = parts[n + 1];
    if (p.kind !== 'same' || (!prev && !next)) {
      out.push(p);
      return;
    }
    const lines = splitLines(p.text);
    const leftLines = p.left === undefined ? null : splitLines(p.left);
    // Whole unchanged lines are from `start` to `end`: not the rest of a changed line before, nor the start of one after.
    const start = prev && !prev.text.endsWith('\n') ? 1 : 0;
    const end = next && !p.text.endsWith('\n') ? lines.length - 1 : lines.length;
    const from = start + (prev ? context : 0);
    const to = end - (next ? context : 0);
    if (to - from < 1 || (leftLines && leftLines.length !== lines.length)) {
      out.push(p);
      return;
    }
    if (from > 0) out.push(sameLines(lines, leftLines, 0, from));
    const hidden = sameLines(lines, leftLines, from, to);
    out.push({
      kind: 'fold',
      lines: to - from,
      text: hidden.text,
      ...(hidden.left !== undefined && { left: hidden.left }),
    });
    if (to < lines.length) out.push(sameLines(lines, leftLines, to, lines.length));
  });
  return out;
}

/** A unified diff (`diff -u`) from `a` to `b` that `patch` and `git apply` accept. */
export function unifiedDiff(left: string, right: string, context: number): string {
  if (left === right) return '';
  const patch = createTwoFilesPatch('a/text.txt', 'b/text.txt', left, right, undefined, undefined, { context });
  // A side of one line is written `-3`, not `-3,1`, as GNU diff writes it (both mean the same to patch).
  return patch.replace(
    /^@@ -(\d+)(,\d+)? \+(\d+)(,\d+)? @@/gm,
    (_, a, an, b, bn) => `@@ -${a}${an === ',1' ? '' : (an ?? '')} +${b}${bn === ',1' ? '' : (bn ?? '')} @@`,
  );
}

/** Both views and the unified diff: the worker's whole job. */
export function runDiff(job: DiffJob): DiffResult {
  const parts = diffParts(job);
  let added = 0;
  let removed = 0;
  for (const p of parts) {
    if (p.kind === 'ins') added++;
    else if (p.kind === 'del') removed++;
  }
  return { parts, added, removed, unified: unifiedDiff(job.left, job.right, job.context) };
}
