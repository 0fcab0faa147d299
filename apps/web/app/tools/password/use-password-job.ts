import { useCallback, useState } from 'react';
import { shownOutcome, useJobRunner } from '../../lib/worker/use-job.ts';
import { createPasswordWorker, type PasswordJob, type PasswordProtocol } from './password.protocol.ts';

/**
 * One worker for one kind of job (hash or verify), on the one job hook (lib/worker/use-job.ts): `run`
 * starts a job (ending one still running by replacing the worker: a WASM call cannot be stopped any
 * other way), `cancel` ends it, `running` is the start time while a job runs (TimedJobStatus shows the
 * time from it), `outcome` how the last one ended: an `invalid` one's EngineError is put beside its
 * field; `failed`, the worker could not start or died (the tool layout says so).
 */
export function usePasswordJob() {
  const job = useJobRunner<PasswordProtocol>(createPasswordWorker, { supersede: 'terminate' });
  const [started, setStarted] = useState<{ key: string; at: number } | null>(null);
  const { run: start, cancel } = job;
  const run = useCallback(
    (j: PasswordJob, key: string) => {
      setStarted({ key, at: performance.now() });
      start(j);
    },
    [start],
  );
  const running = job.status === 'running' ? (started?.at ?? null) : null;
  // how the last job ended (null while one runs); `key` names the settings it ran with, so a result
  // never sits beside others
  const outcome = job.status === 'running' ? null : shownOutcome(job);
  const key = started?.key;
  return { run, cancel, running, key, outcome };
}
export type PasswordJobState = ReturnType<typeof usePasswordJob>;
