import { useCallback, useEffect, useMemo, useRef } from 'react';

/** What every worker reply carries: the job id it answers and its kind. */
export interface JobReply {
  id: number;
  type: string;
}

/** The reply a cancelled job resolves with. */
export interface CancelledReply {
  type: 'error';
  id: number;
  error: { name: 'AbortError'; message: 'cancelled'; code?: undefined; params?: undefined };
}

/**
 * A page's worker, one job at a time or many: run() posts a job with a fresh id and resolves with its
 * final reply, passing the other replies (progress, partial results) to onEvent; cancel() ends every
 * job at once by replacing the worker, the only way to stop a WebCrypto call or a long library loop.
 * `create` must be a stable function holding the `new Worker(new URL(...), ...)` literal, so the
 * bundler sees the worker file.
 */
export function useJobWorker<Job extends object, Reply extends JobReply, Final extends Reply>(
  create: () => Worker,
  isFinal: (r: Reply) => r is Final,
) {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(
    new Map<number, { resolve: (r: Final | CancelledReply) => void; onEvent?: ((r: Reply) => void) | undefined }>(),
  );
  const nextId = useRef(1);

  const spawn = useCallback(() => {
    const w = create();
    w.onmessage = (e: MessageEvent<Reply>) => {
      const r = e.data;
      const p = pending.current.get(r.id);
      if (!p) return;
      if (isFinal(r)) {
        pending.current.delete(r.id);
        p.resolve(r);
      } else p.onEvent?.(r);
    };
    worker.current = w;
    return w;
  }, [create, isFinal]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const run = useCallback(
    (job: Job, onEvent?: (r: Reply) => void): Promise<Final | CancelledReply> => {
      const w = worker.current ?? spawn();
      const id = nextId.current++;
      return new Promise((resolve) => {
        pending.current.set(id, { resolve, onEvent });
        w.postMessage({ ...job, id });
      });
    },
    [spawn],
  );

  const cancel = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    for (const [id, p] of pending.current)
      p.resolve({ type: 'error', id, error: { name: 'AbortError', message: 'cancelled' } });
    pending.current.clear();
  }, []);

  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
