import { useMemo, useRef } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { wholeNumber } from '../../lib/form.ts';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { knownFrom, type Served } from '../../lib/worker/served.ts';
import { useJob } from '../../lib/worker/use-job.ts';
import {
  DEFAULT_CONTEXT,
  DIFF_MODES,
  type DiffJob,
  type DiffMode,
  type DiffPart,
  type DiffResult,
  foldParts,
  MAX_CONTEXT,
  WHITESPACE,
  type Whitespace,
} from './textdiff.logic.ts';
import type { TextDiffProtocol } from './textdiff.protocol.ts';

export const DIFF_VIEWS = ['split', 'inline', 'unified'] as const;
export type DiffView = (typeof DIFF_VIEWS)[number];
const createWorker = () => new Worker(new URL('./textdiff.worker.ts', import.meta.url), { type: 'module' });

/** /textdiff's job for these settings (the page's, and the server's for the untouched page). */
function diffJob(
  left: string,
  right: string,
  mode: DiffMode,
  whitespace: Whitespace,
  ignoreCase: boolean,
  context: number,
): DiffJob {
  return { left, right, mode, whitespace: mode === 'char' ? 'exact' : whitespace, ignoreCase, context };
}

/** Whether two diffs are the same, part for part. */
function sameParts(a: readonly DiffPart[], b: readonly DiffPart[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as DiffPart;
    const y = b[i] as DiffPart;
    if (x.kind !== y.kind || x.text !== y.text || x.left !== y.left) return false;
  }
  return true;
}

/**
 * `parts`, or the array given before when this one holds the same diff. A change of the lines of context
 * folds the parts at hand at once, and the worker's result for the new number, the same diff, comes 200 ms
 * later: as a new array it folded again a fold the visitor had just opened (devtools.e2e's fold test,
 * under load).
 */
function useSameParts(parts: DiffPart[] | null): DiffPart[] | null {
  // `seen`: the array last compared, so that each answer is compared once, not at every render after it
  const kept = useRef({ seen: parts, shown: parts });
  const k = kept.current;
  if (parts !== k.seen) {
    k.seen = parts;
    if (!(parts && k.shown && sameParts(parts, k.shown))) k.shown = parts;
  }
  return k.shown;
}

/** The job of the untouched page: two empty texts, every option at its default (decision 0199). */
export const untouchedDiffJob = () => diffJob('', '', 'line', 'exact', false, DEFAULT_CONTEXT);

/** The server's answer for the untouched page: the worker's result as it is (JSON). */
export type ServedDiff = Served<DiffResult>;

/**
 * The state of /textdiff: both texts (kept across navigation), the options (in the link) and the
 * worker's result 200 ms after the last change; each job replaces a running one's worker, and Stop
 * ends it.
 */
export function useTextDiff(locale: Locale, served: ServedDiff | null = null) {
  const [left, setLeft] = useKeptState('textdiff:left', '');
  const [right, setRight] = useKeptState('textdiff:right', '');
  const [mode, setMode] = useFragmentOption<DiffMode>('by', 'line', DIFF_MODES);
  const [view, setView] = useFragmentOption<DiffView>('view', 'split', DIFF_VIEWS);
  const [whitespace, setWhitespace] = useFragmentOption<Whitespace>('ws', 'exact', WHITESPACE);
  const [ignoreCase, setIgnoreCase] = useKeptState('textdiff:case', false);
  // Lines of context, for the unified diff and for folding the views (`diff -U N`); a bad number keeps 3.
  const [contextText, setContextText] = useFragmentOption<string>('context', String(DEFAULT_CONTEXT));
  const context = wholeNumber(contextText, 0, MAX_CONTEXT, DEFAULT_CONTEXT, locale);
  const lines = context.value;
  const job = useMemo(
    () => diffJob(left, right, mode, whitespace, ignoreCase, lines),
    [left, right, mode, whitespace, ignoreCase, lines],
  );
  const known = useMemo(() => knownFrom(served, (r: DiffResult) => r), [served]);
  const run = useJob<TextDiffProtocol>(createWorker, job, { debounceMs: 200, supersede: 'terminate', known });
  // the diff refuses no input: an error from it is a bug, for the tool's error boundary
  if (run.error) throw run.error;
  const result = run.result ?? null;
  const parts = useSameParts(result?.parts ?? null);
  const shown = useMemo(() => (parts ? foldParts(parts, lines) : []), [parts, lines]);
  // the diff runs without a time limit: a run ends done, cancelled (Stop) or failed (no worker)
  const status = run.status;
  const stop = run.cancel;
  const swap = () => {
    setLeft(right);
    setRight(left);
  };

  return {
    ...{ left, setLeft, right, setRight, mode, setMode, view, setView },
    ...{ whitespace, setWhitespace, ignoreCase, setIgnoreCase, result, shown, status, stop, swap },
    ...{ contextText, setContextText, contextError: context.error },
  };
}
