import type { Base64EncodeOptions } from '@tinkerbox/engine/encoding';
import { useCallback } from 'react';
import { useKeptState } from '../../lib/kept-state.ts';
import { isCancelled, useWorker, WorkerFailedError } from '../../lib/worker/use-worker.ts';
import { createEncodingWorker, type EncodingProtocol } from './encoding.protocol.ts';

/** A file being encoded: its progress, then its text, or why there is none. */
export interface FileJob {
  name: string;
  size: number;
  done: number;
  text?: string;
  /** The file could not be read (moved, unreadable); the browser's words. */
  error?: string;
  cancelled?: boolean;
  /** The worker could not start; the tool layout says why and offers a reload. */
  failed?: boolean;
}

/** /base64's file encoding in the worker: start (replacing any running job), cancel, and the job. */
export function useBase64File() {
  const worker = useWorker<EncodingProtocol>(createEncodingWorker);
  const [job, setJob] = useKeptState<FileJob | null>('base64:file', null);

  const start = useCallback(
    (file: File, options: Base64EncodeOptions) => {
      setJob({ name: file.name, size: file.size, done: 0 });
      worker
        .run(
          { kind: 'file', file, options },
          { supersede: 'terminate', onEvent: (e) => setJob((j) => j && { ...j, done: e.done }) },
        )
        .then(
          (r) => setJob((j) => j && { ...j, done: j.size, text: r.kind === 'file' ? r.text : '' }),
          (e: unknown) => {
            if (isCancelled(e)) return;
            if (e instanceof WorkerFailedError) setJob((j) => j && { ...j, failed: true });
            else setJob((j) => j && { ...j, error: e instanceof Error ? e.message : String(e) });
          },
        );
    },
    [worker, setJob],
  );

  const cancel = useCallback(() => {
    worker.cancel();
    setJob((j) => j && { ...j, cancelled: true });
  }, [worker, setJob]);

  return { job, start, cancel };
}
