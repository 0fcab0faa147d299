import { type ChangeObject, createTwoFilesPatch, diffChars, diffLines, diffWords, diffWordsWithSpace } from 'diff';

// /textdiff's work, done by jsdiff (decision 0127) in the page's worker; here so tests run it directly.

export const DIFF_MODES = ['line', 'word', 'char'] as const;
export type DiffMode = (typeof DIFF_MODES)[number];

export interface DiffJob {
  left: string;
  right: string;
  mode: DiffMode;
  /** Lines: leading and trailing spaces; words: runs of spaces. Not offered for characters. */
  ignoreWhitespace: boolean;
  ignoreCase: boolean;
  /** Lines of context around each hunk of the unified diff. */
  context: number;
}

/** One run of the texts: in both (`same`), only in the left (`del`) or only in the right (`ins`). */
export interface DiffPart {
  kind: 'same' | 'del' | 'ins';
  text: string;
}

export interface DiffResult {
  parts: DiffPart[];
  added: number;
  removed: number;
  /** The unified diff of the exact texts (the ignore options do not apply: `patch` must rebuild the right text). */
  unified: string;
}

const kindOf = (c: ChangeObject<string>): DiffPart['kind'] => (c.added ? 'ins' : c.removed ? 'del' : 'same');

/** The texts' differences by line, word or character. */
export function diffParts({ left, right, mode, ignoreWhitespace, ignoreCase }: DiffJob): DiffPart[] {
  let changes: ChangeObject<string>[];
  if (mode === 'line') {
    // jsdiff's line diff honours ignoreCase through its shared equality test, though its types omit it
    const options = { ignoreWhitespace, ignoreCase } as Parameters<typeof diffLines>[2] & { ignoreCase: boolean };
    changes = diffLines(left, right, options);
  } else if (mode === 'word')
    changes = ignoreWhitespace
      ? diffWords(left, right, { ignoreCase })
      : diffWordsWithSpace(left, right, { ignoreCase });
  else changes = diffChars(left, right, { ignoreCase });
  // With ignore options the kept runs are the right text's; the left's own spelling is lost from them.
  return changes.map((c) => ({ kind: kindOf(c), text: c.value }));
}

/** A unified diff (`diff -u`) from `a` to `b` that `patch` and `git apply` accept. */
export function unifiedDiff(left: string, right: string, context: number): string {
  if (left === right) return '';
  return createTwoFilesPatch('a/text.txt', 'b/text.txt', left, right, undefined, undefined, { context });
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
