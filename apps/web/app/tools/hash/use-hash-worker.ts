import { useJobWorker } from '../../lib/job-worker.ts';
import type { HashJob, HashReply } from './hash.worker.ts';

type Job = HashJob extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never;
type Final = Exclude<HashReply, { type: 'progress' | 'file' | 'file-error' }>;

const create = () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
const isFinal = (r: HashReply): r is Final => r.type !== 'progress' && r.type !== 'file' && r.type !== 'file-error';

/**
 * The hash page's worker: run() resolves with a job's final reply (result, done or error), passing
 * progress and per-file results to onEvent; cancel() ends every job, even a WebCrypto PBKDF2 mid-way.
 */
export function useHashWorker() {
  return useJobWorker<Job, HashReply, Final>(create, isFinal);
}
