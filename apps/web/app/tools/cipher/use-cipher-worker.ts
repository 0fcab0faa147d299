import { useCallback, useMemo } from 'react';
import { useJobWorker } from '../../lib/job-worker.ts';
import type { CipherJob, CipherReply } from './cipher.worker.ts';

type Job = CipherJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;
export type CipherResultReply = Exclude<CipherReply, { type: 'progress' }>;

const create = () => new Worker(new URL('./cipher.worker.ts', import.meta.url), { type: 'module' });
const isFinal = (r: CipherReply): r is CipherResultReply => r.type !== 'progress';

/**
 * The cipher page's worker. run() resolves with a job's final reply, reporting progress in bytes
 * through onProgress; cancel() ends every job (a WebCrypto call or a crypto-js loop cannot be
 * interrupted any other way).
 */
export function useCipherWorker() {
  const jobs = useJobWorker<Job, CipherReply, CipherResultReply>(create, isFinal);
  const run = useCallback(
    (job: Job, onProgress?: (bytes: number) => void) =>
      jobs.run(job, onProgress && ((r) => r.type === 'progress' && onProgress(r.bytes))),
    [jobs],
  );
  return useMemo(() => ({ run, cancel: jobs.cancel }), [run, jobs.cancel]);
}
