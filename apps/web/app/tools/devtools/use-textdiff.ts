import { useMemo } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { type JobStatus, useJob } from '../../lib/worker/use-job.ts';
import { DIFF_MODES, type DiffMode } from './textdiff.logic.ts';
import type { TextDiffProtocol } from './textdiff.protocol.ts';

export const DIFF_VIEWS = ['split', 'inline', 'unified'] as const;
export type DiffView = (typeof DIFF_VIEWS)[number];
export type DiffStatus = 'idle' | 'busy' | 'ready' | 'stopped' | 'failed';

/** The job's status as the view names it: a cancelled diff was stopped by the visitor. */
const STATUS: Record<JobStatus, DiffStatus> = {
  idle: 'idle',
  running: 'busy',
  done: 'ready',
  invalid: 'ready',
  cancelled: 'stopped',
  // the diff runs without a time limit
  timeout: 'stopped',
  failed: 'failed',
};

const createWorker = () => new Worker(new URL('./textdiff.worker.ts', import.meta.url), { type: 'module' });

/**
 * The state of /textdiff: both texts (kept across navigation), the options (in the link) and the
 * worker's result 200 ms after the last change; each job replaces a running one's worker, and Stop
 * ends it.
 */
export function useTextDiff() {
  const [left, setLeft] = useKeptState('textdiff:left', '');
  const [right, setRight] = useKeptState('textdiff:right', '');
  const [mode, setMode] = useFragmentOption<DiffMode>('by', 'line', DIFF_MODES);
  const [view, setView] = useFragmentOption<DiffView>('view', 'split', DIFF_VIEWS);
  const [ignoreWhitespace, setIgnoreWhitespace] = useKeptState('textdiff:ws', false);
  const [ignoreCase, setIgnoreCase] = useKeptState('textdiff:case', false);
  const job = useMemo(
    () => ({ left, right, mode, ignoreWhitespace: mode !== 'char' && ignoreWhitespace, ignoreCase, context: 3 }),
    [left, right, mode, ignoreWhitespace, ignoreCase],
  );
  const run = useJob<TextDiffProtocol>(createWorker, job, { debounceMs: 200, supersede: 'terminate' });
  // the diff refuses no input: an error from it is a bug, for the tool's error boundary
  if (run.error) throw run.error;
  const result = run.result ?? null;
  const status = STATUS[run.status];
  const stop = run.cancel;
  const swap = () => {
    setLeft(right);
    setRight(left);
  };

  return {
    ...{ left, setLeft, right, setRight, mode, setMode, view, setView },
    ...{ ignoreWhitespace, setIgnoreWhitespace, ignoreCase, setIgnoreCase, result, status, stop, swap },
  };
}
