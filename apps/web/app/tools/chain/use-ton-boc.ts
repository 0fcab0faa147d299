import type { TonBocInfo } from '@tinkerbox/engine/ton';
import { useMemo } from 'react';
import { useJob } from '../../lib/worker/use-job.ts';
import type { TonBocProtocol } from './chain.protocol.ts';

const create = () => new Worker(new URL('./ton-boc.worker.ts', import.meta.url), { type: 'module' });

/** Where a BOC decode stands. `failed`: the worker could not start (the tool layout says so). */
export type BocState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'cancelled' }
  | { status: 'failed' }
  | { status: 'done'; info: TonBocInfo }
  | { status: 'error'; error: Error };

/** Waits this long after the last keystroke before decoding, so typing does not start a job per key. */
const DEBOUNCE_MS = 120;

/**
 * Decodes `input` in the BOC worker, replacing the worker (and so stopping a decode mid-way) when a newer
 * input's decode starts; `cancel` stops the decode at once. A BOC the engine refuses is `error`; any
 * other failure of the decode is a bug, for the tool's error boundary.
 */
export function useTonBoc(input: string): { state: BocState; cancel: () => void } {
  const job = useMemo(() => (input.trim() ? { input } : null), [input]);
  const run = useJob<TonBocProtocol>(create, job, { debounceMs: DEBOUNCE_MS, supersede: 'terminate' });
  const state: BocState =
    job === null
      ? { status: 'idle' }
      : run.status === 'failed'
        ? { status: 'failed' }
        : run.status === 'cancelled'
          ? { status: 'cancelled' }
          : !run.settled
            ? { status: 'busy' }
            : run.error
              ? { status: 'error', error: run.error }
              : run.result
                ? { status: 'done', info: run.result }
                : { status: 'busy' };
  return { state, cancel: run.cancel };
}
