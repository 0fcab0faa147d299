import type {
  Argon2Options,
  BcryptOptions,
  Pbkdf2Options,
  ScryptOptions,
  VerifyPasswordOptions,
} from '@tinkerbox/engine/hash';
import type { WorkerProtocol } from '../../lib/worker/protocol.ts';

/**
 * What the password pages ask their worker for: a hash with chosen settings, a check of a stored string, or
 * /pbkdf2's key (WebCrypto; bad parameters throw the engine's OUT_OF_RANGE with the field it is about).
 */
export type PasswordJob =
  | { type: 'bcrypt'; options: BcryptOptions }
  | { type: 'scrypt'; options: ScryptOptions }
  | { type: 'argon2'; options: Argon2Options }
  | { type: 'pbkdf2'; options: Pbkdf2Options }
  | { type: 'verify'; encoded: string; password: Uint8Array; keys?: VerifyPasswordOptions };

/** A hash (encoded string and raw bytes), a verdict or a PBKDF2 key, with the time the work took. */
export type PasswordResult =
  | { type: 'hash'; encoded: string; hash: Uint8Array; ms: number }
  | { type: 'verify'; match: boolean; ms: number }
  | { type: 'pbkdf2'; key: Uint8Array; ms: number };

// The WASM hashes run in one call with no progress hook: the page shows an indeterminate bar and the
// time, and Cancel replaces the worker (decision 0105).
export type PasswordProtocol = WorkerProtocol<PasswordJob, never, PasswordResult>;

/** The family's worker (for useWorker: a module-level function the bundler can see). */
export const createPasswordWorker = () =>
  new Worker(new URL('./password.worker.ts', import.meta.url), { type: 'module' });
