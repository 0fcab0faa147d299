import type { EngineError } from '@tinkerbox/engine';
import { useEffect, useState } from 'react';
import { type JobOutcome, shownOutcome, useJob } from '../../lib/worker/use-job.ts';
import type { MoreJob, MorePhase, MoreProtocol, MoreResult } from './json-more.protocol.ts';

const createWorker = () => new Worker(new URL('./json-more.worker.ts', import.meta.url), { type: 'module' });

/**
 * Runs the JSON companions' job in their worker whenever `job` changes (memoize it; debounced 250 ms),
 * on the one job hook (lib/worker/use-job.ts): progress, cancel, and a newer job superseding a running
 * one. `job` null means nothing to do (the outcome is null). The last outcome stays while a newer job
 * runs; the phase shows once a job has run for 150 ms (the worker's first event, or parsing).
 */
export function useMoreJob<R extends MoreResult>(job: MoreJob | null) {
  const run = useJob<MoreProtocol>(createWorker, job, { debounceMs: 250, supersede: 'terminate' });
  const running = run.status === 'running';
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!running) return;
    const t = setTimeout(() => setSlow(true), 150);
    return () => clearTimeout(t);
  }, [running]);
  const phase: MorePhase | null = running ? (run.progress?.phase ?? (slow ? 'parse' : null)) : null;
  const outcome = shownOutcome({ status: run.status, result: run.result as R | undefined, error: run.error });
  return { outcome, phase, cancel: run.cancel };
}

/** The error of an outcome when it belongs to a field ('input', 'left', 'right', 'query'). */
export function errorFor<R extends MoreResult>(o: JobOutcome<R> | null, field: string): EngineError | null {
  if (o?.status !== 'invalid') return null;
  const f = o.error.params.field ?? (o.error.code === 'INVALID_JSONPATH' ? 'query' : 'input');
  return f === field ? o.error : null;
}
