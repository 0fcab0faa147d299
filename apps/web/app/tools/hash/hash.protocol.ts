import type { HashAlgorithm, Pbkdf2Options } from '@tinkerbox/engine/hash';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/** What the hash pages ask their worker for. */
export type HashJob =
  /** Digests (or HMACs, with a key) of some bytes, one per algorithm, in order. */
  | { type: 'bytes'; data: Uint8Array; algorithms: HashAlgorithm[]; hmacKey?: Uint8Array | undefined }
  /** Each file read once through every algorithm; results arrive as `file` events. */
  | { type: 'files'; files: File[]; algorithms: HashAlgorithm[]; hmacKey?: Uint8Array | undefined }
  | { type: 'pbkdf2'; options: Pbkdf2Options };

/** What a files job reports on its way. */
export type HashEvent =
  | { type: 'progress'; file: number; bytes: number }
  | { type: 'file'; file: number; digests: Uint8Array[]; bytes: number; ms: number }
  /** A file that vanished or cannot be read; the job goes on with the next one. */
  | { type: 'file-error'; file: number; message: string };

/** A job's answer: its digests (none for a files job, whose digests came as events) and its time. */
export interface HashResult {
  digests: Uint8Array[];
  ms: number;
}

export type HashProtocol = WorkerProtocol<HashJob, HashEvent, HashResult>;

/** The hash family's worker (for useWorker: a module-level function the bundler can see). */
export const createHashWorker = () => new Worker(new URL('./hash.worker.ts', import.meta.url), { type: 'module' });
