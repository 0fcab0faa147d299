import { useCallback, useEffect, useRef } from 'react';
import type { JsonJob, JsonReply } from './json.worker.ts';

type Final = Exclude<JsonReply, { type: 'progress' }>;

/**
 * The JSON page's worker. run() posts a job and resolves with its result or error, reporting progress
 * on the way; a newer run() or cancel() ends the older job by replacing the worker (parsing is one
 * synchronous loop, so terminating is the only way to stop it mid-way). Superseded runs resolve null.
 */
export function useJsonWorker() {
  const worker = useRef<Worker | null>(null);
  const pending = useRef<{ id: number; resolve: (r: Final | null) => void } | null>(null);
  const nextId = useRef(1);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    pending.current?.resolve(null);
    pending.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    (job: Omit<JsonJob, 'id'>, onProgress: (r: Extract<JsonReply, { type: 'progress' }>) => void) => {
      // a busy worker is replaced; an idle one is reused
      if (pending.current) stop();
      const w = worker.current ?? new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module' });
      worker.current = w;
      const id = nextId.current++;
      return new Promise<Final | null>((resolve) => {
        pending.current = { id, resolve };
        w.onmessage = (e: MessageEvent<JsonReply>) => {
          const r = e.data;
          if (r.id !== id) return;
          if (r.type === 'progress') {
            onProgress(r);
            return;
          }
          pending.current = null;
          resolve(r);
        };
        w.onerror = (e) => {
          pending.current = null;
          resolve({ id, type: 'error', error: { bug: e.message || 'worker failed' }, snippet: null });
        };
        w.postMessage({ ...job, id } satisfies JsonJob);
      });
    },
    [stop],
  );

  return { run, cancel: stop };
}
