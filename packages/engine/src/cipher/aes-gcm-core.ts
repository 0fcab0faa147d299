import { EngineError } from '../errors.ts';
import { oneShotCore, type RawCore } from './core.ts';
import type { CipherMode } from './types.ts';

/** AES's block length in bytes. */
export const B = 16;

/** GCM is one-shot in both backends: collect the data, seal or open it at the end. */
export function gcmCore(run: (all: Uint8Array) => Promise<Uint8Array> | Uint8Array): RawCore {
  return oneShotCore(B, run);
}

export function gcmFailed(): EngineError {
  return new EngineError(
    'DECRYPT_FAILED',
    'GCM authentication failed: wrong key, IV, additional data or tag length, or altered ciphertext.',
  );
}

/** One AES run (the options of aes.ts's `aesCore`), here beside the GCM core so that the backends need not import aes.ts. */
export interface AesOptions {
  readonly mode: CipherMode;
  readonly encrypt: boolean;
  readonly key: Uint8Array;
  readonly iv: Uint8Array | undefined;
  readonly tagLength: number;
  readonly aad: Uint8Array | undefined;
  /** Tests force one backend; the default tries WebCrypto first. */
  readonly backend?: 'webcrypto' | 'noble';
}
