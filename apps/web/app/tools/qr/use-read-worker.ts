import { useCallback } from 'react';
import { type JobOutcome, outcomeOf } from '../../lib/worker/use-job.ts';
import { useWorker } from '../../lib/worker/use-worker.ts';
import type { ReadJob, ReadProtocol, ReadResult } from './qr.protocol.ts';

export const createReadWorker = () => new Worker(new URL('./read.worker.ts', import.meta.url), { type: 'module' });

/**
 * The QR reader's worker for /qrcodereader. `read(job)` resolves with the read's outcome, sorted by the
 * one job hook's `outcomeOf` (lib/worker/use-job.ts): the codes found, `invalid` with its EngineError
 * (QR_NOT_FOUND, NOT_AN_IMAGE), `cancelled` (a newer read superseded it, or `cancel()`) or `failed` (the
 * layout then shows the message); it rejects only with a bug. Pixels are moved into the worker, not copied.
 *
 * Awaited reads, not `useJobRunner`'s state (issue 38): the camera loop asks frame after frame until one
 * holds a code, and a frame with none is neither the visitor's bad input nor a busy bar to show.
 */
export function useReadWorker() {
  const worker = useWorker<ReadProtocol>(createReadWorker);
  const read = useCallback(
    (job: ReadJob): Promise<JobOutcome<ReadResult>> =>
      outcomeOf(worker.run(job, { transfer: job.kind === 'pixels' ? [job.data.buffer] : [], supersede: 'signal' })),
    [worker],
  );
  const cancel = useCallback(() => worker.cancel(), [worker]);
  return { read, cancel };
}
