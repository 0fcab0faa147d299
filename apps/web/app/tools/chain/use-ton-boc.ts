import type { TonBocInfo } from '@tinkerbox/engine/ton';
import { useEffect, useRef, useState } from 'react';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
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
 * Decodes `input` in the BOC worker, replacing the worker (and so stopping a decode mid-way) when the
 * input changes; `cancel` stops the decode at once.
 */
export function useTonBoc(input: string): { state: BocState; cancel: () => void } {
  const worker = useWorker<TonBocProtocol>(create);
  const [state, setState] = useState<BocState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!input.trim()) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'busy' });
    let live = true;
    timer.current = setTimeout(() => {
      worker.run({ input }, { supersede: 'terminate' }).then(
        (info) => live && setState({ status: 'done', info }),
        (e: unknown) => {
          if (!live || isCancelled(e)) return;
          setState(e instanceof WorkerFailedError ? { status: 'failed' } : { status: 'error', error: e as Error });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer.current);
      // A decode of the previous input is of no use any more: stop it rather than let it run on.
      if (worker.busy) worker.cancel();
    };
  }, [input, worker]);
  const cancel = () => {
    clearTimeout(timer.current);
    worker.cancel();
    setState({ status: 'cancelled' });
  };
  return { state, cancel };
}
