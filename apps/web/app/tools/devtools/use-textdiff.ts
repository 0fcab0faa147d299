import { useEffect, useState } from 'react';
import { useFragmentOption } from '../../lib/fragment.ts';
import { useKeptState } from '../../lib/kept-state.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import { DIFF_MODES, type DiffMode, type DiffResult } from './textdiff.logic.ts';
import type { TextDiffProtocol } from './textdiff.protocol.ts';

export const DIFF_VIEWS = ['split', 'inline', 'unified'] as const;
export type DiffView = (typeof DIFF_VIEWS)[number];
export type DiffStatus = 'idle' | 'busy' | 'ready' | 'stopped' | 'failed';

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
  const [result, setResult] = useState<DiffResult | null>(null);
  const [status, setStatus] = useState<DiffStatus>('idle');
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const worker = useWorker<TextDiffProtocol>(createWorker);
  if (bug) throw bug.error;

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setStatus('busy');
      const job = { left, right, mode, ignoreWhitespace: mode !== 'char' && ignoreWhitespace, ignoreCase, context: 3 };
      worker.run(job, { supersede: 'terminate' }).then(
        (r) => {
          if (!live) return;
          setResult(r);
          setStatus('ready');
        },
        (e: unknown) => {
          if (!live || isCancelled(e)) return;
          if (e instanceof WorkerFailedError) {
            setResult(null);
            setStatus('failed');
          } else setBug({ error: e });
        },
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [left, right, mode, ignoreWhitespace, ignoreCase, worker]);

  const stop = () => {
    worker.cancel();
    setStatus('stopped');
  };
  const swap = () => {
    setLeft(right);
    setRight(left);
  };

  return {
    ...{ left, setLeft, right, setRight, mode, setMode, view, setView },
    ...{ ignoreWhitespace, setIgnoreWhitespace, ignoreCase, setIgnoreCase, result, status, stop, swap },
  };
}
