import { useCallback } from 'react';
import { useWorker } from '../../lib/worker/use-worker.ts';
import type { ReadJob, ReadProtocol, ReadResult } from './qr.protocol.ts';

export const createReadWorker = () => new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });

/**
 * The QR reader worker, shared by the reader and by the generator's scan check. `read(job)` resolves
 * with the codes found, or rejects with an EngineError (QR_NOT_FOUND, NOT_AN_IMAGE), CancelledError
 * (a newer read superseded it, or `cancel()`) or WorkerFailedError (the layout then shows the message).
 * Pixels are moved into the worker, not copied.
 *
 * Not on the one job hook (lib/worker/use-job.ts) yet (issue 38): its callers await each read (the
 * camera loop asks frame after frame until one holds a code; the scan check draws the image first), and
 * a job hook's state has no per-call answer. A bug still goes to the boundary by the job hook's path
 * (useBugToBoundary).
 */
export function useReadWorker() {
  const worker = useWorker<ReadProtocol>(createReadWorker);
  const read = useCallback(
    (job: ReadJob): Promise<ReadResult> =>
      worker.run(job, { transfer: job.kind === 'pixels' ? [job.data.buffer] : [], supersede: 'signal' }),
    [worker],
  );
  const cancel = useCallback(() => worker.cancel(), [worker]);
  return { read, cancel };
}
