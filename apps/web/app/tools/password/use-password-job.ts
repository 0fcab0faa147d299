import { type EngineError, isEngineError } from '@tinkerbox/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isCancelled, WorkerFailedError } from '../../lib/worker/protocol.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import {
  createPasswordWorker,
  type PasswordJob,
  type PasswordProtocol,
  type PasswordResult,
} from './password.protocol.ts';

/** How the last job ended; `key` names the settings it ran with, so a result never sits beside others. */
export interface JobOutcome {
  key?: string;
  result?: PasswordResult;
  /** Bad input found by the engine in the worker: the page puts its message beside the field. */
  error?: EngineError;
  cancelled?: boolean;
  /** The worker could not start or died (the tool layout says so). */
  failed?: boolean;
}

/**
 * One worker for one kind of job (hash or verify): `run` starts a job (ending one still running, by
 * replacing the worker: a WASM call cannot be stopped any other way), `cancel` ends it, `running` is
 * the start time while a job runs and moves on every 100 ms so the page can show the time.
 */
export function usePasswordJob() {
  const worker = useWorker<PasswordProtocol>(createPasswordWorker);
  const [running, setRunning] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<JobOutcome>({});
  const [bug, setBug] = useState<unknown>(null);
  const generation = useRef(0);
  if (bug) throw bug;

  const run = useCallback(
    (job: PasswordJob, key: string) => {
      const mine = ++generation.current;
      setOutcome({ key });
      setRunning(performance.now());
      worker.run(job, { supersede: 'terminate' }).then(
        (result) => {
          if (generation.current !== mine) return;
          setRunning(null);
          setOutcome({ key, result });
        },
        (e: unknown) => {
          if (generation.current !== mine) return;
          setRunning(null);
          if (isCancelled(e)) setOutcome({ key, cancelled: true });
          else if (e instanceof WorkerFailedError) setOutcome({ key, failed: true });
          else if (isEngineError(e)) setOutcome({ key, error: e });
          else setBug(e);
        },
      );
    },
    [worker],
  );
  const cancel = useCallback(() => worker.cancel(), [worker]);

  const [, tick] = useState(0);
  useEffect(() => {
    if (running === null) return;
    const i = setInterval(() => tick((x) => x + 1), 100);
    return () => clearInterval(i);
  }, [running]);

  return { run, cancel, running, outcome };
}
export type PasswordJobState = ReturnType<typeof usePasswordJob>;
