import { type EngineError, isEngineError } from '@tinkerbox/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import type { MoreJob, MorePhase, MoreProtocol, MoreResult } from './json-more.protocol.ts';

export type MoreOutcome<R extends MoreResult> =
  | { kind: 'idle' }
  | { kind: 'done'; result: R }
  | { kind: 'error'; error: EngineError }
  | { kind: 'cancelled' }
  | { kind: 'failed' };

const createWorker = () => new Worker(new URL('./json-more.worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs the JSON companions' job in their worker whenever `job` changes (memoize it; debounced 250 ms), with progress, cancel, and a newer job superseding a running one. `job` null means
 * nothing to do. A bug (not bad input) goes to the tool's error boundary.
 */
export function useMoreJob<R extends MoreResult>(job: MoreJob | null) {
  const worker = useWorker<MoreProtocol>(createWorker);
  const [outcome, setOutcome] = useState<MoreOutcome<R>>({ kind: 'idle' });
  const [phase, setPhase] = useState<MorePhase | null>(null);
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  if (bug) throw bug.error;

  const jobRef = useRef(job);
  jobRef.current = job;
  const start = useCallback(async () => {
    const j = jobRef.current;
    if (!j) {
      if (worker.busy) worker.cancel();
      setPhase(null);
      setOutcome({ kind: 'idle' });
      return;
    }
    const shownAfter = setTimeout(() => setPhase((p) => p ?? 'parse'), 150);
    try {
      const r = await worker.run(j, { supersede: 'terminate', onEvent: (e) => setPhase(e.phase) });
      setOutcome({ kind: 'done', result: r as R });
      setPhase(null);
    } catch (e) {
      if (isCancelled(e)) return;
      setPhase(null);
      if (e instanceof WorkerFailedError) setOutcome({ kind: 'failed' });
      else if (isEngineError(e)) setOutcome({ kind: 'error', error: e });
      else setBug({ error: e });
    } finally {
      clearTimeout(shownAfter);
    }
  }, [worker]);

  useEffect(() => {
    const t = setTimeout(() => void start(), 250);
    return () => clearTimeout(t);
  }, [start, job]);

  const cancel = () => {
    worker.cancel();
    setPhase(null);
    setOutcome({ kind: 'cancelled' });
  };
  return { outcome, phase, cancel };
}

/** The error of an outcome when it belongs to a field ('input', 'left', 'right', 'query'). */
export function errorFor<R extends MoreResult>(o: MoreOutcome<R>, field: string): EngineError | null {
  if (o.kind !== 'error') return null;
  const f = o.error.params.field ?? (o.error.code === 'INVALID_JSONPATH' ? 'query' : 'input');
  return f === field ? o.error : null;
}
