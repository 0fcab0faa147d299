import type { EngineError } from '@tinkerbox/engine';
import { useCallback, useState } from 'react';
import { useJobRunner } from '../../lib/worker/use-job.ts';
import {
  createPasswordWorker,
  type PasswordJob,
  type PasswordProtocol,
  type PasswordResult,
} from './password.protocol.ts';

/** How the last job ended; `key` names the settings it ran with, so a result never sits beside others. */
interface PasswordOutcome {
  key?: string;
  result?: PasswordResult;
  /** Bad input found by the engine in the worker: the page puts its message beside the field. */
  error?: EngineError;
  cancelled?: boolean;
  /** The worker could not start or died (the tool layout says so). */
  failed?: boolean;
}

/**
 * One worker for one kind of job (hash or verify), on the one job hook (lib/worker/use-job.ts): `run`
 * starts a job (ending one still running by replacing the worker: a WASM call cannot be stopped any
 * other way), `cancel` ends it, `running` is the start time while a job runs (TimedJobStatus shows the
 * time from it).
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
  const outcome: PasswordOutcome = {
    ...(started && { key: started.key }),
    ...(job.status === 'done' && { result: job.result }),
    ...(job.status === 'invalid' && { error: job.error }),
    ...(job.status === 'cancelled' && { cancelled: true }),
    ...(job.status === 'failed' && { failed: true }),
  };

  return { run, cancel, running, outcome };
}
export type PasswordJobState = ReturnType<typeof usePasswordJob>;
