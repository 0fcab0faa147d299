import { useMemo } from 'react';
import { type JobStatus, useJob } from '../../lib/worker/use-job.ts';
import type { TonBocProtocol } from './chain.protocol.ts';

const create = () => new Worker(new URL('./ton-boc.worker.ts', import.meta.url), { type: 'module' });

/** Waits this long after the last keystroke before decoding, so typing does not start a job per key. */
const DEBOUNCE_MS = 120;

/**
 * Decodes `input` in the BOC worker, replacing the worker (and so stopping a decode mid-way) when a newer
 * input's decode starts; `cancel` stops the decode at once. The status is use-job's: `running` from a
 * change on (through the debounce) until the decode answers this input, `invalid` for a BOC the engine
 * refuses (its `error`), `failed` when the worker could not start (the tool layout says so); `result`
 * comes only with `done`. Any other failure of the decode is a bug, for the tool's error boundary.
 */
export function useTonBoc(input: string) {
  const job = useMemo(() => (input.trim() ? { input } : null), [input]);
  const run = useJob<TonBocProtocol>(create, job, { debounceMs: DEBOUNCE_MS, supersede: 'terminate' });
  const status: JobStatus =
    job === null
      ? 'idle'
      : run.status === 'failed' || run.status === 'cancelled' || run.settled
        ? run.status
        : 'running';
  const result = status === 'done' ? run.result : undefined;
  const error = status === 'invalid' ? run.error : undefined;
  return { status, result, error, cancel: run.cancel };
}
