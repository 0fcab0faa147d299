import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CipherJob, CipherReply } from './cipher.worker.ts';

type Job = CipherJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;
export type CipherResultReply = Exclude<CipherReply, { type: 'progress' }>;

/**
 * The cipher page's worker. run() posts a job and resolves with its final reply, reporting progress
 * through onProgress; cancel() ends every job at once by replacing the worker (a WebCrypto call or a
 * crypto-js loop cannot be interrupted any other way).
 */
export function useCipherWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef(
    new Map<number, { resolve: (r: CipherResultReply) => void; onProgress?: (bytes: number) => void }>(),
  );
  const nextId = useRef(1);

  const spawn = useCallback(() => {
    const w = new Worker(new URL('./cipher.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<CipherReply>) => {
      const r = e.data;
      const p = pending.current.get(r.id);
      if (!p) return;
      if (r.type === 'progress') p.onProgress?.(r.bytes);
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
    (job: Job, onProgress?: (bytes: number) => void): Promise<CipherResultReply> => {
      const w = worker.current ?? spawn();
      const id = nextId.current++;
      return new Promise((resolve) => {
        pending.current.set(id, { resolve, onProgress });
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
