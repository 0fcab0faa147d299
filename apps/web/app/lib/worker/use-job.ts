import { type EngineError, isEngineError } from '@tinkerbox/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAsLastSet } from '../as-last-set.ts';
import type { AnyProtocol } from './protocol.ts';
import { isCancelled, useWorker, WorkerFailedError } from './use-worker.ts';

// One owner of a worker job's React state (issue 38). A family's hook says what its job is and what its
// result means; the plumbing every hook repeated lives here once: staleness (only the newest job's
// answer is taken), supersede (a newer job cancels the older), debounce, progress, cancel, the outcome
// sorted into the visitor's bad input (an EngineError, said beside the field), a worker that could not
// start (the tool layout's one banner, shell/worker-failure.tsx) and a bug (thrown to the tool's error
// boundary, shell/tool-boundary.tsx).

/**
 * Where a job is. `invalid`: the input was refused (`error`); `timeout`: the job ran past `timeLimitMs`
 * and was stopped; `failed`: the worker could not start or died.
 */
export type JobStatus = 'idle' | 'running' | 'done' | 'invalid' | 'cancelled' | 'timeout' | 'failed';

export interface JobState<P extends AnyProtocol> {
  status: JobStatus;
  /** The newest finished job's result: kept while a newer job runs and after a cancel, cleared by `invalid` and `failed`. */
  result: P['result'] | undefined;
  /**
   * Why the newest answered input was refused (status `invalid`): its code and params name the message
   * beside the field. Kept, as the result is, while a newer job runs, so a message does not blink out and
   * back while the visitor types; cleared by the next result.
   */
  error: EngineError | undefined;
  /** The running job's latest progress event. */
  progress: P['event'] | undefined;
  /** The job the latest outcome (`done` or `invalid`) answers: a result for older input is not this input's. */
  answers: P['job'] | undefined;
}

export interface JobOptions<P extends AnyProtocol> {
  /** What happens to the job still running when a newer one starts (WorkerClient's `supersede`); default `signal`. */
  supersede?: 'signal' | 'terminate';
  /** Buffers of the job to move into the worker rather than copy. */
  transfer?: (job: P['job']) => Transferable[];
  /**
   * How long a job may run before it is stopped (its worker replaced) and the state says `timeout`,
   * keeping the last result: for a job that may never end (a visitor's pattern that backtracks).
   */
  timeLimitMs?: number;
  /** Each event of the current job as it comes (one that is not progress: a detail for its outcome). */
  onEvent?: (event: P['event'], job: P['job']) => void;
}

/**
 * Hands a bug caught outside rendering (a worker's reply, a promise, an event handler) to the tool's
 * error boundary (shell/tool-boundary.tsx): the returned function stores it and the next render throws
 * it. Only for bugs: bad input is an EngineError, said beside its field. The job hooks below use it; a
 * hook that keeps its own WorkerClient (the files pipeline) does too.
 */
export function useBugToBoundary(): (error: unknown) => void {
  const [bug, setBug] = useState<{ error: unknown } | null>(null);
  const toBoundary = useCallback((error: unknown) => setBug({ error }), []);
  if (bug) throw bug.error;
  return toBoundary;
}

/**
 * How an awaited job ended, for a caller that needs each job's own answer (the QR reader's camera loop
 * asks frame after frame; /life's stepping loop): done, refused input (`invalid`, with its EngineError),
 * `cancelled` (superseded or stopped) or `failed` (the worker could not start or died; the layout says
 * why). A bug is none of these: {@link outcomeOf} rejects with it, for the caller's error boundary.
 */
export type JobOutcome<R> =
  | { status: 'done'; result: R }
  | { status: 'invalid'; error: EngineError }
  | { status: 'cancelled' }
  | { status: 'failed' };

/** The outcome a job's rejection stands for, or null for a bug. The one sorting of a job's end. */
function endOf(e: unknown): Exclude<JobOutcome<never>, { status: 'done' }> | null {
  if (isCancelled(e)) return { status: 'cancelled' };
  if (e instanceof WorkerFailedError) return { status: 'failed' };
  if (isEngineError(e)) return { status: 'invalid', error: e };
  return null;
}

/**
 * A job's promise (`WorkerClient.run`) as its {@link JobOutcome}, sorted as {@link useJobRunner} sorts
 * it; rejects only with a bug. For a caller that awaits each job and keeps its own state.
 */
export function outcomeOf<R>(job: Promise<R>): Promise<JobOutcome<R>> {
  return job.then(
    (result): JobOutcome<R> => ({ status: 'done', result }),
    (e: unknown) => {
      const end = endOf(e);
      if (end === null) throw e;
      return end;
    },
  );
}

/**
 * The {@link JobOutcome} a page shows from a job's state: `failed` or `cancelled` (a `timeout` too: the
 * limit stopped it) as the status says, otherwise the newest answer the state keeps, its refusal or its
 * result, also while a newer job runs; null when there is none (before any job, or after a reset). A
 * page that keeps showing an earlier end while a job runs passes that end's status.
 */
export function shownOutcome<R>(state: {
  status: JobStatus;
  result: R | undefined;
  error: EngineError | undefined;
}): JobOutcome<R> | null {
  const { status, result, error } = state;
  if (status === 'failed') return { status };
  if (status === 'cancelled' || status === 'timeout') return { status: 'cancelled' };
  if (error) return { status: 'invalid', error };
  return result === undefined ? null : { status: 'done', result };
}

const IDLE = { status: 'idle', result: undefined, error: undefined, progress: undefined, answers: undefined } as const;

/**
 * A job started by a click (a file to hash, a key to derive): `run(job)` starts it (superseding the one
 * running), `cancel()` stops it by replacing the worker. `create` must be a module-level function
 * holding the `new Worker(new URL(...), { type: 'module' })` literal (use-worker.ts).
 */
export function useJobRunner<P extends AnyProtocol>(create: () => Worker, options: JobOptions<P> = {}) {
  const worker = useWorker<P>(create);
  const [state, setState] = useState<JobState<P>>(IDLE);
  const toBoundary = useBugToBoundary();
  /** The newest job's number: an answer to any other is stale and dropped. */
  const newest = useRef(0);
  // read when a job starts: options written inline do not make `run` a new function each render
  const latest = useAsLastSet(options);
  /** The running job's time limit, if it has one. */
  const limit = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(limit.current), []);

  const run = useCallback(
    (job: P['job']) => {
      const id = ++newest.current;
      const current = () => newest.current === id;
      const { supersede = 'signal', transfer, timeLimitMs } = latest.current;
      setState((s) => ({ ...s, status: 'running', progress: undefined }));
      clearTimeout(limit.current);
      if (timeLimitMs !== undefined)
        limit.current = setTimeout(() => {
          if (!current()) return;
          // its answer, the cancel, is not this job's outcome
          newest.current++;
          worker.cancel();
          setState((s) => ({ ...s, status: 'timeout', progress: undefined }));
        }, timeLimitMs);
      worker
        .run(job, {
          supersede,
          transfer: transfer?.(job),
          onEvent: (progress: P['event']) => {
            if (!current()) return;
            latest.current.onEvent?.(progress, job);
            setState((s) => ({ ...s, progress }));
          },
        })
        .then(
          (result: P['result']) => {
            if (!current()) return;
            clearTimeout(limit.current);
            setState({ status: 'done', result, error: undefined, progress: undefined, answers: job });
          },
          (e: unknown) => {
            if (!current()) return;
            clearTimeout(limit.current);
            const end = endOf(e);
            if (end === null) toBoundary(e);
            else if (end.status === 'cancelled') setState((s) => ({ ...s, status: 'cancelled', progress: undefined }));
            else if (end.status === 'failed') setState({ ...IDLE, status: 'failed' });
            else setState({ ...IDLE, status: 'invalid', error: end.error, answers: job });
          },
        );
    },
    [worker, toBoundary],
  );

  /** Stops the running job (its worker is replaced); the state says `cancelled` and keeps the last result. */
  const cancel = useCallback(() => {
    clearTimeout(limit.current);
    worker.cancel();
    setState((s) => ({ ...s, status: 'cancelled', progress: undefined }));
  }, [worker]);

  /**
   * Takes `result` as `job`'s answer without asking the worker (an answer the page knows: the server's
   * for the untouched page, served.ts), ending a job still running (its worker is replaced).
   */
  const settle = useCallback(
    (job: P['job'], result: P['result']) => {
      newest.current++;
      clearTimeout(limit.current);
      if (worker.busy) worker.cancel();
      setState({ status: 'done', result, error: undefined, progress: undefined, answers: job });
    },
    [worker],
  );

  /** Forgets the last result, and stops a job still running (its worker is replaced): nothing is asked any more. */
  const reset = useCallback(() => {
    newest.current++;
    clearTimeout(limit.current);
    if (worker.busy) worker.cancel();
    setState(IDLE);
  }, [worker]);

  return { ...state, run, cancel, reset, settle };
}

/**
 * A job that follows the input as it is typed: each new `job` (compared by identity: memoise it) runs
 * `debounceMs` after the last change, superseding the one before; `null` runs nothing and clears the
 * state. `debounceMs` may be a function of the new job and the one before it (wait for typing, not for
 * a click on an option). `settled` says whether the state answers this `job` (false from a change,
 * through the debounce and the run, until its outcome), so a control that acts on the result can wait
 * for it. Otherwise as {@link useJobRunner}.
 */
export function useJob<P extends AnyProtocol>(
  create: () => Worker,
  job: P['job'] | null,
  options: JobOptions<P> & {
    debounceMs?: number | ((job: P['job'], previous: P['job'] | null) => number);
    /**
     * The answer to `job` when the page knows it without the worker (the server's answer for the untouched
     * page, lib/worker/served.ts), else undefined: shown from the first render, the server's included,
     * and the worker is not asked (nor started) for it.
     */
    known?: ((job: P['job']) => P['result'] | undefined) | undefined;
  } = {},
) {
  const { debounceMs = 0, known, ...runOptions } = options;
  const runner = useJobRunner<P>(create, runOptions);
  const { run, reset, settle, cancel: stop } = runner;
  const answer = job === null ? undefined : known?.(job);
  // read when the job changes, as the debounce is
  const knownNow = useRef(answer);
  knownNow.current = answer;
  /** The job waiting out its debounce: a cancel stops it too. */
  const waiting = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // read when the job changes: a debounce function written inline does not restart the wait
  const debounce = useAsLastSet(debounceMs);
  /** The job before this one, for a debounce that depends on what changed. */
  const previous = useRef<P['job'] | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = job;
    if (job === null) {
      reset();
      return;
    }
    if (knownNow.current !== undefined) {
      settle(job, knownNow.current);
      return;
    }
    const d = debounce.current;
    const timer = setTimeout(() => run(job), typeof d === 'function' ? d(job, before) : d);
    waiting.current = timer;
    return () => clearTimeout(timer);
  }, [job, run, reset, settle]);
  const cancel = useCallback(() => {
    clearTimeout(waiting.current);
    stop();
  }, [stop]);
  // a known answer is this job's from the first render (the state takes it in the effect above)
  if (answer !== undefined)
    return {
      ...runner,
      ...{ status: 'done' as const, result: answer, error: undefined, progress: undefined, answers: job ?? undefined },
      cancel,
      settled: true,
    };
  return { ...runner, cancel, settled: runner.status === 'failed' || (job !== null && runner.answers === job) };
}
