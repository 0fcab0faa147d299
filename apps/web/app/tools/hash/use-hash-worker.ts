import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { HashJob, HashReply } from './hash.worker.ts';

type Job = HashJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;

/**
 * The hash page's worker: run() posts a job and resolves with its final reply (result, done or error
 * object), calling onEvent for progress and per-file results; cancel() ends every job at once by
 * replacing the worker, which is the only way to stop a WebCrypto PBKDF2 mid-way.
 */
export function useHashWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(new Map<number, { resolve: (r: HashReply) => void; onEvent?: (r: HashReply) => void }>());
  const nextId = useRef(1);

  const spawn = useCallback(() => {
    const w = new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<HashReply>) => {
      const r = e.data;
      const p = pending.current.get(r.id);
      if (!p) return;
      if (r.type === 'progress' || r.type === 'file' || r.type === 'file-error') p.onEvent?.(r);
      else {
        pending.current.delete(r.id);
        p.resolve(r);
      }
    };
    worker.current = w;
    return w;
  }, []);

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  const run = useCallback(
    (job: Job, onEvent?: (r: HashReply) => void): Promise<HashReply> => {
      const w = worker.current ?? spawn();
      const id = nextId.current++;
      return new Promise((resolve) => {
        pending.current.set(id, { resolve, onEvent });
        w.postMessage({ ...job, id });
      });
    },
    [spawn],
  );

  /** Stops all running jobs; their promises resolve with `null`-like 'cancelled' errors. */
  const cancel = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    for (const [id, p] of pending.current)
      p.resolve({ type: 'error', id, error: { name: 'AbortError', message: 'cancelled' } });
    pending.current.clear();
  }, []);

  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
